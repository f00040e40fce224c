import Testing

@testable import FlickSDL

@Suite struct SoftwareGLThreadsTests {
    @Test func llvmpipeGetsTwoThreadsMoreThanCores() {
        #expect(SoftwareGLThreads.count(cores: 2) == 4)
        #expect(SoftwareGLThreads.count(cores: 4) == 6)
        #expect(SoftwareGLThreads.count(cores: 0) == 3, "an unknown core count counts as one")
    }

    @Test func theVariableIsSetOnlyWhenTheUserHasNot() {
        var environment: [String: String] = [:]
        let set = SoftwareGLThreads.configure(cores: 2, read: { environment[$0] }, write: { environment[$0] = $1 })
        #expect(set == "4" && environment["LP_NUM_THREADS"] == "4")
        environment["LP_NUM_THREADS"] = "1"
        let kept = SoftwareGLThreads.configure(cores: 8, read: { environment[$0] }, write: { environment[$0] = $1 })
        #expect(kept == "1" && environment["LP_NUM_THREADS"] == "1", "the user's value wins")
    }
}
