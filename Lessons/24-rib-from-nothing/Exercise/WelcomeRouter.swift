import RIBs

// Lesson 24: Welcome's router, with its interactable and view controllable protocols.
// Empty: write them (lesson.md, step 2).
