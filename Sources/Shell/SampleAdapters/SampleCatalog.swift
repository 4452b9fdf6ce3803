import Foundation
import RxTestKit
import SampleLabelEditor
import SampleOrders
import SampleTicTacToe
import SampleTitle
import SampleTodo

/// The scenes and apps `scene NAME` and `app NAME` can load.
///
/// The executable passes `SampleCatalog.standard` to the session; tests pass their own.
public struct SampleCatalog {
    public struct Entry {
        public var kind: SampleKind
        public var name: String
        public var summary: String
        /// Builds a fresh instance on the session's clock.
        public var make: (TestScheduler) -> LoadedSample

        public init(kind: SampleKind, name: String, summary: String, make: @escaping (TestScheduler) -> LoadedSample) {
            self.kind = kind
            self.name = name
            self.summary = summary
            self.make = make
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    public func names(of kind: SampleKind) -> [String] {
        entries.filter { $0.kind == kind }.map(\.name)
    }

    public func entry(kind: SampleKind, name: String) -> Entry? {
        entries.first { $0.kind == kind && $0.name == name }
    }

    /// The samples shipped with ArchLab: three VIP scenes and two RIBs apps.
    public static var standard: SampleCatalog {
        SampleCatalog(entries: [
            Entry(kind: .scene, name: "title", summary: "seed 000's Rx VIP scene: a request, a worker 50 ticks away, a Driver to the view") { scheduler in
                VIPSceneSample.make(on: scheduler) { TitleScene.make(scheduler: $0, tracer: $1) }
            },
            Entry(kind: .scene, name: "labels", summary: "seed 003's label editor: load, create, remove, save (the service answers in 30 ticks)") { scheduler in
                VIPSceneSample.make(on: scheduler) { LabelEditorScene.make(scheduler: $0, tracer: $1) }
            },
            Entry(kind: .scene, name: "orders", summary: "CleanStore-style Orders: list, show and create orders in a navigation stack") { scheduler in
                VIPSceneSample.make(on: scheduler) { OrdersScene.make(scheduler: $0, tracer: $1) }
            },
            Entry(kind: .app, name: "todo", summary: "the RIBs Todo app from seed 001: Root, LoggedOut, LoggedIn, TodoList, TodoDetail") { scheduler in
                RIBAppSample.launch({ TodoApp.launch(scheduler: scheduler) }, summary: "Todo", scheduler: scheduler)
            },
            Entry(kind: .app, name: "tictactoe", summary: "the RIBs tutorial app: LoggedOut, LoggedIn, OffGame, TicTacToe") { scheduler in
                DeepLinkAppSample.launch({ TicTacToeApp.launch() }, summary: "TicTacToe", scheduler: scheduler,
                                    deepLinks: ["ribs-training://launchGame?gameId=ticTacToe"],
                                    deepLinkWait: "LaunchGameWorkflow waits for login: type 'fire login'",
                                    parameters: TicTacToeApp.deepLinkParameters,
                                    open: { app, url in (app as? TicTacToeApp)?.open(url) ?? false })
            },
        ])
    }
}
