/// The 64-bit FNV-1a hash: the same value for the same bytes on every run and machine (Swift's
/// `Hasher` is seeded per process), for fingerprints that are compared across runs.
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    static func hash(_ bytes: some Sequence<UInt8>, into start: UInt64 = offsetBasis) -> UInt64 {
        var hash = start
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    /// The hash of a sequence of hashes, each taken as its 8 bytes (little-endian).
    static func combine(_ values: some Sequence<UInt64>) -> UInt64 {
        var hash = offsetBasis
        for value in values {
            for shift in stride(from: 0, to: 64, by: 8) {
                hash ^= (value >> UInt64(shift)) & 0xFF
                hash = hash &* prime
            }
        }
        return hash
    }
}
