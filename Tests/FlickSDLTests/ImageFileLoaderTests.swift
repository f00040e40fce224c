import CSDL2
import Foundation
import Testing

@testable import FlickSDL

/// `ImageFileLoader`: image files decoded into upload-ready pixels, inline or on an idle-priority
/// thread. Background tests pause the thread to hold a request queued, and wait only for decodes
/// to finish (never on a clock).
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
        let outcome = ImageFileLoader(inBackground: false).take(Self.path("pet-cat.png"))
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
        let outcome = ImageFileLoader(inBackground: false).take(Self.path("badge.png"))
        defer { outcome.free() }
        guard case .decoded(_, let isOpaque) = outcome else {
            Issue.record("badge.png did not decode: \(outcome)")
            return
        }
        #expect(!isOpaque, "the badge is a round shape on transparent corners")
    }

    @Test func aMissingFileGivesTheReason() {
        let outcome = ImageFileLoader(inBackground: false).take(Self.path("no-such-picture.png"))
        guard case .failed(let reason) = outcome else {
            outcome.free()
            Issue.record("a missing file decoded")
            return
        }
        #expect(reason.contains("no-such-picture.png"), "SDL's reason names the file: \(reason)")
    }

    @Test func inlineNothingIsRequestedAndEverythingIsReady() {
        let loader = ImageFileLoader(inBackground: false)
        let p = Self.path("sunset.png")
        loader.request(p)
        #expect(!loader.isPending(p) && loader.isReady(p))
        loader.take(p).free()
    }

    @Test func aRequestedFileDecodesInTheBackgroundAndIsTakenOnce() throws {
        let loader = ImageFileLoader(inBackground: true)
        let worker = try #require(loader.worker)
        let p = Self.path("pet-dog.png")
        worker.pause()
        loader.request(p)
        loader.request(p)
        #expect(loader.isPending(p) && !loader.isReady(p), "held: still under way")
        worker.resume()
        loader.waitForRequests()
        #expect(loader.isReady(p) && !loader.isPending(p))
        let taken = loader.take(p)
        defer { taken.free() }
        let s = try #require(Self.surface(taken))
        #expect(s.pointee.w == 360 && s.pointee.h == 640)
        #expect(!loader.isReady(p) && !loader.isPending(p), "handed over: the loader keeps nothing")
    }

    @Test func aFileStillQueuedIsDecodedByWhoeverTakesItAndPassedOverByTheWorker() throws {
        let loader = ImageFileLoader(inBackground: true)
        let worker = try #require(loader.worker)
        let p = Self.path("pet-cat.png")
        worker.pause()
        loader.request(p)
        let taken = loader.take(p)
        defer { taken.free() }
        #expect(Self.surface(taken) != nil, "decoded on the spot, not waited for")
        #expect(!loader.isPending(p))
        worker.resume()
        loader.waitForRequests()
        #expect(!loader.isReady(p), "the worker found it taken and left it")
    }

    @Test func theWorkerRunsAtIdlePriorityOnLinux() throws {
        let worker = try #require(IdleWorker())
        #if os(Linux)
            #expect(worker.runsAtIdlePriority)
        #endif
    }

    @Test func takingARequestedFileGivesItsPixelsWhereverItsDecodeHasGot() throws {
        let loader = ImageFileLoader(inBackground: true)
        let p = Self.path("story-sea.png")
        loader.request(p)
        let taken = loader.take(p)
        defer { taken.free() }
        let s = try #require(Self.surface(taken))
        #expect(s.pointee.w == 360)
        #expect(!loader.isPending(p))
    }

    @Test func discardedDecodesFreeTheirOwnResults() throws {
        let loader = ImageFileLoader(inBackground: true)
        let worker = try #require(loader.worker)
        let held = Self.path("pet-fox.png"), done = Self.path("pet-owl.png")
        loader.request(done)
        loader.waitForRequests()
        worker.pause()
        loader.request(held)
        loader.discardAll()
        #expect(!loader.isReady(done) && !loader.isPending(held))
        worker.resume()
        loader.waitForRequests()
        #expect(!loader.isReady(held), "finished after the discard: not kept")
        let again = loader.take(held)
        defer { again.free() }
        #expect(Self.surface(again) != nil, "asked for again, it decodes anew")
    }
}
