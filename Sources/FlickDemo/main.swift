import ArgumentParser
import FlickApp
import FlickDemoKit
import FlickGeometry
import FlickSDL
import Foundation
import Logging

/// When the process started, on the platform clock: startup to first frame is measured from here.
let launchTime = SDLTime.now()
// Freed pictures go back to the allocator, not the kernel, so that freeing one costs the main
// thread no TLB shootdown (`AllocatorTuning`).
AllocatorTuning.keepFreedMemory()

/// `flick`: the Flick demo app and its tools.
struct Flick: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flick",
        abstract: "Snapchat-style fluid navigation on Linux touchscreens, built on Flick.",
        discussion: """
            With no display reachable (no DISPLAY or WAYLAND_DISPLAY and no usable /dev/dri/card*) and \
            no option asking for one (--fullscreen, --video-driver, --renderer, --record), flick runs \
            headless and writes screenshots instead of opening a window. A display that is named but \
            not up yet is waited for (--display-wait, 10 s); then flick exits with status 1.
            """,
        subcommands: [
            Run.self, TourCommand.self, Bench.self, MonkeyRun.self, SoakRun.self, ListScenes.self, CheckPNG.self,
        ],
        defaultSubcommand: Run.self
    )
}

/// Runs a scene in a window, or headless with screenshots.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a scene (the default command).")

    @Option(help: "The scene to show; `--scene list` (or `flick list`) names them all.")
    var scene: String?
    @OptionGroup var app: AppOptions
    @OptionGroup var demo: DemoOptions

    func run() throws {
        if scene == "list" {
            ListScenes().run()
            return
        }
        var config = RunConfiguration()
        if let scene {
            config.scene = scene
            config.sceneWasDefault = false
        }
        do {
            config.app = try app.configuration(base: config.app)
        } catch {
            throw ValidationError(error.description)
        }
        try demo.apply(to: &config)
        config.launchTime = launchTime
        let logger = LogOptions.bootstrap(level: config.logLevel, label: "flick")
        try runShell(config, logger: logger)
    }
}

/// Runs the shell on the main actor, turning its errors into exit codes with their messages.
func runShell(_ config: RunConfiguration, logger: Logger) throws {
    try MainActor.assumeIsolated {
        do {
            try DemoShell(logger: logger).run(config)
        } catch let error as OptionError {
            throw ValidationError(error.description)
        } catch {
            logger.critical("\(error)")
            throw ExitCode(1)
        }
    }
}

/// The options only the demo has, next to the app layer's: where screenshots go and the camera.
struct DemoOptions: ParsableArguments {
    @Option(help: "Folder for screenshots (headless runs, and a tour in a window when given).")
    var out: String?
    @Option(
        help: """
            Camera behind the scenes: auto (first /dev/video* that captures), none (the procedural \
            viewfinder), or a device path. Default: auto in a window, none headless.
            """)
    var camera: String?

    /// Copies the options into `config`, checking each value.
    func apply(to config: inout RunConfiguration) throws {
        if let camera {
            do {
                config.camera = try CameraChoice.parse(camera)
            } catch {
                throw ValidationError(error.description)
            }
        }
        if let out {
            config.outputDirectory = out
            config.outputWasGiven = true
        }
    }
}

extension LogOptions {
    /// The logger for a `flick` command (logging set up at the level asked for).
    func makeLogger() throws -> Logger {
        do {
            return try makeLogger(label: "flick")
        } catch {
            throw ValidationError(error.description)
        }
    }
}

/// Plays the scripted tour through every scene.
struct TourCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract: "Walk through every scene with scripted touches, mouse drags, keys and gamepad presses.",
        discussion: """
            In a window the tour plays live at the display's rate. With --headless (or when no display \
            is reachable) it writes a PNG per step and a contact sheet, tour.png, into --out \
            (default: screenshots).
            """)

    @OptionGroup var display: DisplayOptions
    @OptionGroup var demo: DemoOptions
    @OptionGroup var common: LogOptions
    @Option(help: "Play only these scenes' stops, comma-separated (e.g. home,flip).")
    var only: String?
    @Option(
        help: """
            Check every shot against DIR/<shot>.png (one folder per renderer: Tests/Fixtures/golden/canvas, \
            …/opengl); exit 1 on a difference, leaving the render and a difference picture in --out.
            """)
    var goldens: String?
    @Flag(help: "With --goldens: rewrite the goldens from this run instead of checking them.")
    var updateGoldens = false

    func run() throws {
        let logger = try common.makeLogger()
        var config = RunConfiguration()
        config.tour = true
        do {
            try display.apply(to: &config.app)
        } catch {
            throw ValidationError(error.description)
        }
        try demo.apply(to: &config)
        if updateGoldens && goldens == nil { throw ValidationError("--update-goldens needs --goldens DIR") }
        config.goldens = goldens
        config.updatesGoldens = updateGoldens
        if let only {
            let names = only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let known = MainActor.assumeIsolated { SceneCatalog.names }
            if let unknown = names.first(where: { !known.contains($0) }) {
                let scenes = known.joined(separator: ", ")
                throw ValidationError("--only: unknown scene '\(unknown)'; the scenes are \(scenes)")
            }
            config.tourScenes = Set(names)
        }
        try runShell(config, logger: logger)
    }
}

