import ArchLabRegistry
import ArchLabToolchain
import Foundation

/// Compiles a module's sources into a shared library against the running executable's own
/// modules and loads it with `dlopen`, handing back what it registers.
///
/// The library links none of ArchLab's modules: its references to Rx, RIBs, CleanSwift and
/// the registry bind, at load time, to the one copy inside the executable, which exports its
/// symbols (`exportsSymbols` in Package.swift; `DynamicLibrary` has the library's side). So there is one `RIBEvents.stream`, one
/// leak detector, and casts between the shell's types and the library's work. The measured
/// alternative (a shell executable rebuilt with the module linked in and exec'd in place) and
/// the numbers behind this choice are in docs/PLAYGROUND.md.
///
/// Each load writes a new library file: code once loaded stays mapped (Swift libraries cannot
/// be unloaded safely), and a reload's types are new types, so nothing of the old instance is
/// reused. The files are removed once loaded. Not thread-safe: the shell loads on its one thread.
public final class ModuleLoader {
    /// The `.swiftmodule` folder of the build the executable belongs to.
    public let modulesDirectory: URL
    /// Where the libraries are written.
    public let outputDirectory: URL
    private var loads = 0

    public init(modulesDirectory: URL, outputDirectory: URL) {
        self.modulesDirectory = modulesDirectory
        self.outputDirectory = outputDirectory
    }

    /// A loader for the running executable: SwiftPM puts `Modules/` next to it
    /// (`.build/debug/Modules`). Throws when there is none (an installed copy).
    public static func forRunningExecutable() throws(LoadError) -> ModuleLoader {
        let executable = HostExecutable.url
        guard let modules = executable.flatMap(BuildLocation.init(executable:))?.modules,
              FileManager.default.fileExists(atPath: modules.appendingPathComponent("ArchLabRegistry.swiftmodule").path) else {
            throw .noBuildModules(executable: executable?.path ?? "its path unknown")
        }
        // A folder per loader: the system loader hands back an already-open library for a path
        // it has seen, so two loaders (two sessions in one process) must never share file names.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-loads-\(getpid())-\(UUID().uuidString.prefix(8))")
        return ModuleLoader(modulesDirectory: modules, outputDirectory: output)
    }

    /// Compiles and loads `module`; the registrations it lists, and how long each half took.
    public func load(_ module: LoadableModule) throws(LoadError) -> LoadedModule {
        guard !module.sources.isEmpty else { throw .noSources(module: module.name) }
        loads += 1
        // Once open, a library stays mapped even when its file is gone: nothing is
        // left behind in the temporary folder, whether the load works or not.
        defer { try? FileManager.default.removeItem(at: outputDirectory) }
        let started = Date()
        let library = try compile(module, number: loads)
        let compiled = Date()
        let registrations = try open(library)
        return LoadedModule(name: module.name, library: library, registrations: registrations,
                            compileSeconds: compiled.timeIntervalSince(started), loadSeconds: Date().timeIntervalSince(compiled))
    }

    private func compile(_ module: LoadableModule, number: Int) throws(LoadError) -> URL {
        let library = outputDirectory.appendingPathComponent(DynamicLibrary.fileName("\(module.name)-\(number)"))
        let entry = outputDirectory.appendingPathComponent("\(module.name)-entry-\(number).swift")
        do {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
            try Self.entrySource(provider: module.provider).write(to: entry, atomically: true, encoding: .utf8)
        } catch {
            throw .loadFailed("cannot write to \(outputDirectory.path): \(error.localizedDescription)")
        }
        // One frontend for the whole module, unoptimized: the fastest build of a small module
        // (docs/PLAYGROUND.md has the numbers).
        let arguments = ["swiftc", "-emit-library", "-wmo", "-Onone", "-parse-as-library", "-swift-version", "6",
                         "-module-name", module.name, "-I", modulesDirectory.path, "-o", library.path]
            + DynamicLibrary.swiftcArguments + module.sources.map(\.path) + [entry.path]
        let (status, output) = try Self.run(arguments)
        guard status == 0 else {
            throw .compileFailed(errors: CompilerDiagnostic.errors(in: output), output: output)
        }
        return library
    }

    private func open(_ library: URL) throws(LoadError) -> [Registration] {
        guard let handle = dlopen(library.path, RTLD_NOW | RTLD_LOCAL) else {
            throw .loadFailed(dlerror().map { String(cString: $0) } ?? library.path)
        }
        guard let symbol = dlsym(handle, RegistrationList.entryPoint) else {
            throw .loadFailed("\(library.lastPathComponent) has no \(RegistrationList.entryPoint)")
        }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
        let list = Unmanaged<RegistrationList>.fromOpaque(unsafeBitCast(symbol, to: Entry.self)()).takeRetainedValue()
        return list.registrations
    }

    /// The library's C entry point, compiled with the module's sources.
    static func entrySource(provider: String) -> String {
        """
        import ArchLabRegistry

        @_cdecl("\(RegistrationList.entryPoint)")
        public func archLabRegistrations() -> UnsafeMutableRawPointer {
            Unmanaged.passRetained(RegistrationList(\(provider).registrations)).toOpaque()
        }

        """
    }

    private static func run(_ arguments: [String]) throws(LoadError) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw .compilerMissing(error.localizedDescription) }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// A module the loader compiled and loaded.
public struct LoadedModule {
    public let name: String
    /// The library file; it stays loaded for the life of the process.
    public let library: URL
    public let registrations: [Registration]
    public let compileSeconds: Double
    public let loadSeconds: Double
}
