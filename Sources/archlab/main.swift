// Wiring only: the shell lives in ArchLabShell.
print("archlab 0.1.0")
