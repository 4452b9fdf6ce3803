// The RxTesting module.
