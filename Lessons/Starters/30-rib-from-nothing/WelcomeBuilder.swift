import RIBs

// Lesson 30: Welcome's builder, component and dependency. Empty: write them (lesson.md,
// step 2, names each type and what it declares).
