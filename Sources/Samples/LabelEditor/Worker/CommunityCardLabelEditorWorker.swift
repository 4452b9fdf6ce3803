import Foundation
import Rx

/// The label editor's business rules over the interest service: ordering, name checks, and
/// what a save sends. Tested on its own against a stubbed service (seed 003's rule 1).
public final class CommunityCardLabelEditorWorker {
    /// What `getLabelList` needs.
    public struct LabelListInput: Equatable {
        public var interest: String
        public init(interest: String) { self.interest = interest }
    }

    /// What `createLabel` needs: the name typed and the labels already in the editor.
    public struct CreateInput: Equatable {
        public var interest: String
        public var name: String
        public var existing: [VingleLabel]
        public init(interest: String, name: String, existing: [VingleLabel]) {
            self.interest = interest
            self.name = name
            self.existing = existing
        }
    }

    private let service: InterestServiceProtocol

    public init(service: InterestServiceProtocol) {
        self.service = service
    }

    /// The interest's labels, by priority (labels without one last), then by name.
    public func getLabelList(_ input: LabelListInput) -> Observable<[VingleLabel]> {
        service.getLabels(interest: input.interest).map { labels in
            labels.sorted { lhs, rhs in
                switch (lhs.priority, rhs.priority) {
                case let (left?, right?) where left != right: return left < right
                case (.some, nil): return true
                case (nil, .some): return false
                default: return lhs.name < rhs.name
                }
            }
        }
    }

    /// A new label named `input.name` trimmed, placed last. Fails at once with `.emptyName`
    /// or `.duplicateName` (case-insensitive) without calling the service.
    public func createLabel(_ input: CreateInput) -> Observable<VingleLabel> {
        let name = input.name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return Observable.error(LabelEditorError.emptyName) }
        if input.existing.contains(where: { $0.name.lowercased() == name.lowercased() }) {
            return Observable.error(LabelEditorError.duplicateName(name))
        }
        let priority = (input.existing.compactMap(\.priority).max() ?? -1) + 1
        return service.createLabel(input.interest, labelName: name, priority: priority)
    }

    /// Stores `labels` as the interest's labels.
    public func save(interest: String, labels: [VingleLabel]) -> Observable<[VingleLabel]> {
        service.saveLabels(interest, labels: labels)
    }
}
