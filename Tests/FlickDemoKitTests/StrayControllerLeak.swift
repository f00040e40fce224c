import FlickUI

/// A monkey invariant that plants a leak: on the third checked frame it presents a controller
/// titled "stray" over the root, on the fourth dismisses it, and keeps it alive in `kept`, so
/// the next settle check must report it.
@MainActor
final class StrayControllerLeak {
    /// The stray, kept alive on purpose.
    private(set) var kept: ViewController?
    private var frames = 0

    /// The invariant to pass as the monkey's `extraInvariant` (never fails by itself).
    var invariant: @MainActor (Application) -> String? {
        { [self] app in
            frames += 1
            guard let root = app.rootViewController else { return nil }
            if frames == 3 {
                let stray = ViewController()
                stray.title = "stray"
                root.present(stray)
                kept = stray
            } else if frames == 4 {
                root.dismiss()
            }
            return nil
        }
    }
}
