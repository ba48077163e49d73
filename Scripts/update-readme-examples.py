#!/usr/bin/env python3
"""Re-run every ```console example that starts with `$ cable` in README.md and in the Markdown
files under docs/, and write its real output back into the block. Each document's examples run
in its order in a scratch folder of its own holding a copy of Fixtures/, exactly as
ReadmeExamplesTests runs them. A command may start with environment variables
(`$ CABLE_CONFIG=prefs.json cable config list`). A block ending in a line "…" keeps the same
number of output lines. Usage: swift build && Scripts/update-readme-examples.py [FILE.md ...]
(CABLE_BINARY=PATH runs another binary than .build/debug/cable)."""
import glob, os, shlex, shutil, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.environ.get("CABLE_BINARY", os.path.join(root, ".build", "debug", "cable"))
env = {"PATH": "/usr/bin:/bin"}


def documents():
    docs = sorted(os.path.relpath(p, root) for p in glob.glob(os.path.join(root, "docs", "**", "*.md"), recursive=True))
    return ["README.md"] + docs


def update(document):
    path = os.path.join(root, document)
    lines = open(path, encoding="utf-8").read().split("\n")
    scratch = tempfile.mkdtemp(prefix="cable-readme-")
    shutil.copytree(os.path.join(root, "Fixtures"), os.path.join(scratch, "Fixtures"))
    out, i, changed = [], 0, 0
    try:
        while i < len(lines):
            line = lines[i]
            out.append(line)
            i += 1
            if line != "```console" or i >= len(lines) or not lines[i].startswith("$ "):
                continue
            words = shlex.split(lines[i][2:])
            assignments = []
            while words and "=" in words[0] and words[0].split("=")[0].isupper():
                assignments.append(words.pop(0))
            if not words or words[0] != "cable":
                continue
            command = lines[i]
            block = []
            i += 1
            while lines[i] != "```":
                block.append(lines[i])
                i += 1
            prefix = len(block) - 1 if block and block[-1] == "…" else None
            args = words[1:]
            run_env = dict(env, **dict(a.split("=", 1) for a in assignments))
            result = subprocess.run([binary] + args, cwd=scratch, env=run_env, capture_output=True, text=True,
                                    stdin=subprocess.DEVNULL)
            produced = (result.stdout + result.stderr).rstrip("\n").split("\n")
            if prefix is not None:
                produced = produced[:prefix] + ["…"]
            if produced != block:
                changed += 1
            out.append(command)
            out.extend(produced)
    finally:
        shutil.rmtree(scratch)
    open(path, "w", encoding="utf-8").write("\n".join(out))
    return changed


for document in sys.argv[1:] or documents():
    print(f"{document}: {update(os.path.relpath(os.path.abspath(document), root))} example(s) updated")
