import RIBs

// Lesson 24: Welcome's view, with its presentable listener protocol. Empty: write them
// (lesson.md, step 2).
