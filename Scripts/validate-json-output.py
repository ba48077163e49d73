#!/usr/bin/env python3
"""Validates cable's JSON output against the published schemas (Fixtures/schemas/) with a real
validator (python3 jsonschema, Draft 2020-12):

- every schema in Fixtures/schemas/ and the input schemas are valid schemas;
- every JSON document in the docs' `$ cable …` examples (README.md, docs/*.md) validates against
  its command's schema (abridged examples, marked with …, are counted and skipped);
- every JSON document and NDJSON record printed by the comparison runs (Scripts/compare/runs.txt)
  and the JSON corpus (Scripts/compare/json-corpus.txt: every command in every language, errors,
  members that are null or missing only sometimes) validates against the schema of a command on
  its line (or the error object's).

Every object in the schemas has `additionalProperties: false` and a `required` list, so a key a
writer adds without declaring it, or stops writing, fails here. Prints which nullable and
optional members the corpus saw both ways.

usage: Scripts/validate-json-output.py CABLE_BINARY   (exit 0: all valid, 1: a failure)
"""
import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMAND_SCHEMAS = {
    "size": ["size"], "drop": ["drop"], "fuse": ["fuse"], "wires": ["wires"], "table": ["table"],
    "report": ["report"], "check": ["check", "check-files"], "bom": ["bom"],
    "catalog": ["catalog-list", "catalog-show"], "config": ["config"], "list": ["list"], "batch": ["batch"],
    "example": ["system"], "schema": ["$meta"],
}


def load_schemas():
    schemas = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "Fixtures/schemas/*.schema.json"))):
        kind = os.path.basename(path)[: -len(".schema.json")]
        schemas[kind] = json.load(open(path, encoding="utf-8"))
    schemas["system"] = json.load(open(os.path.join(ROOT, "Fixtures/system.schema.json"), encoding="utf-8"))
    schemas["catalog"] = json.load(open(os.path.join(ROOT, "Fixtures/catalog.schema.json"), encoding="utf-8"))
    for kind, schema in schemas.items():
        jsonschema.Draft202012Validator.check_schema(schema)
    return schemas


def documents(text):
    """Every JSON object in `text` that starts a line (documents, NDJSON records), in order;
    and how many such starts did not parse (abridged examples)."""
    decoder = json.JSONDecoder()
    found, broken, position = [], 0, 0
    for match in re.finditer(r"^\{", text, re.M):
        if match.start() < position:
            continue
        try:
            value, end = decoder.raw_decode(text, match.start())
        except json.JSONDecodeError:
            broken += 1
            continue
        found.append(value)
        position = end
    return found, broken


def subcommands(line):
    """The cable subcommands a command line runs."""
    try:
        words = shlex.split(line, posix=True)
    except ValueError:
        words = line.split()
    names = []
    for index, word in enumerate(words):
        if word.rstrip(";&|") == "cable" or word.endswith("/cable"):
            for following in words[index + 1:]:
                if following.startswith("-"):
                    continue
                names.append(following.rstrip(";&|"))
                break
    return names


