// The Rx module; see README.md.
