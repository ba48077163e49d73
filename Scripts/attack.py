#!/usr/bin/env python3
"""Repeat the attacks of issue #31 against a built `cable` and count what gets through.

    Scripts/attack.py .build/debug/cable

Surfaces: file names and echoed strings that try to forge a line (every dangerous character x
every output format and message), tree walks that try to hang or leave the folder (FIFOs,
devices, links out, loops, depth), XML with noncharacters, planted files in sticky folders
(as root), and the smaller items (drop floor, relative HOME, batch tokens, look-alike names).
Prints one line per failure and the totals; exits 1 when anything failed.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.dom.minidom

BINARY = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/cable")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VAN = os.path.join(ROOT, "Fixtures/systems/van.json")
FAILING = os.path.join(ROOT, "Fixtures/broken/failing-check.json")
BAD = os.path.join(ROOT, "Fixtures/broken/wrong-type.json")
DANGEROUS = ["\n", "\r", "\x1b", "\u2028", "\u2029", "\u202e", "\u2066", "\ufffe", "\uffff", "\x07", "\x85", "\x9b",
             "\u200f", "\x00"[:0] + "\x7f"]
attempts = 0
failures = []


def run(args, cwd, env=None, stdin=None, timeout=20):
    environment = {"PATH": "/usr/bin:/bin"}
    environment.update(env or {})
    try:
        done = subprocess.run([BINARY] + args, cwd=cwd, env=environment, input=stdin, capture_output=True,
                              timeout=timeout)
        return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"


def expect(condition, what):
    global attempts
    attempts += 1
    if not condition:
        failures.append(what)
        print("FAIL", what.encode("unicode_escape").decode())


def clean(text):
    """No forged command line and no raw dangerous character (the line feed separates lines)."""
    forged = [line for line in text.split("\n") if line.startswith("::") and not line.startswith("::error file=")]
    raw = [c for c in DANGEROUS if c != "\n" and c in text]
    return not forged and not raw


def forged_lines(work):
    for c in DANGEROUS:
        name = "a" + c + "::add-mask::x" + c + "b"
        d = os.path.join(work, "d")
        shutil.rmtree(d, ignore_errors=True)
        os.mkdir(d)
        shutil.copy(VAN, os.path.join(d, name + "-ok.json"))
        shutil.copy(FAILING, os.path.join(d, name + "-fail.json"))
        shutil.copy(BAD, os.path.join(d, name + "-bad.json"))
        shutil.copy(VAN, os.path.join(work, "van.json"))
        for fmt in ["text", "github", "junit", "json"]:
            status, out, err = run(["check", "d", "--format", fmt], work)
            expect(clean(out) and clean(err), f"check --format {fmt} with {c!r}")
            if fmt == "junit":
                try:
                    xml.dom.minidom.parseString(out.encode())
                    expect(True, "")
                except Exception as error:  # noqa: BLE001
                    expect(False, f"junit malformed with {c!r}: {error}")
            if fmt == "json":
                try:
                    json.loads(out)
                    expect(True, "")
                except ValueError:
                    expect(False, f"json malformed with {c!r}")
        runs = [
            ["check", name + ".json"], ["report", "van.json", "-o", name + ".html"],
            ["report", "van.json", "-o", name + ".pdf"], ["diagram", "van.json", "-o", name + ".svg"],
            ["bom", "van.json", "-o", name + ".csv"], ["new", name + ".json", "--name", "N", "--voltage", "12"],
            ["add", "load", name + ".json", "--name", "L", "--current", "2", "--length", "3"],
            ["add", "load", "van.json", "--name", name, "--current", "2", "--length", "3"],
            ["size", "--current", "20", "--length", name], ["report", "van.json", "-o", "no" + name + "/r.html"],
        ]
        for args in runs:
            status, out, err = run(args, work)
            expect(clean(out) and clean(err), f"{' '.join(args)}")
        status, out, err = run(["batch", "-o", name + ".ndjson"], work,
                               stdin=b'{"id":"x","current":5,"length":2,"voltage":12}\n')
        expect(clean(out) and clean(err), f"batch -o with {c!r}")
        row = json.dumps({"id": name, "name": name, "current": 5, "length": 2, "voltage": 12}) + "\n"
        for fmt in ["ndjson", "csv"]:
            status, out, err = run(["batch", "--format", fmt], work, stdin=row.encode())
            expect(clean(out) and clean(err), f"batch --format {fmt} label with {c!r}")
        status, out, err = run(["config", "set", "units", "metric"], work,
                               env={"CABLE_CONFIG": os.path.join(work, name + ".cfg")})
        expect(clean(out) and clean(err), f"config set with {c!r}")
        try:
            with open(os.path.join(work, name + ".svg"), encoding="utf-8") as svg:
                xml.dom.minidom.parseString(svg.read().encode())
            expect(True, "")
        except Exception as error:  # noqa: BLE001
            expect(False, f"svg malformed with {c!r}: {error}")
        for entry in os.listdir(work):
            path = os.path.join(work, entry)
            if os.path.isdir(path):
                shutil.rmtree(path)
            else:
                os.remove(path)


def tree_walks(work):
    targets = ["/dev/stdin", "/proc/self/fd/0", "/dev/ptmx", "/dev/kmsg", "/dev/console", "/dev/tty0", "/proc/kmsg",
               "/", "/etc"]
    for target in targets:
        d = os.path.join(work, "t")
        shutil.rmtree(d, ignore_errors=True)
        os.mkdir(d)
        shutil.copy(VAN, os.path.join(d, "ok.json"))
        os.symlink(target, os.path.join(d, "x.json"))
        os.symlink(target, os.path.join(d, "dir"))
        # stdin is a pipe that never closes: following /dev/stdin would hang.
        reader, writer = os.pipe()
        try:
            done = subprocess.run([BINARY, "check", "t"], cwd=work, stdin=reader, capture_output=True, timeout=20,
                                  env={"PATH": "/usr/bin:/bin"})
            status = done.returncode
        except subprocess.TimeoutExpired:
            status = 124
        os.close(reader)
        os.close(writer)
        expect(status == 66, f"check a tree with a link to {target}: status {status}")
    for kind in ["fifo", "loop", "selfloop"]:
        d = os.path.join(work, "t")
        shutil.rmtree(d, ignore_errors=True)
        os.mkdir(d)
        shutil.copy(VAN, os.path.join(d, "ok.json"))
        if kind == "fifo":
            os.mkfifo(os.path.join(d, "x.json"))
        elif kind == "loop":
            os.mkdir(os.path.join(d, "sub"))
            os.symlink("..", os.path.join(d, "sub", "up"))
        else:
            os.symlink("self.json", os.path.join(d, "self.json"))
        status, out, err = run(["check", "t"], work)
        expect(status == 66 and ("FIFO" in err or "loop" in err), f"check a tree with a {kind}: {status} {err}")
    catalog = os.path.join(work, "data", "cable", "catalog")
    os.makedirs(catalog)
    os.mkfifo(os.path.join(catalog, "x.json"))
    status, out, err = run(["catalog", "search", "fridge"], work, env={"XDG_DATA_HOME": os.path.join(work, "data")})
    expect(status == 66 and "FIFO" in err, f"catalogue folder FIFO: {status}")
    os.mkfifo(os.path.join(work, "c.json"))
    status, out, err = run(["size", "--current", "5", "--length", "2", "--voltage", "12"], work,
                           env={"CABLE_CONFIG": os.path.join(work, "c.json")})
    expect(status != 124, "config FIFO hangs")
    os.symlink("l.json", os.path.join(work, "l.json"))
    status, out, err = run(["config", "get", "units"], work, env={"CABLE_CONFIG": os.path.join(work, "l.json")})
    expect(status == 66 and "loop" in err, f"config loop: {status} {err}")
    # Deeper than PATH_MAX: built from the top so no path here is long.
    d = os.path.join(work, "deep")
    os.mkdir(d)
    os.mkdir(os.path.join(d, "ab"))
    shutil.copy(VAN, os.path.join(d, "ab", "deep.json"))
    for _ in range(2099):
        os.rename(os.path.join(d, "ab"), os.path.join(d, "n"))
        os.mkdir(os.path.join(d, "ab"))
        os.rename(os.path.join(d, "n"), os.path.join(d, "ab", "ab"))
    status, out, err = run(["check", "deep"], work, timeout=60)
    expect(status == 0 and re.search(r"deep\.json: \d+ circuits", out) is not None, f"2,100 levels deep: {status}")
    subprocess.run(["rm", "-rf", d])


def xml_and_names(work):
    for c in ["\ufffe", "\uffff", "\ufdd0", "\U0010ffff"]:
        text = json.dumps({"schemaVersion": 1, "name": "X", "nominalVoltage": 12,
                           "loads": [{"name": "Fridge" + c, "current": 4, "length": 3}]}, ensure_ascii=False)
        with open(os.path.join(work, "n.json"), "w", encoding="utf-8") as f:
            f.write(text)
        for args in [["check", "n.json", "--format", "junit"], ["diagram", "n.json"]]:
            status, out, err = run(args, work)
            expect(status == 65 and clean(out) and clean(err), f"name with U+{ord(c):X}: {args[0]} {status}")
    for look_alike in ["Fridg\u0435", "W\u0430ter pump", "U\u0405\u0412 sockets", "\u039fven"]:
        shutil.copy(VAN, os.path.join(work, "van.json"))
        run(["add", "load", "van.json", "--name", "Oven", "--current", "2", "--length", "3"], work)
        status, out, err = run(["add", "load", "van.json", "--name", look_alike, "--current", "2", "--length", "3"], work)
        expect(status == 65, f"look-alike name {look_alike!r} accepted")


def sticky(work):
    if os.geteuid() != 0:
        print("sticky folders: skipped (needs root to plant another user's file)")
        return
    shutil.copy(VAN, os.path.join(work, "van.json"))
    for mode in [0o1777, 0o1770]:
        for kind in ["file", "fifo"]:
            s = os.path.join(work, "s")
            shutil.rmtree(s, ignore_errors=True)
            os.mkdir(s)
            os.chmod(s, mode)
            target = os.path.join(s, "r.html")
            if kind == "file":
                with open(target, "w") as f:
                    f.write("theirs\n")
                os.chmod(target, 0o666)
            else:
                os.mkfifo(target, 0o666)
            os.chown(target, 12345, -1)
            status, out, err = run(["report", "van.json", "-o", "s/r.html"], work)
            intact = kind == "fifo" or open(target).read() == "theirs\n"
            expect(status == 73 and intact, f"planted {kind} in a {oct(mode)} folder: {status}")


def smaller(work):
    for value in ["1e-320", "0.01", "0.099"]:
        status, out, err = run(["size", "--current", "20", "--length", "5", "--voltage", "12", "--max-drop", value], work)
        expect(status == 65, f"drop limit {value} accepted")
    status, out, err = run(["config", "path"], work, env={"HOME": "relative"})
    expect(status == 73, f"relative HOME used: {out}")
    for token in ["1.10", "12345678901234567890123", "1e400"]:
        row = '{"id": %s, "current": 5, "length": 2, "voltage": 12}\n' % token
        status, out, err = run(["batch"], work, stdin=row.encode())
        expect('"id":%s,' % token in out, f"batch id {token} rewritten: {out[:80]}")
        status, out, err = run(["batch", "--format", "csv"], work, stdin=row.encode())
        header, row = (out.splitlines() + ["", ""])[:2]
        names = header.split(",")
        fields = row.split(",")
        expect("id" in names and len(fields) == len(names) and fields[names.index("id")] == token,
               f"batch CSV id {token} rewritten")
    big = os.path.join(work, "big.json")
    with open(big, "w") as f:
        f.write(" " * 17_000_000)
    status, out, err = run(["config", "get", "units"], work, env={"CABLE_CONFIG": big})
    expect("too large" in err and "not a system file" not in err, f"oversized config: {err}")
    shutil.copy(VAN, os.path.join(work, "van.json"))
    status, out, err = run(["report", "van.json", "-o", "f.html"], work, env={"CABLE_FAULT_INJECT": "before-rename"})
    print(f"fault injection honoured: {status == 137} (expected only in debug builds)")


def main():
    for surface in [forged_lines, tree_walks, xml_and_names, sticky, smaller]:
        work = tempfile.mkdtemp(prefix="cable-attack-")
        before = attempts, len(failures)
        try:
            surface(work)
        finally:
            subprocess.run(["rm", "-rf", work])
        print(f"{surface.__name__}: {attempts - before[0]} attempts, {len(failures) - before[1]} failures")
    print(f"total: {attempts} attempts, {len(failures)} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
