import ArchLabGenerator
import ArchLabLoader
import ArchLabRegistry
import ArchLabToolchain
import ArchLabWorkbook
import Foundation

/// The learner's own code: `new scene`, `new rib` and `load`.
///
/// `new` writes into the playground package (outside the checkout), then loads it at once;
/// `load` compiles the open lesson's exercise or the playground into a library the shell
/// `dlopen`s (docs/PLAYGROUND.md), and adds what it registers to the sample part's catalog,
/// so `scene NAME` and `app NAME` run it on the session's clock like a shipped sample.
///
/// State: where the playground is, the loader (made on first use: it needs the build's
/// modules), and what each loaded module added, so a reload can replace exactly that. Made by
/// the session with the output, the sample part (whose catalog `load` adds to) and the lesson
/// part (the open lesson's exercise).
public final class CodePart {
    /// Which module `load` compiles.
    public enum Target: String, Sendable {
        case exercise, playground
    }

    /// The playground package `new scene` and `new rib` write into.
    public var playgroundDirectory: URL
    /// The ArchLab checkout the playground depends on; nil outside a SwiftPM build folder.
    public var checkout: URL?
    /// Told when compiling starts and ends (the progress line on a terminal).
    public var progress: ((CheckProgress) -> Void)?
    private let makeLoader: () throws(LoadError) -> ModuleLoader
    private var loader: ModuleLoader?
    /// What each loaded module added to the catalog, by module name.
    public private(set) var modules: [String: [SampleName]] = [:]
    private let output: any ReportSink
    private let samples: any LoadableSamples
    private let exercises: any ExerciseSourcesProviding

    init(output: any ReportSink, samples: any LoadableSamples, exercises: any ExerciseSourcesProviding,
         playgroundDirectory: URL = PlaygroundWorkspace.defaultDirectory(), checkout: URL? = BuildLocation.current?.checkout,
         makeLoader: @escaping () throws(LoadError) -> ModuleLoader = { () throws(LoadError) in try ModuleLoader.forRunningExecutable() }) {
        self.output = output
        self.samples = samples
        self.exercises = exercises
        self.playgroundDirectory = playgroundDirectory
        self.checkout = checkout
        self.makeLoader = makeLoader
        self.progress = CheckProgressLine.standardOutput().map { line in { line.handle($0) } }
    }

    /// Takes over `other`'s playground, loader and loaded modules, for a sibling session
    /// (a lesson's sandbox) that starts with `other`'s catalog: a reload there still replaces
    /// what was loaded before.
    func `continue`(from other: CodePart) {
        playgroundDirectory = other.playgroundDirectory
        checkout = other.checkout
        loader = other.loader
        modules = other.modules
    }

    private func workspace() throws(ShellError) -> PlaygroundWorkspace {
        guard let checkout else {
            throw ShellError.unavailable(feature: "new", reason: "the playground builds against ArchLab's checkout, and this archlab runs outside one; start it with ./scripts/start from the checkout")
        }
        return PlaygroundWorkspace(directory: playgroundDirectory, checkout: checkout)
    }

    /// `new scene NAME`: writes a Clean Swift scene into the playground, then loads the playground.
    func newScene(_ name: String) throws(ShellError) {
        let workspace = try workspace()
        let files: [String]
        do { files = try workspace.newScene(name) } catch { throw ShellError.rejected(error.description) }
        output.emit(.code(.generated(unit: "scene", name: name, files: files.count, directory: playgroundDirectory.path)))
        try load(.playground)
    }

    /// `new rib NAME [--viewless] [--parent P]`: writes a RIB (wired into P), then loads the playground.
    func newRIB(_ name: String, viewless: Bool, parent: String?) throws(ShellError) {
        let workspace = try workspace()
        let files: [String]
        do { files = try workspace.newRIB(name, viewless: viewless, parent: parent) } catch { throw ShellError.rejected(error.description) }
        output.emit(.code(.generated(unit: "RIB", name: name, files: files.count, directory: playgroundDirectory.path)))
        try load(.playground)
    }

