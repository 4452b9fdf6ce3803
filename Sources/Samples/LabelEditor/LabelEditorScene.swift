import CleanSwift
import HeadlessUI
import Dispatch
import Rx

/// The label editor of seed 003 for the shell's `scene labels`.
public enum LabelEditorScene {
    /// A traced editor for interest `interest` over an in-memory service on `scheduler`.
    ///
    /// Like a card's router would, it passes the interest in through the data store and
    /// hands over a reactive store for the labels passed back. Streams: `labels.display`,
    /// `labels.cycle`, `labels.card` (the card's labels after each save). Switch:
    /// `fail-saves on=<true|false>`.
    public static func make(scheduler: SchedulerType, tracer: CycleTracer, interest: String = "Cats",
                            latency: RxTimeInterval = .seconds(30)) -> RunningScene {
        let service = InterestService(scheduler: scheduler, latency: latency)
        let cardLabels = ReactiveDataStore<[VingleLabel]>([])
        let controller = CommunityCardLabelEditorController()
        let dataStore = CommunityCardLabelEditorConfigurator.configure(controller, service: service, cardLabels: cardLabels, tracer: tracer)
        dataStore.interestName = interest
        controller.interestTitle = interest

        let failSwitch = SwitchboardView.Switch(
            UserAction("fail-saves", summary: "make the service fail every save (to see the error path)",
                       parameters: [ActionParameter("on", .boolean, required: false, default: "true")]),
            state: { "saves fail: \(service.failsSaves ? "on" : "off")" },
            perform: { arguments in service.failsSaves = arguments.boolean("on") ?? true })
        let card = cardLabels.changes.map { labels in
            labels.isEmpty ? "(no labels)" : labels.map(\.name).joined(separator: ", ")
        }
        return RunningScene(
            name: "labels",
            view: SwitchboardView(controller, switches: [failSwitch]),
            streams: [SceneStream.displays(of: tracer, scope: "labels"), SceneStream.cycle(of: tracer, scope: "labels"),
                      SceneStream(name: "labels.card", events: card)],
            tracer: tracer)
    }
}
