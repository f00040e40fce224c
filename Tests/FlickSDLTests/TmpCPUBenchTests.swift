import FlickDemoKit
import Glibc
import Testing
@testable import FlickSDL

@Suite(.serialized)
@MainActor
struct TmpCPUBenchTests {
    @Test func cpu() throws {
        func cpuNow() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        }
        let stats = try renderGalleryBench(frames: 150, warmUp: 5, assets: PixelTest.assets, now: cpuNow)
        print("CPU gallery: \(stats)")
    }
}
