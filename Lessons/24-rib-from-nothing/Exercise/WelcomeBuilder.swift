import RIBs

// Lesson 24: Welcome's builder, component and dependency. Empty: write them (lesson.md,
// step 2, names each type and what it declares).
