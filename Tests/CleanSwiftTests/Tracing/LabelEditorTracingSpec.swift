import CleanSwift
import RxTesting
import SampleLabelEditor
import Testing

/// Tracing in Swift Testing: each label-editor request's recorded cycle, in order, with
/// virtual times, as published on the tracer's stream.
@Suite("Label editor tracing")
struct LabelEditorTracingSpec {
    @Test("load at t=100: the service answers at t=130 and the cycle completes then")
    func load() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let tracer = CycleTracer(scheduler: scheduler)
        let scene = LabelEditorScene.make(scheduler: scheduler, tracer: tracer)
        let published = scheduler.createObserver(String.self)
        let subscription = tracer.events.map(\.description).subscribe(published)
        defer { subscription.dispose() }

        // when
        scheduler.scheduleAt(100) { try? scene.view.fire("load") }
        scheduler.start()

        // then
        let expected = [
            "[t=100] view -> interactor  getLabelList(Request())",
            "[t=100] interactor -> worker  getLabels(\"Cats\")",
            "[t=130] worker -> interactor  getLabels => [#1 All, #2 Best, #3 Kittens]",
            "[t=130] interactor -> presenter  renderLabelList(success(3 labels))",
            "[t=130] presenter -> view  displayLabelList(items(All, Best, Kittens))",
        ]
        #expect(tracer.calls.map(\.description) == expected)
        #expect(published.events.map(\.value.element) == expected)
        #expect(published.events.map(\.time) == [100, 100, 130, 130, 130])
    }

    @Test("a failing save is traced as a failure and ends as a message")
    func failedSave() {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let tracer = CycleTracer(scheduler: scheduler)
        let scene = LabelEditorScene.make(scheduler: scheduler, tracer: tracer)
        scheduler.scheduleAt(100) { try? scene.view.fire("load") }
        scheduler.scheduleAt(150) { try? scene.view.fire("fail-saves", ["on": "true"]) }
        scheduler.advanceTo(199)
        _ = tracer.drain()

        // when
        scheduler.scheduleAt(200) { try? scene.view.fire("save") }
        scheduler.start()

        // then
        #expect(tracer.drain().map(\.description) == [
            "[t=200] view -> interactor  save(Request())",
            "[t=200] interactor -> worker  saveLabels(3 labels)",
            "[t=230] worker -> interactor  saveLabels failed: saveFailed",
            "[t=230] interactor -> presenter  presentSaveLabels(error(saveFailed))",
            "[t=230] presenter -> view  displaySaveLabelsResult(errorMessage: Saving failed. Type 'fire save' to try again.)",
        ])
        #expect(scene.view.render().contains("> Saving failed."))
        #expect(scene.view.render().contains("[saves fail: on]"))
    }

    @Test("a successful save passes the labels back to the card at t=230")
    func savePassesBack() throws {
        // given
        let scheduler = TestScheduler(initialClock: 0)
        let scene = LabelEditorScene.make(scheduler: scheduler, tracer: CycleTracer(scheduler: scheduler))
        let card = scheduler.createObserver(String.self)
        let subscription = try #require(scene.stream(named: "labels.card")).events.subscribe(card)
        defer { subscription.dispose() }

        // when
        scheduler.scheduleAt(100) { try? scene.view.fire("load") }
        scheduler.scheduleAt(140) { try? scene.view.fire("remove", ["id": "2"]) }
        scheduler.scheduleAt(150) { try? scene.view.fire("create", ["name": "Tabby"]) }
        scheduler.scheduleAt(200) { try? scene.view.fire("save") }
        scheduler.start()

        // then
        #expect(card.events == [.next(0, "(no labels)"), .next(230, "All, Kittens, Tabby")])
        #expect(scene.view.render().hasPrefix("Labels of Cats\n  #1 All\n  #3 Kittens\n  #4 Tabby\n  > Saved 3 labels."))
    }
}
