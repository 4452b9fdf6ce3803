/// Checks `fire` arguments against an action's parameters before the sample sees them.
enum ActionArguments {
    /// Returns the arguments as a dictionary; the error names the argument and what it takes.
    static func check(_ arguments: [FireArgument], against spec: ActionSpec) throws(ShellError) -> [String: String] {
        var values: [String: String] = [:]
        let names = spec.parameters.map(\.name)
        for argument in arguments {
            guard let parameter = spec.parameters.first(where: { $0.name == argument.key }) else {
                let hint = DidYouMean.closest(to: argument.key, among: names).map { "; did you mean \($0)=?" } ?? ""
                let expected = names.isEmpty ? "no arguments" : names.map { "\($0)=" }.joined(separator: " ")
                throw ShellError.invalidArgument(command: "fire \(spec.name)", argument: "key", got: argument.key,
                                                 expected: expected + hint)
            }
            switch parameter.kind {
            case .text: break
            case .number:
                guard Int(argument.value) != nil else {
                    throw ShellError.invalidArgument(command: "fire \(spec.name)", argument: parameter.name, got: argument.value,
                                                     expected: "a whole number, as in \(parameter.name)=3")
                }
            case .choice(let options):
                guard options.contains(argument.value) else {
                    throw ShellError.invalidArgument(command: "fire \(spec.name)", argument: parameter.name, got: argument.value,
                                                     expected: "one of " + options.joined(separator: ", "))
                }
            }
            values[argument.key] = argument.value
        }
        for parameter in spec.parameters where parameter.isRequired && values[parameter.name] == nil {
            throw ShellError.missingArgument(command: "fire \(spec.name)", argument: "\(parameter.name)=",
                                             expected: Self.example(parameter))
        }
        return values
    }

    private static func example(_ parameter: ParameterSpec) -> String {
        switch parameter.kind {
        case .text: return "text, as in \(parameter.name)=hello"
        case .number: return "a whole number, as in \(parameter.name)=3"
        case .choice(let options): return "one of " + options.joined(separator: ", ")
        }
    }
}
