/// The registrations of a module loaded as a dynamic library, handed over through its C entry
/// point (`archlab_registrations`), which returns a retained `RegistrationList`.
public final class RegistrationList {
    /// The C symbol a loadable library exports; it returns a retained `RegistrationList`.
    public static let entryPoint = "archlab_registrations"

    public let registrations: [Registration]

    public init(_ registrations: [Registration]) {
        self.registrations = registrations
    }
}
