import Foundation

/// Remembers what a learner's tests did against each seeded bug, keyed by the SHA-256 of
/// everything that build contained (the learner's tests, the code under test with the bug,
/// the course's seal and revision), so a `grade` after an edit elsewhere skips the mutant
/// builds whose inputs did not change.
///
/// Kept in the course-owned scratch folder (`verdicts.json`), never in a workspace. Only a
/// verdict from a build that ran (caught or missed) is kept; `notRun` is always tried again.
struct MutantVerdictCache {
    private struct Entry: Codable {
        var status: String
        var caughtBy: [String]
    }

    let file: URL
    private var entries: [String: Entry]

    init(file: URL) {
        self.file = file
        entries = FileManager.default.contents(atPath: file.path).flatMap { try? JSONDecoder().decode([String: Entry].self, from: $0) } ?? [:]
    }

    /// How the variants whose verdicts are kept were built and run; part of every key, so a
    /// verdict found another way is never reused. `same-modules`: each bug built as the
    /// reference's own modules (`MutantRound`); the verdicts of the earlier `Spec_<bug>`
    /// libraries, which a test could tell apart by name, are not.
    static let mechanism = "same-modules"

    /// The key of one build: the files it compiles, by content, the course's identity and
    /// the `mechanism`.
    static func key(mutant: Mutant, files: [URL], course: String) -> String {
        let digests = files.map { FileManager.default.contents(atPath: $0.path).map { SHA256.hexDigest($0) } ?? "missing" }.sorted()
        return SHA256.hexDigest(Array(([mechanism, mutant.name, course] + digests).joined(separator: "\n").utf8))
    }

    func verdict(for mutant: Mutant, key: String) -> MutantVerdict? {
        guard let entry = entries[key], let status = MutantVerdict.Status(rawValue: entry.status), status != .notRun else { return nil }
        return MutantVerdict(mutant: mutant, status: status, caughtBy: entry.caughtBy)
    }

    mutating func remember(_ verdict: MutantVerdict, key: String) {
        guard verdict.status != .notRun else { return }
        entries[key] = Entry(status: verdict.status.rawValue, caughtBy: verdict.caughtBy)
    }

    func save() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(entries) else { return }
        try? AtomicFile.write(data, to: file)
    }
}
