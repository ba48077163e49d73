/// The width text for people is fitted to (``TextLayout/table(header:rows:rightAligned:width:fit:in:)``).
extension Arguments {
    /// The terminal's width when the text goes to it: standard output is a terminal, no
    /// `-o FILE` sends it elsewhere, and `--wide` is not given. Nil otherwise: pipes, files and
    /// `--wide` get every table whole, the same on every machine.
    func textWidth() throws(CLIError) -> Int? {
        guard let columns = terminal.columns else { return nil }
        if command.takes(Options.wide.name), isSet(Options.wide) { return nil }
        if command.takes(Options.output.name), try OutputFile.path(self) != nil { return nil }
        return columns
    }
}
