extension Gradebook {
    /// JUnit XML: a `<testsuite>` per student, a `<testcase>` per lesson, failing ones with the
    /// one-line failure; flags go in a `<properties>` block.
    public func renderJUnit() -> String {
        var suites: [String] = []
        var failures = 0
        for student in students {
            var cases: [String] = []
            var failed = 0
            for lesson in lessons {
                let open = "    <testcase classname=\"\(XMLText.attribute(student.name))\" name=\"\(XMLText.attribute(lesson))\""
                if let message = failure(of: student, in: lesson) {
                    failed += 1
                    cases.append(open + ">\n      <failure message=\"\(XMLText.attribute(message))\">\(XMLText.content(message))</failure>\n    </testcase>")
                } else {
                    cases.append(open + "/>")
                }
            }
            let properties = ["position": student.position, "flags": student.flags.map(\.word).joined(separator: " ")]
                .sorted { $0.key < $1.key }
                .map { "      <property name=\"\($0.key)\" value=\"\(XMLText.attribute($0.value))\"/>" }
            suites.append("  <testsuite name=\"\(XMLText.attribute(student.name))\" tests=\"\(lessons.count)\" failures=\"\(failed)\" errors=\"0\">\n"
                + "    <properties>\n" + properties.map { "  " + $0 }.joined(separator: "\n") + "\n    </properties>\n"
                + cases.joined(separator: "\n") + "\n  </testsuite>")
            failures += failed
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"ArchLab gradebook\" tests=\"\(lessons.count * students.count)\" failures=\"\(failures)\" errors=\"0\">\n"
            + suites.map { $0 + "\n" }.joined() + "</testsuites>\n"
    }
}
