import ArchLabWorkbook
import Foundation

/// Picks the learner's workspace for `check`, `grade` and the shell: `workspace` (what
/// `--workspace DIR` chose, handed down as a value), else `ARCHLAB_WORKSPACE`, else the workspace
/// around the current folder, else none (the exercise files inside the course checkout, as
/// before workspaces existed).
enum WorkspaceContext {
    /// A checker that builds the workspace's sources when there is one.
    static func checker(lessonsDirectory: URL, workspace: String?, environment: [String: String],
                        runner: any CommandRunner = ProcessCommandRunner()) throws(WorkspaceError) -> ExerciseChecker {
        var checker = ExerciseChecker(lessonsDirectory: lessonsDirectory, environment: environment, runner: runner)
        checker.workspace = try Workspace.locate(chosen: workspace, environment: environment)
        return checker
    }

    /// The workspace's progress file when there is a workspace, else the per-user one.
    static func progressStore(workspace: String?, environment: [String: String]) throws(WorkspaceError) -> ProgressStore {
        if let workspace = try Workspace.locate(chosen: workspace, environment: environment) { return ProgressStore(fileURL: workspace.progressURL) }
        return ProgressStore(environment: environment)
    }
}
