import ArchLabToolchain

extension CompilerDiagnostic {
    /// The error as a learner reads it, `  PATH:LINE:COLUMN: message`, and under it what it
    /// means in architecture terms when `PlumbingExplainer` knows and `withAdvice` (`    → advice`).
    public func learnerLines(path: String, withAdvice: Bool = true) -> [String] {
        ["  \(path):\(line):\(column): \(message)"] + (withAdvice ? advice.map { ["    → \($0)"] } ?? [] : [])
    }
}

extension Sequence<CompilerDiagnostic> {
    /// The errors as a learner reads them (`learnerLines`), each piece of advice under the
    /// first error that earns it only: the same missing type named five times is explained once.
    /// `check`, `grade`, `archlab explain` and the shell's `load` all show errors this way.
    public func learnerLines(path: (CompilerDiagnostic) -> String) -> [String] {
        var shown: Set<String> = []
        return flatMap { error in
            error.learnerLines(path: path(error), withAdvice: error.advice.map { shown.insert($0).inserted } ?? false)
        }
    }
}