    /// `load [exercise | playground]`: the exercise when a lesson with one is open, else the playground.
    func load(_ target: Target?) throws(ShellError) {
        let module: LoadableModule
        let root: URL
        switch target ?? (exercises.exerciseSources == nil ? .playground : .exercise) {
        case .exercise:
            guard let exercise = exercises.exerciseSources else {
                throw ShellError.wrongState(reason: "no lesson with a code exercise is open",
                                            nextStep: "Type 'lesson ID' to open one, or 'load playground' for your playground.")
            }
            guard let declared = LoadableModule.declaring(name: exercise.module, sources: exercise.files) else {
                throw ShellError.rejected("\(exercise.module) lists nothing for the shell: no type in \(exercise.folder.path) conforms to RegistrationProviding (docs/PLAYGROUND.md shows one); type 'load playground' for your playground")
            }
            module = declared
            root = exercise.folder
        case .playground:
            module = LoadableModule.playground(at: playgroundDirectory)
            root = playgroundDirectory
        }
        let loaded = try compileAndLoad(module, root: root)
        adopt(loaded)
    }

    private func compileAndLoad(_ module: LoadableModule, root: URL) throws(ShellError) -> LoadedModule {
        do throws(LoadError) {
            let loader: ModuleLoader
            if let made = self.loader { loader = made } else { loader = try makeLoader() }
            self.loader = loader
            progress?(.started(.compiling))
            let started = Date()
            defer { progress?(.finished(.compiling, seconds: Date().timeIntervalSince(started))) }
            return try loader.load(module)
        } catch .compileFailed(let errors, let output) {
            // Ctrl-C reaches swiftc from the terminal too, and stops it.
            if Interrupt.take() { throw ShellError.rejected("stopped compiling (Ctrl-C); the shell keeps what it had loaded") }
            throw ShellError.rejected(Self.compileFailure(errors, output: output, root: root))
        } catch {
            throw ShellError.rejected(error.description)
        }
    }

    /// A compile error as `check` shows it, with paths relative to the module's folder.
    static func compileFailure(_ errors: [CompilerDiagnostic], output: String, root: URL) -> String {
        var lines = ["✘ your code does not compile yet; the shell keeps what it had loaded."]
        let prefix = root.standardizedFileURL.path + "/"
        lines += errors.prefix(5).learnerLines { $0.file.hasPrefix(prefix) ? String($0.file.dropFirst(prefix.count)) : $0.file }
        if errors.count > 5 { lines.append("  ... and \(errors.count - 5) more errors.") }
        if errors.isEmpty { lines.append(output.trimmingCharacters(in: .whitespacesAndNewlines)) }
        lines.append("Fix it, then type 'load' again.")
        return lines.joined(separator: "\n")
    }

    /// Puts the module's registrations in the catalog in place of what it added before, and
    /// restarts the loaded sample when it came from the module.
    private func adopt(_ loaded: LoadedModule) {
        let entries = loaded.registrations.map(SampleCatalog.Entry.init(registration:))
        let added = entries.map { SampleName($0.kind, $0.name) }
        let previous = modules[loaded.name] ?? []
        samples.replaceEntries(previous, with: entries)
        modules[loaded.name] = added
        output.emit(.code(.loaded(module: loaded.name, added: added, replaced: previous.filter(added.contains))))
        guard let running = samples.loaded.map({ SampleName($0.kind, $0.name) }), previous.contains(running),
              added.contains(running) else { return }
        output.emit(.code(.restarting(running)))
        try? samples.load(running.kind, running.name)
    }
}

/// What `load` asks of the sample part: to put a module's scenes and apps in its catalog in
/// place of what the module added before, and to restart the loaded sample when it is one of
/// them.
protocol LoadableSamples: LoadedSampleSource {
    func replaceEntries(_ previous: [SampleName], with entries: [SampleCatalog.Entry])
    func load(_ kind: SampleKind, _ name: String) throws(ShellError)
}

/// What `load` asks of the lesson part: the open lesson's exercise, if it has one.
protocol ExerciseSourcesProviding: AnyObject {
    var exerciseSources: ExerciseSources? { get }
}

extension SamplePart: LoadableSamples {}

extension LessonPart: ExerciseSourcesProviding {
    var exerciseSources: ExerciseSources? { host?.exerciseSources }
}
