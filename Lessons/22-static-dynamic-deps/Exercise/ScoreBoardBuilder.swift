import RIBs

// Lesson 22: ScoreBoard's dependency, component and two-stage builder.
// Fill in the `// TODO`s, then type `check` in archlab (or run `archlab check static-dynamic-deps`).

/// ScoreBoard's static dependency: the same for every ScoreBoard the parent builds.
protocol ScoreBoardDependency: Dependency {
    var scoreStream: ScoreStream { get }
}

final class ScoreBoardComponent: Component<ScoreBoardDependency> {
    var scoreStream: ScoreStream { dependency.scoreStream }
    /// One formatter per build pass: the parent may configure it in stage one.
    var formatter: ScoreFormatter { shared { ScoreFormatter() } }
}

/// Builds ScoreBoard in two stages; the dynamic dependency is the player's name.
final class ScoreBoardBuilder: MultiStageComponentizedBuilder<ScoreBoardComponent, ScoreBoardRouting, String> {
    init(dependency: ScoreBoardDependency) {
        // A new component on every pass: the builder calls this closure once per pass.
        super.init { ScoreBoardComponent(dependency: dependency) }
    }

    override func finalStageBuild(with component: ScoreBoardComponent, _ playerName: String) -> ScoreBoardRouting {
        // TODO: a ScoreBoard for `playerName` (its title: "NAME's scores"), built from this
        //       pass's component.
        let viewController = ScoreBoardViewController(title: "")
        let interactor = ScoreBoardInteractor(presenter: viewController, playerName: "",
                                              scoreStream: ScoreStream(), formatter: ScoreFormatter())
        return ScoreBoardRouter(interactor: interactor, viewController: viewController)
    }
}
