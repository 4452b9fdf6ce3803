import Rx
import RxTesting

/// Maps each playground operator onto the real Rx operator of the same name.
extension PlaygroundRun {
    func apply(_ op: PlayOperator, to source: Observable<PlayValue>) throws(ShellError) -> Observable<PlayValue> {
        switch op {
        case .map(let expression):
            return source.map { x in try Self.evaluate(expression, ["x": x]) }
        case .filter(let expression):
            return source.filter { x in try Self.truth(expression, ["x": x]) }
        default:
            throw ShellError.unavailable(feature: "operator \(Self.name(of: op))", reason: "the Rx module does not have it yet")
        }
    }

    static func name(of op: PlayOperator) -> String {
        String(op.description.prefix { $0 != " " })
    }
}
