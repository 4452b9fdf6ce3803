import Rx

/// The Vingle interest API the label editor talks to (the seed's `interestServiceWorker`).
/// Each call answers once and completes, or fails with a `LabelEditorError`.
public protocol InterestServiceProtocol: AnyObject {
    /// The labels of interest `interest`.
    func getLabels(interest: String) -> Observable<[VingleLabel]>
    /// Creates label `labelName` in interest `name`.
    func createLabel(_ name: String, labelName: String, priority: Int?) -> Observable<VingleLabel>
    /// Replaces the labels of interest `name` with `labels`; answers what was stored.
    func saveLabels(_ name: String, labels: [VingleLabel]) -> Observable<[VingleLabel]>
}
