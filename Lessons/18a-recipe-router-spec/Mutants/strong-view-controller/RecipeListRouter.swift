// Drill 18a, seeded bug: a router that holds its view controller strongly, so the two keep each other alive.

public protocol RecipeListRoutingLogic: AnyObject {
    func routeToCooking(recipeID: String)
}

public protocol RecipeListDataPassing: AnyObject {
    var dataStore: RecipeListDataStore? { get }
}

public final class RecipeListRouter: RecipeListRoutingLogic, RecipeListDataPassing {
    /// Weak: the view controller owns this router.
    public var viewController: RecipeListViewController?
    public var dataStore: RecipeListDataStore?

    public init() {}

    /// Builds Cooking, passes it the recipe with this id and the servings, shows it over the
    /// list. An id that is not in the list does nothing.
    public func routeToCooking(recipeID: String) {
        let destination = CookingViewController()
        guard let source = dataStore, source.recipes.contains(where: { $0.id == recipeID }),
              var destinationStore = destination.router.dataStore else { return }
        passDataToCooking(source: source, destination: &destinationStore, recipeID: recipeID)
        viewController?.present(destination)
    }

    /// Copies the recipe with `recipeID` and the servings into Cooking's data store.
    public func passDataToCooking(source: RecipeListDataStore, destination: inout CookingDataStore, recipeID: String) {
        destination.recipe = source.recipes.first { $0.id == recipeID }
        destination.servings = source.servings
    }
}
