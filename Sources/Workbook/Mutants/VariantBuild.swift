import Foundation

/// One seeded bug's build of a test-writing lesson: the code under test with the bug's files
/// in place of their namesakes, and the learner's tests against it, compiled and linked into a
/// test bundle of its own beside the reference's, with the commands SwiftPM itself ran for the
/// reference (`BuildManifest`).
///
/// The variant is the reference's build with other files, nothing else: the same module names
/// (`Spec`, `SpecTests`), the same source paths for the tests, the same `#filePath` and
/// `#fileID` for the bug's files (`SourcePin`), the same flags, the same bundle file name, in
/// `folder`. Every output goes there (objects, modules, output file map, bundle); the index
/// store and SwiftPM's machine-readable output are left out, which change no code. Steps:
///
/// 1. the library (`-module-name Spec`), its sources from the build's own list with the bug's
///    files swapped in; incremental, so a bug already built costs a no-op driver run;
/// 2. the test module, only when the bug's module differs from the reference's byte for byte
///    (it changed an interface: a signature, a stored property, an inlinable body). Equal
///    modules give the test module's compiler the same input, so the reference's objects are
///    the ones it would produce, and are linked as they are;
/// 3. the bundle, linked from the build's own object list with the replaced objects swapped.
///
/// The rest of the bundle is the reference's: the course libraries, and SwiftPM's test
/// discovery and entry point, which list the learner's test methods and never look inside
/// the code under test. Measured for lesson 13 in docs/CLASSROOM.md.
struct VariantBuild: Sendable {
    /// Why a variant has no bundle.
    enum Failure: Error, Equatable {
        /// The build's manifest lacks a command this needs (it was not SwiftPM's, or SwiftPM changed).
        case notPlanned(String)
        /// The bug's copy of the code under test does not compile: a course problem.
        case code(CommandOutput)
        /// The learner's tests do not compile against the bug.
        case tests(CommandOutput)
        /// The link failed.
        case link(CommandOutput)
        /// A step was stopped (Ctrl-C, timeout) or found no toolchain.
        case stopped(CommandOutput)
    }

    var manifest: BuildManifest
    /// The library's module; its tests are `<module>Tests`.
    var module: String
    /// The test bundle's file name, the reference's (`ArchLabCheckPackageTests.xctest`).
    var bundleName: String
    /// Where this variant's files go, kept between builds (the driver builds incrementally there).
    var folder: URL
    /// The reference's file in the scratch package, by its path there → the bug's version.
    var mutated: [String: URL]

    /// The bundle this build produces.
    var bundle: URL { folder.appendingPathComponent(bundleName) }

