import FlickDemoKit
import FlickGeometry
import FlickLayers
import FlickSDL
import Foundation
import Testing

/// The demo's generated assets: every name exists and decodes with the promised size and
/// look, nothing generated is left unnamed, the set stays small, everything draws through the
/// renderer (a contact sheet), and a missing or corrupt file becomes a placeholder and a
/// diagnostic naming it.
@MainActor
@Suite(.serialized) struct DemoAssetsTests {
    static let assets = AssetLocator(
        root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets").path)

    @Test func everyIconExistsAndIsWhiteOnTransparentAt2x() throws {
        for name in DemoAssets.Icon.all {
            #expect(name.hasSuffix("@2x.png"), "\(name) must be named @2x so it is 24 pt")
            let bmp = try Screenshot.loadImage(Self.assets.path(for: name))
            #expect(bmp.width == 48 && bmp.height == 48, "\(name) is \(bmp.width)×\(bmp.height)")
            let p = bmp.pixels
            #expect(p[3] == 0, "\(name): the corner must be transparent")
            var opaque = 0, partial = 0
            for i in stride(from: 0, to: p.count, by: 4) where p[i + 3] > 0 {
                #expect(
                    p[i] == 255 && p[i + 1] == 255 && p[i + 2] == 255, "\(name): icons are white, tinted when drawn")
                if p[i + 3] == 255 { opaque += 1 } else { partial += 1 }
            }
            #expect(opaque > 60, "\(name) draws too little")
            #expect(partial > 20, "\(name) has no anti-aliased edge")
        }
    }

    @Test func everyImageExistsAndIsAnOpaque9By16Illustration() throws {
        for name in DemoAssets.Image.all {
            let bmp = try Screenshot.loadImage(Self.assets.path(for: name))
            #expect(bmp.width == 360 && bmp.height == 640, "\(name) is \(bmp.width)×\(bmp.height)")
            let p = bmp.pixels
            #expect(stride(from: 3, to: p.count, by: 4 * 97).allSatisfy { p[$0] == 255 }, "\(name) must be opaque")
            var colours = Set<UInt32>()
            for i in stride(from: 0, to: p.count, by: 4 * 331) {
                colours.insert(UInt32(p[i] >> 4) << 8 | UInt32(p[i + 1] >> 4) << 4 | UInt32(p[i + 2] >> 4))
            }
            #expect(colours.count >= 16, "\(name) looks flat (\(colours.count) colours)")
        }
    }

    @Test func namesAreUniqueAndEveryGeneratedFileIsNamed() throws {
        #expect(Set(DemoAssets.all).count == DemoAssets.all.count)
        let fm = FileManager.default
        let icons = try fm.contentsOfDirectory(atPath: Self.assets.path(for: "icons")).map { "icons/\($0)" }
        let images = try fm.contentsOfDirectory(atPath: Self.assets.path(for: "images")).map { "images/\($0)" }
            .filter { ["story-", "abstract-", "pet-"].contains(where: $0.dropFirst(7).hasPrefix) }
        #expect(Set(icons + images) == Set(DemoAssets.all))
    }

    @Test func theGeneratedSetStaysSmall() throws {
        let bytes = try DemoAssets.all.reduce(0) { sum, name in
            let size = try FileManager.default.attributesOfItem(atPath: Self.assets.path(for: name))[.size] as? Int
            return sum + (size ?? 0)
        }
        #expect(bytes < 3_000_000, "demo assets take \(bytes) bytes; keep them under 3 MB")
    }

    /// Draws every asset through the real renderer into a grid, written to the temporary folder
    /// (the path is printed) for looking at; fails if any came out as the placeholder.
    @Test func contactSheetDrawsEveryAssetWithoutPlaceholders() throws {
        let cell = 90.0, columns = 6
        let names = DemoAssets.Image.all + DemoAssets.Icon.all
        let rows = (names.count + columns - 1) / columns
        let viewport = Size(width: cell * Double(columns), height: cell * 1.6 * Double(rows))
        let root = Layer(name: "sheet")
        root.frame = Rect(origin: .zero, size: viewport)
        root.backgroundColor = Color(hex: 0x2C3047)
        for (i, name) in names.enumerated() {
            let l = Layer(name: name)
            let isIcon = name.hasPrefix("icons/")
            let h = cell * 1.6
            let x = Double(i % columns) * cell, y = Double(i / columns) * h
            l.frame =
                isIcon
                ? Rect(x: x + cell / 2 - 24, y: y + h / 2 - 24, width: 48, height: 48)
                : Rect(x: x + 4, y: y + 4, width: cell - 8, height: h - 8)
            l.contents = .asset(name)
            l.contentsGravity = isIcon ? .center : .resizeAspectFill
            l.cornerRadius = isIcon ? 0 : 10
            l.masksToBounds = !isIcon
            root.addSublayer(l)
        }
        let canvas = try SoftwareCanvas(
            pixelWidth: Int(viewport.width * 2), pixelHeight: Int(viewport.height * 2), scale: 2, assets: Self.assets)
        canvas.renderer.onDiagnostic = nil
        canvas.renderer.render(Compositor().compose(root, viewport: viewport, time: 0, clearColor: .black))
        let sheet = try canvas.snapshot()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-demo-assets.png").path
        try Screenshot.savePNG(sheet, to: path)
        print("demo assets contact sheet: \(path)")
        #expect(canvas.renderer.diagnostics.isEmpty, "\(canvas.renderer.diagnostics)")
        var magenta = 0
        for i in stride(from: 0, to: sheet.pixels.count, by: 4)
        where sheet.pixels[i] == 255 && sheet.pixels[i + 1] == 0 && sheet.pixels[i + 2] == 255 { magenta += 1 }
        #expect(magenta == 0)
    }

    @Test func aMissingAssetDrawsAPlaceholderAndNamesTheFile() throws {
        let (bmp, diagnostics) = try draw("icons/no-such-icon@2x.png", assets: Self.assets)
        #expect(bmp.pixels[0] == 255 && bmp.pixels[1] == 0 && bmp.pixels[2] == 255, "top-left should be magenta")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("icons/no-such-icon@2x.png") == true)
    }

    @Test func aCorruptAssetDrawsAPlaceholderAndNamesTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flick-corrupt-\(getpid())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("icons"), withIntermediateDirectories: true)
        let good = try Data(contentsOf: URL(fileURLWithPath: Self.assets.path(for: DemoAssets.Icon.heart)))
        try good.prefix(good.count / 3).write(to: folder.appendingPathComponent("icons/heart@2x.png"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let (bmp, diagnostics) = try draw(DemoAssets.Icon.heart, assets: AssetLocator(root: folder.path))
        #expect(bmp.pixels[0] == 255 && bmp.pixels[1] == 0 && bmp.pixels[2] == 255, "top-left should be magenta")
        #expect(diagnostics.contains { $0.contains(DemoAssets.Icon.heart) && $0.contains(folder.path) })
    }

    /// Draws `name` filling a 32×32 canvas; returns the pixels and the renderer's diagnostics.
    private func draw(_ name: String, assets: AssetLocator) throws -> (Bitmap, [String]) {
        let canvas = try SoftwareCanvas(pixelWidth: 32, pixelHeight: 32, scale: 1, assets: assets)
        canvas.renderer.onDiagnostic = nil
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 32, height: 32)
        layer.contents = .asset(name)
        canvas.renderer.render(Compositor().compose(layer, viewport: Size(width: 32, height: 32), time: 0))
        return (try canvas.snapshot(), canvas.renderer.diagnostics)
    }
}
