extension ReportRenderer {
    static func render(_ report: CodeReport, style: TextStyle) -> [String] {
        switch report {
        case .generated(let unit, let name, let files, let directory):
            return ["wrote \(unit) \(name): \(files) files in \(directory)"]
        case .loaded(let module, let added, let replaced):
            guard let first = added.first else {
                return ["loaded \(module), but it registers no scene or app; list them in its RegistrationProviding type (docs/PLAYGROUND.md)"]
            }
            let list = added.map(\.description).joined(separator: ", ")
            if replaced.isEmpty {
                return ["loaded \(module): \(list)", style.paint("Type '\(first)' to run it.", .dim)]
            }
            let fresh = added.filter { !replaced.contains($0) }
            var line = "reloaded \(module): \(replaced.map(\.description).joined(separator: ", ")) replaced by your new code"
            if !fresh.isEmpty { line += "; new: " + fresh.map(\.description).joined(separator: ", ") }
            return [line]
        case .restarting(let unit):
            return ["restarting \(unit) with the new code"]
        }
    }
}
