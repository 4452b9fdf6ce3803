import Foundation

/// Wires a new child RIB into its parent (`new rib Child --parent Home`), as one would by
/// hand after running the RIBs templates: the child's builder goes into the parent's builder
/// and router, the parent's router gains `attachChild()` / `detachChild()`, the parent's
/// interactor becomes the child's listener, and the parent's component meets the child's
/// dependency in `HomeComponent+Child.swift`.
///
/// The parent's files may have been edited since they were generated: each edit looks for a
/// line the generator wrote and refuses, naming the file and the line, when it is gone.
struct ParentWiring {
    let parent: UnitName
    let child: UnitName
    let childIsViewless: Bool
    /// The parent's children before this one, in wiring order (their builders come first).
    let earlierChildren: [(name: UnitName, isViewless: Bool)]

    /// Parent and child type names, and the child's variable spelling, short for the templates.
    private var p: String { parent.type }
    private var c: String { child.type }
    private var cv: String { child.variable }

    var builderPath: String { "Sources/Playground/RIBs/\(p)/\(p)Builder.swift" }
    var routerPath: String { "Sources/Playground/RIBs/\(p)/\(p)Router.swift" }
    var interactorPath: String { "Sources/Playground/RIBs/\(p)/\(p)Interactor.swift" }
    var testsFolder: String { "Tests/PlaygroundTests/RIBs/\(p)" }

    /// The parent's builder with the child's builder made from its component and handed to the router.
    func editBuilder(_ text: String) throws(GeneratorError) -> String {
        var lines = Self.lines(text)
        if let index = lines.firstIndex(where: { $0.contains("_ = \(p)Component(") }) {
            lines[index] = lines[index].replacingOccurrences(of: "_ = \(p)Component(", with: "let component = \(p)Component(")
        }
        guard lines.contains(where: { $0.contains("let component = \(p)Component(") }) else {
            throw .parentEdited(parent: p, file: builderPath, missing: "let component = \(p)Component(")
        }
        let call = "return \(p)Router(interactor: interactor, viewController: viewController"
        guard let index = lines.firstIndex(where: { $0.contains(call) && $0.hasSuffix(")") }) else {
            throw .parentEdited(parent: p, file: builderPath, missing: call)
        }
        lines[index] = String(lines[index].dropLast()) + ", \(cv)Builder: \(c)Builder(dependency: component))"
        return lines.joined(separator: "\n")
    }

    /// The parent's router taking the child's builder, listening to it, and routing to it.
    func editRouter(_ text: String) throws(GeneratorError) -> String {
        var lines = Self.lines(text)
        let interactable = "protocol \(p)Interactable: Interactable"
        guard let protocolIndex = lines.firstIndex(where: { $0.hasPrefix(interactable) && $0.hasSuffix(" {") }) else {
            throw .parentEdited(parent: p, file: routerPath, missing: interactable)
        }
        lines[protocolIndex] = String(lines[protocolIndex].dropLast(2)) + ", \(c)Listener {"

        let initializer = "init(interactor: \(p)Interactable, viewController: \(p)ViewControllable"
        guard let initIndex = lines.firstIndex(where: { $0.contains(initializer) && $0.hasSuffix(") {") }) else {
            throw .parentEdited(parent: p, file: routerPath, missing: initializer)
        }
        lines[initIndex] = String(lines[initIndex].dropLast(3)).replacingOccurrences(of: "override init(", with: "init(")
            + ", \(cv)Builder: \(c)Buildable) {"
        lines.insert("        self.\(cv)Builder = \(cv)Builder", at: initIndex + 1)

        guard let closing = lines.lastIndex(where: { $0 == "}" }) else {
            throw .parentEdited(parent: p, file: routerPath, missing: "}")
        }
        lines.insert(contentsOf: Self.lines(routingMethods), at: closing)
        return lines.joined(separator: "\n")
    }

    /// The parent's routing protocol with the two routing methods the interactor (and the shell) may call.
    func editInteractor(_ text: String) throws(GeneratorError) -> String {
        var lines = Self.lines(text)
        let declaration = "protocol \(p)Routing: ViewableRouting {"
        guard let index = lines.firstIndex(where: { $0.hasPrefix(declaration) }) else {
            throw .parentEdited(parent: p, file: interactorPath, missing: declaration)
        }
        let methods = ["    func attach\(c)()", "    func detach\(c)()"]
        if lines[index] == declaration + "}" {
            lines.replaceSubrange(index...index, with: [declaration] + methods + ["}"])
        } else {
            lines.insert(contentsOf: methods, at: index + 1)
        }
        return lines.joined(separator: "\n")
    }