class Validation:
    def __init__(self, schemas):
        self.schemas = schemas
        self.validators = {k: jsonschema.Draft202012Validator(s) for k, s in schemas.items()}
        self.counts = {}
        self.failures = []
        self.seen = set()  # (kind, path, "null"|"value"|"missing")

    def check(self, document, line, where):
        candidates = []
        for name in subcommands(line):
            candidates += COMMAND_SCHEMAS.get(name, [])
        if re.search(r"\bcat\b", line):
            candidates.append("system")  # a system file an edit wrote, shown with cat
        if not candidates:
            return False
        if isinstance(document, dict) and isinstance(document.get("error"), dict):
            candidates = ["error"]
        errors = {}
        for kind in dict.fromkeys(candidates):
            if kind == "$meta":
                try:
                    jsonschema.Draft202012Validator.check_schema(document)
                    errors = None
                    self.counts["(schema)"] = self.counts.get("(schema)", 0) + 1
                    break
                except jsonschema.SchemaError as error:
                    errors[kind] = [error]
                    continue
            found = list(self.validators[kind].iter_errors(document))
            if not found:
                self.counts[kind] = self.counts.get(kind, 0) + 1
                self.record(kind, self.schemas[kind], self.schemas[kind], document, "")
                errors = None
                break
            errors[kind] = found
        if errors:
            detail = "; ".join(
                f"{kind}: {'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message[:200]}"
                for kind, found in errors.items() for e in found[:3])
            self.failures.append(f"{where}: {line}\n    {detail}")
        return True

    def record(self, kind, root, schema, value, path):
        """Notes which members were seen null, with a value, or missing."""
        schema = self.resolve(root, schema)
        if "oneOf" in schema:
            for variant in schema["oneOf"]:
                if jsonschema.Draft202012Validator(dict(variant, **{"$defs": root.get("$defs", {})})).is_valid(value):
                    return self.record(kind, root, variant, value, path)
            return
        if isinstance(value, dict) and "properties" in schema:
            required = set(schema.get("required", []))
            for key, member in schema["properties"].items():
                if key not in value:
                    self.seen.add((kind, f"{path}/{key}", "missing"))
                    continue
                self.seen.add((kind, f"{path}/{key}", "null" if value[key] is None else "value"))
                if value[key] is not None:
                    self.record(kind, root, member, value[key], f"{path}/{key}")
        elif isinstance(value, list) and "items" in schema:
            for item in value:
                self.record(kind, root, schema["items"], item, f"{path}[]")

    def resolve(self, root, schema):
        if "$ref" in schema:
            return root["$defs"][schema["$ref"].split("/")[-1]]
        if "anyOf" in schema:
            return self.resolve(root, next(s for s in schema["anyOf"] if s.get("type") != "null"))
        return schema

    def declared(self, kind, root, schema, path, out):
        """Every nullable or optional member (kind, path, nullable, optional)."""
        schema = self.resolve(root, schema)
        for variant in schema.get("oneOf", []):
            self.declared(kind, root, variant, path, out)
        if "properties" in schema:
            required = set(schema.get("required", []))
            for key, member in schema["properties"].items():
                types = member.get("type", [])
                nullable = "anyOf" in member or (isinstance(types, list) and "null" in types and len(types) == 2)
                out.append((kind, f"{path}/{key}", nullable, key not in required))
                self.declared(kind, root, member, f"{path}/{key}", out)
        if "items" in schema:
            self.declared(kind, root, schema["items"], f"{path}[]", out)


