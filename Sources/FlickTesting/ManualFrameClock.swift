public import FlickAnimation

/// The clock tests step by hand: every `nextFrame()` is exactly one refresh interval after the
/// last, and `advance(by:)` lets time pass without a frame. It is the same deterministic clock
/// headless runs and replays use (`VirtualFrameClock`), under the name tests read best.
public typealias ManualFrameClock = VirtualFrameClock