    /// A parent router test with the child's builder added to the router's initializer.
    func editRouterTest(_ text: String) -> String {
        let call = "\(p)Router(interactor: interactor, viewController: viewController"
        return Self.lines(text).map { line in
            guard line.contains(call), line.hasSuffix(")") else { return line }
            return String(line.dropLast()) + ", \(cv)Builder: \(c)Builder(dependency: \(c)DependencyMock()))"
        }.joined(separator: "\n")
    }

    /// `HomeComponent+Child.swift`: what the parent gives the child.
    var componentExtension: GeneratedFile {
        let body: String
        if childIsViewless {
            body = """
            import RIBs

            /// What \(p) gives \(c): its own view, for \(c) to work on.
            extension \(p)Component: \(c)Dependency {
                var \(cv)ViewController: \(c)ViewControllable { \(parent.variable)ViewController }
            }

            extension \(p)ViewController: \(c)ViewControllable {}

            """
        } else {
            body = """
            import RIBs

            /// What \(p) gives \(c). Add properties here when \(c)Dependency asks for more.
            extension \(p)Component: \(c)Dependency {}

            """
        }
        return GeneratedFile(path: "Sources/Playground/RIBs/\(p)/\(p)Component+\(c).swift", contents: body)
    }

    /// `HomeRouter+ChildTests.swift`: attaching and detaching the child through the parent's router.
    var routerChildTests: GeneratedFile {
        let builders = (earlierChildren + [(child, childIsViewless)]).map { earlier in
            ", \(earlier.name.variable)Builder: \(earlier.name.type)Builder(dependency: \(earlier.name.type)DependencyMock())"
        }.joined()
        let presented = childIsViewless ? 0 : 1
        let body = """
        import RIBs
        import XCTest
        @testable import Playground

        final class \(p)Router\(c)Tests: XCTestCase {
            func testAttach\(c)_AttachesItOnce_AndDetach\(c)_DetachesIt() {
                let interactor = \(p)InteractableMock()
                let viewController = \(p)ViewControllableMock()
                let router = \(p)Router(interactor: interactor, viewController: viewController\(builders))

                router.attach\(c)()
                router.attach\(c)()

                XCTAssertEqual(router.children.map { RIBNaming.name(of: $0) }, ["\(c)"])
                XCTAssertEqual(viewController.presentCallCount, \(presented))

                router.detach\(c)()

                XCTAssertTrue(router.children.isEmpty)
                XCTAssertEqual(viewController.dismissCallCount, \(presented))
            }
        }

        """
        return GeneratedFile(path: "\(testsFolder)/\(p)Router+\(c)Tests.swift", contents: body)
    }

    /// The hand route the registrations list, so that `attach Child` / `detach Child` call these methods.
    var handRoute: String {
        "HandRoute(child: \"\(c)\", parent: \"\(p)\", attach: { ($0 as? \(p)Routing)?.attach\(c)() != nil }, detach: { ($0 as? \(p)Routing)?.detach\(c)() != nil })"
    }

    private var routingMethods: String {
        let present = childIsViewless ? "" : "\n        viewController.present(viewController: \(cv).viewControllable)"
        let dismiss = childIsViewless ? "" : "\n        viewController.dismiss(viewController: \(cv).viewControllable)"
        return """

            // MARK: \(c)

            private let \(cv)Builder: \(c)Buildable
            private var \(cv): \(c)Routing?

            /// Builds \(c) and attaches it\(childIsViewless ? "" : ", presenting its view over \(p)'s"). Does nothing while it is attached.
            func attach\(c)() {
                guard \(cv) == nil else { return }
                let \(cv) = \(cv)Builder.build(withListener: interactor)
                self.\(cv) = \(cv)
                attachChild(\(cv))\(present)
            }

            /// Detaches \(c)\(childIsViewless ? "" : " and dismisses its view"). Does nothing when it is not attached.
            func detach\(c)() {
                guard let \(cv) else { return }
                detachChild(\(cv))\(dismiss)
                self.\(cv) = nil
            }
        """
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