/// Measures composition, rendering and animation cost, printed as a table or JSON.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Benchmark compose and render for 100, 1 000 and 10 000 layers, the gallery, and animation.",
        discussion: """
            Renders with SDL's software renderer into an offscreen canvas (no display needed). Build in \
            release for meaningful numbers: swift build -c release.
            """)

    @Flag(
        help: """
            Print JSON: one object per layer count with layers, compose_median_ms, compose_p99_ms, \
            render_median_ms, render_p99_ms; with --scenario, one object per scenario (docs/MEASURING.md).
            """)
    var json = false
    @Option(help: "Frames measured per layer count (default 60), or per scenario (its own default).")
    var frames: Int?
    @Option(
        help: """
            Run a scripted scenario instead of the layer counts: input-drag, gallery, swipe-loop, flip, deck \
            or all (repeatable).
            """)
    var scenario: [String] = []
    @Option(help: "Scenario viewport in points, WIDTHxHEIGHT (default 360x640).")
    var size: String?
    @Option(
        help: """
            Scenario pixels per point (default: 2 in a window, 720x1280 pixels; 1 on the offscreen canvas, \
            for speed: 2x works there too but takes 2.5-4x as long).
            """)
    var scale: String?
    @Option(
        help: """
            Run scenarios in a real window with this SDL renderer (software, opengl, opengles2, auto), \
            presented with vsync; needs a display (scripts/xvfb-bench). Default: the offscreen software \
            canvas on virtual time.
            """)
    var renderer: String?
    @Flag(
        help: """
            With --renderer: present without vsync and pace frames with a timer at the scenario's rate (Xvfb \
            has no vblank; scripts/xvfb-bench uses this).
            """)
    var noVsync = false
    @Flag(
        help: """
            With --renderer: step frames on virtual time at the scenario's rate, each presented at once \
            without vsync, so a run renders the same frames however slow the machine (instruction counts \
            under valgrind; docs/MEASURING.md).
            """)
    var virtualTime = false
    @Option(
        help: """
            On the offscreen canvas: the renderer profile to draw for, gpu or software (default: software, \
            as SDL's software renderer is); gpu counts the draw calls, target switches and uploads a GPU \
            would get.
            """)
    var profile: String?
    @Option(
        help: """
            With --scenario: also write one CSV line per rendered frame to this file (times, pixels, target \
            switches, groups; docs/MEASURING.md).
            """)
    var frameLog: String?
    @OptionGroup var common: LogOptions

    func validate() throws {
        if let frames, frames < 1 {
            throw ValidationError("--frames takes a positive number of frames; got \(frames)")
        }
        if frameLog != nil && scenario.isEmpty {
            throw ValidationError("--frame-log applies to --scenario runs; add --scenario swipe-loop (or another)")
        }
        if let profile, !BenchScenario.profiles.contains(where: { $0.name == profile }) {
            let names = BenchScenario.profiles.map(\.name).joined(separator: ", ")
            throw ValidationError("--profile takes one of \(names); got '\(profile)'")
        }
        if profile != nil && (renderer != nil || scenario.isEmpty) {
            throw ValidationError("--profile applies to --scenario runs on the offscreen canvas; leave --renderer out")
        }
        if virtualTime && renderer == nil {
            throw ValidationError(
                "--virtual-time applies to windowed scenario runs (the canvas always is); add --renderer opengl")
        }
        if noVsync && renderer == nil {
            throw ValidationError("--no-vsync applies to windowed scenario runs; add --renderer opengl (or another)")
        }
        if scenario.isEmpty && (size != nil || scale != nil || renderer != nil) {
            throw ValidationError(
                """
                --size, --scale and --renderer apply to --scenario runs; the layer-count bench is fixed at \
                360x640 @2x on the canvas
                """)
        }
    }

    func run() throws {
        let logger = try common.makeLogger()
        let viewport: Size?
        let pixelsPerPoint: Double
        var window: WindowOptions?
        do {
            viewport = try size.map { s throws(OptionError) in try OptionParsing.size(s) }
            pixelsPerPoint =
                try scale.map { s throws(OptionError) in try OptionParsing.scale(s) }
                ?? (renderer == nil ? AppConfiguration.headlessScale : 2)
            if let renderer {
                window = WindowOptions()
                window?.renderer = try OptionParsing.renderer(renderer)
                window?.vsync = !noVsync && !virtualTime
            }
        } catch {
            throw ValidationError(error.description)
        }
        try MainActor.assumeIsolated {
            do {
                if scenario.isEmpty {
                    try BenchReport.run(frames: frames ?? 60, json: json, logger: logger)
                } else {
                    try BenchReport.runScenarios(
                        scenario, frames: frames, viewport: viewport, scale: pixelsPerPoint, window: window,
                        sleep: { Thread.sleep(forTimeInterval: $0) }, json: json, launchTime: launchTime,
                        frameLogPath: frameLog, profile: BenchScenario.profiles.first { $0.name == profile }?.profile,
                        virtualTime: virtualTime, logger: logger)
                }
            } catch let error as OptionError {
                throw ValidationError(error.description)
            } catch {
                logger.critical("\(error)")
                throw ExitCode(1)
            }
        }
    }
}