def docs_examples(validation):
    """The `$ cable …` examples of README.md and docs/: (validated, abridged)."""
    validated = abridged = 0
    paths = [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs/*.md")))
    for path in paths:
        text = open(path, encoding="utf-8").read()
        for block in re.findall(r"```console\n(.*?)```", text, re.S):
            for example in re.split(r"^(?=\$ )", block, flags=re.M):
                if not example.startswith("$ "):
                    continue
                line, _, output = example.partition("\n")
                found, broken = documents(output)
                abridged += broken
                for document in found:
                    if validation.check(document, line[2:], os.path.relpath(path, ROOT)):
                        validated += 1
    return validated, abridged


def corpus(validation, binary):
    """Runs the comparison runs and the JSON corpus; validates every document printed."""
    validated = runs = unclassified = 0
    for runs_file in ("Scripts/compare/runs.txt", "Scripts/compare/json-corpus.txt"):
        with tempfile.TemporaryDirectory() as out:
            subprocess.run(
                [os.path.join(ROOT, "Scripts/compare-runs.sh"), binary, out, os.path.join(ROOT, runs_file)],
                check=True, stdout=subprocess.DEVNULL)
            for cmd in sorted(glob.glob(os.path.join(out, "*.cmd"))):
                runs += 1
                line = open(cmd, encoding="utf-8").read().strip()
                text = open(cmd[:-4] + ".out", encoding="utf-8", errors="replace").read()
                found, _ = documents(text)
                for document in found:
                    if validation.check(document, line, f"{runs_file} #{os.path.basename(cmd)[:-4]}"):
                        validated += 1
                    else:
                        unclassified += 1
    return runs, validated, unclassified


def worked_example(binary):
    """docs/examples/report_summary.py (types generated from the report schema) on every sample
    system; a failure is recorded. Skipped without pydantic."""
    try:
        import pydantic  # noqa: F401
    except ImportError:
        return "pydantic not installed: docs/examples/report_summary.py not run"
    systems = sorted(glob.glob(os.path.join(ROOT, "Fixtures/systems/*.json")))
    for system in systems:
        report = subprocess.run([binary, "report", system, "--json"], capture_output=True, check=True).stdout
        run = subprocess.run([sys.executable, os.path.join(ROOT, "docs/examples/report_summary.py")], input=report,
                             capture_output=True)
        if run.returncode != 0:
            WORKED_FAILURES.append(f"report_summary.py on {system}: {run.stderr.decode()[-600:]}")
    note = f"generated Python types: {len(systems)} reports read by docs/examples/report_summary.py"
    if shutil.which("datamodel-codegen"):
        with tempfile.TemporaryDirectory() as folder:
            regenerated = os.path.join(folder, "report_types.py")
            arguments = CODEGEN.replace("docs/examples/report_types.py", regenerated).split()
            subprocess.run(arguments, cwd=ROOT, check=True, capture_output=True)
            if open(regenerated).read() != open(os.path.join(ROOT, "docs/examples/report_types.py")).read():
                WORKED_FAILURES.append("docs/examples/report_types.py is not what datamodel-codegen makes of the report schema: "
                                       + CODEGEN)
        note += "; report_types.py current"
    return note


CODEGEN = (
    "datamodel-codegen --input Fixtures/schemas/report.schema.json --input-file-type jsonschema"
    " --output-model-type pydantic_v2.BaseModel --output docs/examples/report_types.py"
    " --class-name Report --use-schema-description --use-field-description --disable-timestamp"
    " --target-python-version 3.11 --use-standard-collections --use-union-operator"
    " --formatters black isort")


WORKED_FAILURES = []


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    if not os.access(binary, os.X_OK):
        print(f"not an executable: {binary}", file=sys.stderr)
        return 2
    schemas = load_schemas()
    validation = Validation(schemas)
    examples, abridged = docs_examples(validation)
    runs, validated, unclassified = corpus(validation, binary)
    print(f"schemas: {len(schemas)} valid Draft 2020-12 schemas ({', '.join(sorted(schemas))})")
    print(f"docs examples: {examples} JSON documents validated, {abridged} abridged (not validated)")
    print(f"corpus: {runs} runs, {validated} JSON documents and NDJSON records validated, {unclassified} not cable's")
    print("by schema: " + ", ".join(f"{k} {v}" for k, v in sorted(validation.counts.items())))
    declared = []
    for kind, schema in schemas.items():
        if kind not in ("system", "catalog"):
            validation.declared(kind, schema, schema, "", declared)
    both = [d for d in declared if (d[0], d[1], "value") in validation.seen
            and (not d[2] or (d[0], d[1], "null") in validation.seen)
            and (not d[3] or (d[0], d[1], "missing") in validation.seen)]
    unseen = sorted({f"{d[0]}:{d[1]}" for d in declared if d not in both and (d[2] or d[3])})
    variable = [d for d in declared if d[2] or d[3]]
    print(f"nullable/optional members seen both ways: {len([d for d in both if d[2] or d[3]])} of {len(variable)}")
    if unseen and os.environ.get("VERBOSE"):
        print("  not seen both ways: " + ", ".join(unseen))
    worked = worked_example(binary)
    if worked:
        print(worked)
    for failure in validation.failures:
        print("INVALID " + failure, file=sys.stderr)
    never = sorted(kind for kind in schemas if kind != "catalog" and not validation.counts.get(kind))
    if never:
        WORKED_FAILURES.append("no document of the corpus validated against " + ", ".join(never))
    for failure in WORKED_FAILURES:
        print("FAILED " + failure, file=sys.stderr)
    return 1 if validation.failures or WORKED_FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
