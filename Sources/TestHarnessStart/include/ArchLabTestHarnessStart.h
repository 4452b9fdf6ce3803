#ifndef ARCHLAB_TEST_HARNESS_START_H
#define ARCHLAB_TEST_HARNESS_START_H

// Starts the grader's test observer before `main`, so before any code under test can run.
// The Swift side (`ArchLabTestHarness`) defines the function the constructor calls.
void archlab_test_harness_install(void);

#endif
