import Foundation

/// The commands of the last SwiftPM build in a build folder, read from its llbuild manifest
/// (`<build>/debug.yaml`): each command's arguments, exactly as SwiftPM ran them, and the
/// files llbuild watches to decide whether to run it again.
///
/// `VariantBuild` compiles a seeded bug's copy of a test-writing lesson with these very
/// commands (the compile of the library, of its test module, the wrapping of each module's
/// AST and the link of the test bundle), so every flag, search path and source list is the
/// build's own; nothing of it is written down twice. SwiftPM writes the manifest as YAML whose
/// `args:` and `inputs:` values are JSON string arrays, one command per `  "name":` entry
/// under `commands:`.
struct BuildManifest: Equatable, Sendable {
    /// Arguments by command name.
    var commands: [String: [String]]
    /// Input files by command name.
    var inputs: [String: [String]]

    init(commands: [String: [String]], inputs: [String: [String]] = [:]) {
        self.commands = commands
        self.inputs = inputs
    }

    /// Parses the manifest's text; entries without `args:` (directories, auxiliary files) are left out.
    init(text: String) {
        var found = BuildManifest(commands: [:])
        var name: String?
        var inCommands = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if !line.hasPrefix(" ") {
                inCommands = line == "commands:"
                name = nil
            } else if inCommands, line.hasPrefix("  \""), !line.hasPrefix("   "), line.hasSuffix("\":") {
                name = String(line.dropFirst(3).dropLast(2))
            } else if inCommands, let current = name {
                for (key, into) in [("    args: ", \Self.commands), ("    inputs: ", \Self.inputs)] where line.hasPrefix(key) {
                    let json = Data(line.dropFirst(key.count).utf8)
                    if let list = try? JSONDecoder().decode([String].self, from: json) { found[keyPath: into][current] = list }
                }
            }
        }
        self = found
    }

    /// The manifest SwiftPM wrote in `buildDirectory` (its `--scratch-path`), or nil when there is none.
    static func read(buildDirectory: URL) -> BuildManifest? {
        guard let data = FileManager.default.contents(atPath: buildDirectory.appendingPathComponent("debug.yaml").path) else { return nil }
        let manifest = BuildManifest(text: String(decoding: data, as: UTF8.self))
        return manifest.commands.isEmpty ? nil : manifest
    }

    /// One command: its arguments and the files llbuild watches for it.
    struct Command: Equatable, Sendable {
        var arguments: [String]
        var inputs: [String]
    }

    /// The one command that compiles the Swift module `module` (`-module-name <module>` with
    /// an output file map), or nil when there is none or more than one.
    func compileCommand(module: String) -> Command? {
        only { $0.value(after: "-module-name") == module && $0.contains("-output-file-map") }
    }

    /// The one command that wraps the AST of the module at `modulePath` for the debugger
    /// (`swiftc -modulewrap`), or nil.
    func moduleWrapCommand(modulePath: String) -> Command? {
        only { $0.value(after: "-modulewrap") == modulePath }
    }

    /// The one command whose output (`-o`) is a file named `fileName`: the link of a test
    /// bundle (`ArchLabCheckPackageTests.xctest`), or nil.
    func linkCommand(producing fileName: String) -> Command? {
        only { arguments in arguments.value(after: "-o").map { ($0 as NSString).lastPathComponent == fileName } ?? false }
    }

    private func only(_ matches: ([String]) -> Bool) -> Command? {
        let found = commands.filter { matches($0.value) }
        guard found.count == 1, let (name, arguments) = found.first else { return nil }
        return Command(arguments: arguments, inputs: inputs[name] ?? [])
    }
}

extension Array where Element == String {
    /// The argument that follows the first `option`, or nil.
    func value(after option: String) -> String? {
        guard let index = firstIndex(of: option), index + 1 < count else { return nil }
        return self[index + 1]
    }

    /// A copy with the value after every `option` passed through `change`; nil drops the
    /// option and its value.
    func replacingValue(after option: String, with change: (String) -> String?) -> [String] {
        var result: [String] = []
        var index = startIndex
        while index < endIndex {
            if self[index] == option, index + 1 < endIndex {
                if let value = change(self[index + 1]) { result += [option, value] }
                index += 2
            } else {
                result.append(self[index])
                index += 1
            }
        }
        return result
    }
}
