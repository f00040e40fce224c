import FlickApp
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
    var appDriver: AppDriver { h.app.driver as! AppDriver }
    var driver: SceneSwitcher { appDriver.content as! SceneSwitcher }
    var rows: [MenuRow] { h.scene.controller.rows }

    func row(_ name: String) -> MenuRow? { rows.first { $0.item.name == name } }

    @Test func itListsTheArticleScenesFirstThenEveryOtherWithWhatItShows() {
        let names = rows.map(\.item.name)
        #expect(Array(names.prefix(5)) == ["habr", "two-axis", "flip", "cards", "overview"])
        #expect(Set(names) == Set(SceneCatalog.names.filter { $0 != "menu" }))
        #expect(names.count == SceneCatalog.names.count - 1)
        let list = h.step()
        let texts = list.items.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
        #expect(texts.contains(PanelsScene.caption))
        #expect(texts.contains("Edge-swipe the card over the camera; layer time scrubs card, blur and indicator"))
        for row in rows {
            let words = row.item.caption.lowercased()
            #expect(!words.hasPrefix(row.item.name.lowercased().prefix(4)), "\(row.item.name) repeats its name")
        }
        #expect(Set(rows.map(\.item.color)).count == rows.count, "a colour each")
    }

    @Test func aTapOpensTheSceneInPlaceOfTheMenu() throws {
        let target = try #require(row("two-axis"))
        h.tap(h.frame(of: target).center)
        let scene = try #require(driver.scene as? TwoAxisScene)
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
        let opened = type(of: driver.scene).name
        #expect(opened == MenuScene.entries[2].name, "the third row: \(opened)")
    }

    @Test func escapeUnusedByTheOpenedSceneReturnsToTheMenuAndEscapeThereQuits() throws {
        h.tap(h.frame(of: try #require(row("two-axis"))).center)
        let twoAxis = try #require(driver.scene as? TwoAxisScene)
        h.key(.left)
        h.run(1.0)
        #expect(twoAxis.navigation.currentPanel == .left)
        h.key(.escape)
        #expect(driver.scene is TwoAxisScene, "the scene used Escape: back to its centre")
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
            #expect(type(of: driver.scene).name == MenuScene.entries[0].name, "the first row")
            shortcut()
            h.step()
            #expect(driver.scene is MenuScene)
        }
    }

    @Test func startAndBackTogetherToggleTheHUDInsteadOfOpeningTheMenu() throws {
        h.tap(h.frame(of: try #require(row("two-axis"))).center)
        let pad = GamepadID(1)
        for (button, down) in [(GamepadButton.start, true), (.back, true), (.back, false), (.start, false)] {
            let press = GamepadButtonEvent(gamepad: pad, button: button, isDown: down)
            h.events.enqueue(InputEvent(timestamp: h.nextTime, kind: .gamepadButton(press)))
            h.step()
        }
        h.step()
        #expect(driver.scene is TwoAxisScene)
        #expect(appDriver.hud.isVisible)
    }

    @Test func theMenuIsListedOnceByTheCatalogue() {
        #expect(SceneCatalog.names.filter { $0 == "menu" }.count == 1)
        #expect(SceneCatalog.names.last == "menu")
    }
}
