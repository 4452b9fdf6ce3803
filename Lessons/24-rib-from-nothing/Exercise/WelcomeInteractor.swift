import Foundation
import RIBs

// Lesson 24: Welcome's interactor, with its routing, presentable and listener protocols.
// Empty: write them (lesson.md, step 2).
