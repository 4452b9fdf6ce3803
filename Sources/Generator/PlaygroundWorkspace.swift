import Foundation

/// The learner's playground package on disk, and the two generator commands that write into
/// it: `new scene NAME` and `new rib NAME [--viewless] [--parent P]`.
///
/// It lives outside the checkout (`$XDG_DATA_HOME/archlab/playground`, else
/// `~/.local/share/archlab/playground`) and depends on the checkout by path. Nothing is
/// written until every file has been prepared, so a refusal leaves the playground as it was.
public struct PlaygroundWorkspace: Sendable {
    /// The playground package's folder.
    public let directory: URL
    /// The ArchLab checkout the playground builds against.
    public let checkout: URL

    public init(directory: URL, checkout: URL) {
        self.directory = directory
        self.checkout = checkout
    }

    /// Where the playground goes when no workspace names one.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            return URL(fileURLWithPath: data).appendingPathComponent("archlab/playground")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/archlab/playground")
    }

    static let manifestName = "playground.manifest"

    /// What the playground holds now (empty before the first `new`).
    public func manifest() throws(GeneratorError) -> PlaygroundManifest {
        let url = directory.appendingPathComponent(Self.manifestName)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return PlaygroundManifest() }
        return try PlaygroundManifest(parsing: text, path: url.path)
    }

    /// Writes a Clean Swift scene; returns the paths written, relative to the playground.
    @discardableResult
    public func newScene(_ rawName: String) throws(GeneratorError) -> [String] {
        let name = try UnitName(rawName)
        var manifest = try manifest()
        try checkFree(name, in: manifest)
        let template = SceneTemplate(name: name)
        manifest.units.append(.scene(name))
        return try write(template.sources + template.tests, manifest: manifest)
    }

    /// Writes a RIB, wired into `parent` when one is named; returns the paths written or changed.
    @discardableResult
    public func newRIB(_ rawName: String, viewless: Bool = false, parent rawParent: String? = nil) throws(GeneratorError) -> [String] {
        let name = try UnitName(rawName)
        var manifest = try manifest()
        try checkFree(name, in: manifest)
        let template = RIBTemplate(name: name, isViewless: viewless)
        var files = template.sources + template.tests
        var parent: UnitName?
        if let rawParent {
            let parentName = try UnitName(rawParent)
            switch manifest.unit(named: parentName) {
            case nil: throw .unknownParent(rawParent, known: manifest.ribNames)
            case .scene?: throw .parentIsScene(rawParent)
            case .rib(_, true, _)?: throw .parentIsViewless(rawParent)
            case .rib(_, false, _)?: break
            }
            files += try wire(name, viewless: viewless, into: parentName, manifest: manifest)
            parent = parentName
        }
        manifest.units.append(.rib(name, isViewless: viewless, parent: parent))
        return try write(files, manifest: manifest)
    }

    private func checkFree(_ name: UnitName, in manifest: PlaygroundManifest) throws(GeneratorError) {
        switch manifest.unit(named: name) {
        case .scene?: throw .alreadyExists(name: name.type, kind: "scene")
        case .rib?: throw .alreadyExists(name: name.type, kind: "RIB")
        case nil: break
        }
    }

    /// The parent's edited files and the new ones that wire `child` in.
    private func wire(_ child: UnitName, viewless: Bool, into parent: UnitName, manifest: PlaygroundManifest) throws(GeneratorError) -> [GeneratedFile] {
        let wiring = ParentWiring(parent: parent, child: child, childIsViewless: viewless, earlierChildren: manifest.children(of: parent))
        var files = [
            GeneratedFile(path: wiring.builderPath, contents: try wiring.editBuilder(try read(wiring.builderPath))),
            GeneratedFile(path: wiring.routerPath, contents: try wiring.editRouter(try read(wiring.routerPath))),
            GeneratedFile(path: wiring.interactorPath, contents: try wiring.editInteractor(try read(wiring.interactorPath))),
            wiring.componentExtension,
        ]
        let testsFolder = directory.appendingPathComponent(wiring.testsFolder)
        let tests = (try? FileManager.default.contentsOfDirectory(atPath: testsFolder.path)) ?? []
        for test in tests.sorted() where test.hasSuffix(".swift") {
            let path = "\(wiring.testsFolder)/\(test)"
            files.append(GeneratedFile(path: path, contents: wiring.editRouterTest(try read(path))))
        }
        files.append(wiring.routerChildTests)
        return files
    }

    private func read(_ path: String) throws(GeneratorError) -> String {
        let url = directory.appendingPathComponent(path)
        do { return try String(contentsOf: url, encoding: .utf8) } catch {
            throw .fileSystem("cannot read \(url.path): \(error.localizedDescription)")
        }
    }

    /// Writes `files`, the package manifest when missing, the registrations and the manifest.
    private func write(_ files: [GeneratedFile], manifest: PlaygroundManifest) throws(GeneratorError) -> [String] {
        let template = PlaygroundTemplate(checkoutPath: checkout.standardizedFileURL.path)
        var all = files + [template.registrations(manifest), GeneratedFile(path: Self.manifestName, contents: manifest.text)]
        if !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            all.insert(template.packageManifest, at: 0)
        }
        for file in all {
            let url = directory.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                throw .fileSystem("cannot write \(url.path): \(error.localizedDescription); check that the folder is writable")
            }
        }
        return files.map(\.path)
    }
}
