import Foundation

/// What one sealed-off run may see and do: the folders it reads, the ones it writes, its
/// environment (nothing of the caller's is passed on), its limits, and whether it drops to
/// an unprivileged user. `Sandbox` turns it into a bubblewrap command line.
///
/// Paths are absolute and bound at the same path inside, so that compiler paths, build
/// records and test file names read the same inside and outside the sandbox.
public struct SandboxSpec: Equatable, Sendable {
    /// A folder or file made visible inside the sandbox.
    public struct Mount: Equatable, Sendable {
        public var source: String
        /// Where it appears inside; the same path as `source` unless given.
        public var destination: String
        public var writable: Bool

        public init(_ source: String, at destination: String? = nil, writable: Bool = false) {
            self.source = source
            self.destination = destination ?? source
            self.writable = writable
        }
    }

    /// In order: a later mount may cover part of an earlier one (a writable build folder
    /// inside a read-only course).
    public var mounts: [Mount]
    /// Paths hidden inside a mounted folder (an empty folder over them): `Solution/` and
    /// `Mutants/` inside a course mounted read-only.
    public var hidden: [String]
    public var workingDirectory: String
    /// The whole environment of the command; PATH, HOME and TMPDIR are added when missing.
    public var environment: [String: String]
    public var limits: SandboxLimits
    /// Runs the command as an unprivileged user when the caller is root (the test processes
    /// of submitted code; builds run only the compiler and keep the caller's user).
    public var unprivileged: Bool
    /// The user (and group) id `unprivileged` runs as: one of a range not used by people
    /// (`Sandbox.nextUnprivilegedID()`), so that two runs at once (two roster workers) do not
    /// share a process limit.
    public var userID: UInt32

    public init(mounts: [Mount], hidden: [String] = [], workingDirectory: String, environment: [String: String] = [:],
                limits: SandboxLimits = .build, unprivileged: Bool = false, userID: UInt32 = Sandbox.unprivilegedIDs.lowerBound) {
        self.mounts = mounts
        self.hidden = hidden
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.limits = limits
        self.unprivileged = unprivileged
        self.userID = userID
    }
}

/// Resource limits of a sealed-off run (`setrlimit`, applied by `prlimit` inside the sandbox).
/// Nil leaves a limit as it is.
public struct SandboxLimits: Equatable, Sendable {
    /// Address space in bytes (`RLIMIT_AS`): an allocation beyond it fails, and the test
    /// process with it; the lesson fails, nothing else does.
    public var memoryBytes: UInt64?
    /// CPU seconds (`RLIMIT_CPU`).
    public var cpuSeconds: UInt64?
    /// Processes and threads of the run's user (`RLIMIT_NPROC`).
    public var processes: UInt64?
    /// Largest file the run may write (`RLIMIT_FSIZE`).
    public var fileBytes: UInt64?

    public init(memoryBytes: UInt64? = nil, cpuSeconds: UInt64? = nil, processes: UInt64? = nil, fileBytes: UInt64? = nil) {
        self.memoryBytes = memoryBytes
        self.cpuSeconds = cpuSeconds
        self.processes = processes
        self.fileBytes = fileBytes
    }

    /// A build: the compiler needs a lot of address space, so only files and processes are
    /// bounded (its time is bounded by the build timeout).
    public static let build = SandboxLimits(processes: 4096, fileBytes: 4 << 30)

    /// A test process of submitted code. An honest exercise's tests use under 300 MiB of
    /// address space (measured: 280 MiB for a whole-course bundle), a few threads and
    /// seconds of CPU.
    public static func tests(cpuSeconds: UInt64) -> SandboxLimits {
        SandboxLimits(memoryBytes: 1 << 30, cpuSeconds: cpuSeconds, processes: 512, fileBytes: 64 << 20)
    }
}
