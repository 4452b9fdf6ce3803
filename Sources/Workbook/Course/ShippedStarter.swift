import Foundation

/// One starter file of a lesson's exercise as the course shipped it: what `archlab init`
/// writes into a workspace and `reset LESSON --exercise` puts back (`Course.shippedStarters(of:)`).
public struct ShippedStarter: Equatable, Sendable {
    /// Path relative to the lesson's `Exercise/` folder (`Streams.swift`, `Tests/SpecTests.swift`).
    public var name: String
    /// The file as shipped.
    public var data: Data
    /// SHA-256 of `data`, lowercase hex.
    public var digest: String
    /// The checkout's own `NN-slug/Exercise/` file differs from the shipped one, or is
    /// missing: a learner worked in the checkout.
    public var checkoutDiffers: Bool

    public init(name: String, data: Data, checkoutDiffers: Bool = false) {
        self.name = name
        self.data = data
        self.digest = SHA256.hexDigest(data)
        self.checkoutDiffers = checkoutDiffers
    }
}

extension Course {
    /// The folder under `Lessons/` holding a copy of every sealed starter, `Starters/NN-slug/`
    /// (written by `scripts/seal-tests`, beside `tests.sha256`).
    public static let startersFolder = "Starters"

    /// The starter files of `lesson` as shipped, by name; empty for a lesson without exercise.
    ///
    /// A sealed lesson (its `Exercise/` files are listed in `tests.sha256`) gets exactly the
    /// listed files, each read from `Starters/NN-slug/` when that copy matches its seal line,
    /// else from `NN-slug/Exercise/` when the checkout's file still does; so edits made in the
    /// checkout never become a workspace's starters, and neither git nor a network is needed.
    /// A lesson whose starters are not sealed (a course being written) uses its `Exercise/` files.
    ///
    /// - Throws: when the seal cannot be read, or a sealed starter matches neither copy.
    public func shippedStarters(of lesson: Lesson) throws(WorkspaceError) -> [ShippedStarter] {
        guard lesson.exercise != nil else { return [] }
        let exercise = directory.appendingPathComponent(lesson.folder).appendingPathComponent(TestManifest.starterFolder)
        let sealed = try sealedStarters(of: lesson)
        guard !sealed.isEmpty else {
            return SourceFiles.regularFiles(under: exercise).sorted { $0.key < $1.key }.compactMap { name, url in
                FileManager.default.contents(atPath: url.path).map { ShippedStarter(name: name, data: $0) }
            }
        }
        let copy = directory.appendingPathComponent(Self.startersFolder).appendingPathComponent(lesson.folder)
        return try sealed.sorted { $0.key < $1.key }.map { (name, digest) throws(WorkspaceError) -> ShippedStarter in
            let checkout = FileManager.default.contents(atPath: exercise.appendingPathComponent(name).path)
            let checkoutMatches = checkout.map { SHA256.hexDigest($0) == digest } ?? false
            if let shipped = FileManager.default.contents(atPath: copy.appendingPathComponent(name).path),
               SHA256.hexDigest(shipped) == digest {
                return ShippedStarter(name: name, data: shipped, checkoutDiffers: !checkoutMatches)
            }
            if let checkout, checkoutMatches { return ShippedStarter(name: name, data: checkout) }
            throw WorkspaceError("The course's starter \(lesson.folder)/\(TestManifest.starterFolder)/\(name) is lost: neither "
                + "Lessons/\(Self.startersFolder)/\(lesson.folder)/\(name) nor Lessons/\(lesson.folder)/\(TestManifest.starterFolder)/\(name) "
                + "matches \(TestManifest.fileName). Get a fresh copy of the course (`git checkout -- Lessons/\(Self.startersFolder)` in a clone).")
        }
    }

    /// The `Exercise/` lines of the seal for `lesson`: name → digest; empty without a seal file.
    private func sealedStarters(of lesson: Lesson) throws(WorkspaceError) -> [String: String] {
        let url = directory.appendingPathComponent(TestManifest.fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        do { return try TestManifest(text: String(decoding: data, as: UTF8.self)).starters(of: lesson.folder) } catch {
            throw WorkspaceError("Lessons/\(TestManifest.fileName) is damaged: \(error)")
        }
    }
}

extension [ShippedStarter] {
    /// What to tell a learner whose checkout has edited starters of `lesson`: the files,
    /// relative to `Lessons/`, whose checkout copy differs from the shipped one.
    public func editedInCheckout(of lesson: Lesson) -> [String] {
        filter(\.checkoutDiffers).map { "\(lesson.folder)/\(TestManifest.starterFolder)/\($0.name)" }
    }
}
