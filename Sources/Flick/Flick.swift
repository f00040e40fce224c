// `import Flick` is all an app needs: this module re-exports every public module of the
// framework, from geometry up to the app layer (`App`, `AppRunner`, `AppOptions`), and the two
// packages the app layer's API speaks in: swift-argument-parser (an app's own command embeds
// `AppOptions` with `@OptionGroup`) and swift-log (`AppRunner` logs through a `Logger`).
@_exported public import ArgumentParser
@_exported public import FlickAnimation
@_exported public import FlickApp
@_exported public import FlickGeometry
@_exported public import FlickInput
@_exported public import FlickLayers
@_exported public import FlickNavigation
@_exported public import FlickSDL
@_exported public import FlickTransitions
@_exported public import FlickUI
@_exported public import Logging
