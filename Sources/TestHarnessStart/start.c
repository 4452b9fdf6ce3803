#include "ArchLabTestHarnessStart.h"

#include <stdlib.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

// Runs when the test bundle is loaded, before `main` and so before any exercise code: Swift
// has no static initialisers of its own, and exercise code may not declare C entry points
// (`@_cdecl`, `@_section` are refused by the import policy). What it installs is therefore
// in place before anything the grader does not own runs.
//
// In a graded run (`ARCHLAB_VERDICTS` set) the process first makes itself not dumpable: its
// `/proc/self/mem`, `environ` and `auxv` then belong to root, and the unprivileged user the
// sandbox runs it as cannot open them, so neither the grader's key nor the bytes of the code
// under test can be read back through them. Only `prctl` undoes it, which no module exercise
// code may import declares (Glibc's module map has no `sys/prctl.h`), and `dlsym` is refused.
// Crash reports still print (the runtime writes them itself); a debugger cannot attach, which
// a graded run never needs.
__attribute__((constructor)) static void archlab_test_harness_start(void) {
#if defined(__linux__)
    const char *verdicts = getenv("ARCHLAB_VERDICTS");
    if (verdicts != NULL && verdicts[0] != '\0') prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
#endif
    archlab_test_harness_install();
}
