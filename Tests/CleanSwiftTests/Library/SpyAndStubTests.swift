import CleanSwift
import Testing

/// `Spy` and `Stub` from Swift Testing.
@Suite("Spies and stubs")
struct SpyAndStubTests {
    private protocol Display: AnyObject {
        func show(_ text: String)
        func clear()
    }

    private final class DisplaySpy: Spy, Display {
        func show(_ text: String) { record(text) }
        func clear() { record() }
    }

    @Test("a spy keeps calls in order with their arguments")
    func spyRecordsOrder() {
        let spy = DisplaySpy()
        spy.show("a")
        spy.clear()
        spy.show("b")
        #expect(spy.methods == ["show", "clear", "show"])
        #expect(spy.callCount("show") == 2)
        #expect(spy.wasCalled("clear"))
        #expect(!spy.wasCalled("hide"))
        #expect(spy.lastArgument(of: "show", as: String.self) == "b")
        #expect(spy.arguments(of: "show", as: String.self) == ["a", "b"])
        #expect(spy.calls.map(\.description) == ["show(\"a\")", "clear()", "show(\"b\")"])
        spy.reset()
        #expect(spy.calls.isEmpty)
    }

    @Test("a stub answers from its handler and keeps its inputs")
    func stubAnswers() {
        let double = Stub<Int, Int> { $0 * 2 }
        #expect(double(2) == 4)
        double.handler = { _ in 0 }
        #expect(double(5) == 0)
        #expect(double.inputs == [2, 5])
        #expect(double.callCount == 2)
    }
}
