extension Gradebook {
    /// A self-contained page: the class matrix (students × lessons, a failing cell's message
    /// on hover), points, where each student is in the walkthrough, and flags.
    public func renderHTML() -> String {
        var rows: [String] = []
        for student in students {
            var cells = ["<th scope=\"row\">\(XMLText.content(student.name))</th>"]
            for lesson in lessons {
                if let message = failure(of: student, in: lesson) {
                    cells.append("<td class=\"fail\" title=\"\(XMLText.attribute(message))\">fail</td>")
                } else {
                    cells.append("<td class=\"pass\">pass</td>")
                }
            }
            cells.append("<td>\(points(of: student))/\(totalPoints)</td>")
            cells.append("<td>\(XMLText.content(student.position))</td>")
            let flags = student.flags.map { flag in
                let title: String
                switch flag {
                case .tampered: title = student.findings.map(\.text).joined(separator: "\n")
                case .sameAsSolution: title = "lessons: " + student.sameAsSolution.joined(separator: ", ")
                case .gaveUp: title = "lessons: " + student.gaveUp.joined(separator: ", ")
                case .similar(let other): title = "lessons: " + (student.similar[other] ?? []).joined(separator: ", ")
                }
                return "<span class=\"flag\" title=\"\(XMLText.attribute(title))\">\(XMLText.content(flag.word))</span>"
            }
            cells.append("<td>\(flags.joined(separator: " "))</td>")
            rows.append("<tr>" + cells.joined() + "</tr>")
        }
        let header = "<tr><th scope=\"col\">student</th>" + lessons.map { "<th scope=\"col\">\(XMLText.content($0))</th>" }.joined()
            + "<th scope=\"col\">points</th><th scope=\"col\">position</th><th scope=\"col\">flags</th></tr>"
        let skippedList = skipped.isEmpty ? "" : "<h2>Skipped</h2>\n<ul>\n"
            + skipped.map { "<li>\(XMLText.content($0.folder)): \(XMLText.content($0.reason))</li>\n" }.joined() + "</ul>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>ArchLab gradebook</title>
            <style>
            body { font-family: sans-serif; }
            table { border-collapse: collapse; }
            th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: center; }
            td.pass { background: #d4f4d4; }
            td.fail { background: #f8d4d4; cursor: help; }
            .flag { background: #fff2b3; padding: 0 0.3em; cursor: help; }
            </style>
            </head>
            <body>
            <h1>ArchLab gradebook</h1>
            <p>Hover a failing cell for the first failing test; flags are hints to look closer, not verdicts.</p>
            <table>
            \(header)
            \(rows.joined(separator: "\n"))
            </table>
            \(skippedList)</body>
            </html>

            """
    }
}
