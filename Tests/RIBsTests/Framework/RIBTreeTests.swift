import RIBs
import Rx
import XCTest

final class RIBTreeTests: RIBsTestCase {
    private let sample = RIBNode(name: "Root", isViewful: true, isActive: true, children: [
        RIBNode(name: "LoggedIn", isViewful: false, isActive: true, children: [
            RIBNode(name: "TodoList", isViewful: true, isActive: true),
            RIBNode(name: "Old \"one\"", isViewful: true, isActive: false),
        ]),
        RIBNode(name: "Help", isViewful: true, isActive: true),
    ])

    func testRenderText() {
        XCTAssertEqual(sample.renderText(), """
        Root (viewful, active)
        ├─ LoggedIn (viewless, active)
        │  ├─ TodoList (viewful, active)
        │  └─ Old "one" (viewful, inactive)
        └─ Help (viewful, active)
        """)
    }

    func testRenderGraphviz() {
        XCTAssertEqual(sample.renderGraphviz(), #"""
        digraph RIBs {
          node [shape=box];
          "Root" [label="Root\nviewful"];
          "Root/LoggedIn" [label="LoggedIn\nviewless", style=dashed];
          "Root/LoggedIn/TodoList" [label="TodoList\nviewful"];
          "Root/LoggedIn/Old \"one\"" [label="Old \"one\"\nviewful", color=gray];
          "Root/Help" [label="Help\nviewful"];
          "Root" -> "Root/LoggedIn";
          "Root" -> "Root/Help";
          "Root/LoggedIn" -> "Root/LoggedIn/TodoList";
          "Root/LoggedIn" -> "Root/LoggedIn/Old \"one\"";
        }
        """#)
    }

    func testRenderMermaid() {
        XCTAssertEqual(sample.renderMermaid(), """
        graph TD
          n0["Root viewful"]
          n1("LoggedIn viewless")
          n2["TodoList viewful"]
          n3["Old 'one' viewful inactive"]
          n4["Help viewful"]
          n0 --> n1
          n0 --> n4
          n1 --> n2
          n1 --> n3
        """)
    }

    func testNodesByPath_RepeatedSiblingNamesGetTheirRank() {
        let twins = RIBNode(name: "Root", isViewful: true, isActive: true, children: [
            RIBNode(name: "Item", isViewful: true, isActive: true, children: [RIBNode(name: "Item", isViewful: false, isActive: true)]),
            RIBNode(name: "Item", isViewful: false, isActive: false),
        ])
        XCTAssertEqual(twins.nodesByPath.map(\.path), ["Root", "Root/Item", "Root/Item/Item", "Root/Item#2"])
        XCTAssertEqual(twins.renderGraphviz().split(separator: "\n").filter { $0.contains("->") }, [
            #"  "Root" -> "Root/Item";"#,
            #"  "Root" -> "Root/Item#2";"#,
            #"  "Root/Item" -> "Root/Item/Item";"#,
        ])
        XCTAssertEqual(twins.renderMermaid().split(separator: "\n").filter { $0.contains("-->") }, ["  n0 --> n1", "  n0 --> n3", "  n1 --> n2"])
    }

    func testCountAndAllNodes() {
        XCTAssertEqual(sample.count, 5)
        XCTAssertEqual(sample.allNodes.map(\.name), ["Root", "LoggedIn", "TodoList", "Old \"one\"", "Help"])
    }

    func testSnapshotAndFind_LiveRouters() {
        let log = CallLog()
        let root = LoggingRouter("Root", log: log)
        let child = LoggingViewableRouter("Child", log: log)
        let grandchild = LoggingRouter("Grandchild", log: log)
        root.interactable.activate()
        root.load()
        root.attachChild(child)
        child.attachChild(grandchild)
        root.detachChild(child)
        root.attachChild(LoggingRouter("Other", log: log))

        XCTAssertEqual(RIBTree.snapshot(of: root).renderText(), """
        Root (viewless, active)
        └─ Other (viewless, active)
        """)
        XCTAssertEqual(RIBTree.snapshot(of: child), RIBNode(name: "Child", isViewful: true, isActive: false, children: [
            RIBNode(name: "Grandchild", isViewful: false, isActive: false),
        ]))
        XCTAssertTrue(RIBTree.find("Other", in: root)?.parent === root)
        XCTAssertNil(RIBTree.find("Child", in: root))
        XCTAssertEqual(RIBTree.routers(under: root).count, 2)
    }

    func testObserve_EmitsEachDistinctTreeAndCompletesWhenRootIsFreed() {
        let log = CallLog()
        var root: LoggingRouter? = LoggingRouter("Root", log: log)
        var snapshots: [String] = []
        var completed = false
        let subscription = RIBTree.observe(root!).subscribe(
            onNext: { snapshots.append($0.allNodes.map { "\($0.name):\($0.isActive ? "on" : "off")" }.joined(separator: ",")) },
            onCompleted: { completed = true }
        )
        root!.interactable.activate()
        root!.load()
        let child = LoggingRouter("Child", log: log)
        root!.attachChild(child)
        root!.detachChild(child)
        XCTAssertEqual(snapshots, ["Root:off", "Root:on", "Root:on,Child:on", "Root:on,Child:off", "Root:on"], "detach deactivates, then removes")
        root = nil
        RIBEventsTrigger.fire()
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testEvents_DescribeEachChange() {
        let log = CallLog()
        var events: [String] = []
        let subscription = RIBEvents.stream.subscribe(onNext: { events.append($0.description) })
        let root = LoggingRouter("Root", log: log)
        root.interactable.activate()
        root.load()
        let child = LoggingRouter("Child", log: log)
        root.attachChild(child)
        root.detachChild(child)
        subscription.dispose()
        XCTAssertEqual(events, [
            "activated Root", "loaded Root",
            "activated Child", "loaded Child", "attached Child to Root",
            "deactivated Child", "detached Child from Root",
        ])
    }
}

/// Makes some tree change happen, so that observers re-walk.
enum RIBEventsTrigger {
    static func fire() {
        let interactor = LoggingInteractor("Trigger", log: CallLog())
        interactor.activate()
    }
}
