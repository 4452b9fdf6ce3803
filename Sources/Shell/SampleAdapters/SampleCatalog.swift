import ArchLabRegistry
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

    /// The samples shipped with ArchLab, as they register themselves: three VIP scenes and
    /// two RIBs apps.
    public static var standard: SampleCatalog {
        SampleCatalog(registrations: TitleRegistrations.registrations + LabelEditorRegistrations.registrations
            + OrdersRegistrations.registrations + TodoRegistrations.registrations + TicTacToeRegistrations.registrations)
    }
}
