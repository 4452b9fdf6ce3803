import Foundation

/// Turns a `lesson.md` into a `Lesson`, or throws a `LessonError` saying where and what to
/// write instead. The format is in docs/LESSON_FORMAT.md.
///
/// Called by `Course` for every lesson folder, and by tests and CI on single files.
public struct LessonParser: Sendable {
    public init() {}

    /// Reads and parses a lesson file. `folder` is the lesson folder's name (`01-streams`).
    public func parse(contentsOf url: URL, folder: String) throws(LessonError) -> Lesson {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LessonError(.unreadable, file: url.path, line: 0,
                              "cannot read the file (\(error.localizedDescription)); check that it exists and is readable")
        }
        return try parse(data: data, file: url.path, folder: folder)
    }

    /// Parses lesson bytes; they must be UTF-8.
    public func parse(data: Data, file: String, folder: String = "") throws(LessonError) -> Lesson {
        guard let text = String(data: data, encoding: .utf8) else {
            throw LessonError(.notUTF8, file: file, line: Self.firstNonUTF8Line(in: data),
                              "this file is not UTF-8 text; save it as UTF-8 in your editor")
        }
        return try parse(text: text, file: file, folder: folder)
    }

    /// Parses lesson text.
    public func parse(text: String, file: String, folder: String = "") throws(LessonError) -> Lesson {
        let lines = TextLines.split(text)
        let header = try FrontMatterReader(file: file).read(lines)
        var body = LessonBodyReader(file: file, hasExercise: header.exercise != nil)
        let (introduction, steps) = try body.read(lines, from: header.bodyStart)
        return Lesson(id: header.id, title: header.title, prerequisites: header.prerequisites,
                      minutes: header.minutes, exercise: header.exercise, introduction: introduction,
                      steps: steps, folder: folder, file: file, kind: header.kind, track: header.track,
                      imports: header.imports, starter: header.starter, allows: header.allows)
    }

    /// The 1-based line holding the first byte sequence that is not valid UTF-8.
    static func firstNonUTF8Line(in data: Data) -> Int {
        var line = 1
        var start = data.startIndex
        for index in data.indices where data[index] == UInt8(ascii: "\n") {
            if String(data: data[start..<index], encoding: .utf8) == nil { return line }
            line += 1
            start = data.index(after: index)
        }
        return line
    }
}
