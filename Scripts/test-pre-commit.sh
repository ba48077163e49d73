#!/usr/bin/env bash
# Tests .pre-commit-hooks.yaml with `pre-commit try-repo` in a temporary git repository holding a
# passing system file, a failing one and a package.json, with the archive's cable on PATH.
# Uses pre-commit from PATH, else installs it from PyPI into a temporary venv; when neither works
# (no network) it prints why and exits 0: the hooks are then not tested.
# Usage: Scripts/test-pre-commit.sh DIST_DIR   (the folder Scripts/package.sh named)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
dist=$(cd "${1:?usage: Scripts/test-pre-commit.sh DIST_DIR}" && pwd)
archive=$(cd "$dist" && ls cable-*-x86_64-linux.tar.gz)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
die() {
    echo "test-pre-commit: FAIL: $*" >&2
    exit 1
}

if ! git -C "$root" ls-files --error-unmatch .pre-commit-hooks.yaml >/dev/null 2>&1; then
    die ".pre-commit-hooks.yaml is not committed: try-repo sees only tracked files"
fi
if command -v pre-commit >/dev/null; then
    pre_commit=$(command -v pre-commit)
elif python3 -m venv "$tmp/venv" >/dev/null 2>&1 \
    && timeout 180 "$tmp/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit >"$tmp/pip.log" 2>&1; then
    pre_commit=$tmp/venv/bin/pre-commit
else
    echo "test-pre-commit: SKIPPED: pre-commit is not installed and 'pip install pre-commit' failed:" >&2
    tail -3 "$tmp/pip.log" 2>/dev/null >&2 || true
    exit 0
fi
echo "pre-commit $("$pre_commit" --version)"

tar -xzf "$dist/$archive" -C "$tmp"
export PATH="$tmp/${archive%.tar.gz}:$PATH"
export PRE_COMMIT_HOME="$tmp/cache"
[ "$(command -v cable)" = "$tmp/${archive%.tar.gz}/cable" ] || die "the archive's cable is not first on PATH"

repo="$tmp/repo"
mkdir -p "$repo/systems" "$repo/docs"
cp Fixtures/systems/van.json "$repo/systems/van.json"
cp Fixtures/broken/failing-check.json "$repo/systems/bad.json"
echo '{"name": "not-a-system", "version": "1.0.0"}' >"$repo/package.json"
echo '{"type": "object", "properties": {}}' >"$repo/docs/schema.json"
git -C "$repo" init --quiet
git -C "$repo" add .

# try NAME EXPECTED_STATUS HOOK [pre-commit arguments]: runs the hook, checks its status; log in $tmp/NAME.log
try() {
    local name=$1 expected=$2 hook=$3 status
    shift 3
    set +e
    (cd "$repo" && "$pre_commit" try-repo "$root" "$hook" --verbose "$@") >"$tmp/$name.log" 2>&1
    status=$?
    set -e
    sed "s/^/    $name | /" "$tmp/$name.log"
    [ "$status" -eq "$expected" ] || die "$name: pre-commit exited $status, expected $expected"
}

echo "== cable-check: a passing file and a package.json"
try pass 0 cable-check --files systems/van.json package.json
grep -q 'cable check\.*Passed' "$tmp/pass.log" || die "pass: no 'Passed'"
grep -qF 'ok: systems/van.json' "$tmp/pass.log" || die "pass: van.json was not checked"
if grep -qF 'package.json' "$tmp/pass.log"; then die "pass: package.json was given to cable check"; fi

echo "== cable-check: every file, one failing"
try failing 1 cable-check --all-files
grep -q 'cable check\.*Failed' "$tmp/failing.log" || die "failing: no 'Failed'"
grep -qF 'FAIL systems/bad.json: ' "$tmp/failing.log" || die "failing: bad.json not reported"
if grep -qF 'schema.json' "$tmp/failing.log"; then die "failing: docs/schema.json was given to cable check"; fi

echo "== cable-check-all: the repository, one failing; then without it"
try all-failing 1 cable-check-all --all-files
grep -qF 'FAIL ./systems/bad.json: ' "$tmp/all-failing.log" || die "all-failing: bad.json not reported"
git -C "$repo" rm --quiet -f systems/bad.json
try all-passing 0 cable-check-all --all-files
grep -qF 'ok: ./systems/van.json: ' "$tmp/all-passing.log" || die "all-passing: van.json not checked"

echo "test-pre-commit: cable-check and cable-check-all pass and fail as expected"
