import FlickApp
import FlickGeometry
import FlickInput
import Testing

@Suite struct OptionParsingTests {
    @Test func sizesParse() throws {
        #expect(try OptionParsing.size("360x640") == Size(width: 360, height: 640))
        #expect(try OptionParsing.size("720X1280") == Size(width: 720, height: 1280))
    }

    @Test(arguments: ["", "360", "x640", "360x", "-360x640", "10x10", "abcxdef", "360x640x2", "99999x640", "nanxnan"])
    func badSizesSayWhatTheOptionTakes(text: String) {
        #expect {
            try OptionParsing.size(text)
        } throws: { error in
            "\(error)".contains("--size takes WIDTHxHEIGHT") && "\(error)".contains("'\(text)'")
        }
    }

    @Test func rotationsParse() throws {
        #expect(try OptionParsing.rotation("90") == .clockwise90)
        #expect(try OptionParsing.rotation("0") == .upright)
        #expect(throws: OptionError.self) { try OptionParsing.rotation("45") }
        #expect(throws: OptionError.self) { try OptionParsing.rotation("sideways") }
    }

    @Test func renderersAndDriversAreChecked() throws {
        #expect(try OptionParsing.renderer("Software") == .software)
        #expect(throws: OptionError.self) { try OptionParsing.renderer("vulkan") }
        #expect(try OptionParsing.videoDriver("kmsdrm") == "kmsdrm")
        #expect(throws: OptionError.self) { try OptionParsing.videoDriver("gdi") }
    }

    @Test func scalesAreBounded() throws {
        #expect(try OptionParsing.scale("2") == 2)
        for bad in ["0", "-1", "100", "inf", "two"] {
            #expect(throws: OptionError.self) { try OptionParsing.scale(bad) }
        }
    }
}
