import SeedsSpec

/// Clean Swift's test fixtures: one place that names the values every test uses, so a test
/// reads `Seeds.Orders.amy`, not a literal it made up, and one change updates them all.
/// Complete: use them, add to them if you like.
enum Seeds {
    enum Orders {
        static let amy = Order(id: "A-1", customer: "Amy", totalCents: 1250)
        static let bob = Order(id: "B-7", customer: "Bob", totalCents: 305)
        static let carla = Order(id: "C-3", customer: "Carla", totalCents: 100_000)
    }
}
