import ArchLabWorkbook
import Foundation
import XCTest

/// The gradebook's `same-as-solution` and `similar` flags compare normalised token streams:
/// trivial edits do not hide a copy, and short, untouched or deleted exercises are no evidence.
final class SimilarityCheckTests: XCTestCase {
    private var course: MiniCourse!

    static let starter = """
        public struct Item: Equatable {
            public var name: String
            public var count: Int
            public init(name: String, count: Int) { self.name = name; self.count = count }
        }

        extension Item: CustomStringConvertible {
            public var description: String { "\\(name) x\\(count)" }
            public static let samples = [Item(name: "pen", count: 5), Item(name: "ink", count: 1), Item(name: "pad", count: 2)]
            public static func named(_ name: String, in items: [Item]) -> [Item] { items.filter { $0.name == name } }
            public static func total(of items: [Item]) -> Int { items.reduce(0) { $0 + $1.count } }
        }

        /// The names of the items with at least `minimum` in stock, sorted.
        public func inStock(_ items: [Item], minimum: Int) -> [String] {
            // TODO
            []
        }

        /// The count of each name, duplicates summed.
        public func totals(_ items: [Item]) -> [String: Int] {
            // TODO
            [:]
        }

        /// A line per item, `name: count`, ending with `!` when fewer than 3 are left.
        public func report(_ items: [Item]) -> [String] {
            // TODO
            []
        }

        """
    static let solution = starter
        .replacingOccurrences(of: "    // TODO\n    []\n}\n\n/// The count", with: "    items.filter { $0.count >= minimum }.map(\\.name).sorted()\n}\n\n/// The count")
        .replacingOccurrences(of: "    // TODO\n    [:]", with: """
                var result: [String: Int] = [:]
                for item in items {
                    result[item.name, default: 0] += item.count
                }
                return result
            """)
        .replacingOccurrences(of: "    // TODO\n    []", with: """
                items.map { item in
                    let mark = item.count < 3 ? "!" : ""
                    return "\\(item.name): \\(item.count)\\(mark)"
                }
            """)
    /// An honest solution, written without looking at the reference.
    static let honest = starter
        .replacingOccurrences(of: "    // TODO\n    []\n}\n\n/// The count", with: """
                var names: [String] = []
                for item in items where item.count >= minimum {
                    names.append(item.name)
                }
                names.sort()
                return names
            }

            /// The count
            """)
        .replacingOccurrences(of: "    // TODO\n    [:]", with: "    Dictionary(items.map { ($0.name, $0.count) }, uniquingKeysWith: +)")
        .replacingOccurrences(of: "    // TODO\n    []", with: """
                var lines = [String]()
                for item in items {
                    if item.count < 3 {
                        lines.append(item.name + ": " + String(item.count) + "!")
                    } else {
                        lines.append(item.name + ": " + String(item.count))
                    }
                }
                return lines
            """)
    /// Another honest solution, in yet another style.
    static let otherHonest = starter
        .replacingOccurrences(of: "    // TODO\n    []\n}\n\n/// The count", with: "    Array(Set(items.compactMap { $0.count < minimum ? nil : $0.name })).sorted()\n}\n\n/// The count")
        .replacingOccurrences(of: "    // TODO\n    [:]", with: "    items.reduce(into: [:]) { sums, item in sums[item.name] = (sums[item.name] ?? 0) + item.count }")
        .replacingOccurrences(of: "    // TODO\n    []", with: "    items.map { \"\\($0.name): \\($0.count)\" + ($0.count >= 3 ? \"\" : \"!\") }")

    override func setUpWithError() throws {
        course = try MiniCourse()
        try course.addLesson(number: 3, id: "inventory", module: "Inventory")
        try course.addLesson(number: 4, id: "alpha", module: "Alpha")
        try course.folder.write(Self.starter, to: "ArchLab/Lessons/03-inventory/Exercise/Inventory.swift")
        try course.folder.write(Self.solution, to: "ArchLab/Lessons/03-inventory/Solution/Inventory.swift")
        try course.reseal()
    }

    override func tearDown() { course.remove() }

