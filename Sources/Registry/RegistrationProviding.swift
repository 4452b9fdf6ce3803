/// A module's list of what it offers the shell. Each module that has scenes or apps (a
/// sample, an exercise, the playground) declares one type conforming to it.
///
/// ```swift
/// public enum PlaygroundRegistrations: RegistrationProviding {
///     public static var registrations: [Registration] {
///         [.scene(SceneRegistration(name: "Greeter", summary: "...") { GreeterScene.make(in: $0) })]
///     }
/// }
/// ```
public protocol RegistrationProviding {
    static var registrations: [Registration] { get }
}
