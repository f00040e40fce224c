import FlickGeometry
import FlickInput
import FlickLayers
import FlickNavigation
import FlickUI
import Testing

@testable import FlickDemoKit

/// The menu from scripted input: it lists every catalogue scene but itself; a tap, or the D-pad
/// and A, opens one in place of the menu; Escape or B unused by that scene, F2, M, Guide or Start
/// alone come back; Escape in the menu quits.
@MainActor
@Suite struct MenuSceneTests {
    let h = SceneHarness(MenuScene.self)
    var driver: ShellDriver { h.app.driver as! ShellDriver }
    var rows: [MenuRow] { h.scene.controller.rows }

    func row(_ name: String) -> MenuRow? { rows.first { $0.item.name == name } }

    @Test func itListsEveryOtherSceneWithItsCaption() {
        let names = rows.map(\.item.name)
        #expect(names == SceneCatalog.names.filter { $0 != "menu" })
        #expect(names.contains("two-axis") && names.contains("overview"))
        let list = h.step()
        let texts = list.items.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
        #expect(texts.contains(PanelsScene.caption))
        #expect(Set(rows.map(\.item.color)).count == rows.count, "a colour each")
    }

    @Test func aTapOpensTheSceneInPlaceOfTheMenu() throws {
        let target = try #require(row("panels"))
        h.tap(h.frame(of: target).center)
        let scene = try #require(driver.scene as? PanelsScene)
        #expect(driver.openedFromMenu)
        #expect(h.app.rootViewController === scene.navigation)
        #expect(h.scene.controller.view.window == nil, "the menu left the window")
        #expect(h.app.window.subviews.count == 1)
    }

    @Test func theDPadAndAOpenTheFocusedScene() {
        h.button(.dpadDown)  // shows the ring on the first row
        h.button(.dpadDown)
        h.button(.dpadDown)
        h.button(.a)
        h.step()
        #expect(type(of: driver.scene).name == SceneCatalog.names[2], "the third row: \(type(of: driver.scene).name)")
    }

    @Test func escapeUnusedByTheOpenedSceneReturnsToTheMenuAndEscapeThereQuits() throws {
        h.tap(h.frame(of: try #require(row("panels"))).center)
        let panels = try #require(driver.scene as? PanelsScene)
        h.key(.left)
        h.run(1.0)  // the panels scene settles on the default ζ 1 / 0.4 s spring
        #expect(panels.navigation.currentPanel == .left)
        h.key(.escape)
        #expect(driver.scene is PanelsScene, "the scene used Escape: back to its centre")
        h.run(1.0)
        h.key(.escape)
        h.step()
        #expect(driver.scene is MenuScene, "unused Escape: back to the menu")
        #expect(!h.app.isQuitting)
        h.key(.escape)
        #expect(h.app.isQuitting, "Escape in the menu quits")
    }

    @Test func f2MGuideAndStartAloneReturnToTheMenu() throws {
        let shortcuts: [() -> Void] = [
            { h.key(.other(0x4000_003B)) }, { h.key(.character("m")) }, { h.button(.guide) }, { h.button(.start) },
        ]
        for shortcut in shortcuts {
            let menu = try #require(driver.scene as? MenuScene)
            h.tap(h.frame(of: try #require(menu.controller.rows.first)).center)
            #expect(type(of: driver.scene).name == SceneCatalog.names[0], "the first row")
            shortcut()
            h.step()
            #expect(driver.scene is MenuScene)
        }
    }

    @Test func startAndBackTogetherToggleTheHUDInsteadOfOpeningTheMenu() throws {
        h.tap(h.frame(of: try #require(row("panels"))).center)
        let pad = GamepadID(1)
        for (button, down) in [(GamepadButton.start, true), (.back, true), (.back, false), (.start, false)] {
            h.events.enqueue(
                InputEvent(timestamp: h.nextTime, kind: .gamepadButton(.init(gamepad: pad, button: button, isDown: down))))
            h.step()
        }
        h.step()
        #expect(driver.scene is PanelsScene)
        #expect(driver.hud.isVisible)
    }

    @Test func theMenuIsListedOnceByTheCatalogue() {
        #expect(SceneCatalog.names.filter { $0 == "menu" }.count == 1)
        #expect(SceneCatalog.names.last == "menu")
    }
}
