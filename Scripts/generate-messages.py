#!/usr/bin/env python3
"""The message catalogue: Sources/CableText/Localization/po/{de,es,fr,nl}.po (gettext PO files,
msgid = the English text) compiled into Sources/CableText/Localization/Catalogue+Generated.swift: per language
a static array of (English, translation) `StaticString` pairs sorted by the English text's UTF-8
bytes, which `Catalogue.translation(of:in:)` binary-searches (nothing is built at start).

  Scripts/generate-messages.py            regenerate the Swift tables from the PO files
  Scripts/generate-messages.py --extract  first add every English text the sources use and the
                                          catalogue lacks to each PO file (empty msgstr, to translate)
  ... --extract --from FILE               also the texts in FILE (a JSON array: the commands' help
                                          texts LocalizationTests found missing)
  Scripts/generate-messages.py --remove FILE  first delete from each PO file the entries whose English
                                          is in FILE (a JSON array: the texts LocalizationTests found
                                          that nothing uses any more), then regenerate

English texts are found as `tr("...")` literals and as command specs' `abstract:` and
`discussion:` literals (translated when help is shown). LocalizationTests fails when a text is
missing, untranslated, has other placeholders than its English, or the Swift file is stale."""
import os, re, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
folder = os.path.join(root, "Sources", "CableText", "Localization")
languages = ["de", "es", "fr", "nl"]
HELP = False  # commands' help texts join the catalogue when they are translated

def po_unquote(text):
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            n = text[i + 1]
            out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}.get(n, "\\" + n))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)

def po_quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'

def read_po(path):
    """[(msgid, msgstr, fuzzy)] in file order, without the header entry."""
    return parse_po(open(path, encoding="utf-8").read())

def parse_po(text):
    """read_po on a PO file's text (or a piece of it)."""
    entries, msgid, msgstr, field, fuzzy = [], None, None, None, False
    def flush():
        nonlocal msgid, msgstr, fuzzy
        if msgid is not None and msgid != "":
            entries.append((msgid, msgstr or "", fuzzy))
        msgid, msgstr, fuzzy = None, None, False
    for line in text.split("\n"):
        line = line.strip()
        if line.startswith("#,") and "fuzzy" in line:
            fuzzy = True
        elif line.startswith("msgid "):
            flush()
            msgid, field = po_unquote(line[7:-1]), "id"
        elif line.startswith("msgstr "):
            msgstr, field = po_unquote(line[8:-1]), "str"
        elif line.startswith('"') and field == "id":
            msgid += po_unquote(line[1:-1])
        elif line.startswith('"') and field == "str":
            msgstr += po_unquote(line[1:-1])
        elif line == "" or line.startswith("#"):
            field = None if line == "" else field
    flush()
    return entries

def swift_unescape(text):
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            n = text[i + 1]
            if n == "u" and text[i + 2] == "{":
                end = text.index("}", i)
                out.append(chr(int(text[i + 3:end], 16)))
                i = end + 1
                continue
            out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\", "0": "\0", "'": "'"}.get(n, n))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)

def multiline(body):
    """A Swift multi-line literal's value: indentation of the closing delimiter removed, `\\` joins lines."""
    lines = body.split("\n")
    indent = len(lines[-1]) - len(lines[-1].lstrip(" "))
    lines = [l[indent:] for l in lines[1:-1]]
    text = ""
    for index, l in enumerate(lines):
        if l.endswith("\\") and not l.endswith("\\\\"):
            text += l[:-1]
        else:
            text += l + ("\n" if index < len(lines) - 1 else "")
    return swift_unescape(text)

single = re.compile(r'\btr\(\s*((?:"(?:[^"\\\n]|\\.)*"(?:\s*\+\s*)?)+)')
literal = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
spec_single = re.compile(r'\b(?:abstract|discussion):\s*"(?!"")((?:[^"\\\n]|\\.)*)"')
spec_multi = re.compile(r'\b(?:abstract|discussion):\s*"""(.*?)"""', re.S)

