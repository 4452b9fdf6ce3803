import Foundation

extension LineEditor {
    /// Where ArchLab keeps its history: `$XDG_STATE_HOME/archlab/history`, or
    /// `~/.local/state/archlab/history` when `XDG_STATE_HOME` is unset, empty or relative
    /// (the XDG spec says to ignore relative paths).
    ///
    /// Called once by the `archlab` executable before it creates its editor. `HOME` comes from
    /// `environment` when set there, else from the user database.
    public static func defaultHistoryURL(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true)
                .appendingPathComponent("archlab", isDirectory: true)
                .appendingPathComponent("history", isDirectory: false)
        }
        let home: URL
        if let path = environment["HOME"], !path.isEmpty {
            home = URL(fileURLWithPath: path, isDirectory: true)
        } else {
            home = FileManager.default.homeDirectoryForCurrentUser
        }
        return home
            .appendingPathComponent(".local", isDirectory: true)
            .appendingPathComponent("state", isDirectory: true)
            .appendingPathComponent("archlab", isDirectory: true)
            .appendingPathComponent("history", isDirectory: false)
    }
}
