import RecipeRouterTesting
import XCTest

/// Drill 18a, reference tests: the recipe list router, its data passing and its weak view
/// controller. They pass on the reference router and catch every seeded bug in Mutants/.
final class RecipeRouterSpecTests: XCTestCase {
    private let recipes = [Recipe(id: "soup", name: "Leek soup"), Recipe(id: "dal", name: "Red lentil dal"),
                           Recipe(id: "pie", name: "Apple pie")]
    private var list: RecipeListViewController!

    override func setUp() {
        list = RecipeListViewController(recipes: recipes, servings: 4)
    }

    func testRouteToCooking_ShowsTheChosenRecipeForTheServings() throws {
        list.router.routeToCooking(recipeID: "dal")
        let cooking = try XCTUnwrap(list.presented as? CookingViewController, "the cooking screen should be shown over the list")
        XCTAssertEqual(cooking.router.dataStore?.recipe, Recipe(id: "dal", name: "Red lentil dal"))
        XCTAssertEqual(cooking.router.dataStore?.servings, 4)
    }

    func testRouteToCooking_UnknownRecipeShowsNothing() {
        list.router.routeToCooking(recipeID: "cake")
        XCTAssertNil(list.presented)
    }

    func testPassDataToCooking_CopiesTheRecipeAndTheServings() {
        var destination: CookingDataStore = CookingInteractor()
        list.router.passDataToCooking(source: RecipeListInteractor(recipes: recipes, servings: 6),
                                      destination: &destination, recipeID: "pie")
        XCTAssertEqual(destination.recipe, Recipe(id: "pie", name: "Apple pie"))
        XCTAssertEqual(destination.servings, 6)
    }

    func testRouter_DoesNotKeepItsViewControllerAlive() {
        weak var viewController: RecipeListViewController?
        let router: RecipeListRouter
        do {
            let list = RecipeListViewController(recipes: recipes, servings: 2)
            viewController = list
            router = list.router
        }
        XCTAssertNil(viewController, "the router holds its view controller weakly: nothing else held it")
        XCTAssertNil(router.viewController)
    }
}
