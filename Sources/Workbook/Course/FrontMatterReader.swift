/// Reads the `---` front matter at the top of a lesson. Used only by `LessonParser`.
struct FrontMatterReader {
    struct Header {
        var id: String
        var title: String
        var prerequisites: [String]
        var minutes: Int
        var exercise: String?
        var kind: ExerciseKind
        var track: String?
        /// The modules the exercise code may import (`imports:`); nil for the default.
        var imports: [String]?
        /// The escape hatches the exercise code may use (`allows:`).
        var allows: [String]
        /// Whether the starter builds (`starter:`).
        var starter: StarterState
        /// Index (0-based) of the first line after the closing `---`.
        var bodyStart: Int
    }

    static let keys = ["id", "title", "prerequisites", "time", "exercise", "kind", "track", "imports", "starter", "allows"]
    static let example = "---\nid: streams\ntitle: Streams and events\nprerequisites: []\ntime: 20\n---"

    let file: String

    func read(_ lines: [String]) throws(LessonError) -> Header {
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else {
            throw LessonError(.missingFrontMatter, file: file, line: 1,
                              "a lesson starts with front matter; put this at the top:\n\(Self.example)")
        }
        var values: [String: (value: String, line: Int)] = [:]
        var closing: Int?
        for index in lines.indices.dropFirst() {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            let number = index + 1
            if line == "---" { closing = index; break }
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw LessonError(.badFrontMatterLine, file: file, line: number,
                                  "write front matter as `key: value` (keys: \(Self.keys.joined(separator: ", "))), or close it with `---`")
            }
            let key = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            guard Self.keys.contains(key) else {
                throw LessonError(.unknownKey, file: file, line: number,
                                  "unknown key `\(key)`; the keys are \(Self.keys.map { "`\($0)`" }.joined(separator: ", "))")
            }
            if let earlier = values[key] {
                throw LessonError(.duplicateKey, file: file, line: number,
                                  "`\(key)` is already set on line \(earlier.line); keep one of them")
            }
            values[key] = (value, number)
        }
        guard let closing else {
            throw LessonError(.unterminatedFrontMatter, file: file, line: 1,
                              "the front matter is never closed; add a line `---` after the last key")
        }
        func required(_ key: String, example: String) throws(LessonError) -> (value: String, line: Int) {
            guard let entry = values[key] else {
                throw LessonError(.missingKey, file: file, line: closing + 1,
                                  "the front matter has no `\(key)`; add a line like `\(example)` before this `---`")
            }
            return entry
        }
        let id = try required("id", example: "id: streams")
        guard Self.isValidID(id.value) else {
            throw LessonError(.badID, file: file, line: id.line,
                              "`\(id.value)` is not a valid id; use lowercase letters, digits and `-`, e.g. `id: streams`")
        }
        let title = try required("title", example: "title: Streams and events")
        guard !title.value.isEmpty else {
            throw LessonError(.badTitle, file: file, line: title.line, "the title is empty; write e.g. `title: Streams and events`")
        }
        let time = try required("time", example: "time: 20")
        guard let minutes = Int(time.value), (1...600).contains(minutes) else {
            throw LessonError(.badTime, file: file, line: time.line,
                              "`time` is the lesson's length in whole minutes (1 to 600); write e.g. `time: 20`, not `\(time.value)`")
        }
        var prerequisites: [String] = []
        if let entry = values["prerequisites"] {
            prerequisites = try parsePrerequisites(entry.value, line: entry.line)
        }
        var exercise: String?
        if let entry = values["exercise"] {
            guard Self.isValidModuleName(entry.value) else {
                throw LessonError(.badExercise, file: file, line: entry.line,
                                  "`exercise` is the exercise's Swift module name, a capitalized identifier such as `exercise: Streams`, not `\(entry.value)`")
            }
            exercise = entry.value
        }
        var kind = ExerciseKind.code
        if let entry = values["kind"] {
            guard let parsed = ExerciseKind(rawValue: entry.value) else {
                throw LessonError(.badKind, file: file, line: entry.line,
                                  "`kind` is `code` (the learner writes the code) or `tests` (the learner writes the tests), not `\(entry.value)`")
            }
            guard exercise != nil else {
                throw LessonError(.badKind, file: file, line: entry.line,
                                  "`kind` needs an exercise; add a line like `exercise: PresenterTesting`, or remove `kind`")
            }
            kind = parsed
        }
        var track: String?
        if let entry = values["track"] {
            guard !entry.value.isEmpty else {
                throw LessonError(.badTrack, file: file, line: entry.line,
                                  "the track is empty; name it, e.g. `track: RIBs`, or drop the line")
            }
            track = entry.value
        }
        var imports: [String]?
        if let entry = values["imports"] {
            imports = try parseImports(entry.value, line: entry.line, exercise: exercise)
        }
        var allows: [String] = []
        if let entry = values["allows"] {
            allows = try parseAllows(entry.value, line: entry.line, exercise: exercise)
        }
        var starter = StarterState.compiles
        if let entry = values["starter"] {
            starter = try parseStarter(entry.value, line: entry.line, exercise: exercise, kind: kind)
        }
        return Header(id: id.value, title: title.value, prerequisites: prerequisites, minutes: minutes,
                      exercise: exercise, kind: kind, track: track, imports: imports, allows: allows, starter: starter, bodyStart: closing + 1)
    }

    private func parsePrerequisites(_ value: String, line: Int) throws(LessonError) -> [String] {
        let ids = try list(value, line: line, kind: .badPrerequisites, example: "prerequisites: [streams, virtual-time]")
        for id in ids where !Self.isValidID(id) {
            throw LessonError(.badPrerequisites, file: file, line: line,
                              "`\(id)` is not a lesson id; list ids separated by commas, e.g. `prerequisites: [streams, virtual-time]`")
        }
        return ids
    }

    /// `imports: Foundation, Rx` (or `[Foundation, Rx]`): each a module `ExerciseImports.known`
    /// lists, or the lesson's own exercise module; only in a lesson with an exercise.
    private func parseImports(_ value: String, line: Int, exercise: String?) throws(LessonError) -> [String] {
        let example = "imports: Foundation, Rx"
        guard let exercise else {
            throw LessonError(.badImports, file: file, line: line,
                              "`imports` lists what an exercise may import; add a line like `exercise: Streams`, or remove `imports`")
        }
        let modules = try list(value, line: line, kind: .badImports, example: example)
        var seen: Set<String> = []
        for module in modules {
            guard ExerciseImports.known.contains(module) || module == exercise else {
                throw LessonError(.badImports, file: file, line: line,
                                  "`\(module)` is not a module exercise code may import; list some of \(ExerciseImports.known.joined(separator: ", ")) (or \(exercise)), e.g. `\(example)`")
            }
            guard seen.insert(module).inserted else {
                throw LessonError(.badImports, file: file, line: line, "`\(module)` is listed twice; keep one")
            }
        }
        return modules
    }

    /// `allows: Mirror, UnsafeRawPointer`: each a name `EscapeHatch` refuses, that this lesson's
    /// exercise code may use all the same; only in a lesson with an exercise.
    private func parseAllows(_ value: String, line: Int, exercise: String?) throws(LessonError) -> [String] {
        let example = "allows: Mirror"
        guard exercise != nil else {
            throw LessonError(.badAllows, file: file, line: line,
                              "`allows` lists what an exercise may use; add a line like `exercise: Streams`, or remove `allows`")
        }
        let names = try list(value, line: line, kind: .badAllows, example: example)
        var seen: Set<String> = []
        for name in names {
            guard EscapeHatch.reason(for: name) != nil else {
                throw LessonError(.badAllows, file: file, line: line,
                                  "`\(name)` is allowed anyway; `allows` lists only names exercise code may not use otherwise (`Mirror`, `UnsafeRawPointer`, `unsafeBitCast`, `_`-names...), e.g. `\(example)`")
            }
            guard seen.insert(name).inserted else {
                throw LessonError(.badAllows, file: file, line: line, "`\(name)` is listed twice; keep one")
            }
        }
        return names
    }

    /// `starter: compiles` (the default) or `starter: does-not-compile`, only for a code exercise:
    /// a test-writing lesson's starter tests must build against the reference.
    private func parseStarter(_ value: String, line: Int, exercise: String?, kind: ExerciseKind) throws(LessonError) -> StarterState {
        guard let state = StarterState(rawValue: value) else {
            throw LessonError(.badStarter, file: file, line: line,
                              "`starter` is `compiles` (the default) or `does-not-compile` (the learner starts from compile errors), not `\(value)`")
        }
        guard exercise != nil, kind == .code else {
            throw LessonError(.badStarter, file: file, line: line,
                              exercise == nil ? "`starter` needs an exercise; add a line like `exercise: RIBFromNothing`, or remove `starter`"
                                  : "a test-writing exercise's starter tests must compile; remove `starter`")
        }
        return state
    }

    /// The items of `a, b` or `[a, b]`, trimmed; `[]` or nothing is none.
    private func list(_ value: String, line: Int, kind: LessonError.Kind, example: String) throws(LessonError) -> [String] {
        var list = Substring(value)
        if list.hasPrefix("[") {
            guard list.hasSuffix("]") else {
                throw LessonError(kind, file: file, line: line, "close the list with `]`, e.g. `\(example)`")
            }
            list = list.dropFirst().dropLast()
        }
        let items = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return items == [""] ? [] : items
    }

    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.first != "-" && id.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }

    static func isValidModuleName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isUppercase else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
