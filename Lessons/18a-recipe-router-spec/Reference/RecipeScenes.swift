// Drill 18a: two small Clean Swift scenes, a recipe list and a cooking screen shown over it.
// Sealed: `check` runs your tests against this code.

public struct Recipe: Equatable, Sendable {
    public var id: String
    public var name: String
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

// MARK: - RecipeList

public protocol RecipeListDataStore: AnyObject {
    var recipes: [Recipe] { get set }
    /// How many people the user is cooking for.
    var servings: Int { get set }
}

public final class RecipeListInteractor: RecipeListDataStore {
    public var recipes: [Recipe]
    public var servings: Int
    public init(recipes: [Recipe], servings: Int) {
        self.recipes = recipes
        self.servings = servings
    }
}

/// A headless screen that can show another one over it (UIKit's `present`).
public final class RecipeListViewController {
    public let router: RecipeListRouter
    /// The screen shown over this one, if any.
    public private(set) var presented: AnyObject?

    /// The configurator's work: interactor (data store) and router, wired.
    public init(recipes: [Recipe], servings: Int) {
        router = RecipeListRouter()
        router.dataStore = RecipeListInteractor(recipes: recipes, servings: servings)
        router.viewController = self
    }

    public func present(_ viewController: AnyObject) { presented = viewController }
}

// MARK: - Cooking

public protocol CookingDataStore: AnyObject {
    var recipe: Recipe? { get set }
    var servings: Int { get set }
}

public final class CookingInteractor: CookingDataStore {
    public var recipe: Recipe?
    public var servings = 1
    public init() {}
}

public final class CookingRouter {
    public var dataStore: CookingDataStore?
    public init() {}
}

public final class CookingViewController {
    public let router = CookingRouter()
    public init() {
        router.dataStore = CookingInteractor()
    }
}
