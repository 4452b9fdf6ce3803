import Foundation

/// The symbols of one compiled object file: those it defines and those it leaves to the linker
/// (undefined: every function, variable and type of another module it uses, C functions
/// included), read from its symbol table.
///
/// Linux's objects are ELF (64-bit, little-endian: x86-64 and AArch64), read here directly,
/// which takes well under a millisecond per file; macOS's are Mach-O, which this does not
/// read (`canRead` is false there, and the symbol check is skipped: docs/PORTING.md). The one
/// place that knows the format.
public struct ObjectSymbols: Equatable, Sendable {
    public var defined: Set<String> = []
    public var undefined: Set<String> = []

    /// Whether this system's object files are a format `init(elf:)` reads.
    public static var canRead: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    public init(defined: Set<String> = [], undefined: Set<String> = []) {
        self.defined = defined
        self.undefined = undefined
    }

    /// The symbols of the object file at `url`; nil when it cannot be read or is not an ELF
    /// relocatable object or shared library with a symbol table.
    public init?(contentsOf url: URL) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        self.init(elf: [UInt8](data))
    }

    /// The symbols of an ELF file's `.symtab` (or `.dynsym` when it has none); nil when `bytes`
    /// are not 64-bit little-endian ELF, or a table points outside the file.
    public init?(elf bytes: [UInt8]) {
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46,
              bytes[4] == 2, bytes[5] == 1 else { return nil }
        let file = ELFBytes(bytes: bytes)
        guard let sectionTable = file.u64(0x28), let entrySize = file.u16(0x3A), let count = file.u16(0x3C),
              entrySize >= 64, count > 0, sectionTable <= UInt64(bytes.count) else { return nil }
        func section(_ index: Int) -> (type: UInt32, offset: Int, size: Int, link: Int, entrySize: Int)? {
            let base = Int(sectionTable) + index * Int(entrySize)
            guard let type = file.u32(base + 4), let offset = file.u64(base + 24), let size = file.u64(base + 32),
                  let link = file.u32(base + 40), let entry = file.u64(base + 56),
                  offset <= UInt64(bytes.count), size <= UInt64(bytes.count) - offset, entry <= 1 << 16 else { return nil }
            return (type, Int(offset), Int(size), Int(link), Int(entry))
        }
        let sections = (0..<Int(count)).map(section)
        guard sections.allSatisfy({ $0 != nil }) else { return nil }
        let symbolTables = sections.compactMap { $0 }.filter { $0.type == 2 } // SHT_SYMTAB
        let tables = symbolTables.isEmpty ? sections.compactMap { $0 }.filter { $0.type == 11 } : symbolTables // SHT_DYNSYM
        guard !tables.isEmpty else { return nil }
        for table in tables {
            guard table.entrySize >= 24, table.link < sections.count, let strings = sections[table.link] else { return nil }
            for start in stride(from: table.offset, to: table.offset + table.size - 23, by: table.entrySize) {
                guard let nameOffset = file.u32(start), let sectionIndex = file.u16(start + 6), nameOffset > 0 else { continue }
                guard let name = file.string(at: strings.offset + Int(nameOffset), end: strings.offset + strings.size) else { return nil }
                if sectionIndex == 0 { // SHN_UNDEF
                    undefined.insert(name)
                } else {
                    defined.insert(name)
                }
            }
        }
    }
}

/// Little-endian reads of an ELF file's fields, nil past its end.
private struct ELFBytes {
    let bytes: [UInt8]

    func u16(_ offset: Int) -> UInt16? { unsigned(offset, width: 2).map { UInt16($0) } }
    func u32(_ offset: Int) -> UInt32? { unsigned(offset, width: 4).map { UInt32($0) } }
    func u64(_ offset: Int) -> UInt64? { unsigned(offset, width: 8) }

    private func unsigned(_ offset: Int, width: Int) -> UInt64? {
        guard offset >= 0, offset <= bytes.count - width else { return nil }
        var value: UInt64 = 0
        for index in (0..<width).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        return value
    }

    /// The NUL-terminated string at `offset`, which must end before `end`.
    func string(at offset: Int, end: Int) -> String? {
        guard offset >= 0, offset < min(end, bytes.count) else { return nil }
        guard let terminator = bytes[offset..<min(end, bytes.count)].firstIndex(of: 0) else { return nil }
        return String(decoding: bytes[offset..<terminator], as: UTF8.self)
    }
}
