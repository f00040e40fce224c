extension Application {
    /// An idle frame on a display that lags its presents (`presentLag`): draws and presents the
    /// last composed frame once more, so the display catches up with it before the loop sleeps.
    ///
    /// SDL 2.26's kmsdrm backend is such a display: the window's first `SDL_RenderPresent`
    /// reaches no glass, because that swap first rebuilds the GBM/EGL surfaces the fullscreen
    /// switch marked dirty (`KMSDRM_SwapWindow` → `KMSDRM_CreateSurfaces`), then swaps the new,
    /// undrawn surface and sets the mode with it. A loop that idles after its first frame leaves a
    /// black panel until the first input (docs/KIOSK.md). Re-presenting the frame before idling
    /// covers that and any driver that keeps one frame queued, whatever frame it happens to.
    func presentLastFrameAgainIfOwed() {
        guard glassPresentsOwed > 0 else { return }
        glassPresentsOwed -= 1
        guard let list = lastReport?.displayList else { return }
        renderer.render(list)
        renderer.present()
    }
}
