import Foundation
import RIBs

// Lesson 30: Welcome's interactor, with its routing, presentable and listener protocols.
// Empty: write them (lesson.md, step 2).
