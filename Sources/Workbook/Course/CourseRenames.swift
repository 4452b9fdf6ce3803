import Foundation

/// The lesson folders and ids the course renamed, read from `Lessons/renamed.txt`, so that a
/// progress file or a workspace made before a renumbering keeps working after it.
///
/// One rename a line, `#` lines are comments:
///
/// ```
/// 07-old-slug -> 12-new-slug
/// id: old-id -> new-id
/// ```
///
/// A rename may be renamed again later (`a -> b` then `b -> c`): every old name resolves to
/// the name the course has now. `Course.load` reads the file and checks it against the
/// lessons; each `Lesson` carries its `formerFolders` and `formerIDs`.
public struct CourseRenames: Equatable, Sendable {
    public static let fileName = "renamed.txt"

    /// Old folder → the folder the course has now.
    public private(set) var folders: [String: String] = [:]
    /// Old id → the id the course has now.
    public private(set) var ids: [String: String] = [:]

    public init(folders: [String: String] = [:], ids: [String: String] = [:]) {
        self.folders = folders
        self.ids = ids
    }

    /// Reads `directory/renamed.txt`; no file means no renames. `folders` and `ids` are the
    /// course's current names, which every rename must end at.
    static func read(_ directory: URL, folders current: Set<String>, ids currentIDs: Set<String>) -> (renames: CourseRenames, errors: [LessonError]) {
        let file = directory.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: file.path) else { return (CourseRenames(), []) }
        return parse(String(decoding: data, as: UTF8.self), file: file.path, folders: current, ids: currentIDs)
    }

    /// Reads the text of a rename table; `file` names it in the errors.
    public static func parse(_ text: String, file: String, folders current: Set<String>, ids currentIDs: Set<String>) -> (renames: CourseRenames, errors: [LessonError]) {
        var errors: [LessonError] = []
        var folderSteps: [String: (to: String, line: Int)] = [:]
        var idSteps: [String: (to: String, line: Int)] = [:]
        for (index, rawLine) in TextLines.split(text).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let isID = line.hasPrefix("id:")
            let names = (isID ? String(line.dropFirst(3)) : line).components(separatedBy: "->")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard names.count == 2, names.allSatisfy({ isValidName($0, isID: isID) }), names[0] != names[1] else {
                errors.append(LessonError(.badRenames, file: file, line: index + 1,
                                          isID ? "write an id rename as `id: old-id -> new-id`"
                                               : "write a folder rename as `NN-old-slug -> NN-new-slug` (or `id: old-id -> new-id`)"))
                continue
            }
            let isTaken = isID ? idSteps[names[0]] != nil : folderSteps[names[0]] != nil
            guard !isTaken else {
                errors.append(LessonError(.badRenames, file: file, line: index + 1, "`\(names[0])` is renamed twice; keep one of the lines"))
                continue
            }
            if isID { idSteps[names[0]] = (names[1], index + 1) } else { folderSteps[names[0]] = (names[1], index + 1) }
        }
        let (folders, folderErrors) = resolve(folderSteps, current: current, what: "folder", file: file)
        let (ids, idErrors) = resolve(idSteps, current: currentIDs, what: "lesson id", file: file)
        return (CourseRenames(folders: folders, ids: ids), errors + folderErrors + idErrors)
    }

    private static func isValidName(_ name: String, isID: Bool) -> Bool {
        isID ? FrontMatterReader.isValidID(name) : LessonNumber(folder: name) != nil && !name.contains("/")
    }

    /// Follows every chain of renames to a current name; a chain that ends elsewhere, goes
    /// round, or starts at a name still in use is an error on the line that starts it.
    private static func resolve(_ steps: [String: (to: String, line: Int)], current: Set<String>,
                                what: String, file: String) -> ([String: String], [LessonError]) {
        var resolved: [String: String] = [:]
        var errors: [LessonError] = []
        for (old, step) in steps.sorted(by: { $0.value.line < $1.value.line }) {
            guard !current.contains(old) else {
                errors.append(LessonError(.badRenames, file: file, line: step.line,
                                          "the course still has a \(what) `\(old)`, so it cannot be an old name; remove the line"))
                continue
            }
            var name = step.to
            var seen: Set<String> = [old]
            while let next = steps[name]?.to, seen.insert(name).inserted { name = next }
            guard current.contains(name) else {
                errors.append(LessonError(.badRenames, file: file, line: step.line,
                                          "`\(old)` is renamed to `\(name)`, which the course has no \(what) called; name one it has"))
                continue
            }
            resolved[old] = name
        }
        return (resolved, errors)
    }

    /// The folders that were once called what is now `folder`, sorted by name.
    public func formerFolders(of folder: String) -> [String] { folders.filter { $0.value == folder }.map(\.key).sorted() }

    /// The ids that were once what is now `id`.
    public func formerIDs(of id: String) -> [String] { ids.filter { $0.value == id }.map(\.key).sorted() }

    /// The book with every old id replaced by the course's id for it. When the book has a line
    /// under the old id and one under the new, they are merged: steps done in either count.
    public func migrate(_ book: ProgressBook) -> ProgressBook {
        var migrated = book
        for (oldID, progress) in book.lessons.sorted(by: { $0.key < $1.key }) {
            guard let newID = ids[oldID] else { continue }
            migrated.remove(oldID)
            var moved = progress
            moved.lessonID = newID
            migrated[newID] = migrated.hasStarted(newID) ? migrated[newID].merged(with: moved) : moved
        }
        return migrated
    }
}

extension LessonProgress {
    /// One lesson's progress recorded twice (under an old and a new id): what either holds.
    func merged(with other: LessonProgress) -> LessonProgress {
        let exercise: ExerciseStatus = [exercise, other.exercise].contains(.passed) ? .passed
            : [exercise, other.exercise].contains(.failed) ? .failed : .none
        return LessonProgress(lessonID: lessonID, currentStep: max(currentStep, other.currentStep),
                              doneSteps: doneSteps + other.doneSteps, exercise: exercise,
                              attempts: attempts + other.attempts, hintsUsed: hintsUsed + other.hintsUsed,
                              seconds: seconds + other.seconds, gaveUp: gaveUp || other.gaveUp)
    }
}
