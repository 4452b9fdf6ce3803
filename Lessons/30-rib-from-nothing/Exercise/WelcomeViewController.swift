import RIBs

// Lesson 30: Welcome's view, with its presentable listener protocol. Empty: write them
// (lesson.md, step 2).
