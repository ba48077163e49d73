#!/usr/bin/env python3
"""Runs a composite GitHub Action's steps on this machine, the way the runner does, for tests.

Usage: run-action.py ACTION_DIR WORKSPACE RESULT_JSON [input=value ...] [github.KEY=value ...]

For each step of ACTION_DIR/action.yml it evaluates the step's `env` (only `${{ inputs.X }}`,
`${{ github.X }}` and `${{ steps.ID.outputs.X }}`; anything else is an error, so the action
cannot silently depend on something this runner does not provide), writes `run` to a file and
runs it as `bash --noprofile --norc -eo pipefail FILE` (the runner's `shell: bash`) in WORKSPACE
with a fresh GITHUB_OUTPUT and the GITHUB_PATH entries of earlier steps in front of PATH.
A failed step ends the action, as on GitHub. Prints every step's output and writes RESULT_JSON:
{"success": bool, "outputs": {...}, "steps": {id: {"status": n, "outputs": {...}}}}.
Exits 0 whenever it could run the action (the caller checks the result); 2 on a runner error.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")


def evaluate(text, context):
    def value(match):
        path = match.group(1)
        parts = path.split(".")
        if parts[0] == "inputs" and len(parts) == 2:
            return context["inputs"].get(parts[1], "")
        if parts[0] == "github" and len(parts) == 2:
            return context["github"].get(parts[1], "")
        if parts[0] == "steps" and len(parts) == 4 and parts[2] == "outputs":
            return context["steps"].get(parts[1], {}).get("outputs", {}).get(parts[3], "")
        raise SystemExit(f"run-action.py: unsupported expression '{path}'")

    return EXPRESSION.sub(value, str(text))


def read_outputs(path):
    """GITHUB_OUTPUT: `name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks."""
    outputs = {}
    with open(path) as file:
        lines = file.read().split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            value = []
            while lines[index] != delimiter:
                value.append(lines[index])
                index += 1
            index += 1
            outputs[name] = "\n".join(value)
        elif "=" in line:
            name, value = line.split("=", 1)
            outputs[name] = value
    return outputs


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    action_dir, workspace, result_path = sys.argv[1:4]
    action = yaml.safe_load(open(os.path.join(action_dir, "action.yml")))
    if action["runs"]["using"] != "composite":
        raise SystemExit("run-action.py: only composite actions")
    inputs = {name: str(spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
    github = {"action_path": os.path.abspath(action_dir), "repository": "", "action_repository": "", "action_ref": ""}
    for argument in sys.argv[4:]:
        key, value = argument.split("=", 1)
        if key.startswith("github."):
            github[key[len("github."):]] = value
        elif key in inputs:
            inputs[key] = value
        else:
            raise SystemExit(f"run-action.py: the action has no input '{key}'")
    context = {"inputs": inputs, "github": github, "steps": {}}

    scratch = tempfile.mkdtemp(prefix="run-action-")
    runner_temp = os.path.join(scratch, "runner-temp")
    os.mkdir(runner_temp)
    github_path = os.path.join(scratch, "github-path")
    open(github_path, "w").close()
    success = True
    for number, step in enumerate(action["runs"]["steps"]):
        step_id = step.get("id", f"__step{number}")
        if step.get("shell") != "bash" or "run" not in step:
            raise SystemExit("run-action.py: only `run` steps with `shell: bash`")
        output_file = os.path.join(scratch, f"output-{number}")
        open(output_file, "w").close()
        with open(github_path) as file:
            added = [line.strip() for line in file if line.strip()]
        env = dict(os.environ)
        env.update(
            {
                "PATH": os.pathsep.join(list(reversed(added)) + [os.environ["PATH"]]),
                "GITHUB_ACTIONS": "true",
                "GITHUB_ACTION_PATH": github["action_path"],
                "GITHUB_WORKSPACE": workspace,
                "GITHUB_OUTPUT": output_file,
                "GITHUB_PATH": github_path,
                "GITHUB_ENV": os.path.join(scratch, "github-env"),
                "GITHUB_STEP_SUMMARY": os.path.join(scratch, "step-summary"),
                "RUNNER_TEMP": runner_temp,
                "RUNNER_OS": os.environ.get("RUNNER_OS", "Linux"),
                "RUNNER_ARCH": os.environ.get("RUNNER_ARCH", "X64"),
            }
        )
        for name, value in (step.get("env") or {}).items():
            env[name] = evaluate(value, context)
        script = os.path.join(scratch, f"step-{number}.sh")
        with open(script, "w") as file:
            file.write(step["run"])
        print(f"::group::step {step_id}", flush=True)
        status = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", script], cwd=workspace, env=env
        ).returncode
        print(f"::endgroup:: step {step_id} exited {status}", flush=True)
        context["steps"][step_id] = {"status": status, "outputs": read_outputs(output_file)}
        if status != 0:
            success = False
            break
    outputs = {name: evaluate(spec["value"], context) for name, spec in action.get("outputs", {}).items()}
    with open(result_path, "w") as file:
        json.dump({"success": success, "outputs": outputs, "steps": context["steps"]}, file, indent=2)
    subprocess.run(["rm", "-rf", scratch], check=True)


if __name__ == "__main__":
    main()