def source_texts():
    """Every English text the sources hand to the catalogue, in a stable order."""
    found = []
    walks = [os.walk(os.path.join(root, "Sources", target)) for target in ("CableText", "CableCLI")]
    for directory, _, files in sorted(entry for walk in walks for entry in walk):
        for name in sorted(files):
            if not name.endswith(".swift") or name.endswith("+Generated.swift"):
                continue
            source = open(os.path.join(directory, name), encoding="utf-8").read()
            for match in single.finditer(source):
                found.append("".join(swift_unescape(part) for part in literal.findall(match.group(1))))
            for match in spec_single.finditer(source) if HELP else []:
                found.append(swift_unescape(match.group(1)))
            for match in spec_multi.finditer(source) if HELP else []:
                found.append(multiline(match.group(1)))
    seen, ordered = set(), []
    for text in found:
        if text and text not in seen:
            seen.add(text)
            ordered.append(text)
    return ordered

def header(language):
    return ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: %s\\n"\n' % language)

def extract(extra=()):
    texts = source_texts() + [t for t in extra if t]
    for language in languages:
        path = os.path.join(folder, "po", language + ".po")
        existing = read_po(path) if os.path.exists(path) else []
        known = {msgid for msgid, _, _ in existing}
        added = [t for t in texts if t not in known]
        if not os.path.exists(path):
            open(path, "w", encoding="utf-8").write(header(language))
        with open(path, "a", encoding="utf-8") as f:
            for text in added:
                f.write("\nmsgid %s\nmsgstr \"\"\n" % po_quote(text))
        print(f"{language}.po: {len(added)} new text(s) to translate")

def remove(texts):
    """Deletes each entry whose msgid is in `texts` from every PO file, with its comment lines; the
    other entries keep their text, order and comments."""
    texts = set(texts)
    for language in languages:
        path = os.path.join(folder, "po", language + ".po")
        blocks = open(path, encoding="utf-8").read().split("\n\n")
        kept, removed = [], 0
        for block in blocks:
            entry = parse_po(block)
            if entry and entry[0][0] in texts:
                removed += 1
            else:
                kept.append(block)
        open(path, "w", encoding="utf-8").write("\n\n".join(kept))
        print(f"{language}.po: {removed} unused text(s) removed")

def swift_quote(text):
    out = []
    for c in text:
        if c == "\\": out.append("\\\\")
        elif c == '"': out.append('\\"')
        elif c == "\n": out.append("\\n")
        elif c == "\t": out.append("\\t")
        elif ord(c) < 0x20 or ord(c) == 0x7F: out.append("\\u{%X}" % ord(c))
        else: out.append(c)
    return '"' + "".join(out) + '"'

def generate():
    """Per language, the translated pairs sorted by the English text's UTF-8 bytes, a repeated
    English text keeping its first translation: a static array of `StaticString` pairs (trivial
    elements, laid out by the compiler as constant data) that `Catalogue` binary-searches."""
    lines = ["// swift-format-ignore-file", "// Generated by Scripts/generate-messages.py from Sources/CableText/Localization/po/*.po: do not edit.",
             "// LocalizationTests fails when this file differs from the PO files.", "",
             "extension Catalogue {"]
    for language in languages:
        entries = read_po(os.path.join(folder, "po", language + ".po"))
        pairs = {}
        for msgid, msgstr, fuzzy in entries:
            if msgstr and not fuzzy and msgid not in pairs:
                pairs[msgid] = msgstr
        for text in list(pairs) + list(pairs.values()):
            # A one-scalar literal would make a StaticString without a UTF-8 pointer.
            if len(text) < 2:
                sys.exit(f"{language}.po: a text of fewer than two characters: {text!r}")
        lines.append(f"    /// {language}.po: {len(entries)} messages, {len(pairs)} translated English texts in UTF-8 byte order.")
        lines.append(f"    static let {language}: Pairs = [")
        for msgid in sorted(pairs, key=lambda text: text.encode("utf-8")):
            lines.append(f"        ({swift_quote(msgid)}, {swift_quote(pairs[msgid])}),")
        lines.append("    ]")
    lines.append("}")
    open(os.path.join(folder, "Catalogue+Generated.swift"), "w", encoding="utf-8").write("\n".join(lines) + "\n")

if __name__ == "__main__":
    if "--extract" in sys.argv:
        extra = []
        if "--from" in sys.argv:
            import json
            extra = json.load(open(sys.argv[sys.argv.index("--from") + 1], encoding="utf-8"))
        extract(extra)
    if "--remove" in sys.argv:
        import json
        remove(json.load(open(sys.argv[sys.argv.index("--remove") + 1], encoding="utf-8")))
    generate()