    /// Grades students with the given files (`nil` deletes a lesson's files), by name.
    private func grades(_ students: [String: [String: String?]]) throws -> [String: StudentGrade] {
        var grades: [StudentGrade] = []
        var workspaces: [String: Workspace] = [:]
        for (name, files) in students.sorted(by: { $0.key < $1.key }) {
            let workspace = try Workspace.create(at: course.folder.url.appendingPathComponent("class/\(name)"), course: course.course(), courseRevision: "r1").workspace
            for (path, text) in files {
                let url = workspace.root.appendingPathComponent(path)
                if let text { try Data(text.utf8).write(to: url) } else { try FileManager.default.removeItem(at: url) }
            }
            workspaces[name] = workspace
            grades.append(StudentGrade(name: name, report: GradeReport(results: [], skipped: [], solutions: false), position: "not started"))
        }
        SimilarityCheck.apply(to: &grades, workspaces: workspaces, course: try course.course())
        return Dictionary(uniqueKeysWithValues: grades.map { ($0.name, $0) })
    }

    private func written(_ text: String) -> Set<UInt64> {
        CodeFingerprint(files: [("Inventory.swift", text)]).fingerprints(beyond: CodeFingerprint(files: [("Inventory.swift", Self.starter)]))
    }

    func testTheFixturesAreLongEnoughToBeEvidence() {
        for text in [Self.solution, Self.honest, Self.otherHonest] {
            XCTAssertGreaterThanOrEqual(written(text).count, SimilarityCheck.minimumFingerprints, text)
        }
        XCTAssertLessThan(CodeFingerprint.containment(written(Self.honest), written(Self.solution)), SimilarityCheck.threshold)
    }

    func testTheSolutionWithAnUnusedLineRenamedAndRelabelled_IsStillTheSolution() throws {
        let edited = Self.solution.replacingOccurrences(of: "result", with: "sums").replacingOccurrences(of: "\"!\"", with: "\" (low)\"")
            .replacingOccurrences(of: "public func totals", with: "private let unusedLimit = 42\n\npublic func totals")
        let found = try grades(["eve": ["03-inventory/Inventory.swift": edited]])
        XCTAssertEqual(found["eve"]?.sameAsSolution, ["inventory"])
        XCTAssertEqual(found["eve"]?.flags, [.sameAsSolution])
        XCTAssertGreaterThanOrEqual(found["eve"]?.sameAsSolutionScores["inventory"] ?? 0, SimilarityCheck.threshold)
    }

    func testTwoCopiesDifferingInOneLiteral_AreSimilar() throws {
        let found = try grades(["ann": ["03-inventory/Inventory.swift": Self.honest],
                                "bob": ["03-inventory/Inventory.swift": Self.honest.replacingOccurrences(of: "< 3", with: "< 4")]])
        XCTAssertEqual(found["ann"]?.similar, ["bob": ["inventory"]])
        XCTAssertEqual(found["bob"]?.similar, ["ann": ["inventory"]])
        XCTAssertEqual(found["ann"]?.similarScores, ["bob": ["inventory": 1]])
        XCTAssertEqual(found["ann"]?.sameAsSolution, [])
    }

    func testHonestIndependentSolutions_AreNeitherSimilarNorTheSolution() throws {
        let found = try grades(["ann": ["03-inventory/Inventory.swift": Self.honest],
                                "cat": ["03-inventory/Inventory.swift": Self.otherHonest]])
        XCTAssertEqual(found["ann"]?.flags, [])
        XCTAssertEqual(found["cat"]?.flags, [])
    }

    /// Both wrote the one natural line of a short exercise; that is no evidence, so it does
    /// not make half of their shared lessons match.
    func testShortExercisesThatConverge_AreNoEvidence() throws {
        let line = "public func value() -> Int { [1, 3].reduce(0, +) }\n"
        let found = try grades(["ann": ["03-inventory/Inventory.swift": Self.honest, "04-alpha/Alpha.swift": line],
                                "cat": ["03-inventory/Inventory.swift": Self.otherHonest, "04-alpha/Alpha.swift": line]])
        XCTAssertEqual(found["ann"]?.similar, [:])
    }

