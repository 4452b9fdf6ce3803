/// The course's prerequisites as a graph, not a chain: which lessons a lesson needs, which
/// are open given what the learner has finished, and which one to take next.
///
/// The course is Rx basics, then a Clean Swift track and a RIBs track that can be taken in
/// either order, joined by a capstone; the graph is what lets a RIBs-only learner skip Clean
/// Swift. Folder numbers only break ties here (a lesson may need one with a larger number);
/// the shipped course numbers its lessons so that `order` is the number order.
/// `Course` validates the graph when it loads (`problems`); the shell's `lessons` listing
/// reads `status(of:completed:)`, `unlocked(completed:)` and `suggestedNext(completed:current:)`.
public struct PrerequisiteGraph: Equatable, Sendable {
    /// Where a lesson stands for a learner.
    public enum Status: String, Equatable, Sendable {
        /// Every step done.
        case completed
        /// Not completed, and every prerequisite is.
        case unlocked
        /// Some prerequisite is not completed yet (`missingPrerequisites` says which).
        case locked
    }

    /// The lessons in course order (by folder number).
    public let lessons: [Lesson]

    public init(lessons: [Lesson]) {
        self.lessons = lessons
    }

    /// The lesson with this id, if any.
    public func lesson(_ id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// Lessons that name `id` as a prerequisite, in course order.
    public func dependents(of id: String) -> [Lesson] {
        lessons.filter { $0.prerequisites.contains(id) }
    }

    /// Every lesson `id` needs, directly or through another, in `order`; unknown ids are left out.
    public func allPrerequisites(of id: String) -> [Lesson] {
        var needed: Set<String> = []
        var pending = lesson(id)?.prerequisites ?? []
        while let next = pending.popLast() {
            guard needed.insert(next).inserted, let found = lesson(next) else { continue }
            pending += found.prerequisites
        }
        return order.filter { needed.contains($0.id) }
    }

    /// The direct prerequisites of `id` that are not in `completed`, in the order the lesson lists them.
    public func missingPrerequisites(of id: String, completed: Set<String>) -> [String] {
        (lesson(id)?.prerequisites ?? []).filter { !completed.contains($0) }
    }

    public func status(of id: String, completed: Set<String>) -> Status {
        if completed.contains(id) { return .completed }
        return missingPrerequisites(of: id, completed: completed).isEmpty ? .unlocked : .locked
    }

    /// Lessons the learner may take now: not completed, every prerequisite completed; in `order`.
    public func unlocked(completed: Set<String>) -> [Lesson] {
        order.filter { status(of: $0.id, completed: completed) == .unlocked }
    }

    /// The lesson to suggest after `current`: `current` itself while it is unfinished; else an
    /// unlocked lesson that builds on `current` (stay on the track); else the first unlocked
    /// lesson after the furthest completed one in `order` (a drill skipped earlier is not
    /// suggested again and again); else the first unlocked lesson on the way to `current` (a
    /// learner who jumped ahead to a locked lesson is led back along what it builds on, not to
    /// the start of another track); else the first unlocked lesson; nil when everything is
    /// completed.
    public func suggestedNext(completed: Set<String>, current: String? = nil) -> Lesson? {
        let ordered = order
        let isOpen = { (lesson: Lesson) in self.status(of: lesson.id, completed: completed) == .unlocked }
        let open = ordered.filter(isOpen)
        if let current, let found = lesson(current), !completed.contains(current),
           open.contains(where: { $0.id == current }) {
            return found
        }
        if let current, let onTrack = open.first(where: { $0.prerequisites.contains(current) }) {
            return onTrack
        }
        if let furthest = ordered.lastIndex(where: { completed.contains($0.id) }),
           let after = ordered[(furthest + 1)...].first(where: isOpen) {
            return after
        }
        if let current, let onTheWay = allPrerequisites(of: current).first(where: isOpen) {
            return onTheWay
        }
        return open.first
    }

    /// The tracks in the order their first lesson comes in `order`, each with its lessons in
    /// `order`; lessons without a track are left out.
    public var tracks: [(name: String, lessons: [Lesson])] {
        var result: [(name: String, lessons: [Lesson])] = []
        for lesson in order {
            guard let track = lesson.track else { continue }
            if let index = result.firstIndex(where: { $0.name == track }) {
                result[index].lessons.append(lesson)
            } else {
                result.append((track, [lesson]))
            }
        }
        return result
    }

    /// A topological order: every lesson after all its prerequisites, ties broken by course
    /// order (folder number). Lessons caught in a cycle come last, in course order.
    public var order: [Lesson] {
        var placed: Set<String> = []
        var result: [Lesson] = []
        var remaining = lessons
        while let index = remaining.firstIndex(where: { lesson in
            lesson.prerequisites.allSatisfy { placed.contains($0) || self.lesson($0) == nil }
        }) {
            let next = remaining.remove(at: index)
            placed.insert(next.id)
            result.append(next)
        }
        return result + remaining
    }

    /// Problems with the graph: a prerequisite that is not a lesson id, a lesson that needs
    /// itself, and cycles (each reported once, on the lesson where it was found).
    public var problems: [LessonError] {
        var errors: [LessonError] = []
        let known = Set(lessons.map(\.id))
        for lesson in lessons {
            for prerequisite in lesson.prerequisites where !known.contains(prerequisite) {
                let suggestion = lessons.map(\.id).min { $0.editDistance(to: prerequisite) < $1.editDistance(to: prerequisite) }
                errors.append(LessonError(.missingPrerequisite, file: lesson.file, line: 0,
                                          "prerequisite `\(prerequisite)` is not a lesson id"
                                              + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
                                              + " Known ids: \(lessons.map(\.id).joined(separator: ", "))"))
            }
            if lesson.prerequisites.contains(lesson.id) {
                errors.append(LessonError(.prerequisiteCycle, file: lesson.file, line: 0,
                                          "`\(lesson.id)` lists itself as a prerequisite; remove it from `prerequisites`"))
            }
        }
        var reported: Set<String> = []
        for lesson in lessons where !reported.contains(lesson.id) {
            guard let cycle = cycle(from: lesson.id), cycle.count > 2 else { continue }
            reported.formUnion(cycle)
            errors.append(LessonError(.prerequisiteCycle, file: lesson.file, line: 0,
                                      "prerequisites go round in a circle: \(cycle.joined(separator: " needs ")); "
                                          + "remove one of these prerequisites so that a learner can start"))
        }
        return errors
    }

    /// A path `id → … → id` through prerequisites, if `id` is on a cycle (depth-first search).
    private func cycle(from id: String) -> [String]? {
        var visited: Set<String> = []
        func search(_ path: [String]) -> [String]? {
            guard let last = path.last, let found = lesson(last) else { return nil }
            for prerequisite in found.prerequisites where prerequisite != last {
                if prerequisite == id { return path + [id] }
                guard visited.insert(prerequisite).inserted else { continue }
                if let cycle = search(path + [prerequisite]) { return cycle }
            }
            return nil
        }
        return search([id])
    }
}
