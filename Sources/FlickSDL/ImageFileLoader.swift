import CSDL2
import FlickLayers
import Dispatch
import Synchronization

/// Reads image files into pixels ready to upload, ahead of the frame that needs them.
///
/// A panel's pictures decoded in the frame that first shows them would cost that frame its
/// deadline (a 360×640 PNG takes milliseconds to decode and convert). `request` queues a file
/// on the work queue at idle priority (`WorkQueue.Priority.idle`, run by its `IdleWorker`);
/// `take` gives the result to the renderer, which only uploads it —
/// waiting for a decode under way, or decoding on the spot a file nobody asked for or still
/// queued.
///
/// The worker calls only SDL_image's decoder and SDL's surface functions, which touch nothing but
/// the surface they are given (SDL's error text is kept per thread); textures, fonts and the
/// renderer stay on the main actor. A decoded surface has one owner at a time: the job, the
/// loader's table (under its lock), then whoever took it.
///
/// Inline (no queue: what most tests and the software canvas use), `request` does nothing and
/// `take` decodes there and then: the same results, no thread.
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

    /// The decodes requested and not taken, by path.
    private let jobs = Mutex<[String: Ahead<Outcome>]>([:])
    /// Where requests are decoded; nil inline.
    let work: WorkQueue?

    /// How a file is read (`ImageFileLoader.decode`; tests slow it down).
    private let decodeFile: @Sendable (String) -> Outcome

    /// Creates a loader that decodes requests on `work` (its worker, or whoever takes them), or
    /// inline when it is nil; `decode` reads a file.
    init(work: WorkQueue?, decode: @escaping @Sendable (String) -> Outcome = ImageFileLoader.decode) {
        self.work = work
        decodeFile = decode
    }

    /// Queues `path` for decoding ahead unless it is already queued, under way or waiting to be
    /// taken. Does nothing inline.
    func request(_ path: String) {
        guard let work else { return }
        let decode = decodeFile
        jobs.withLock { jobs in
            guard jobs[path] == nil else { return }
            jobs[path] = work.schedule(.idle) { decode(path) }
        }
    }

    /// The job for `path`, if one was requested and not taken.
    private func job(_ path: String) -> Ahead<Outcome>? { jobs.withLock { $0[path] } }

    /// Whether `path` is being decoded right now (`take` would wait for it).
    func isDecoding(_ path: String) -> Bool { job(path)?.isRunning ?? false }

    /// The size in pixels of `path`'s decoded pixels and whether they are opaque, when it was
    /// decoded and not taken yet; nil otherwise (failed too).
    func decodedSize(_ path: String) -> (width: Int, height: Int, isOpaque: Bool)? {
        guard case .decoded(let s, let isOpaque) = job(path)?.valueIfMade else { return nil }
        return (Int(s.pointee.w), Int(s.pointee.h), isOpaque)
    }

    /// The decoded file, handed over to the caller: the requested result, waiting for it when
    /// its decode is under way; decoded here and now when it was never requested, or is still
    /// queued (the queue then drops it — the caller should not wait behind other files on a
    /// thread that runs only when the cores are free).
    func take(_ path: String) -> Outcome {
        guard let job = jobs.withLock({ $0.removeValue(forKey: path) }) else { return decodeFile(path) }
        return job.value
    }

    /// Frees every decoded file not taken and forgets queued ones; a decode under way frees its
    /// result when it finishes.
    func discardAll() {
        let dropped = jobs.withLock { jobs in
            defer { jobs.removeAll() }
            return jobs
        }
        for job in dropped.values { job.discard { $0.free() } }
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
