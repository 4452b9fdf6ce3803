import Foundation

/// The first line every copy of a test-writing lesson's code under test starts with:
/// `#sourceLocation(file: "<the reference's path>", line: 1)`.
///
/// A seeded bug's copy of a file is compiled from its own folder (`VariantBuild`), yet inside
/// it `#filePath`, `#file`, `#fileID` and `#line` must read exactly as in the reference's file,
/// so that a test cannot tell the two apart by them. Swift applies `-file-prefix-map` only to
/// debug, coverage and index information, not to these literals (measured with Swift 6.3.1);
/// the directive sets them. The reference's own copy in the scratch package carries the same
/// line, naming its own path, so the token streams match and a bug that changes only function
/// bodies emits a module interface byte for byte equal to the reference's.
enum SourcePin {
    /// `contents` preceded by the directive that presents it as the file at `path`; line 2
    /// of the result is line 1 of the presented file.
    static func pinned(_ contents: Data, at path: String) -> Data {
        Data(line(for: path).utf8) + contents
    }

    /// The directive, with its newline.
    static func line(for path: String) -> String {
        let literal = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(literal)\", line: 1)\n"
    }
}
