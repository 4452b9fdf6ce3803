import Foundation

extension BuildProducts {
    /// Runs a built executable without a terminal (standard output and error together in one
    /// pipe, no input) and waits for it: its exit status and everything it printed.
    public static func run(_ name: String, arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try executable(named: name)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
