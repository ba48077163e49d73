#!/usr/bin/env python3
"""Lint: no function, initialiser or computed body over 60 lines (issue #30).

Counts the lines from a `func`/`init`/`subscript` declaration to the closing brace at the same
indentation. Scans Sources/CableCore, Sources/CableCLI and Sources/CableText, prints each
function that is too long as `path:line: name is N lines (limit 60)` and exits 1 if any is not on
the allow-list below. The allow-list names functions being rewritten on another branch; empty it
as they are split.

  Scripts/function-length.py            # the lint (.ci/run)
  Scripts/function-length.py --all      # every target, allow-list ignored: a report
"""
import os
import re
import sys

LIMIT = 60
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS = ["Sources/CableCore", "Sources/CableCLI", "Sources/CableText"]
# Left long on purpose for now (`path:name`, or a folder another branch is rewriting): none.
ALLOWED: set[str] = set()
DECLARATION = re.compile(
    r"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|static|class|"
    r"override|mutating|nonmutating|final|convenience|required|nonisolated|dynamic|@inlinable|"
    r"@usableFromInline)\s+)*(func\s+[^\s(<]+|init[?!]?|subscript)\s*[(<]"
)


def functions(path):
    """(line number, name, length) of each function in the file at `path`."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    found = []
    for index, line in enumerate(lines):
        match = DECLARATION.match(line)
        if not match:
            continue
        indent = match.group(1)
        # A declaration without a body (a protocol requirement) has no brace before the next
        # declaration; one-line bodies end on their own line.
        end = None
        for other in range(index, len(lines)):
            text = lines[other]
            if other > index and DECLARATION.match(text) and len(DECLARATION.match(text).group(1)) <= len(indent):
                break
            if other == index and text.rstrip().endswith("}") and text.count("{") == text.count("}"):
                end = other
                break
            if other > index and text.startswith(indent + "}") and not text.startswith(indent + " "):
                end = other
                break
        if end is not None:
            found.append((index + 1, match.group(2).replace("func ", ""), end - index + 1))
    return found


def main():
    everything = "--all" in sys.argv[1:]
    targets = TARGETS
    failed = False
    for target in targets:
        for folder, _, names in sorted(os.walk(os.path.join(ROOT, target))):
            for name in sorted(names):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, ROOT)
                for line, function, length in functions(path):
                    if length <= LIMIT:
                        continue
                    allowed = not everything and any(
                        relative.startswith(entry) or f"{relative}:{function}" == entry for entry in ALLOWED
                    )
                    note = " (allowed for now)" if allowed else ""
                    print(f"{relative}:{line}: {function} is {length} lines (limit {LIMIT}){note}")
                    failed = failed or not allowed
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
