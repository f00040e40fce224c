#if canImport(Glibc)
    import Glibc

    /// A V4L2 device node driven through `open`, `ioctl` and `mmap` (Glibc). Opened non-blocking, so
    /// `dequeueBuffer()` returns at once when no frame is ready and the UI never waits on the camera.
    @MainActor
    public final class LinuxVideoDevice: VideoDevice {
        public let path: String
        private var fd: Int32
        private var mapped: [Int: (base: UnsafeMutableRawPointer, length: Int)] = [:]

        /// Opens `path` for reading and writing, non-blocking.
        public init(path: String) throws(CameraError) {
            guard MemoryLayout<Int>.size == 8 else {
                throw CameraError(.notACaptureDevice, "V4L2 capture needs a 64-bit system (LP64 structure layouts)")
            }
            self.path = path
            fd = Glibc.open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
            if fd < 0 {
                let e = errno
                let hint =
                    e == EACCES
                    ? " (add your user to the 'video' group: sudo usermod -aG video $USER, then log in again)"
                    : e == ENOENT ? " (no such device; try --camera auto or list /dev/video*)" : ""
                throw CameraError(.system(errno: e), "cannot open \(path): \(String(cString: strerror(e)))\(hint)")
            }
        }

        isolated deinit { close() }

        public func queryCapabilities() throws(CameraError) -> VideoCapabilities {
            var cap = V4L2Struct(size: V4L2.capabilitySize)
            try call(V4L2.queryCap, &cap, "query capabilities (VIDIOC_QUERYCAP) — is it a V4L2 device?")
            let all = cap[u32: V4L2.Capability.capabilities]
            let caps = all & V4L2.capDeviceCaps != 0 ? cap[u32: V4L2.Capability.deviceCaps] : all
            return (
                cap.string(at: V4L2.Capability.card, length: 32), caps & V4L2.capVideoCapture != 0,
                caps & V4L2.capStreaming != 0
            )
        }

        public func enumerateFormats() throws(CameraError) -> [CameraFormatOption] {
            var options: [CameraFormatOption] = []
            for index in 0..<64 {
                var desc = V4L2Struct(size: V4L2.fmtdescSize)
                desc[u32: V4L2.FmtDesc.index] = UInt32(index)
                desc[u32: V4L2.FmtDesc.type] = V4L2.bufTypeVideoCapture
                guard ioctlOK(V4L2.enumFmt, &desc) else {
                    if errno == EINVAL { break }
                    throw failure("list pixel formats (VIDIOC_ENUM_FMT)")
                }
                let format = CameraPixelFormat(fourcc: desc[u32: V4L2.FmtDesc.pixelFormat])
                options.append(CameraFormatOption(pixelFormat: format, sizes: frameSizes(format)))
            }
            return options
        }

        private func frameSizes(_ format: CameraPixelFormat) -> CameraFrameSizes {
            var sizes: [PixelSize] = []
            for index in 0..<128 {
                var e = V4L2Struct(size: V4L2.frameSizeEnumSize)
                e[u32: V4L2.FrameSizeEnum.index] = UInt32(index)
                e[u32: V4L2.FrameSizeEnum.pixelFormat] = format.fourcc
                guard ioctlOK(V4L2.enumFrameSizes, &e) else { break }
                typealias F = V4L2.FrameSizeEnum
                if e[u32: F.type] != V4L2.frameSizeDiscrete {
                    return .stepwise(
                        min: PixelSize(width: Int(e[u32: F.minWidth]), height: Int(e[u32: F.minHeight])),
                        max: PixelSize(width: Int(e[u32: F.maxWidth]), height: Int(e[u32: F.maxHeight])),
                        step: PixelSize(width: Int(e[u32: F.stepWidth]), height: Int(e[u32: F.stepHeight])))
                }
                sizes.append(PixelSize(width: Int(e[u32: F.width]), height: Int(e[u32: F.height])))
            }
            return sizes.isEmpty ? .unknown : .discrete(sizes)
        }

        public func setFormat(_ request: CameraFormat) throws(CameraError) -> CameraFormat {
            var f = V4L2Struct(size: V4L2.formatSize)
            typealias F = V4L2.Format
            f[u32: F.type] = V4L2.bufTypeVideoCapture
            f[u32: F.width] = UInt32(request.size.width)
            f[u32: F.height] = UInt32(request.size.height)
            f[u32: F.pixelFormat] = request.pixelFormat.fourcc
            f[u32: F.field] = V4L2.fieldNone
            try call(
                V4L2.sFmt, &f, "set the format to \(request) (VIDIOC_S_FMT) — is another program using the camera?")
            return CameraFormat(
                pixelFormat: CameraPixelFormat(fourcc: f[u32: F.pixelFormat]),
                size: PixelSize(width: Int(f[u32: F.width]), height: Int(f[u32: F.height])),
                bytesPerLine: Int(f[u32: F.bytesPerLine]))
        }

        public func requestBuffers(count: Int) throws(CameraError) -> Int {
            var r = V4L2Struct(size: V4L2.requestBuffersSize)
            r[u32: V4L2.RequestBuffers.count] = UInt32(count)
            r[u32: V4L2.RequestBuffers.type] = V4L2.bufTypeVideoCapture
            r[u32: V4L2.RequestBuffers.memory] = V4L2.memoryMmap
            try call(V4L2.reqBufs, &r, "allocate \(count) capture buffers (VIDIOC_REQBUFS)")
            return Int(r[u32: V4L2.RequestBuffers.count])
        }

        public func mapBuffer(index: Int) throws(CameraError) {
            var b = buffer(index: index)
            try call(V4L2.queryBuf, &b, "query buffer \(index) (VIDIOC_QUERYBUF)")
            let length = Int(b[u32: V4L2.Buffer.length])
            let offset = off_t(b[u32: V4L2.Buffer.offset])
            let base = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, offset)
            guard let base, base != MAP_FAILED else { throw failure("map buffer \(index) (mmap, \(length) bytes)") }
            mapped[index] = (base, length)
        }

        public func queueBuffer(index: Int) throws(CameraError) {
            var b = buffer(index: index)
            try call(V4L2.qBuf, &b, "queue buffer \(index) (VIDIOC_QBUF)")
        }

        public func dequeueBuffer() throws(CameraError) -> DequeuedBuffer? {
            var b = buffer(index: 0)
            guard ioctlOK(V4L2.dqBuf, &b) else {
                if errno == EAGAIN { return nil }
                throw failure("take a frame (VIDIOC_DQBUF)")
            }
            return (
                Int(b[u32: V4L2.Buffer.index]), Int(b[u32: V4L2.Buffer.bytesUsed]),
                b[u32: V4L2.Buffer.flags] & V4L2.bufFlagError != 0
            )
        }

        public func withBuffer<R, E>(
            index: Int, bytesUsed: Int, _ body: (UnsafeRawBufferPointer) throws(E) -> R
        ) throws(E) -> R {
            guard let m = mapped[index] else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
            return try body(UnsafeRawBufferPointer(start: m.base, count: min(max(bytesUsed, 0), m.length)))
        }

        public func streamOn() throws(CameraError) {
            var type = V4L2Struct(size: 4)
            type[u32: 0] = V4L2.bufTypeVideoCapture
            try call(V4L2.streamOn, &type, "start streaming (VIDIOC_STREAMON)")
        }

        public func streamOff() {
            var type = V4L2Struct(size: 4)
            type[u32: 0] = V4L2.bufTypeVideoCapture
            _ = ioctlOK(V4L2.streamOff, &type)
        }

        public func close() {
            for (_, m) in mapped { munmap(m.base, m.length) }
            mapped.removeAll()
            if fd >= 0 {
                _ = Glibc.close(fd)
                fd = -1
            }
        }

        // MARK: System calls

        private func buffer(index: Int) -> V4L2Struct {
            var b = V4L2Struct(size: V4L2.bufferSize)
            b[u32: V4L2.Buffer.index] = UInt32(index)
            b[u32: V4L2.Buffer.type] = V4L2.bufTypeVideoCapture
            b[u32: V4L2.Buffer.memory] = V4L2.memoryMmap
            return b
        }

        /// Runs `ioctl`, retrying on EINTR; true on success (errno says why not).
        private func ioctlOK(_ request: UInt, _ arg: inout V4L2Struct) -> Bool {
            guard fd >= 0 else {
                errno = EBADF
                return false
            }
            while true {
                let r = arg.bytes.withUnsafeMutableBytes { ioctl(fd, request, $0.baseAddress!) }
                if r >= 0 { return true }
                if errno != EINTR { return false }
            }
        }

        private func call(_ request: UInt, _ arg: inout V4L2Struct, _ what: String) throws(CameraError) {
            if !ioctlOK(request, &arg) { throw failure(what) }
        }

        /// The error for the failed call `what`, from errno; ENODEV/EIO/ENXIO mean the device left.
        private func failure(_ what: String) -> CameraError {
            let e = errno, text = String(cString: strerror(e))
            if e == ENODEV || e == EIO || e == ENXIO {
                return CameraError(.vanished, "\(path) went away: could not \(what): \(text)")
            }
            return CameraError(.system(errno: e), "\(path): could not \(what): \(text)")
        }
    }
#endif
