import Foundation
import RxTestKit

/// The scenes and apps `scene NAME` and `app NAME` can load.
///
/// The executable makes it of the shipped samples (`ShippedSamples`) and hands it to the
/// session, so the shell depends on no sample; tests pass their own.
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

    /// No scenes and no apps: a session that loads none (`archlab solution`).
    public static var empty: SampleCatalog { SampleCatalog(entries: []) }
}