    /// Runs the steps in `directory` (the scratch package, where SwiftPM ran them) and
    /// returns the bundle, or why there is none. A step whose command and inputs did not
    /// change since it last succeeded here is skipped (`BuildStamp`).
    /// `sandbox`: how the compiler and linker run sealed off (the scratch package's build
    /// sandbox); nil runs them as they are.
    func build(runner: any CommandRunner, in directory: URL, timeout: Double, sandbox: SandboxSpec? = nil) -> Result<URL, Failure> {
        let testModule = module + "Tests"
        guard let library = manifest.compileCommand(module: module), let tests = manifest.compileCommand(module: testModule),
              let libraryModule = library.arguments.value(after: "-emit-module-path"), let testsModule = tests.arguments.value(after: "-emit-module-path"),
              let link = manifest.linkCommand(producing: bundleName) else {
            return .failure(.notPlanned("the build has no compile command of \(module) or \(testModule), or no link of \(bundleName)"))
        }
        let step = { (arguments: [String], inputs: [String], outputs: [String], stamp: URL, kind: (CommandOutput) -> Failure) -> Failure? in
            let current = BuildStamp(arguments: arguments, inputs: inputs)
            if current.isCurrent(in: stamp, outputs: outputs) { return nil }
            let output = runner.run(sandbox.map { runner.sandbox.command(arguments, spec: $0) } ?? arguments, in: directory, environment: [:], timeout: timeout)
            if let failure = Self.failure(output, as: kind) { return failure }
            current.record(in: stamp)
            return nil
        }
        var replaced: [String: String] = [:]
        do {
            let compiled = try prepare(library, module: module, importingOwnModules: false)
            replaced.merge(compiled.replaced) { $1 }
            let stamps = folder.appendingPathComponent("\(module).build")
            if let failure = step(compiled.arguments, library.inputs.map { replaced[$0] ?? $0 }, compiled.outputs,
                                  stamps.appendingPathComponent("archlab-compile.stamp"), Failure.code) { return .failure(failure) }
            let wrapped = try wrap(libraryModule, replaced: &replaced)
            if let failure = step(wrapped.arguments, wrapped.inputs, wrapped.outputs, stamps.appendingPathComponent("archlab-wrap.stamp"), Failure.code) {
                return .failure(failure)
            }

            if FileManager.default.contents(atPath: replaced[libraryModule] ?? "") != FileManager.default.contents(atPath: libraryModule) {
                let compiledTests = try prepare(tests, module: testModule, importingOwnModules: true)
                replaced.merge(compiledTests.replaced) { $1 }
                let stamps = folder.appendingPathComponent("\(testModule).build")
                if let failure = step(compiledTests.arguments, tests.inputs.map { replaced[$0] ?? $0 }, compiledTests.outputs,
                                      stamps.appendingPathComponent("archlab-compile.stamp"), Failure.tests) { return .failure(failure) }
                let wrapped = try wrap(testsModule, replaced: &replaced)
                if let failure = step(wrapped.arguments, wrapped.inputs, wrapped.outputs, stamps.appendingPathComponent("archlab-wrap.stamp"), Failure.code) {
                    return .failure(failure)
                }
            }

            let linked = try relink(link.arguments, replaced: replaced)
            if let failure = step(linked.arguments, linked.inputs + link.inputs.map { replaced[$0] ?? $0 }, [bundle.path],
                                  folder.appendingPathComponent("archlab-link.stamp"), Failure.link) { return .failure(failure) }
        } catch {
            return .failure(.notPlanned("\(error)"))
        }
        return .success(bundle)
    }

    /// The variant's module folder, searched first by its test module.
    private var modules: URL { folder.appendingPathComponent("Modules") }

    private static func failure(_ output: CommandOutput, as kind: (CommandOutput) -> Failure) -> Failure? {
        if output.cancelled || output.timedOut || output.status == 127 { return .stopped(output) }
        return output.status == 0 ? nil : kind(output)
    }

