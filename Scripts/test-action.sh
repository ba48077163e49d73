#!/usr/bin/env bash
# Tests action.yml (the GitHub Action) on this machine: Scripts/run-action.py runs its steps with a
# simulated GITHUB_* environment against the archive Scripts/package.sh made (a file:// release
# URL), and this script checks the annotations, the exit-code output and the step's outcome for a
# passing and a failing system file, a folder, fail-on-error: false, the version taken from the
# action's tag, and a wrong SHA-256.
# Usage: Scripts/test-action.sh DIST_DIR   (the folder package.sh named on its last line)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
dist=$(cd "${1:?usage: Scripts/test-action.sh DIST_DIR}" && pwd)

archive=$(cd "$dist" && ls cable-*-x86_64-linux.tar.gz 2>/dev/null | head -1)
[ -n "$archive" ] || { echo "test-action: no cable-*-x86_64-linux.tar.gz in $dist" >&2; exit 1; }
version=${archive#cable-}
version=${version%-x86_64-linux.tar.gz}

python=""
for candidate in python3 /usr/bin/python3; do
    if "$candidate" -c 'import yaml' 2>/dev/null; then python=$candidate; break; fi
done
[ -n "$python" ] || { echo "test-action: no python3 with PyYAML (apt-get install python3-yaml)" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() {
    echo "test-action: FAIL: $*" >&2
    failures=$((failures + 1))
}

# run NAME [input=value ...]: runs the action; its log in $tmp/NAME.log, its result in $tmp/NAME.json.
run() {
    local name=$1
    shift
    RUNNER_OS=Linux RUNNER_ARCH=X64 "$python" Scripts/run-action.py "$root" "$root" "$tmp/$name.json" \
        "release-url=file://$dist" github.repository=example/project "$@" >"$tmp/$name.log" 2>&1 \
        || { cat "$tmp/$name.log" >&2; echo "test-action: run-action.py failed in '$name'" >&2; exit 1; }
    sed "s/^/    $name | /" "$tmp/$name.log"
}
result() { "$python" -c 'import json,sys; r=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$tmp/$1.json" "$2"; }
expect() { # expect NAME EXPRESSION WANT
    local got
    got=$(result "$1" "$2")
    [ "$got" = "$3" ] || fail "$1: $2 is '$got', expected '$3'"
}
log_has() { grep -qF -- "$2" "$tmp/$1.log" || fail "$1: the log lacks '$2'"; }
log_lacks() { if grep -qF -- "$2" "$tmp/$1.log"; then fail "$1: the log has '$2'"; fi; }

echo "== action: a passing system file"
run pass "version=$version" paths=Fixtures/systems/van.json
expect pass 'r["success"]' True
expect pass 'r["outputs"]["exit-code"]' 0
expect pass 'r["outputs"]["version"]' "$version"
log_has pass "ok: Fixtures/systems/van.json: 11 circuits meet their rules"
log_lacks pass "::error"

echo "== action: a failing system file"
run failing "version=$version" paths=Fixtures/broken/failing-check.json
expect failing 'r["success"]' False
expect failing 'r["outputs"]["exit-code"]' 1
expect failing 'r["steps"]["check"]["status"]' 1
log_has failing "::error file=Fixtures/broken/failing-check.json,line=7,col=5,title=voltageDrop"
log_lacks failing "ok: Fixtures/broken/failing-check.json"

echo "== action: fail-on-error false, a folder and a file on two lines, extra args"
run lenient "version=$version" "paths=Fixtures/systems
  Fixtures/broken/failing-check.json  " fail-on-error=false "args=--quiet"
expect lenient 'r["success"]' True
expect lenient 'r["outputs"]["exit-code"]' 1
log_has lenient "::error file=Fixtures/broken/failing-check.json,line=7,col=5,title=voltageDrop"
log_lacks lenient "ok: Fixtures/systems/van.json" # --quiet drops ok lines

echo "== action: the version from the action's tag"
run tagged "github.action_ref=v$version" github.action_repository=example/cable paths=Fixtures/systems
expect tagged 'r["success"]' True
expect tagged 'r["outputs"]["version"]' "$version"
for system in Fixtures/systems/*.json; do log_has tagged "ok: $system:"; done

echo "== action: a wrong SHA-256 stops the install"
run badsum "version=$version" sha256=0000000000000000000000000000000000000000000000000000000000000000
expect badsum 'r["success"]' False
expect badsum 'r["steps"]["install"]["status"]' 1
expect badsum '"check" in r["steps"]' False
log_has badsum "::error title=cable action::cable-$version-x86_64-linux.tar.gz has SHA-256"

echo "== action: no version and no tag"
run noversion github.action_ref=main paths=Fixtures/systems
expect noversion 'r["success"]' False
log_has noversion "set the version input"

if [ "$failures" -ne 0 ]; then
    echo "test-action: $failures checks failed" >&2
    exit 1
fi
echo "test-action: action.yml installs $archive, annotates and reports exit codes as expected"
