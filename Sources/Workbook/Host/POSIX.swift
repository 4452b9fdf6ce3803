#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's calls that share a name with Swift methods in scope where they are used
/// (a `write` method calling `write(2)`), named through the module of this system's C library.
public enum POSIX {
    /// `write(2)`: the bytes written, or -1 with `errno` set.
    public static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
