@testable import ArchLabShell
import ShippedSamples

extension SampleCatalog {
    /// The catalog the executable hands the shell: the shipped samples (`ShippedSamples`).
    static var standard: SampleCatalog { SampleCatalog(registrations: ShippedSamples.registrations) }
}
