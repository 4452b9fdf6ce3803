import Foundation

extension ExerciseChecker {
    /// The workspace flow of a code exercise: the workspace's Swift files of this lesson, and
    /// nothing else from it, go into a course-owned scratch package beside the course's sealed
    /// tests; that package is built and tested. Files the workspace holds beyond its sources are reported
    /// (`submissionFindings`), never used.
    func check(_ lesson: Lesson, module: String, in workspace: Workspace, result: ExerciseResult) -> ExerciseResult {
        var result = result
        result.sourceFolder = "\(workspace.folder(for: lesson).path)/"
        let courseTests = lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent("Tests")
        let package = workspacePackage(lesson, module: module, in: workspace)
        let target = package.targets[0]
        result.submissionFindings = SubmissionAudit.findings(in: workspace, testFileNames: Set(target.tests.keys.map { ($0 as NSString).lastPathComponent }))
        let sourceFolder = workspace.folder(for: lesson)
        guard !target.sources.isEmpty, !target.tests.isEmpty else {
            result.outcome = .buildFailed
            result.detail = "\(lesson.folder)/ in your workspace has no Swift file. Type `archlab reset \(lesson.id) --exercise` to get the starter back."
            return result
        }
        if let refused = ImportPolicy(lesson: lesson).refusal(of: target.sources, result: result) { return refused }
        let checked = package.exclusively { () -> ExerciseResult in
            do { try package.write() } catch {
                var failed = result
                failed.detail = "could not prepare the build: \(error). Check that \(workspaceScratch.path) is writable."
                return failed
            }
            return buildAndTest(module: module, in: workspaceScratch, environment: package.buildEnvironment, result: result,
                                build: package.buildCommand, buildSpec: package.buildSpec,
                                screen: SymbolScreen(policy: SymbolPolicy(lesson: lesson), module: module, buildDirectory: package.buildDirectory, files: target.sources),
                                test: package.swiftTestCommand(filter: "\(module)Tests")) {
                package.testBundle.map { ($0, target.xcTestClasses.map { "\(target.testModule).\($0)" }) }
            }
        }
        return checked.mappingPaths(from: package, to: [module: (sourceFolder, courseTests)])
    }

    /// The scratch package a workspace check of the code exercise `lesson` builds: the
    /// workspace's files of the lesson against the course's sealed tests (the background
    /// warm-up builds the same).
    func workspacePackage(_ lesson: Lesson, module: String, in workspace: Workspace) -> ScratchPackage {
        let tests = SourceFiles.regularFiles(under: lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent("Tests"))
        return scratchPackage(module: module, sources: workspace.exerciseFiles(for: lesson), tests: tests)
    }

    /// The scratch package of a one-lesson workspace check, in the shared build folder.
    func scratchPackage(module: String, sources: [String: URL], tests: [String: URL]) -> ScratchPackage {
        ScratchPackage(name: "ArchLabCheck", directory: workspaceScratch, courseRoot: lessonsDirectory.deletingLastPathComponent(),
                       targets: [.init(module: module, sources: sources, tests: tests)],
                       buildDirectory: Self.sharedBuildDirectory(lessonsDirectory: lessonsDirectory))
    }
}

extension ExerciseResult {
    /// Rewrites file paths inside a scratch package to where the learner finds the files:
    /// sources to the workspace, tests to the course.
    func mappingPaths(from package: ScratchPackage, to places: [String: (sources: URL, tests: URL)]) -> ExerciseResult {
        var copy = self
        let map = { (path: String) -> String in
            for (module, place) in places {
                for (inside, outside) in [("Sources/\(module)/", place.sources), ("Tests/\(module)Tests/", place.tests)] {
                    let prefix = package.directory.appendingPathComponent(inside).path + "/"
                    let trimmed = prefix.replacingOccurrences(of: "//", with: "/")
                    if path.hasPrefix(trimmed) { return outside.appendingPathComponent(String(path.dropFirst(trimmed.count))).path }
                }
            }
            return path
        }
        copy.compilerErrors = compilerErrors.map { var error = $0; error.file = map(error.file); return error }
        if var run = testRun {
            run.cases = run.cases.map { test in
                var test = test
                test.failures = test.failures.map { var failure = $0; failure.file = failure.file.map(map); return failure }
                return test
            }
            if let location = run.crash?.location { run.crash?.location = map(location) }
            copy.testRun = run
        }
        return copy
    }
}
