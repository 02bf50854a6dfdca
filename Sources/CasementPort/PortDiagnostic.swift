/// Something the port could not carry over unchanged: where it is and why, in one line.
public struct PortDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The file's path relative to the ported folder.
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// "path:line:column: warning: message", as compilers print, so editors can jump to it.
    public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}
