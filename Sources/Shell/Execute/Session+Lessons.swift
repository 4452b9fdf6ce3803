/// Lesson commands go to the workbook adapter, when one is wired in.
extension Session {
    func lessonCommand(_ command: Command) throws(ShellError) {
        guard let lessons else {
            throw ShellError.unavailable(feature: "lessons", reason: "this build has no lesson engine")
        }
        let lines = try lessons.run(command, session: self)
        if !lines.isEmpty { emit(.lines(lines)) }
    }
}