    /// `command` (SwiftPM's compile of `module`) writing into `folder`: its own output file
    /// map and source list (the bug's files swapped in), module and `-emit-…-path` outputs
    /// there; no index store, no machine-readable output. Returns the arguments, the
    /// reference's files → this variant's (sources, list, module, every output), and the
    /// outputs a finished compile leaves (module, objects).
    private func prepare(_ command: BuildManifest.Command, module: String, importingOwnModules: Bool) throws(AssemblyError)
        -> (arguments: [String], replaced: [String: String], outputs: [String]) {
        let arguments = command.arguments
        let build = folder.appendingPathComponent("\(module).build")
        guard let mapPath = arguments.value(after: "-output-file-map"), let modulePath = arguments.value(after: "-emit-module-path"),
              let listArgument = arguments.first(where: { $0.hasPrefix("@") }),
              let mapData = FileManager.default.contents(atPath: mapPath),
              let map = try? JSONDecoder().decode([String: [String: String]].self, from: mapData) else {
            throw AssemblyError("SwiftPM's compile of \(module) has no readable output file map or source list")
        }
        let list = try ResponseFile(path: String(listArgument.dropFirst()))
        var replaced: [String: String] = [:]
        var sources: [String] = []
        for source in list.paths {
            guard let swapped = mutated.first(where: { Self.samePath($0.key, source) }) else {
                sources.append(source)
                continue
            }
            guard let data = FileManager.default.contents(atPath: swapped.value.path) else { throw AssemblyError("cannot read \(swapped.value.path)") }
            let copy = folder.appendingPathComponent("Sources/\(module)").appendingPathComponent((swapped.key as NSString).lastPathComponent)
            try Self.write(SourcePin.pinned(data, at: swapped.key), to: copy)
            sources.append(copy.path)
            replaced[source] = copy.path
        }

        let moved = { (path: String) in build.appendingPathComponent((path as NSString).lastPathComponent).path }
        var variantMap: [String: [String: String]] = [:]
        var objects: [String] = []
        for (key, outputs) in map {
            variantMap[replaced[key] ?? key] = outputs.mapValues(moved)
            for output in outputs.values { replaced[output] = moved(output) }
            if list.paths.contains(key), let object = outputs["object"] { objects.append(moved(object)) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let variantMapPath = build.appendingPathComponent("output-file-map.json")
        try Self.write((try? encoder.encode(variantMap)) ?? Data(), to: variantMapPath)
        let variantList = build.appendingPathComponent("sources")
        try Self.write(list.replacingPaths(with: sources), to: variantList)
        replaced[list.path] = variantList.path
        let variantModule = modules.appendingPathComponent((modulePath as NSString).lastPathComponent).path
        replaced[modulePath] = variantModule

        var changed: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let value = index + 1 < arguments.endIndex ? arguments[index + 1] : ""
            switch argument {
            case "-output-file-map": changed += [argument, variantMapPath.path]; index += 1
            case "-emit-module-path": changed += [argument, variantModule]; index += 1
            case "-index-store-path": index += 1
            case "-parseable-output": break
            case listArgument: changed.append("@" + variantList.path)
            case "-I" where importingOwnModules && !changed.contains(modules.path): changed += ["-I", modules.path, argument]
            case _ where argument.hasPrefix("-emit-") && argument.hasSuffix("-path"): changed += [argument, moved(value)]; index += 1
            default: changed.append(argument)
            }
            index += 1
        }
        try? FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        return (changed, replaced, [variantModule] + objects)
    }

    /// The command that wraps the variant's copy of the module SwiftPM wrapped at
    /// `referenceModule` (for the debugger, as SwiftPM does); records the wrapped object's
    /// replacement in `replaced`.
    private func wrap(_ referenceModule: String, replaced: inout [String: String]) throws(AssemblyError)
        -> (arguments: [String], inputs: [String], outputs: [String]) {
        guard let command = manifest.moduleWrapCommand(modulePath: referenceModule), let output = command.arguments.value(after: "-o"),
              let module = replaced[referenceModule] else {
            throw AssemblyError("the build does not wrap \(referenceModule)")
        }
        let name = ((referenceModule as NSString).lastPathComponent as NSString).deletingPathExtension
        let wrapped = folder.appendingPathComponent("\(name).build").appendingPathComponent((output as NSString).lastPathComponent).path
        replaced[output] = wrapped
        let arguments = command.arguments
            .replacingValue(after: "-modulewrap") { _ in module }
            .replacingValue(after: "-o") { _ in wrapped }
        return (arguments, [module], [wrapped])
    }

    /// SwiftPM's link of the bundle, into `folder`, with the `replaced` objects swapped in its
    /// object list; the inputs are the objects it links.
    private func relink(_ link: [String], replaced: [String: String]) throws(AssemblyError) -> (arguments: [String], inputs: [String]) {
        var arguments: [String] = []
        var inputs: [String] = []
        for argument in link.replacingValue(after: "-o", with: { _ in bundle.path }) {
            guard argument.hasPrefix("@") else {
                arguments.append(replaced[argument] ?? argument)
                continue
            }
            let list = try ResponseFile(path: String(argument.dropFirst()))
            let objects = list.paths.map { replaced[$0] ?? $0 }
            let variantList = folder.appendingPathComponent((list.path as NSString).lastPathComponent)
            try Self.write(list.replacingPaths(with: objects), to: variantList)
            arguments.append("@" + variantList.path)
            inputs += objects
        }
        return (arguments, inputs)
    }

    private static func samePath(_ one: String, _ other: String) -> Bool {
        one == other || URL(fileURLWithPath: one).resolvingSymlinksInPath().path == URL(fileURLWithPath: other).resolvingSymlinksInPath().path
    }

    /// Writes `data` unless the file already holds it, so the driver sees an unchanged file
    /// as unchanged.
    private static func write(_ data: Data, to url: URL) throws(AssemblyError) {
        if FileManager.default.contents(atPath: url.path) == data { return }
        do { try AtomicFile.write(data, to: url) } catch { throw AssemblyError("cannot write \(url.path): \(error)") }
    }
}
