extension GradeReport {
    /// JUnit XML, the format CI systems read: one `<testsuite>` per lesson, one `<testcase>`
    /// per test; a lesson that did not build or run gets one `<testcase name="build">` with an
    /// `<error>`. All text is escaped; characters XML 1.0 forbids are replaced.
    public func renderJUnit() -> String {
        var suites: [String] = []
        var totalTests = 0, totalFailures = 0, totalErrors = 0
        for result in results {
            var cases: [String] = []
            var failures = 0, errors = 0
            let className = "\(result.lessonID).\(result.module ?? "Exercise")"
            if let run = result.testRun, !run.cases.isEmpty, [.testsFailed, .passed, .bugsMissed].contains(result.outcome) {
                for test in run.cases {
                    let time = test.seconds.map { " time=\"\(XMLText.attribute(String(Self.rounded($0))))\"" } ?? ""
                    let suite = test.suite.isEmpty ? className : "\(result.lessonID).\(test.suite)"
                    let open = "    <testcase classname=\"\(XMLText.attribute(suite))\" name=\"\(XMLText.attribute(test.name))\"\(time)"
                    switch test.status {
                    case .passed:
                        cases.append(open + "/>")
                    case .skipped:
                        cases.append(open + ">\n      <skipped/>\n    </testcase>")
                    case .crashed:
                        errors += 1
                        let message = run.crash?.message ?? "crashed"
                        cases.append(open + ">\n      <error message=\"\(XMLText.attribute(message))\" type=\"crash\">\(XMLText.content(message))</error>\n    </testcase>")
                    case .failed:
                        failures += 1
                        let summary = test.failures.first.map(Self.summary) ?? "failed"
                        let body = test.failures.map(Self.detail).joined(separator: "\n")
                        cases.append(open + ">\n      <failure message=\"\(XMLText.attribute(summary))\" type=\"assertion\">\(XMLText.content(body))</failure>\n    </testcase>")
                    }
                }
                if let crash = run.crash, !run.cases.contains(where: { $0.status == .crashed }) {
                    errors += 1
                    cases.append("    <testcase classname=\"\(XMLText.attribute(className))\" name=\"run\">\n      <error message=\"\(XMLText.attribute(crash.message))\" type=\"crash\"/>\n    </testcase>")
                }
            } else {
                errors += 1
                let message = Self.outcomeText(result)
                let body = result.learnerText()
                cases.append("    <testcase classname=\"\(XMLText.attribute(className))\" name=\"build\">\n      <error message=\"\(XMLText.attribute(message))\" type=\"\(result.outcome.rawValue)\">\(XMLText.content(body))</error>\n    </testcase>")
            }
            for verdict in result.mutants {
                let open = "    <testcase classname=\"\(XMLText.attribute(result.lessonID)).mutants\" name=\"\(XMLText.attribute(verdict.mutant.description))\""
                switch verdict.status {
                case .caught:
                    cases.append(open + "/>")
                case .missed:
                    failures += 1
                    cases.append(open + ">\n      <failure message=\"not caught: every test passed on this bug\" type=\"mutant\"/>\n    </testcase>")
                case .notRun:
                    errors += 1
                    let message = verdict.detail ?? "not run"
                    cases.append(open + ">\n      <error message=\"\(XMLText.attribute(message))\" type=\"mutant\"/>\n    </testcase>")
                }
            }
            let time = Self.rounded(result.buildSeconds + result.testSeconds)
            suites.append("  <testsuite name=\"\(XMLText.attribute(result.lessonID))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time)\">\n"
                + cases.joined(separator: "\n") + "\n  </testsuite>")
            totalTests += cases.count
            totalFailures += failures
            totalErrors += errors
        }
        let name = solutions ? "ArchLab solutions" : "ArchLab exercises"
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(name)\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\">\n"
            + suites.map { $0 + "\n" }.joined()
            + "</testsuites>\n"
    }

    private static func summary(_ failure: TestFailure) -> String {
        if let expected = failure.expected, let actual = failure.actual { return "expected \(expected), actual \(actual)" }
        return failure.message
    }

    private static func detail(_ failure: TestFailure) -> String {
        let place = failure.file.map { "\($0)\(failure.line.map { ":\($0)" } ?? ""): " } ?? ""
        return place + failure.message
    }
}
