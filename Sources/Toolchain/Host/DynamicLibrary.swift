/// How a learner's module is built as a library the running executable can `dlopen`: its file
/// name and the linker arguments that leave its references to ArchLab's modules unresolved
/// until it is loaded (they then bind to the executable's own copy, which exports its symbols:
/// see `exportsSymbols` in Package.swift).
///
/// The one place that knows the system's library format (docs/PORTING.md).
public enum DynamicLibrary {
    /// The file name of the library of `module` (`libPlayground-1.so` on Linux).
    public static func fileName(_ module: String) -> String {
        "lib\(module).\(fileExtension)"
    }

    #if canImport(Darwin)
    static let fileExtension = "dylib"
    /// ld64 refuses undefined symbols in a dylib unless told to look them up when it is loaded.
    public static let swiftcArguments = ["-Xlinker", "-undefined", "-Xlinker", "dynamic_lookup"]
    #else
    static let fileExtension = "so"
    /// An ELF shared library may leave symbols undefined; the loader binds them at `dlopen`.
    public static let swiftcArguments: [String] = []
    #endif
}
