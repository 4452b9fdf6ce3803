// swift-tools-version:6.0
import PackageDescription

/// An executable whose symbols a library it loads binds to: the learner's playground, compiled
/// as a shared library against this package's modules (`DynamicLibrary` in the workbook),
/// finds the one copy of Rx, RIBs and CleanSwift in the executable when the shell loads it
/// (docs/PLAYGROUND.md). The platform's linker flag is named here only (docs/PORTING.md).
let exportsSymbols: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux])),
    .unsafeFlags(["-Xlinker", "-export_dynamic"], .when(platforms: [.macOS])),
]

/// ArchLab: one package, no package dependencies. See README.md and docs/ARCHITECTURE.md.
/// macOS 15: `Mutex` and `Atomic` (Synchronization) need it (docs/PORTING.md).
let package = Package(
    name: "ArchLab",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Rx", targets: ["Rx"]),
        .library(name: "RxTesting", targets: ["RxTesting"]),
        .library(name: "RxTestKit", targets: ["RxTestKit"]),
        .library(name: "RIBs", targets: ["RIBs"]),
        .library(name: "CleanSwift", targets: ["CleanSwift"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "SampleTitle", targets: ["SampleTitle"]),
        .library(name: "SampleLabelEditor", targets: ["SampleLabelEditor"]),
        .library(name: "SampleOrders", targets: ["SampleOrders"]),
        .library(name: "SampleTodo", targets: ["SampleTodo"]),
        .library(name: "SampleTicTacToe", targets: ["SampleTicTacToe"]),
        .library(name: "ShippedSamples", targets: ["ShippedSamples"]),
        .library(name: "ArchLabRegistry", targets: ["ArchLabRegistry"]),
        .library(name: "ArchLabGenerator", targets: ["ArchLabGenerator"]),
        .library(name: "ArchLabToolchain", targets: ["ArchLabToolchain"]),
        .library(name: "ArchLabLoader", targets: ["ArchLabLoader"]),
        .library(name: "ArchLabWorkbook", targets: ["ArchLabWorkbook"]),
        .library(name: "ArchLabLineEditor", targets: ["ArchLabLineEditor"]),
        .library(name: "ArchLabShell", targets: ["ArchLabShell"]),
        .library(name: "ArchLabTestHarness", targets: ["ArchLabTestHarness"]),
        .executable(name: "archlab", targets: ["archlab"]),
    ],
    targets: [
        // Reactive core and its test kit.
        .target(name: "Rx"),
        .target(name: "RxTestKit", dependencies: ["Rx"]),
        .target(name: "RxTesting", dependencies: ["Rx", "RxTestKit"]),

        // Architecture frameworks, and the headless view protocol their views share.
        .target(name: "HeadlessUI"),
        .target(name: "RIBs", dependencies: ["Rx", "HeadlessUI"]),
        .target(name: "CleanSwift", dependencies: ["Rx", "HeadlessUI"]),

        // Sample apps from the seeds.
        .target(name: "SampleTitle", dependencies: ["Rx", "CleanSwift", "HeadlessUI", "ArchLabRegistry"], path: "Sources/Samples/Title"),
        .target(name: "SampleLabelEditor", dependencies: ["Rx", "CleanSwift", "HeadlessUI", "ArchLabRegistry"], path: "Sources/Samples/LabelEditor"),
        .target(name: "SampleOrders", dependencies: ["Rx", "CleanSwift", "HeadlessUI", "ArchLabRegistry"], path: "Sources/Samples/Orders"),
        .target(name: "SampleTodo", dependencies: ["Rx", "RIBs", "HeadlessUI", "ArchLabRegistry"], path: "Sources/Samples/Todo"),
        .target(name: "SampleTicTacToe", dependencies: ["Rx", "RIBs", "HeadlessUI", "ArchLabRegistry"], path: "Sources/Samples/TicTacToe"),
        // All five, as the executable hands them to the shell (the shell depends on no sample).
        .target(name: "ShippedSamples",
                dependencies: ["ArchLabRegistry", "SampleTitle", "SampleLabelEditor", "SampleOrders", "SampleTodo", "SampleTicTacToe"],
                path: "Sources/Samples/Shipped"),

        // How a scene or an app reaches the shell: the one registration every module uses.
        .target(name: "ArchLabRegistry", dependencies: ["Rx", "HeadlessUI", "RIBs", "CleanSwift"], path: "Sources/Registry"),
        // What the workbook and the loader share of the Swift toolchain: compiler errors read from
        // a build's output, how a loadable library is built and named, where the executable is.
        .target(name: "ArchLabToolchain", path: "Sources/Toolchain"),
        // Compiles a learner's module against the running shell's modules and loads it (dlopen).
        .target(name: "ArchLabLoader", dependencies: ["ArchLabRegistry", "ArchLabToolchain"], path: "Sources/Loader"),
        // `new scene` / `new rib`: Clean Swift scenes and RIBs written from templates (text only).
        .target(name: "ArchLabGenerator", path: "Sources/Generator"),

        // The grader's witness in every test process it runs: an XCTest observer installed
        // before `main` that reports each test's verdict to a file only the grader can read.
        .target(name: "ArchLabTestHarnessStart", path: "Sources/TestHarnessStart"),
        .target(name: "ArchLabTestHarness", dependencies: ["ArchLabTestHarnessStart"], path: "Sources/TestHarness"),

        // The product: workbook, line editor, shell, executable.
        .target(name: "ArchLabWorkbook", dependencies: ["Rx", "RxTestKit", "ArchLabToolchain"], path: "Sources/Workbook"),
        .systemLibrary(name: "CLibEdit", path: "Sources/CLibEdit",
                       pkgConfig: "libedit", providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
        .target(name: "CLibEditShim", dependencies: ["CLibEdit"], path: "Sources/CLibEditShim"),
        .target(name: "ArchLabLineEditor", dependencies: ["CLibEditShim"], path: "Sources/LineEditor"),
        .target(name: "ArchLabShell",
                dependencies: ["Rx", "RxTestKit", "HeadlessUI", "RIBs", "CleanSwift", "ArchLabToolchain", "ArchLabWorkbook",
                               "ArchLabRegistry", "ArchLabGenerator", "ArchLabLoader"],
                path: "Sources/Shell"),
        // Exports its symbols for the learner's playground, which the shell loads (`exportsSymbols`).
        .executableTarget(name: "archlab", dependencies: ["ArchLabShell", "ArchLabLineEditor", "ShippedSamples"],
                          linkerSettings: exportsSymbols),
        // A tiny REPL over the line editor, driven in a pseudo-terminal by LineEditorTests.
        .executableTarget(name: "lineedit-demo", dependencies: ["ArchLabLineEditor"]),

        // Tests.
        // The one test-support module every test target uses: the leak check, temporary
        // folders, the shell driver, a failure recorder, and the pseudo-terminal harness for
        // the tests that drive executables.
        .target(name: "ArchLabTestSupport", dependencies: ["Rx"], path: "Tests/TestSupport"),
        .testTarget(name: "RxTests", dependencies: ["Rx", "RxTesting", "ArchLabTestSupport"]),
        .testTarget(name: "RxTestingTests", dependencies: ["Rx", "RxTesting", "ArchLabTestSupport"]),
        // RxSwift call sites, written as RxSwift users write them: a shape change breaks this build.
        .testTarget(name: "RxConformanceTests", dependencies: ["Rx", "RxTesting", "ArchLabTestSupport"]),
        .testTarget(name: "SeedTests", dependencies: ["Rx", "RxTesting", "ArchLabTestSupport"], exclude: ["Seed000/README.md"]),
        .testTarget(name: "RIBsTests", dependencies: ["Rx", "RxTesting", "RIBs", "SampleTodo", "SampleTicTacToe", "ArchLabTestSupport"]),
        .testTarget(name: "CleanSwiftTests",
                    dependencies: ["Rx", "RxTesting", "CleanSwift", "SampleTitle", "SampleLabelEditor", "SampleOrders",
                                   "ArchLabTestSupport"]),
        .testTarget(name: "WorkbookTests", dependencies: ["ArchLabWorkbook", "ArchLabToolchain", "ArchLabTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "RegistryTests", dependencies: ["ArchLabRegistry", "RxTesting", "ShippedSamples", "SampleTitle", "SampleLabelEditor", "SampleOrders", "SampleTodo", "SampleTicTacToe",
                                                          "ArchLabTestSupport"]),
        .testTarget(name: "GeneratorTests", dependencies: ["ArchLabGenerator", "ArchLabTestSupport"]),
        // The loaded libraries bind to the symbols of the test executable, as they do to archlab's.
        .testTarget(name: "LoaderTests", dependencies: ["ArchLabLoader", "ArchLabGenerator", "RxTesting", "CleanSwift", "ArchLabTestSupport"],
                    linkerSettings: exportsSymbols),
        .testTarget(name: "LineEditorTests", dependencies: ["ArchLabLineEditor", "ArchLabTestSupport"]),
        // Exports its symbols like archlab, so `new` and `load` can load the playground in-process.
        .testTarget(name: "ShellTests", dependencies: ["ArchLabShell", "ShippedSamples", "SampleTitle", "RxTesting", "ArchLabTestSupport"], exclude: ["Golden"],
                    linkerSettings: exportsSymbols),
        // Reads Swift as tokens (`SwiftTokens`) for the portability rules.
        .testTarget(name: "ArchitectureTests", dependencies: ["ArchLabWorkbook", "ArchLabTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
