import RIBs
@testable import RIBsStages
import XCTest

/// Lesson 22's checks. Do not edit: `check` compares this file with the shipped copy.
final class StagesExerciseTests: XCTestCase {
    private let game = GameComponent(dependency: AppComponent())

    private func parts(_ router: ScoreBoardRouting) -> (ScoreBoardInteractor?, ScoreBoardViewController?) {
        (router.interactable as? ScoreBoardInteractor, router.viewControllable as? ScoreBoardViewController)
    }

    func testStaticDependency_IsTheGamesSharedStream() {
        let dependency: ScoreBoardDependency = game
        XCTAssertTrue(dependency.scoreStream === game.gameScoreStream, "ScoreBoard must get the game's own stream")
        XCTAssertTrue(dependency.scoreStream === dependency.scoreStream, "the same stream every time: it is shared")
    }

    func testDynamicDependency_EachBuildHasItsOwnPlayer() {
        let builder = ScoreBoardBuilder(dependency: game)
        let ann = parts(builder.finalStageBuild(withDynamicDependency: "Ann"))
        let zed = parts(builder.finalStageBuild(withDynamicDependency: "Zed"))
        XCTAssertEqual(ann.1?.title, "Ann's scores")
        XCTAssertEqual(zed.1?.title, "Zed's scores", "the title comes from the name given at build time")
        XCTAssertEqual([ann.0?.playerName, zed.0?.playerName], ["Ann", "Zed"])
        XCTAssertTrue(ann.0?.scoreStream === zed.0?.scoreStream && ann.0?.scoreStream === game.gameScoreStream,
                      "both RIBs show the game's one score stream: a static dependency")
    }

    func testStageOne_TheRIBUsesThePassComponent() {
        let builder = ScoreBoardBuilder(dependency: game)
        let stageOne = builder.componentForCurrentBuildPass
        stageOne.formatter.separator = " = "
        XCTAssertTrue(builder.componentForCurrentBuildPass === stageOne, "one component for the whole pass")
        let (interactor, _) = parts(builder.finalStageBuild(withDynamicDependency: "Mia"))
        XCTAssertTrue(interactor?.formatter === stageOne.formatter, "the RIB must be built from the pass's component")
        XCTAssertFalse(builder.componentForCurrentBuildPass === stageOne, "the final stage ends the pass: a new component next time")
    }

    func testScoreBoard_ShowsItsPlayersScore() {
        let builder = ScoreBoardBuilder(dependency: game)
        builder.componentForCurrentBuildPass.formatter.separator = " has "
        let router = builder.finalStageBuild(withDynamicDependency: "Lou")
        router.interactable.activate()
        game.gameScoreStream.scores.accept(["Lou": 3, "Kim": 1])
        XCTAssertEqual(router.viewControllable.uiviewController.render(), "Lou's scores\nLou has 3",
                       "Lou's own score, written with the formatter set up in stage one")
        router.interactable.deactivate()
    }
}
