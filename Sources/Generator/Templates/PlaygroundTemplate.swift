/// The playground package's own files: its `Package.swift`, which depends on the ArchLab
/// checkout by path, and `PlaygroundRegistrations.swift`, rewritten from the manifest after
/// every `new scene` / `new rib`.
struct PlaygroundTemplate {
    /// The absolute path of the ArchLab checkout the playground builds against.
    let checkoutPath: String

    /// SwiftPM names a path dependency after its folder (`ArchLab`, `main`, a worktree name).
    private var checkoutIdentity: String {
        checkoutPath.split(separator: "/").last.map(String.init) ?? "ArchLab"
    }

    var packageManifest: GeneratedFile {
        GeneratedFile(path: "Package.swift", contents: """
        // swift-tools-version:6.0
        import PackageDescription

        // Your ArchLab playground: the scenes and RIBs `new scene` and `new rib` wrote, built
        // against the ArchLab checkout below. `swift build` and `swift test` work here as in any
        // package; the shell loads the `Playground` module with `scene NAME` and `app NAME`.

        let archLab = "\(checkoutIdentity)"

        let package = Package(
            name: "ArchLabPlayground",
            platforms: [.macOS(.v15)], // ArchLab's own: it needs Synchronization's `Mutex` and `Atomic`
            products: [.library(name: "Playground", targets: ["Playground"])],
            dependencies: [.package(path: "\(checkoutPath)")],
            targets: [
                .target(name: "Playground", dependencies: [
                    "Rx", "RIBs", "CleanSwift", "HeadlessUI", "ArchLabRegistry",
                ].map { .product(name: $0, package: archLab) }),
                .testTarget(name: "PlaygroundTests", dependencies: ["Playground"] + [
                    "RxTesting", "RIBs", "CleanSwift", "HeadlessUI",
                ].map { .product(name: $0, package: archLab) }),
            ],
            swiftLanguageModes: [.v6]
        )

        """)
    }

    /// Lists every unit of `manifest` for the shell: scenes under `scene`, each RIB as an app of its own.
    func registrations(_ manifest: PlaygroundManifest) -> GeneratedFile {
        var entries: [String] = []
        var routes: [String] = []
        for unit in manifest.units {
            switch unit {
            case .scene(let name):
                entries.append(SceneTemplate(name: name).registration)
            case .rib(let name, let viewless, let parent):
                entries.append(RIBTemplate(name: name, isViewless: viewless).registration(handRoutes: "handRoutes"))
                if let parent {
                    routes.append(ParentWiring(parent: parent, child: name, childIsViewless: viewless, earlierChildren: []).handRoute)
                }
            }
        }
        func list(_ items: [String]) -> String {
            items.isEmpty ? "[]" : "[\n" + items.map { "            \($0),\n" }.joined() + "        ]"
        }
        return GeneratedFile(path: "Sources/Playground/PlaygroundRegistrations.swift", contents: """
        import ArchLabRegistry
        import RIBs

        // Written by `new scene` and `new rib` from playground.manifest; edit the manifest
        // (or generate again), not this file.

        /// Everything in this playground the shell can load.
        public enum PlaygroundRegistrations: RegistrationProviding {
            public static var registrations: [Registration] {
                \(list(entries))
            }

            /// The children `attach NAME` and `detach NAME` route through their parent's router.
            static var handRoutes: [HandRoute] {
                \(list(routes))
            }
        }

        """)
    }
}
