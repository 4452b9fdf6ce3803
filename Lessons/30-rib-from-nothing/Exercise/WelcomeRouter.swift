import RIBs

// Lesson 30: Welcome's router, with its interactable and view controllable protocols.
// Empty: write them (lesson.md, step 2).