/// Random input through a scene with invariants checked after every frame.
struct MonkeyRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "monkey",
        abstract: "Drive random input through a scene on virtual time, checking invariants after every frame.",
        discussion: """
            Fingers, mouse, wheel, keys, gamepad buttons, sticks and hot-plug, resizes and focus loss, from a \
            seed. On a failure it prints the seed and the invariant, shrinks the input and saves it as a \
            replay file (docs/MEASURING.md). Exits 1 on a failure.
            """)

    @Option(help: "How many input events to generate.")
    var events: Int = 20_000
    @Option(help: "The seed (the same seed gives the same input).")
    var seed: UInt64 = 1
    @Option(help: "The scene (default: home, or panels in builds without it).")
    var scene: String?
    @Option(help: "Starting viewport in points, WIDTHxHEIGHT.")
    var size: String = "360x640"
    @Option(help: "Folder for the shrunk failing input.")
    var out: String = "monkey"
    @Option(help: "Replay a saved file with every check instead of generating input.")
    var check: String?
    @OptionGroup var common: LogOptions

    func validate() throws {
        if events < 1 { throw ValidationError("--events takes a positive number of events; got \(events)") }
    }

    func run() throws {
        let logger = try common.makeLogger()
        let viewport: Size
        do { viewport = try OptionParsing.size(size) } catch { throw ValidationError(error.description) }
        let passed = try MainActor.assumeIsolated {
            do {
                if let check { return try MonkeyCommand.check(path: check) }
                return try MonkeyCommand.run(
                    scene: scene, seed: seed, events: events, viewport: viewport, outputDirectory: out,
                    now: SDLTime.now, log: { logger.info("\($0)") })
            } catch let error as OptionError {
                throw ValidationError(error.description)
            }
        }
        if !passed { throw ExitCode(1) }
    }
}

/// Loops a recording for minutes and reports memory and transitions.
struct SoakRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Loop a recording (default: the swipe loop) on virtual time and report RSS and transitions.")

    @Option(help: "Wall-clock minutes to run.")
    var minutes: Double = 1
    @Option(help: "Stop after this many transitions instead (if sooner).")
    var transitions: Int?
    @Option(help: "The recording to loop (default: one round of the swipe loop).")
    var replay: String?
    @OptionGroup var common: LogOptions

    func validate() throws {
        if !(minutes > 0 && minutes <= 10_000) {
            throw ValidationError("--minutes takes a positive number of minutes up to 10000; got \(minutes)")
        }
        if let transitions, transitions < 1 {
            throw ValidationError("--transitions takes a positive count; got \(transitions)")
        }
    }

    func run() throws {
        let logger = try common.makeLogger()
        let passed = try MainActor.assumeIsolated {
            do {
                return try MonkeyCommand.soak(
                    replayPath: replay, minutes: minutes, transitions: transitions, now: SDLTime.now,
                    log: { logger.info("\($0)") })
            } catch let error as OptionError {
                throw ValidationError(error.description)
            }
        }
        if !passed { throw ExitCode(1) }
    }
}

/// Prints the scenes.
struct ListScenes: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes.")

    func run() {
        MainActor.assumeIsolated {
            for type in SceneCatalog.all {
                print("\(type.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(type.caption)")
            }
        }
    }
}

/// Checks that a PNG exists and is not blank (used by the test script's smoke run).
struct CheckPNG: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-png", abstract: "Check that an image file exists and is not a single flat colour.")

    @Argument(help: "The image to check.")
    var path: String

    func run() throws {
        do {
            let summary = try MainActor.assumeIsolated { try ImageFileCheck.summarize(path: path) }
            guard !summary.isBlank else {
                print("\(path): \(summary.width)×\(summary.height) but blank (one colour)")
                throw ExitCode(1)
            }
            print("\(path): \(summary.width)×\(summary.height), \(summary.sampledColors) colours in a 64×64 sample")
        } catch let error as SDLError {
            print("\(error)")
            throw ExitCode(1)
        }
    }
}

Flick.main()