    /// The starter is no evidence: left as it is (reformatted, commented), deleted, or kept
    /// around a little work of one's own, which is all that is compared.
    func testUntouchedDeletedAndStarterCode_AreNoEvidence() throws {
        let reformatted = Self.starter.replacingOccurrences(of: "    ", with: "\t") + "// started, nothing yet\n"
        let onlyFirst = Self.starter.replacingOccurrences(of: "    // TODO\n    []\n}\n\n/// The count",
                                                          with: "    items.filter { $0.count >= minimum }.map { $0.name }\n}\n\n/// The count")
        let onlyLast = Self.starter.replacingOccurrences(of: "    // TODO\n    []\n}\n\n", with: "    []\n}\n\n")
            .replacingOccurrences(of: "    // TODO\n    []", with: "    items.map { $0.name + \": \\($0.count)\" }")
        let found = try grades(["ann": [:], "bob": ["03-inventory/Inventory.swift": reformatted],
                                "dan": ["03-inventory/Inventory.swift": nil, "04-alpha/Alpha.swift": nil],
                                "eve": ["03-inventory/Inventory.swift": nil, "04-alpha/Alpha.swift": nil],
                                "fay": ["03-inventory/Inventory.swift": onlyFirst], "gus": ["03-inventory/Inventory.swift": onlyLast]])
        XCTAssertNotEqual(onlyFirst, Self.starter)
        XCTAssertNotEqual(onlyLast, onlyLast.replacingOccurrences(of: "$0.name + ", with: ""))
        for name in ["ann", "bob", "dan", "eve", "fay", "gus"] {
            XCTAssertEqual(found[name]?.flags, [], name)
        }
    }

    /// The starter subtracted is the shipped one: a teacher who solved the lesson in the
    /// checkout they grade from does not turn every copy of the solution into "untouched".
    func testTheShippedStarterIsSubtracted_NotTheCheckoutsFile() throws {
        try course.folder.write(Self.solution, to: "ArchLab/Lessons/03-inventory/Exercise/Inventory.swift")
        let found = try grades(["ann": ["03-inventory/Inventory.swift": Self.solution]])
        XCTAssertEqual(found["ann"]?.flags, [.sameAsSolution])
    }

    /// The threshold, measured on the shipped course: an honest rewrite of lesson 01 stays
    /// below it, the reference with an unused declaration added stays above it.
    func testTheThresholdSeparatesACopyFromAnHonestRewriteOfLesson01() throws {
        let lessons = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Lessons/01-streams")
        let read = { (part: String) in [("Streams.swift", try String(contentsOf: lessons.appendingPathComponent("\(part)/Streams.swift"), encoding: .utf8))] }
        let starter = CodeFingerprint(files: try read("Exercise"))
        let solutionText = try read("Solution")[0].1
        let solution = CodeFingerprint(files: [("Streams.swift", solutionText)]).fingerprints(beyond: starter)
        let copy = CodeFingerprint(files: [("Streams.swift", solutionText + "\nlet unusedValue = 42\n")]).fingerprints(beyond: starter)
        let rewrite = CodeFingerprint(files: [("Streams.swift", Self.lesson01Rewrite)]).fingerprints(beyond: starter)
        XCTAssertGreaterThanOrEqual(min(solution.count, rewrite.count), SimilarityCheck.minimumFingerprints)
        XCTAssertGreaterThanOrEqual(CodeFingerprint.containment(copy, solution), SimilarityCheck.threshold)
        XCTAssertLessThan(CodeFingerprint.containment(rewrite, solution), SimilarityCheck.threshold)
    }

    static let lesson01Rewrite = """
        import Rx

        public func oneTwoThree() -> Observable<Int> {
            return Observable.from([1, 2, 3])
        }

        public func collectEvents(of source: Observable<Int>) -> [String] {
            var log = [String]()
            source.subscribe { event in
                switch event {
                case .next(let n): log.append("next(\\(n))")
                case .error: log.append("error")
                case .completed: log.append("completed")
                }
            }.dispose()
            return log
        }

        public func countdown(from start: Int) -> Observable<Int> {
            Observable.create { observer in
                var n = start
                while n > 0 { observer.onNext(n); n -= 1 }
                observer.onCompleted()
                return Disposables.create()
            }
        }

        public final class Inbox {
            public private(set) var received: [String] = []
            private var subscription: Disposable?

            public init() {}

            public func listen(to source: Observable<String>) {
                subscription = source.subscribe(onNext: { [weak self] in self?.received.append($0) })
            }

            public func stop() {
                subscription?.dispose()
                subscription = nil
            }
        }

        """
}
