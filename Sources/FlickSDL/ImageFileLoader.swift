import CSDL2
import Dispatch
import Synchronization

/// Reads image files into pixels ready to upload, ahead of the frame that needs them.
///
/// Decoding a 360×640 PNG takes about 2 ms and converting its RGB rows for a texture another
/// 1 ms on this project's test machine; a panel's pictures decoded in the frame that first
/// shows them cost that frame its deadline (measured under Xvfb + llvmpipe).
/// `request` queues a file for a thread of its own at idle priority (`IdleWorker`); `take`
/// gives the result to the renderer, which only uploads it — waiting for a decode under way, or
/// decoding on the spot a file nobody asked for or still queued.
///
/// The worker calls only SDL_image's decoder and SDL's surface functions, which touch nothing but
/// the surface they are given (SDL's error text is kept per thread); textures, fonts and the
/// renderer stay on the main actor. A decoded surface has one owner at a time: the worker, the
/// job table (under its lock), then whoever took it.
///
/// Inline (`inBackground: false`, what most tests and the software canvas use), `request` does
/// nothing and `take` decodes there and then: the same results, no thread.
final class ImageFileLoader: Sendable {
    /// A decoded file.
    enum Outcome: @unchecked Sendable {
        /// Its pixels as ARGB8888 (the caller frees the surface) and whether every pixel is opaque.
        case decoded(UnsafeMutablePointer<SDL_Surface>, isOpaque: Bool)
        /// Why it could not be read (SDL_image's reason).
        case failed(String)

        /// Frees the surface, if there is one.
        func free() {
            if case .decoded(let s, _) = self { SDL_FreeSurface(s) }
        }
    }

    private enum Job: Sendable {
        /// Waiting its turn; `ticket` tells this request from a later one for the same file.
        case queued(ticket: Int)
        /// Being decoded; `done` is left when it is.
        case running(ticket: Int, done: DispatchGroup)
        case done(Outcome)
    }

    private struct Table: ~Copyable {
        var jobs: [String: Job] = [:]
        var nextTicket = 0
    }

    private let table = Mutex(Table())
    /// The decoding thread; nil inline (or when no thread could be made). Tests pause it to
    /// keep a request queued.
    let worker: IdleWorker?

    /// How a file is read (`ImageFileLoader.decode`; tests slow it down).
    private let decodeFile: @Sendable (String) -> Outcome

    /// Creates a loader that decodes on its own idle-priority thread (`IdleWorker`), or inline;
    /// `decode` reads a file.
    init(inBackground: Bool, decode: @escaping @Sendable (String) -> Outcome = ImageFileLoader.decode) {
        worker = inBackground ? IdleWorker() : nil
        decodeFile = decode
    }

    /// True when files are decoded in the background.
    var decodesInBackground: Bool { worker != nil }

    /// Queues `path` for decoding in the background unless it is already queued, under way or
    /// waiting to be taken. Does nothing inline.
    func request(_ path: String) {
        guard let worker else { return }
        let ticket: Int? = table.withLock { t in
            guard t.jobs[path] == nil else { return nil }
            t.nextTicket += 1
            t.jobs[path] = .queued(ticket: t.nextTicket)
            return t.nextTicket
        }
        guard let ticket else { return }
        worker.submit { [self] in decodeRequested(path, ticket: ticket) }
    }

    /// The worker's half of a request: decodes it unless it was taken over or discarded meanwhile.
    private func decodeRequested(_ path: String, ticket: Int) {
        let done = DispatchGroup()
        let mine = table.withLock { t -> Bool in
            guard case .queued(let current) = t.jobs[path], current == ticket else { return false }
            done.enter()
            t.jobs[path] = .running(ticket: ticket, done: done)
            return true
        }
        guard mine else { return }
        let outcome = decodeFile(path)
        let kept = table.withLock { t -> Bool in
            guard case .running(let current, _) = t.jobs[path], current == ticket else { return false }
            t.jobs[path] = .done(outcome)
            return true
        }
        if !kept { outcome.free() }
        done.leave()
    }

    /// Whether `path` is being decoded right now (`take` would wait for it).
    func isDecoding(_ path: String) -> Bool {
        table.withLock { t in
            if case .running = t.jobs[path] { return true }
            return false
        }
    }

    /// Whether `take(path)` would return at once without decoding: the file was requested and
    /// is decoded. Inline, always true.
    func isReady(_ path: String) -> Bool {
        guard worker != nil else { return true }
        return table.withLock { t in
            if case .done = t.jobs[path] { return true }
            return false
        }
    }

    /// The size in pixels of `path`'s decoded pixels and whether they are opaque, when it was
    /// decoded and not taken yet; nil otherwise (failed too).
    func decodedSize(_ path: String) -> (width: Int, height: Int, isOpaque: Bool)? {
        table.withLock { t in
            guard case .done(.decoded(let s, let isOpaque)) = t.jobs[path] else { return nil }
            return (Int(s.pointee.w), Int(s.pointee.h), isOpaque)
        }
    }

    /// Whether `path` was requested and is still queued or being decoded.
    func isPending(_ path: String) -> Bool {
        table.withLock { t in
            switch t.jobs[path] {
            case .queued, .running: return true
            case .done, nil: return false
            }
        }
    }

    /// The decoded file, handed over to the caller: the requested result, waiting for it when
    /// its decode is under way; decoded here and now when it was never requested, or is still
    /// queued (the worker then passes over it — the caller should not wait behind other files
    /// on a thread that runs only when the cores are free).
    func take(_ path: String) -> Outcome {
        while true {
            let state: Job? = table.withLock { t in
                let job = t.jobs[path]
                switch job {
                case .done, .queued: t.jobs[path] = nil
                case .running, nil: break
                }
                return job
            }
            switch state {
            case .done(let outcome): return outcome
            case .running(_, let done): done.wait()
            case .queued, nil: return decodeFile(path)
            }
        }
    }

    /// Frees every decoded file not taken and forgets queued ones; a decode under way frees its
    /// result when it finishes.
    func discardAll() {
        let dropped = table.withLock { t in
            let jobs = t.jobs
            t.jobs.removeAll()
            return jobs
        }
        for case .done(let outcome) in dropped.values { outcome.free() }
    }

    /// Waits until every requested decode has finished or been passed over (results stay to be
    /// taken).
    func waitForRequests() {
        worker?.waitUntilIdle()
    }

    deinit {
        discardAll()
    }

    /// Reads `path` with SDL_image and converts it to ARGB8888 (the renderer's texture format,
    /// so the upload copies rows as they are), noting whether it is opaque.
    static func decode(_ path: String) -> Outcome {
        guard let loaded = IMG_Load(path) else { return .failed(String(cString: SDL_GetError())) }
        var surface = loaded
        if loaded.pointee.format?.pointee.format != SDL_PIXELFORMAT_ARGB8888.rawValue {
            guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
                let reason = String(cString: SDL_GetError())
                SDL_FreeSurface(loaded)
                return .failed("converting it to ARGB8888 failed: \(reason)")
            }
            SDL_FreeSurface(loaded)
            surface = converted
        }
        return .decoded(surface, isOpaque: SDLRenderer.isOpaque(surface))
    }
}
