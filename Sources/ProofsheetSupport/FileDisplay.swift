import Foundation

/// How file paths appear in messages: relative to the current folder when below it, else absolute.
public enum FileDisplay {
    public static func shown(_ absolute: String) -> String {
        ProjectPath.display(absolute, relativeTo: FileManager.default.currentDirectoryPath)
    }
}
