// swift-tools-version:6.0
import PackageDescription

/// The performance harness. Depends on the root package by path so the root stays free of
/// dependencies. Run with `Benchmarks/run` (release mode).
let package = Package(
    name: "ArchLabBenchmarks",
    platforms: [.macOS(.v15)], // the root package's: Synchronization's `Mutex` and `Atomic`
    dependencies: [.package(name: "ArchLab", path: "..")],
    targets: [
        .executableTarget(
            name: "archlab-bench",
            dependencies: [
                .product(name: "Rx", package: "ArchLab"),
                .product(name: "RxTesting", package: "ArchLab"),
                .product(name: "RIBs", package: "ArchLab"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
