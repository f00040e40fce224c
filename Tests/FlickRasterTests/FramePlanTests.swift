import FlickGeometry
import FlickLayers
import Testing

@testable import FlickRaster

/// The frame plan as a value, made without SDL: a display list, an output size and made-up
/// sizes for pictures and text in, the decisions out. What those decisions draw is pinned in
/// `SDLRendererPlanTests` and `SDLRendererFlatGroupTests`.
@Suite
@MainActor
struct FramePlanTests {
    /// Picture and text sizes for the plan, with what it asked.
    final class Sizes: FramePlanSizes {
        var pictures: [ImageRef.Key: ImageExtent] = [:]
        private(set) var measured: [String] = []

        func imageExtent(_ ref: ImageRef) -> ImageExtent? { pictures[ref.key] }

        /// A run is its item's rectangle; one not measured first offers a rectangle ten times
        /// as wide, which holds it.
        func textRect(_ text: DisplayItem.Text, isOffOutput: (Rect) -> Bool) -> Rect? {
            let r = text.rect
            let reach = Rect(x: r.minX, y: r.minY, width: r.width * 10, height: r.height)
            if isOffOutput(reach) { return reach }
            measured.append(text.string)
            return text.rect
        }
    }

    static let output = PixelRect(x: 0, y: 0, width: 100, height: 100)

    static func plan(_ items: [DisplayItem], sizes: Sizes = Sizes(), snaps: Bool = false) -> FramePlan {
        FramePlan(
            DisplayList(viewport: Size(width: 100, height: 100), items: items), output: output,
            pointsToPixels: .identity, snapsToPixels: snaps, sizes: sizes)
    }

    static func fill(_ rect: Rect, alpha: Double = 1, radius: Double = 0) -> DisplayItem {
        .fill(
            .init(
                transform: .identity, rect: rect, radii: CornerRadii(all: radius), color: .white.withAlpha(alpha),
                opacity: 1))
    }

    static func picture(_ name: String, _ rect: Rect) -> DisplayItem {
        .image(.init(transform: .identity, image: .asset(name), bounds: rect, gravity: .resize, clip: nil, opacity: 1))
    }

    static func group(opacity: Double = 1, clip: Rect, radius: Double = 0) -> DisplayItem {
        .pushGroup(
            .init(opacity: opacity, clip: .init(transform: .identity, rect: clip, radii: CornerRadii(all: radius))))
    }

    static let whole = Rect(x: 0, y: 0, width: 100, height: 100)

    @Test func whatAnOpaqueFillCoversIsHiddenAndTheClearGoes() {
        let plan = Self.plan([Self.fill(Rect(x: 10, y: 10, width: 20, height: 20)), Self.fill(Self.whole)])
        #expect(plan[0].skip && !plan[1].skip)
        #expect(!plan.needsClear)
        let seeThrough = Self.plan([
            Self.fill(Rect(x: 10, y: 10, width: 20, height: 20)), Self.fill(Self.whole, alpha: 0.5),
        ])
        #expect(!seeThrough[0].skip && seeThrough.needsClear, "a translucent fill hides nothing")
    }

    @Test func snappingTakesAPixelOffEachSideOfAnOccluder() {
        // A band just wide enough to hide the square (and its fringe) on a GPU; snapped to
        // pixels its own edge pixels are not opaque, so the square shows along them.
        let items = [
            Self.fill(Rect(x: 10, y: 10, width: 20, height: 20)), Self.fill(Rect(x: 9, y: 0, width: 22, height: 100)),
        ]
        #expect(Self.plan(items)[0].skip)
        #expect(!Self.plan(items, snaps: true)[0].skip)
    }

    @Test func aPictureHidesWhatLiesUnderItOnlyOnceItIsKnownOpaque() {
        let items = [Self.fill(Rect(x: 20, y: 20, width: 10, height: 10)), Self.picture("sky.png", Self.whole)]
        let unknown = Sizes()
        unknown.pictures[ImageRef.asset("sky.png").key] = ImageExtent(width: 100, height: 100, isOpaque: nil)
        #expect(!Self.plan(items, sizes: unknown)[0].skip, "sized from its header: opacity not known yet")
        let opaque = Sizes()
        opaque.pictures[ImageRef.asset("sky.png").key] = ImageExtent(width: 100, height: 100, isOpaque: true)
        let plan = Self.plan(items, sizes: opaque)
        #expect(plan[0].skip && !plan.needsClear)
        #expect(plan.itemPixels[1]?.intersection(Self.output) == Self.output)
    }

    @Test func aGroupThatChangesNothingIsDrawnFlat() {
        let plan = Self.plan([
            Self.group(clip: Rect(x: 10, y: 10, width: 50, height: 50)),
            Self.fill(Rect(x: 20, y: 20, width: 10, height: 10)), .popGroup,
        ])
        #expect(plan[0].flatten && !plan[0].carriesClip)
        #expect(plan.groupEnd(0) == 2)
        let faded = Self.plan([
            Self.group(opacity: 0.5, clip: Rect(x: 10, y: 10, width: 50, height: 50)),
            Self.fill(Rect(x: 20, y: 20, width: 10, height: 10)), Self.fill(Rect(x: 25, y: 25, width: 10, height: 10)),
            .popGroup,
        ])
        #expect(!faded[0].flatten, "overlapping items at half opacity need the group's own target")
    }

    @Test func aRoundedClipIsCarriedByTheFillOnItsRectangle() {
        let card = Rect(x: 10, y: 10, width: 60, height: 40)
        let plan = Self.plan([Self.group(clip: card, radius: 8), Self.fill(card), .popGroup])
        #expect(plan[0].flatten && plan[0].carriesClip)
        guard case .fill(let f) = plan.carried[1] else {
            Issue.record("the fill should be drawn changed: \(plan.carried)")
            return
        }
        #expect(f.radii == CornerRadii(all: 8), "the fill takes the clip's corners")
    }

    @Test func textFarOffTheOutputIsNotMeasured() {
        let sizes = Sizes()
        func text(_ string: String, x: Double) -> DisplayItem {
            .text(
                .init(
                    transform: .identity, string: string, style: TextStyle(size: 12),
                    rect: Rect(x: x, y: 5, width: 30, height: 12), opacity: 1))
        }
        let plan = Self.plan([text("far", x: 500), text("near", x: 5)], sizes: sizes)
        #expect(sizes.measured == ["near"])
        #expect(plan.itemPixels[0]?.intersection(Self.output).isEmpty == true)
    }

    @Test func anUnbalancedListPlansNothing() {
        let plan = Self.plan([Self.group(clip: Self.whole), Self.fill(Self.whole)])
        #expect(!plan.balanced && plan.needsClear)
        #expect(!plan[0].flatten && !plan[1].skip)
    }
}
