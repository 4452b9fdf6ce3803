/// Parses the expression text typed after an operator, e.g. `x*10`, `x % 2 == 0`, `acc + x`.
///
/// Precedence, loosest first: `||`, `&&`, comparisons, `+ -`, `* / %`, unary `- !`.
/// Texts are written in double quotes (`x + "!"`); `allowed` lists the names the operator
/// binds, so `map y*2` fails at parse time, not when an event arrives.
public struct ExpressionParser {
    private let source: String
    private let characters: [Character]
    private var index = 0
    private let allowed: [String]

    public static func parse(_ text: String, allowed: [String]) throws(ShellError) -> Expression {
        var parser = ExpressionParser(source: text, allowed: allowed)
        let expression = try parser.parseOr()
        parser.skipBlanks()
        if parser.index < parser.characters.count {
            throw parser.failure("unexpected '\(parser.characters[parser.index])'")
        }
        return expression
    }

    private init(source: String, allowed: [String]) {
        self.source = source
        self.characters = Array(source)
        self.allowed = allowed
    }

    private func failure(_ reason: String) -> ShellError {
        .badExpression(text: source, reason: reason)
    }

    private mutating func skipBlanks() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    private mutating func take(_ symbol: String) -> Bool {
        skipBlanks()
        let symbolCharacters = Array(symbol)
        guard index + symbolCharacters.count <= characters.count,
              Array(characters[index..<index + symbolCharacters.count]) == symbolCharacters else { return false }
        // `<` must not swallow the first half of `<=`, nor `=` of `==`.
        if symbolCharacters.count == 1, index + 1 < characters.count, characters[index + 1] == "=",
           "<>!=".contains(symbolCharacters[0]) { return false }
        index += symbolCharacters.count
        return true
    }

    private mutating func parseOr() throws(ShellError) -> Expression {
        var lhs = try parseAnd()
        while take("||") { lhs = .binary(.or, lhs, try parseAnd()) }
        return lhs
    }

    private mutating func parseAnd() throws(ShellError) -> Expression {
        var lhs = try parseComparison()
        while take("&&") { lhs = .binary(.and, lhs, try parseComparison()) }
        return lhs
    }

    private mutating func parseComparison() throws(ShellError) -> Expression {
        let lhs = try parseSum()
        for op in [Expression.BinaryOperator.equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater] where take(op.rawValue) {
            return .binary(op, lhs, try parseSum())
        }
        return lhs
    }

    private mutating func parseSum() throws(ShellError) -> Expression {
        var lhs = try parseProduct()
        while true {
            if take("+") { lhs = .binary(.add, lhs, try parseProduct()) }
            else if take("-") { lhs = .binary(.subtract, lhs, try parseProduct()) }
            else { return lhs }
        }
    }

    private mutating func parseProduct() throws(ShellError) -> Expression {
        var lhs = try parseUnary()
        while true {
            if take("*") { lhs = .binary(.multiply, lhs, try parseUnary()) }
            else if take("/") { lhs = .binary(.divide, lhs, try parseUnary()) }
            else if take("%") { lhs = .binary(.remainder, lhs, try parseUnary()) }
            else { return lhs }
        }
    }

    private mutating func parseUnary() throws(ShellError) -> Expression {
        if take("-") { return .unary(.negate, try parseUnary()) }
        if take("!") { return .unary(.not, try parseUnary()) }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(ShellError) -> Expression {
        skipBlanks()
        guard index < characters.count else { throw failure("it ends too early") }
        let char = characters[index]
        if char == "(" {
            index += 1
            let inner = try parseOr()
            guard take(")") else { throw failure("missing ')'") }
            return inner
        }
        if char == "\"" || char == "'" {
            index += 1
            var text = ""
            while index < characters.count, characters[index] != char {
                text.append(characters[index])
                index += 1
            }
            guard index < characters.count else { throw failure("missing closing \(char)") }
            index += 1
            return .literal(.text(text))
        }
        if char.isNumber {
            var digits = ""
            while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                digits.append(characters[index])
                index += 1
            }
            guard let number = Int(digits) else { throw failure("number \(digits) is too large") }
            return .literal(.number(number))
        }
        if char.isLetter || char == "_" {
            var name = ""
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                name.append(characters[index])
                index += 1
            }
            if name == "true" || name == "false" { return .literal(.truth(name == "true")) }
            guard allowed.contains(name) else {
                let names = allowed.map { "'\($0)'" }.joined(separator: ", ")
                throw failure("unknown name '\(name)'; here you can use \(names) (or quote a text: \"\(name)\")")
            }
            return .variable(name)
        }
        throw failure("unexpected '\(char)'")
    }
}
