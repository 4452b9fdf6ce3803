import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How ArchLab seals off the builds and test runs of code it does not own: bubblewrap on
/// Linux (no network, a private `/tmp`, its own PID namespace so every process it started
/// ends with it, read-only access to only the folders a `SandboxSpec` names, resource
/// limits, an unprivileged user when the grader is root), or nothing where bubblewrap is
/// missing or refused, with the reason.
///
/// `detect()` probes once per process. docs/CLASSROOM.md has the threat model.
public struct Sandbox: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// bubblewrap at this path, proved to work by a probe run.
        case bubblewrap(String)
        /// No sandbox here; the reason names what to install or enable.
        case unavailable(String)
    }

    public var kind: Kind

    public init(kind: Kind) {
        self.kind = kind
    }

    /// Runs everything as it is, without a sandbox (`--unsandboxed`, or tests that fake the runner).
    public static let off = Sandbox(kind: .unavailable("the sandbox was turned off (--unsandboxed)"))

    public var isSealed: Bool { if case .bubblewrap = kind { true } else { false } }

    /// Why there is no sandbox, or nil when there is one.
    public var unavailableReason: String? { if case .unavailable(let reason) = kind { reason } else { nil } }

    /// The sandbox of this machine: bubblewrap when it is on PATH and a probe run inside it
    /// works. Probed once per process; `ARCHLAB_SANDBOX=off` answers `.off` without probing.
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> Sandbox {
        if environment["ARCHLAB_SANDBOX"] == "off" { return .off }
        return probed
    }

    private static let probed: Sandbox = {
        #if os(Linux)
        guard let bwrap = executable(named: "bwrap") else {
            return Sandbox(kind: .unavailable("bubblewrap is not installed (Debian, Ubuntu: `sudo apt-get install bubblewrap`; Fedora: `sudo dnf install bubblewrap`)"))
        }
        let candidate = Sandbox(kind: .bubblewrap(bwrap))
        let probe = SandboxSpec(mounts: [], workingDirectory: "/", limits: SandboxLimits())
        let output = ProcessCommandRunner(sandbox: .off).run(candidate.command(["/usr/bin/true"], spec: probe), in: URL(fileURLWithPath: "/"),
                                                environment: [:], timeout: 20)
        guard output.status == 0 else {
            let said = output.stderr.split(separator: "\n").last.map(String.init) ?? "exit status \(output.status)"
            return Sandbox(kind: .unavailable("bubblewrap could not make a sandbox here (\(said)); user namespaces may be turned off (`sysctl kernel.unprivileged_userns_clone=1`), or, in a container, it needs `--privileged` or `--security-opt seccomp=unconfined`"))
        }
        return candidate
        #elseif os(macOS)
        return Sandbox(kind: .unavailable("macOS has no sandbox ArchLab can use yet: bubblewrap, which seals off submitted code, is Linux only"))
        #else
        return Sandbox(kind: .unavailable("no sandbox is known on this system yet (bubblewrap is Linux only)"))
        #endif
    }()

    /// What gives this system a sandbox, for a refusal to name (a roster grade without one).
    public static var remedy: String {
        #if os(Linux)
        "Install bubblewrap"
        #else
        "Grade on Linux, where bubblewrap seals it off (the GitHub Classroom workflow does)"
        #endif
    }

    /// `command` wrapped so that it runs sealed off as `spec` says; `command` itself when
    /// there is no sandbox.
    public func command(_ command: [String], spec: SandboxSpec) -> [String] {
        guard case .bubblewrap(let bwrap) = kind else { return command }
        let root = getuid() == 0
        var arguments = [bwrap, "--die-with-parent", "--new-session",
                         "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try"]
        // Root makes the namespaces itself and drops to an unused user id below; anyone else needs a
        // user namespace to make them.
        if !root { arguments.append("--unshare-user") }
        arguments += Self.systemMounts
        arguments += ["--proc", "/proc", "--dev", "/dev", "--size", String(256 << 20), "--tmpfs", "/tmp"]
        // The sandbox's own `/tmp` is a fresh tmpfs, so folders may be made in it; never
        // inside a mount (read-only, or the host's own folder).
        var mountPoints = ["/usr", "/proc", "/dev"]
        var made: Set<String> = []
        var mounts = spec.mounts
        if let toolchain = Self.toolchainRoot { mounts.insert(SandboxSpec.Mount(toolchain), at: 0) }
        for mount in mounts where FileManager.default.fileExists(atPath: mount.source) {
            // Folders bubblewrap makes on the way are root's and closed (0700) unless made
            // first, open, here; none is made inside a mount (it may be read-only).
            for folder in Self.ancestors(of: mount.destination)
            where !made.contains(folder) && !mountPoints.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
                arguments += ["--perms", "0755", "--dir", folder]
                made.insert(folder)
            }
            arguments += [mount.writable ? "--bind" : "--ro-bind", mount.source, mount.destination]
            mountPoints.append(mount.destination)
        }
        for path in spec.hidden where FileManager.default.fileExists(atPath: path) {
            arguments += ["--tmpfs", path, "--remount-ro", path]
        }
        arguments += ["--chdir", spec.workingDirectory, "--clearenv"]
        var environment = spec.environment
        environment["PATH"] = environment["PATH"] ?? Self.path
        environment["HOME"] = environment["HOME"] ?? "/tmp"
        environment["TMPDIR"] = environment["TMPDIR"] ?? "/tmp"
        environment["LANG"] = environment["LANG"] ?? "C.UTF-8"
        // As a shell in that folder would have it: SwiftPM plans again only when something of
        // its environment changed, and packages sharing a build folder differ in nothing else
        // (`ScratchPackage.buildEnvironment`).
        environment["PWD"] = spec.workingDirectory
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { arguments += ["--setenv", name, value] }
        arguments.append("--")
        arguments += Self.limitCommand(spec.limits)
        if root && spec.unprivileged, let setpriv = Self.executable(named: "setpriv") {
            arguments += [setpriv, "--reuid=\(spec.userID)", "--regid=\(spec.userID)", "--clear-groups",
                          "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs", "--"]
        }
        return arguments + command
    }

    /// `/a/b/c` → `/a`, `/a/b`.
    static func ancestors(of path: String) -> [String] {
        let parts = path.split(separator: "/").dropLast()
        return parts.indices.map { "/" + parts[...$0].joined(separator: "/") }
    }

    /// The user ids submitted code runs as when the grader is root: ids no account uses, one
    /// per run in turn, so each run has a process limit of its own.
    public static let unprivilegedIDs: Range<UInt32> = 61_000..<61_512

    private static let nextID = Mutex<UInt32>(0)

    /// The next id of `unprivilegedIDs`, in turn.
    public static func nextUnprivilegedID() -> UInt32 {
        nextID.withLock { next in
            defer { next = (next + 1) % UInt32(unprivilegedIDs.count) }
            return unprivilegedIDs.lowerBound + next
        }
    }

    /// Makes `folder` writable by `userID`, the user a sandboxed command with `unprivileged`
    /// runs as when the caller is root.
    public static func prepareWritable(_ folder: URL, unprivileged: Bool, userID: UInt32) {
        guard getuid() == 0, unprivileged else { return }
        _ = chown(folder.path, userID, userID)
    }

    private static func limitCommand(_ limits: SandboxLimits) -> [String] {
        var options: [String] = []
        if let bytes = limits.memoryBytes { options.append("--as=\(bytes)") }
        if let seconds = limits.cpuSeconds { options.append("--cpu=\(seconds)") }
        if let count = limits.processes { options.append("--nproc=\(count)") }
        if let bytes = limits.fileBytes { options.append("--fsize=\(bytes)") }
        guard !options.isEmpty, let prlimit = executable(named: "prlimit") else { return [] }
        return [prlimit, "--core=0"] + options + ["--"]
    }

    /// The system folders every run reads: programs, libraries, and the few files of `/etc`
    /// the dynamic linker and the toolchain read. Symbolic links (`/bin` → `usr/bin`) are
    /// recreated as links.
    private static let systemMounts: [String] = {
        var arguments = ["--ro-bind", "/usr", "/usr"]
        for path in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                arguments += ["--symlink", target, path]
            } else if FileManager.default.fileExists(atPath: path) {
                arguments += ["--ro-bind", path, path]
            }
        }
        for path in ["/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives", "/etc/localtime",
                     "/etc/passwd", "/etc/group", "/etc/nsswitch.conf"] where FileManager.default.fileExists(atPath: path) {
            arguments += ["--ro-bind", path, path]
        }
        return arguments
    }()

    /// The folder of the Swift toolchain (`/opt/swift` for `/opt/swift/usr/bin/swift`), when
    /// it is outside `/usr`.
    static let toolchainRoot: String? = {
        guard let swift = executable(named: "swift") else { return nil }
        let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        let root = real.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        return root == "/" || root.hasPrefix("/usr") ? nil : root
    }()

    private static let path: String = {
        let toolchain = toolchainRoot.map { ["\($0)/usr/bin"] } ?? []
        return (toolchain + ["/usr/local/bin", "/usr/bin", "/bin"]).joined(separator: ":")
    }()

    /// The first executable `name` on PATH.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
