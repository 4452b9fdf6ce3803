/// What can go wrong while editing labels; the presenter turns each into a message.
public enum LabelEditorError: Error, Equatable {
    case emptyName
    case duplicateName(String)
    case labelNotFound(id: Int)
    case noInterest
    case unknownInterest(String)
    case saveFailed
}
