import HeadlessUI

/// Everything that can go wrong with a line the learner typed, from tokenizing to executing.
///
/// Thrown by the tokenizer, the parser and the session; turned into text in exactly one
/// place, `ShellError.message` (see ShellError+Message.swift).
public enum ShellError: Error, Equatable, Sendable {
    // Reading input.
    case lineTooLong(bytes: Int, limit: Int)
    case invalidUTF8(byteOffset: Int)

    // Tokenizing and parsing.
    case unterminatedQuote(column: Int)
    case danglingEscape(column: Int)
    case unknownCommand(String, suggestion: String?)
    case missingArgument(command: String, argument: String, expected: String)
    case unexpectedArgument(command: String, got: String)
    case invalidArgument(command: String, argument: String, got: String, expected: String)
    case badExpression(text: String, reason: String)
    case badMarbles(diagram: String, reason: String)
    case unknownOperator(String, suggestion: String?)

    // Executing.
    /// A command needs something that is not there yet ("fire" with nothing loaded).
    case wrongState(reason: String, nextStep: String)
    /// A name that does not exist among `kind`s (scene, app, stream, RIB, lesson, action).
    case unknownName(kind: String, name: String, suggestion: String?, known: [String])
    /// A loaded scene or app refused a request; its own words.
    case rejected(String)
    /// `fire`'s arguments do not fit `action` (HeadlessUI's validation).
    case badActionArguments(ActionError, action: UserAction)
    /// The loaded view refused an action it was given with valid arguments.
    case actionRefused(ActionError)
    case file(path: String, reason: String)
    case unavailable(feature: String, reason: String)
    /// An error in a line of a file run by `source`.
    indirect case sourced(path: String, line: Int, error: ShellError)
    /// An error in a command that `at` scheduled, when the clock reached it.
    indirect case scheduled(time: Int, error: ShellError)
}
