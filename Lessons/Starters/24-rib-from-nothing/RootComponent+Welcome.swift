import RIBs

// Lesson 24: what Root's component gives Welcome. Empty: write the extension of
// `RootComponent` that provides `WelcomeDependency` once the compiler asks for it.
