import RecipeRouterTesting
import XCTest

// Drill 18a: you write the recipe list router's spec. The router (in Reference/) is finished
// and correct; `check` runs these tests against it (they must pass) and against routers with
// seeded bugs (each must make at least one test fail). Fill in each `// TODO`; add tests
// freely.

final class RecipeRouterSpecTests: XCTestCase {
    private var list: RecipeListViewController!

    override func setUp() {
        list = RecipeListViewController(recipes: [Recipe(id: "soup", name: "Leek soup"),
                                                  Recipe(id: "dal", name: "Red lentil dal")],
                                        servings: 4)
    }

    func testRouteToCooking() {
        // TODO: choosing a recipe shows the cooking screen over the list, and that screen knows
        // which recipe was chosen and for how many people.
    }

    func testRouteToUnknownRecipe() {
        // TODO: a recipe id that is not in the list shows nothing.
    }

    func testRouterDoesNotKeepItsViewController() {
        // TODO: once nothing else holds the list's view controller, it is freed (the router
        // must not keep it alive).
    }
}
