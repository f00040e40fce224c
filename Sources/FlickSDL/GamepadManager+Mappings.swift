internal import CSDL2
import Foundation

extension GamepadManager {
    /// What loading a mapping file did.
    public struct MappingReport: Hashable, Sendable {
        /// Mappings for GUIDs SDL didn't have before.
        public var added: Int
        /// Mappings that replaced an existing one for the same GUID (e.g. loading the file twice).
        public var updated: Int
        /// Lines for this platform that SDL refused, with line number and SDL's reason.
        public var rejected: [String]
        /// Mapping-looking lines for other platforms (ignored, as SDL does).
        public var otherPlatforms: Int
    }

    /// Loads extra controller mappings (the community `gamecontrollerdb.txt` format) from `path`.
    ///
    /// Follows `SDL_GameControllerAddMappingsFromFile`'s rules (a function-like macro, invisible
    /// from Swift): `#` comments and blank lines are skipped, and only lines whose `platform:` field
    /// names this platform are used — but it adds the lines one by one with
    /// `SDL_GameControllerAddMapping`, so a bad line is reported with its number instead of vanishing.
    /// Lines without a platform field are reported too (SDL would silently ignore them).
    /// Throws when the file is missing, unreadable, or has nothing usable; partial problems go to
    /// `onDiagnostic` and the report.
    @discardableResult
    public func loadMappings(fromFile path: String) throws(GamepadMappingError) -> MappingReport {
        guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound(path: path) }
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else { throw .unreadable(path: path) }

        let platform = String(cString: SDL_GetPlatform())
        let field = "platform:" + platform.lowercased() + ","
        var report = MappingReport(added: 0, updated: 0, rejected: [], otherPlatforms: 0)
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let lower = line.lowercased()
            guard lower.contains("platform:") else {
                report.rejected.append("line \(offset + 1): no platform: field (SDL ignores such lines)")
                continue
            }
            guard lower.contains(field) else {
                if lower.contains(field.dropLast()) {
                    report.rejected.append("line \(offset + 1): end the platform field with a comma (\(field))")
                } else {
                    report.otherPlatforms += 1
                }
                continue
            }
            let fields = line.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
            let guid = fields[0].trimmingCharacters(in: .whitespaces)
            guard guid.count == 32, guid.allSatisfy(\.isHexDigit), fields.count == 3, !fields[1].isEmpty else {
                report.rejected.append("line \(offset + 1): expected GUID (32 hex digits),name,bindings…")
                continue
            }
            let wanted = Self.mappingGUID(SDL_JoystickGetGUIDFromString(guid))
            var mapping = line
            if wanted.lowercased() != guid.lowercased() {
                mapping = wanted + String(line.dropFirst(fields[0].count))
                onDiagnostic(
                    "gamepad mappings \(path), line \(offset + 1): GUID \(guid) carries a name CRC; using \(wanted)"
                )
            }
            switch SDL_GameControllerAddMapping(mapping) {
            case 1: report.added += 1
            case 0: report.updated += 1
            default: report.rejected.append("line \(offset + 1): \(Self.sdlError())")
            }
        }
        if report.added + report.updated == 0 {
            throw .noUsableMappings(path: path, platform: platform, rejected: report.rejected)
        }
        for problem in report.rejected { onDiagnostic("gamepad mappings \(path), \(problem)") }
        return report
    }
}
