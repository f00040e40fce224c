import Glibc

/// How many rasteriser threads Mesa's llvmpipe — the GL driver that draws on the CPU, as under
/// Xvfb, in VMs and on boards without a GPU driver — starts, set through its `LP_NUM_THREADS`
/// variable before the window's GL context exists. Left alone it starts one per core; Flick
/// asks for two more. The app's main thread and the display server take a core at times, and
/// a frame's tiles are only done when the last thread finishes its share: with one thread a
/// core, one preempted thread holds the whole frame back. Measured under Xvfb on 2 cores, swipe
/// loop at 720×1280: frames over 16.7 ms 24 → 15 a
/// run, over 20 ms 6.2 → 3.7 (six runs each). Other GL drivers do not read the variable, and a
/// value the user set wins.
enum SoftwareGLThreads {
    /// Mesa's variable.
    static let variable = "LP_NUM_THREADS"

    /// The rasteriser threads for `cores` online cores.
    static func count(cores: Int) -> Int { max(cores, 1) + 2 }

    /// Sets `variable` for `cores` unless it is set already (`read`, `write`: the process
    /// environment by default). Returns the value in force.
    @discardableResult
    static func configure(
        cores: Int = sysconf(Int32(_SC_NPROCESSORS_ONLN)),
        read: (String) -> String? = { getenv($0).map { String(cString: $0) } },
        write: (String, String) -> Void = { setenv($0, $1, 0) }
    ) -> String {
        if let set = read(variable) { return set }
        let value = String(count(cores: cores))
        write(variable, value)
        return value
    }
}
