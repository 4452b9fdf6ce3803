import Foundation

/// A NULL-terminated `char *[]` for `execve`, owning its strings.
///
/// Built by ``PTYSession`` before `fork`, because the child may not allocate.
final class CStringArray {
    let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointers = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() {
            pointers[index] = strdup(string)
        }
        pointers[strings.count] = nil
    }

    deinit {
        for index in 0..<count {
            free(pointers[index])
        }
        pointers.deallocate()
    }
}
