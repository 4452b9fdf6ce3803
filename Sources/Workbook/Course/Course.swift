import Foundation

/// Every lesson under `Lessons/`, in course order (by folder number), validated as a whole.
///
/// Loaded once by the shell at start and by the grader; `diagnose` is for CI and teachers
/// who want every problem at once.
public struct Course: Equatable, Sendable {
    public var lessons: [Lesson]
    /// The `Lessons/` folder the course was read from.
    public var directory: URL
    /// The folders and ids renamed since earlier versions of the course (`Lessons/renamed.txt`).
    public var renames: CourseRenames

    public init(lessons: [Lesson], directory: URL, renames: CourseRenames = CourseRenames()) {
        self.lessons = lessons
        self.directory = directory
        self.renames = renames
    }

    /// The prerequisite graph: what is unlocked, what to take next.
    public var graph: PrerequisiteGraph { PrerequisiteGraph(lessons: lessons) }

    /// The lesson with this id, if any.
    ///
    /// Learners may also name a lesson the way `lessons` lists it: by its folder (`01-streams`)
    /// or its number (`01`, `1`), or by an id or folder it had before a renumbering. A number
    /// is always today's: `lesson 5` is the lesson in the `05-…` folder now.
    public func lesson(id: String) -> Lesson? {
        if let exact = lessons.first(where: { $0.id == id || (!$0.folder.isEmpty && $0.folder == id) }) { return exact }
        if let renamed = renames.ids[id] ?? renames.folders[id] { return lessons.first { $0.id == renamed || $0.folder == renamed } }
        guard let number = LessonNumber(label: id) else { return nil }
        return lessons.first { $0.number == number }
    }

    /// Reads `directory/NN-slug/lesson.md` for every `NN-slug` (or `NNx-slug`) folder; throws the first problem.
    public static func load(from directory: URL) throws(LessonError) -> Course {
        let (course, errors) = read(directory)
        if let first = errors.first { throw first }
        return course
    }

    /// Every problem in the course, in folder order; empty when the course is sound.
    public static func diagnose(_ directory: URL) -> [LessonError] { read(directory).errors }

    private static func read(_ directory: URL) -> (course: Course, errors: [LessonError]) {
        var errors: [LessonError] = []
        var lessons: [Lesson] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let folders = names.compactMap { name -> (number: LessonNumber, name: String)? in
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let number = LessonNumber(folder: name) else { return nil }
            return (number, name)
        }.sorted { ($0.number, $0.name) < ($1.number, $1.name) }

        var folderByNumber: [LessonNumber: String] = [:]
        for folder in folders {
            let file = directory.appendingPathComponent(folder.name).appendingPathComponent("lesson.md")
            if let other = folderByNumber[folder.number] {
                errors.append(LessonError(.duplicateFolderNumber, file: file.path, line: 0,
                                          "`\(folder.name)` has the same number as `\(other)`; renumber one of the folders"))
                continue
            }
            folderByNumber[folder.number] = folder.name
            guard FileManager.default.fileExists(atPath: file.path) else {
                errors.append(LessonError(.missingLessonFile, file: file.path, line: 0,
                                          "the folder `\(folder.name)` has no lesson.md; add one (see docs/LESSON_FORMAT.md) or rename the folder"))
                continue
            }
            do {
                lessons.append(try LessonParser().parse(contentsOf: file, folder: folder.name))
            } catch {
                errors.append(error)
            }
        }
        errors += crossCheck(lessons)
        errors += lessons.flatMap { testHintProblems($0, in: directory) }
        let (renames, renameErrors) = CourseRenames.read(directory, folders: Set(lessons.map(\.folder)), ids: Set(lessons.map(\.id)))
        errors += renameErrors
        for index in lessons.indices {
            lessons[index].formerFolders = renames.formerFolders(of: lessons[index].folder)
            lessons[index].formerIDs = renames.formerIDs(of: lessons[index].id)
        }
        return (Course(lessons: lessons, directory: directory, renames: renames), errors)
    }

    /// Ids are unique; prerequisites exist and form no cycle (`PrerequisiteGraph.problems`).
    private static func crossCheck(_ lessons: [Lesson]) -> [LessonError] {
        var errors: [LessonError] = []
        var seen: [String: Lesson] = [:]
        for lesson in lessons {
            if let other = seen[lesson.id] {
                errors.append(LessonError(.duplicateID, file: lesson.file, line: 2,
                                          "the id `\(lesson.id)` is already used by \(other.folder); give this lesson another id"))
            } else {
                seen[lesson.id] = lesson
            }
        }
        errors += PrerequisiteGraph(lessons: lessons).problems
        return errors
    }
}
