/// A compiler error from `swift build` or `swiftc`: where it is and what it says. The workbook
/// (checks, grading, seeded bugs, `archlab explain`) and the loader (`load`) read errors this
/// one way; the workbook adds how a learner reads them (`learnerLines`, with advice).
public struct CompilerDiagnostic: Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The compiler errors (`file:line:col: error: message`) in a build's output, in order,
    /// without repeats.
    public static func errors(in output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let column = Int(location[location.count - 1]),
                  let number = Int(location[location.count - 2]) else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            let diagnostic = CompilerDiagnostic(file: file, line: number, column: column,
                                                message: String(line[marker.upperBound...]))
            if !result.contains(diagnostic) { result.append(diagnostic) }
        }
        return result
    }
}
