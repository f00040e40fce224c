import CSDL2
import FlickLayers
import Foundation
import Synchronization
import Testing

@testable import FlickSDL

/// `ImageFileLoader`: image files decoded into upload-ready pixels, inline or ahead on a work
/// queue. The tests run the queue by hand (no thread), but for the one showing that the
/// `IdleWorker` takes its jobs.
@Suite(.serialized)
@MainActor
struct ImageFileLoaderTests {
    static func path(_ name: String) -> String {
        PixelTest.assets.path(for: "images/\(name)")
    }

    init() throws {
        try SDLLibraries.initializeForRendering()
    }

    /// The surface of a decoded outcome, or nil for a failure.
    static func surface(_ outcome: ImageFileLoader.Outcome) -> UnsafeMutablePointer<SDL_Surface>? {
        if case .decoded(let s, _) = outcome { return s }
        return nil
    }

    @Test func anRGBFileComesOutAsOpaqueARGB() throws {
        let outcome = ImageFileLoader(work: nil).take(Self.path("pet-cat.png"))
        defer { outcome.free() }
        guard case .decoded(let s, let isOpaque) = outcome else {
            Issue.record("pet-cat.png did not decode: \(outcome)")
            return
        }
        #expect(s.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue)
        #expect(s.pointee.w == 360 && s.pointee.h == 640)
        #expect(isOpaque, "an RGB file has no transparent pixel")
    }

    @Test func transparentPixelsAreNoticed() {
        let outcome = ImageFileLoader(work: nil).take(Self.path("badge.png"))
        defer { outcome.free() }
        guard case .decoded(_, let isOpaque) = outcome else {
            Issue.record("badge.png did not decode: \(outcome)")
            return
        }
        #expect(!isOpaque, "the badge is a round shape on transparent corners")
    }

    @Test func aMissingFileGivesTheReason() {
        let outcome = ImageFileLoader(work: nil).take(Self.path("no-such-picture.png"))
        guard case .failed(let reason) = outcome else {
            outcome.free()
            Issue.record("a missing file decoded")
            return
        }
        #expect(reason.contains("no-such-picture.png"), "SDL's reason names the file: \(reason)")
    }

    @Test func inlineNothingIsRequestedAndEverythingIsReady() {
        let loader = ImageFileLoader(work: nil)
        let p = Self.path("sunset.png")
        loader.request(p)
        #expect(loader.decodedSize(p) == nil, "nothing decoded ahead")
        let taken = loader.take(p)
        defer { taken.free() }
        #expect(Self.surface(taken) != nil, "decoded when taken")
    }

    @Test func aRequestedFileIsDecodedAheadAndTakenOnce() throws {
        let work = WorkQueue()
        let loader = ImageFileLoader(work: work)
        let p = Self.path("pet-dog.png")
        loader.request(p)
        loader.request(p)
        #expect(work.pendingCount == 1, "asked for twice, queued once")
        #expect(loader.decodedSize(p) == nil, "queued: still under way")
        work.runAll()
        #expect(loader.decodedSize(p)?.width == 360 && work.pendingCount == 0)
        let taken = loader.take(p)
        defer { taken.free() }
        let s = try #require(Self.surface(taken))
        #expect(s.pointee.w == 360 && s.pointee.h == 640)
        #expect(loader.decodedSize(p) == nil, "handed over: the loader keeps nothing")
    }

    @Test func aFileStillQueuedIsDecodedByWhoeverTakesItAndLeavesTheQueue() throws {
        let work = WorkQueue()
        let loader = ImageFileLoader(work: work)
        let p = Self.path("pet-cat.png")
        loader.request(p)
        let taken = loader.take(p)
        defer { taken.free() }
        #expect(Self.surface(taken) != nil, "decoded on the spot, not waited for")
        #expect(work.pendingCount == 0, "the queue no longer holds it")
    }

    @Test func aFileBeingDecodedIsSeenSo() throws {
        let work = WorkQueue()
        let seen = Mutex<(decoding: Bool, ready: Bool)?>(nil)
        let loader = Box<ImageFileLoader>()
        let p = Self.path("pet-owl.png")
        loader.value = ImageFileLoader(work: work) { path in
            seen.withLock { $0 = (loader.value!.isDecoding(path), loader.value!.decodedSize(path) != nil) }
            return ImageFileLoader.decode(path)
        }
        loader.value!.request(p)
        #expect(!loader.value!.isDecoding(p), "queued, not started")
        work.runAll()
        #expect(seen.withLock { $0 }! == (true, false), "under way while its job runs")
        #expect(!loader.value!.isDecoding(p) && loader.value!.decodedSize(p) != nil)
        loader.value!.take(p).free()
    }

    @Test func theWorkerTakesTheQueuesJobsAtIdlePriorityOnLinux() throws {
        let work = WorkQueue()
        let worker = try #require(IdleWorker(serving: work))
        #if os(Linux)
            #expect(worker.runsAtIdlePriority)
        #endif
        // The job waits until the test lets it go, so the test cannot be the one that ran it.
        let started = DispatchSemaphore(value: 0), letGo = DispatchSemaphore(value: 0)
        let job = work.schedule(.idle) { () -> Int in
            started.signal()
            letGo.wait()
            return 7
        }
        started.wait()
        #expect(job.isRunning && work.pendingCount == 0)
        letGo.signal()
        #expect(job.value == 7)
    }

    @Test func discardedDecodesFreeTheirOwnResults() throws {
        let work = WorkQueue()
        let loader = Box<ImageFileLoader>()
        let running = Self.path("pet-fox.png"), done = Self.path("pet-owl.png"), queued = Self.path("sunset.png")
        loader.value = ImageFileLoader(work: work) { path in
            // Given up while its decode is under way.
            if path == running { loader.value!.discardAll() }
            return ImageFileLoader.decode(path)
        }
        let l = try #require(loader.value)
        l.request(done)
        work.runAll()
        l.request(queued)
        l.discardAll()
        #expect(l.decodedSize(done) == nil && work.pendingCount == 0, "decoded ones freed, queued ones dropped")
        l.request(running)
        work.runAll()
        #expect(l.decodedSize(running) == nil, "finished after the discard: not kept")
        let again = l.take(running)
        defer { again.free() }
        #expect(Self.surface(again) != nil, "asked for again, it decodes anew")
    }
}

/// A reference a job can reach the object under test through.
final class Box<Value>: @unchecked Sendable {
    var value: Value?
}
