#!/usr/bin/env bash
# Tests what Scripts/package.sh made, as root on a Debian-like machine (CI):
# - the archive: its SHA-256 file, its SHA256SUMS, its file list, the binary runs;
# - the .deb: `dpkg -i` installs it, `cable --version`, `man -w cable`, bash completion of
#   `cable si<TAB>` from the installed file; `dpkg -r` removes it and leaves nothing behind (every
#   file and folder it created is gone, no other file named cable* in its folders, no dpkg
#   database file for it).
# Needs dpkg, man-db and bash-completion. Usage: Scripts/test-package.sh DIST_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
dist=$(cd "${1:?usage: Scripts/test-package.sh DIST_DIR}" && pwd)

die() {
    echo "test-package: FAIL: $*" >&2
    exit 1
}
base=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' Sources/CableCLI/CLI.swift)
archive=$(cd "$dist" && ls cable-*-x86_64-linux.tar.gz)
name=${archive%.tar.gz}
deb=$(cd "$dist" && ls cable_*_amd64.deb)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== archive $archive"
(cd "$dist" && sha256sum -c --quiet "$archive.sha256" && sha256sum -c --quiet SHA256SUMS) || die "checksums in $dist"
tar -xzf "$dist/$archive" -C "$tmp"
(cd "$tmp/$name" && sha256sum -c --quiet SHA256SUMS) || die "SHA256SUMS inside $archive"
expected_files="LICENSE README.md SHA256SUMS cable completions/_cable completions/cable.bash completions/cable.fish man/cable.1"
files=$(cd "$tmp/$name" && find . -type f | sed 's|^\./||' | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//')
[ "$files" = "$expected_files" ] || die "$archive holds '$files', expected '$expected_files'"
[ "$(tar -tzf "$dist/$archive" | cut -d/ -f1 | sort -u)" = "$name" ] || die "$archive has entries outside $name/"
[ "$("$tmp/$name/cable" --version)" = "cable $base" ] || die "the archive's cable --version"
if readelf -S "$tmp/$name/cable" | grep -c '\.symtab' >/dev/null; then die "the archive's binary is not stripped"; fi

echo "== .deb $deb"
dpkg-deb --info "$dist/$deb"
dpkg-deb -c "$dist/$deb"
if dpkg-query -W -f='${Status}\n' cable 2>/dev/null | grep -c 'install ok installed' >/dev/null; then
    die "a cable package is already installed; remove it first (dpkg -r cable)"
fi
[ ! -e /usr/bin/cable ] || die "/usr/bin/cable exists before installing"

# What the package owns, by its own list: a path is the package's alone if it did not exist before.
dpkg-deb --fsys-tarfile "$dist/$deb" | tar -t | sed 's|^\./|/|; s|/$||' | grep -v '^/*$' | LC_ALL=C sort >"$tmp/contents"
# snapshot: every path of the package that exists, with type and mode; what its folders hold
# whose name has "cable" in it (a leftover such as cable.dpkg-new; the rest of a shared folder
# such as /usr/bin may change meanwhile by other installs); and dpkg's own files for cable.
snapshot() {
    while read -r path; do
        if [ -e "$path" ]; then stat -c '%F %a %n' "$path"; fi
        if [ -d "$path" ]; then find "$path" -mindepth 1 -maxdepth 1 -iname '*cable*' | LC_ALL=C sort; fi
    done <"$tmp/contents"
    find /var/lib/dpkg/info -maxdepth 1 \( -name 'cable.*' -o -name 'cable:*' \) | LC_ALL=C sort
}
snapshot >"$tmp/before"

# dpkg ARGUMENTS: dpkg, waiting up to 5 minutes while another apt or dpkg holds its lock.
dpkg_waiting() {
    local attempt
    for attempt in $(seq 60); do
        if dpkg "$@" 2>"$tmp/dpkg.err"; then
            cat "$tmp/dpkg.err" >&2
            return 0
        fi
        grep -q 'lock' "$tmp/dpkg.err" || break
        [ "$attempt" = 1 ] && echo "test-package: dpkg is locked by another process; waiting" >&2
        sleep 5
    done
    cat "$tmp/dpkg.err" >&2
    return 1
}

dpkg_waiting -i "$dist/$deb" || die "dpkg -i $deb"
trap 'dpkg_waiting -r cable >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
[ "$(command -v cable)" = /usr/bin/cable ] || die "cable on PATH is '$(command -v cable)', not /usr/bin/cable"
[ "$(cable --version)" = "cable $base" ] || die "installed cable --version printed '$(cable --version)'"
echo "cable --version: $(cable --version)"
manpage=$(man -w cable) || die "man -w cable found no page"
[ "$manpage" = /usr/share/man/man1/cable.1.gz ] || die "man -w cable is '$manpage'"
echo "man -w cable: $manpage"
MANWIDTH=80 man cable 2>/dev/null | grep -c 'cable' >/dev/null || die "man cable shows nothing"

# dpkg -L lists exactly the package's contents.
dpkg -L cable | grep -v '^/\.$' | LC_ALL=C sort >"$tmp/listed"
diff "$tmp/contents" "$tmp/listed" || die "dpkg -L cable differs from the .deb's contents"

# Bash completion: bash-completion's loader finds the installed file by the command's name.
completion=$(bash --norc --noprofile -c '
    source /usr/share/bash-completion/bash_completion
    _completion_loader cable
    spec=$(complete -p cable) || exit 3
    function=$(sed -n "s/.*-F \([^ ]*\) .*/\1/p" <<<"$spec")
    [ "$function" = _cable ] || { echo "complete -p cable: $spec" >&2; exit 4; } # not a fallback such as _minimal
    COMP_WORDS=(cable si) COMP_CWORD=1 COMP_LINE="cable si" COMP_POINT=8
    "$function" cable si cable
    printf "%s\n" "${COMPREPLY[@]}"
') || die "bash completion for cable did not load from /usr/share/bash-completion/completions/cable"
[ "$completion" = size ] || die "bash completion of 'cable si' gave '$completion', expected 'size'"
echo "bash completion: cable si<TAB> -> $completion"

dpkg_waiting -r cable || die "dpkg -r cable"
trap 'rm -rf "$tmp"' EXIT
status=$(dpkg-query -W -f='${db:Status-Status}' cable 2>/dev/null || echo not-installed)
[ "$status" = not-installed ] || die "after dpkg -r, cable's status is '$status'"
snapshot >"$tmp/after"
diff "$tmp/before" "$tmp/after" || die "dpkg -r cable left something behind (diff above: before vs after)"
if [ -e /usr/bin/cable ] || [ -e /usr/share/doc/cable ]; then die "files of cable remain after dpkg -r"; fi
echo "test-package: $archive and $deb install, work and (the .deb) uninstall cleanly"
