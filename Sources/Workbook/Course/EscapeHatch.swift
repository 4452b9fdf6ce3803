/// The names exercise code may not use, whatever it imports: reflection and raw memory, with
/// which code in the test process could read what it was never given (the test bundle's bytes,
/// that tell a seeded bug from the reference without testing anything; the grader's key, that
/// forges verdicts), and the standard library's `_` internals (`_typeByName`...). `ImportPolicy`
/// refuses each as an identifier token (a comment or string naming one is fine); a lesson that
/// teaches one lists it in its front matter's `allows:`.
///
/// Imports do not bound this: `import XCTest` makes Foundation and Glibc visible too, so the
/// few C functions that hand out pointers or other functions are listed by name.
public enum EscapeHatch {
    /// What a refused name does, for the message; nil for a name exercise code may use.
    public static func reason(for name: String) -> String? {
        if name.hasPrefix("_") && name != "_" {
            return "names starting with `_` are the standard library's and the compiler's internals (`_typeByName`...); a `let` or `var` of your own may start with `_` when you use it as `_name` or `self._name`, never called"
        }
        if name == "Mirror" {
            return "reflection reads the stored properties of any object, the grader's own included"
        }
        if name.hasPrefix("Unsafe") || name.hasPrefix("unsafe") || name.hasPrefix("withUnsafe") || pointers.contains(name) {
            return "raw memory reads whatever the process holds (the test bundle's bytes, the grader's key)"
        }
        if linker.contains(name) {
            return "it reaches functions and memory by address, past what the lesson lets the code import"
        }
        return nil
    }

    /// Foundation's and the C library's ways to files and to the process itself (its own test
    /// bundle, `/proc/self`, its descriptors), refused in a lesson that may import `XCTest` but
    /// not `Foundation`: `import XCTest` makes both visible all the same. `open`, `read`,
    /// `write`, `stat` and `close` are refused only as calls of the free function (`open(`,
    /// not `door.open(` or `func open(`): lessons name methods so.
    public static func foundationReason(for name: String, freeCall: Bool) -> String? {
        guard foundation.contains(name) || (freeCall && freeCalls.contains(name)) else { return nil }
        return "it is Foundation's or the C library's, which `import XCTest` brings along but this lesson does not let its tests import; it reaches files and the test process itself (its own bundle, `/proc/self`)"
    }

    static let foundation: Set<String> = [
        "FileManager", "FileHandle", "URL", "NSURL", "Data", "NSData", "NSString", "InputStream", "contentsOfFile", "fileURLWithPath",
        "Bundle", "ProcessInfo", "CommandLine", "Process", "Thread", "fopen", "fdopen", "freopen", "openat", "pread", "pwrite",
        "readlink", "getenv", "environ", "popen", "system", "lstat", "fstat", "opendir", "dup", "dup2", "syscall", "posix_spawn",
    ]

    static let freeCalls: Set<String> = ["open", "read", "write", "stat", "close"]

    /// Names that hand out a pointer, or memory through one, without `Unsafe` in their own name.
    static let pointers: Set<String> = [
        "Unmanaged", "OpaquePointer", "AutoreleasingUnsafeMutablePointer", "CVaListPointer", "withVaList", "getVaList",
        "withCString", "withUTF8", "withContiguousStorageIfAvailable", "withContiguousMutableStorageIfAvailable",
        "withMemoryRebound", "baseAddress", "pointee", "bitPattern", "assumingMemoryBound", "bindMemory",
        "malloc", "calloc", "realloc", "free", "memcpy", "memmove", "memset", "bzero", "memcmp", "memchr", "strdup", "mmap",
    ]

    /// The dynamic linker's and the kernel's ways to another function or process's memory
    /// (through Glibc, which `import XCTest` makes visible).
    static let linker: Set<String> = ["dlsym", "dlopen", "dladdr", "dl_iterate_phdr", "dlvsym", "process_vm_readv", "process_vm_writev", "ptrace"]
}
