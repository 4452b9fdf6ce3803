import Foundation

/// The few git commands a workspace needs, run through a `CommandRunner` so tests can fake
/// them. Git is optional: without it the workspace works, it just has no history.
public struct WorkspaceGit: Sendable {
    public var runner: any CommandRunner

    public init(runner: any CommandRunner = ProcessCommandRunner()) { self.runner = runner }

    /// `git init` + first commit of everything in `folder`; returns what to tell the learner.
    public func commitEverything(in folder: URL, message: String) -> String {
        let version = runner.run(["git", "--version"], in: folder, environment: [:], timeout: 30)
        guard version.status == 0 else {
            return "git is not installed, so the workspace has no history. Install git and run `git init` in \(folder.path) to track your work."
        }
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
            let initialise = runner.run(["git", "init", "--quiet"], in: folder, environment: [:], timeout: 30)
            guard initialise.status == 0 else { return "`git init` failed: \(initialise.combined.trimmingCharacters(in: .whitespacesAndNewlines))" }
        }
        _ = runner.run(["git", "add", "-A"], in: folder, environment: [:], timeout: 60)
        // A learner without a git identity still gets a first commit; their own commits use theirs.
        let identity = runner.run(["git", "config", "user.email"], in: folder, environment: [:], timeout: 30)
        let fallback = identity.status == 0 && !identity.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            ? [] : ["-c", "user.name=ArchLab", "-c", "user.email=archlab@localhost"]
        let commit = runner.run(["git"] + fallback + ["commit", "--quiet", "-m", message], in: folder, environment: [:], timeout: 60)
        guard commit.status == 0 else { return "the first git commit failed: \(commit.combined.trimmingCharacters(in: .whitespacesAndNewlines))" }
        return "A git repository with a first commit; commit your work as you go (`git commit -am 'lesson 1'`)."
    }

    /// `git mv from to` inside the repository at `folder`; false when git could not (not
    /// installed, nothing tracked there), and the caller moves the folder itself.
    public func move(_ from: String, to destination: String, in folder: URL) -> Bool {
        runner.run(["git", "mv", "--", from, destination], in: folder, environment: [:], timeout: 60).status == 0
    }

    /// The URL of the `origin` remote of the checkout at `folder`, if any.
    public func remote(of folder: URL) -> String? {
        let output = runner.run(["git", "remote", "get-url", "origin"], in: folder, environment: [:], timeout: 30)
        let text = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return output.status == 0 && !text.isEmpty ? text : nil
    }

    /// The course checkout's commit (`git rev-parse HEAD`), or `unknown` outside git.
    public func revision(of folder: URL) -> String {
        let head = runner.run(["git", "rev-parse", "HEAD"], in: folder, environment: [:], timeout: 30)
        let text = head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return head.status == 0 && text.count == 40 && text.allSatisfy(\.isHexDigit) ? text : "unknown"
    }
}
