#!/usr/bin/env bash
# Builds what a release ships, from a checkout, into one output folder named on the LAST line:
#
#   cable-VERSION-ARCH-linux.tar.gz      static, stripped binary; completions for bash, zsh and fish;
#                                        the man page; README.md, LICENSE and SHA256SUMS of its files
#   cable-VERSION-ARCH-linux.tar.gz.sha256   the archive's SHA-256 (what the GitHub Action verifies)
#   cable-VERSION-ARCH-linux-debug.tar.gz    cable.debug: the symbols stripped from the binary
#   cable_DEBVERSION_DEBARCH.deb         /usr/bin/cable, man page, completions, copyright, changelog
#   SHA256SUMS                           every file above
#
# On macOS it makes the archive only (cable-VERSION-ARCH-macos.tar.gz, with a .dSYM for symbols).
#
# The version has one source: `CLI.version` in Sources/CableCLI/CLI.swift, which `cable --version`
# prints. A build of the commit tagged vVERSION with no local changes is VERSION; any other build
# appends the commit, so two different snapshots never share a file name:
#   archive  0.1.0+g1d271e4            (SemVer build metadata; +…dirty with uncommitted changes)
#   .deb     0.1.0+git20261126.1d271e4 (Debian: '+' sorts after 0.1.0 and before 0.1.1, the
#                                        commit date makes snapshots sort by time; a native version,
#                                        no '-revision', since upstream builds the package)
# The binary itself keeps printing the base version: passing the commit into it would need a
# generated source file or build flags that Package.swift must not carry, and `--version`,
# completions and the man page would then differ per commit. `CLI.version` names the last release
# until the release commit raises it (docs/PACKAGING.md), so a snapshot sorts after that release.
#
# Usage: Scripts/package.sh [OUTPUT_DIR]   (default: dist/VERSION; earlier cable files in it are removed)
# Environment: CABLE_MAINTAINER (the .deb's Maintainer), CABLE_HOMEPAGE (its Homepage, if set),
# SOURCE_DATE_EPOCH (file times; default: the commit's time). Runs lintian on the .deb when
# installed and fails on any error or warning.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

die() {
    echo "package.sh: $*" >&2
    exit 1
}

maintainer=${CABLE_MAINTAINER:-cable maintainers <maintainers@users.noreply.a-seed-86dc6ea2.example>}
homepage=${CABLE_HOMEPAGE:-}

# --- Version -------------------------------------------------------------------------------------
base=$(sed -n 's/^ *static let version = "\([0-9A-Za-z.~+-]*\)"$/\1/p' Sources/CableCLI/CLI.swift)
[ "$(printf '%s\n' "$base" | grep -c .)" = 1 ] || die "no single 'static let version = \"…\"' in Sources/CableCLI/CLI.swift"
if git rev-parse --git-dir >/dev/null 2>&1; then
    commit=$(git rev-parse --short=7 HEAD)
    commit_date=$(TZ=UTC git log -1 --format=%cd --date=format-local:%Y%m%d HEAD)
    dirty=""
    git diff --quiet HEAD -- || dirty=.dirty
    if [ -z "$dirty" ] && [ "$(git tag --points-at HEAD --list "v$base")" = "v$base" ]; then
        version=$base
        deb_version=$base
    else
        version="$base+g$commit$dirty"
        deb_version="$base+git$commit_date.$commit$dirty"
    fi
    : "${SOURCE_DATE_EPOCH:=$(git log -1 --format=%ct HEAD)}"
    changelog_date=$(git log -1 --format=%cD HEAD)
else
    echo "package.sh: not a git checkout: version $base without a commit" >&2
    version=$base
    deb_version=$base
    : "${SOURCE_DATE_EPOCH:=$(date +%s)}"
    changelog_date=$(date -R)
fi
export SOURCE_DATE_EPOCH

# --- Platform ------------------------------------------------------------------------------------
os=$(uname -s)
arch=$(uname -m)
case "$os" in
    Linux) platform=linux ;;
    Darwin) platform=macos ;;
    *) die "unsupported system $os (Linux or macOS)" ;;
esac
[ "$arch" = aarch64 ] && [ "$platform" = macos ] && arch=arm64
if command -v sha256sum >/dev/null; then sha256() { sha256sum "$@"; }; else sha256() { shasum -a 256 "$@"; }; fi

name="cable-$version-$arch-$platform"
out=${1:-$root/dist/$version}
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -f "$out"/cable-*.tar.gz "$out"/cable-*.tar.gz.sha256 "$out"/cable_*.deb "$out/SHA256SUMS"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --- Build ---------------------------------------------------------------------------------------
# Scripts/release.sh is incremental: after an unchanged release build (CI runs one first) it only
# checks the sources and links nothing.
echo "== Scripts/release.sh" >&2
Scripts/release.sh >&2
binary=$(Scripts/release.sh --show-bin-path)/cable
[ -x "$binary" ] || die "no release binary at $binary"
printed=$("$binary" --version)
[ "$printed" = "cable $base" ] || die "'cable --version' printed '$printed', expected 'cable $base'"

stage="$work/$name"
mkdir -p "$stage/completions" "$stage/man"
cp "$binary" "$stage/cable"
if [ "$platform" = linux ]; then
    # Static, so the package needs no Depends: no program interpreter and no shared library.
    if readelf -l "$stage/cable" | grep -c 'Requesting program interpreter' >/dev/null \
        || readelf -d "$stage/cable" | grep -c '(NEEDED)' >/dev/null; then
        die "$binary is dynamically linked; Scripts/release.sh should link it statically"
    fi
    # Scripts/release.sh has stripped the binary and kept its symbols in cable.debug beside it.
    [ -f "$binary.debug" ] || die "no $binary.debug: Scripts/release.sh keeps the symbols there"
    cp "$binary.debug" "$work/cable.debug"
    strip --strip-all --remove-section=.comment --remove-section=.note "$stage/cable"
else
    dsymutil "$stage/cable" -o "$work/cable.dSYM"
    strip "$stage/cable"
fi
chmod 0755 "$stage/cable"
printed=$("$stage/cable" --version)
[ "$printed" = "cable $base" ] || die "the stripped binary printed '$printed', expected 'cable $base'"

"$stage/cable" completions bash >"$stage/completions/cable.bash"
"$stage/cable" completions zsh >"$stage/completions/_cable"
"$stage/cable" completions fish >"$stage/completions/cable.fish"
"$stage/cable" man >"$stage/man/cable.1"
cp README.md LICENSE "$stage/"
for file in "$stage"/completions/* "$stage"/man/cable.1; do
    [ -s "$file" ] || die "generated $(basename "$file") is empty"
done
find "$stage" -type d -exec chmod 0755 {} +
find "$stage" -type f ! -name cable -exec chmod 0644 {} +
(cd "$stage" && find . -type f ! -name SHA256SUMS | LC_ALL=C sort | sed 's|^\./||' | while read -r f; do sha256 "$f"; done >SHA256SUMS)

# --- Archives ------------------------------------------------------------------------------------
# Reproducible: sorted names, numeric root owner, every time the commit's.
make_tar() { # make_tar ARCHIVE DIR ENTRY
    if tar --version 2>/dev/null | grep -c 'GNU tar' >/dev/null; then
        tar -C "$2" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -cf - "$3" | gzip -9n >"$1"
    else
        tar -C "$2" --uid 0 --gid 0 -cf - "$3" | gzip -9n >"$1"
    fi
}
find "$stage" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} + 2>/dev/null || true
make_tar "$out/$name.tar.gz" "$work" "$name"
(cd "$out" && sha256 "$name.tar.gz" >"$name.tar.gz.sha256")
if [ "$platform" = linux ]; then
    make_tar "$out/$name-debug.tar.gz" "$work" cable.debug
else
    make_tar "$out/$name-debug.tar.gz" "$work" cable.dSYM
fi

# --- Debian package ------------------------------------------------------------------------------
if [ "$platform" = linux ]; then
    case "$arch" in
        x86_64) deb_arch=amd64 ;;
        aarch64) deb_arch=arm64 ;;
        *) die "no Debian architecture for $arch" ;;
    esac
    deb="$work/deb"
    doc="$deb/usr/share/doc/cable"
    install -d "$deb/DEBIAN" "$deb/usr/bin" "$deb/usr/share/man/man1" "$deb/usr/share/bash-completion/completions" \
        "$deb/usr/share/zsh/vendor-completions" "$deb/usr/share/fish/vendor_completions.d" "$doc" \
        "$deb/usr/share/lintian/overrides"
    install -m 0755 "$stage/cable" "$deb/usr/bin/cable"
    gzip -9n <"$stage/man/cable.1" >"$deb/usr/share/man/man1/cable.1.gz"
    install -m 0644 "$stage/completions/cable.bash" "$deb/usr/share/bash-completion/completions/cable"
    install -m 0644 "$stage/completions/_cable" "$deb/usr/share/zsh/vendor-completions/_cable"
    install -m 0644 "$stage/completions/cable.fish" "$deb/usr/share/fish/vendor_completions.d/cable.fish"

    # Machine-readable copyright (DEP-5). The binary links in the Swift runtime and the C library.
    year=$(TZ=UTC date -d "@$SOURCE_DATE_EPOCH" +%Y)
    cat >"$doc/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: cable
Upstream-Contact: $maintainer
${homepage:+Source: $homepage
}Comment: /usr/bin/cable is linked statically. Besides cable's own code it contains the
 Swift standard library and runtime (Apache-2.0 with the Runtime Library Exception,
 https://swift.org/LICENSE.txt) and the GNU C library (LGPL-2.1+, see
 /usr/share/common-licenses/LGPL-2.1); cable's source, from which the binary can be
 relinked, is available under the license below.

Files: *
Copyright: $year cable maintainers
License: Apache-2.0

License: Apache-2.0
 Licensed under the Apache License, Version 2.0 (the "License"); you may not use
 this file except in compliance with the License. You may obtain a copy of the
 License at
 .
 http://www.apache.org/licenses/LICENSE-2.0
 .
 Unless required by applicable law or agreed to in writing, software distributed
 under the License is distributed on an "AS IS" BASIS, WITHOUT WARRANTIES OR
 CONDITIONS OF ANY KIND, either express or implied. See the License for the
 specific language governing permissions and limitations under the License.
 .
 On Debian systems, the full text of the Apache License, Version 2.0 can be found
 in /usr/share/common-licenses/Apache-2.0.
EOF
    # A version without a '-revision' is a native package: its Debian changelog is changelog.gz
    # (Debian policy 12.7); there is no separate upstream changelog.
    cat <<EOF | gzip -9n >"$doc/changelog.gz"
cable ($deb_version) unstable; urgency=medium

  * Built by Scripts/package.sh from commit ${commit:-unknown} (cable $base).

 -- $maintainer  $changelog_date
EOF
    # Each override with its reason, above it.
    cat >"$deb/usr/share/lintian/overrides/cable" <<'EOF'
# cable ships one static binary (Scripts/release.sh) so it runs on any Linux without a Swift
# toolchain; the Swift runtime has no shared-library package in Debian to depend on.
cable: statically-linked-binary [usr/bin/cable]
EOF
    find "$deb" -type d -exec chmod 0755 {} +
    find "$deb/usr" -type f ! -path '*/usr/bin/*' -exec chmod 0644 {} +

    # Installed-Size in KiB the way dpkg-gencontrol counts: each file rounded up, 1 per folder.
    installed_size=$(find "$deb/usr" \( -type f -printf '%s\n' \) -o \( -type d -printf '1024\n' \) \
        | awk '{ kib += int(($1 + 1023) / 1024) } END { print kib }')
    {
        echo "Package: cable"
        echo "Version: $deb_version"
        echo "Architecture: $deb_arch"
        echo "Maintainer: $maintainer"
        echo "Installed-Size: $installed_size"
        echo "Section: utils"
        echo "Priority: optional"
        [ -n "$homepage" ] && echo "Homepage: $homepage"
        cat <<'EOF'
Description: wire sizing calculator for low-voltage DC systems
 cable picks the conductor size and fuse for a DC circuit, computes voltage
 drop and power loss for a given wire and lists the standard wire series
 (mm² and AWG). It sizes, checks and costs whole systems of camper vans,
 RVs, boats, off-grid cabins and solar installations kept as JSON files,
 as tables for people or JSON for scripts, and checks them in CI.
EOF
    } >"$deb/DEBIAN/control"
    (cd "$deb" && find usr -type f | LC_ALL=C sort | xargs md5sum >DEBIAN/md5sums)
    chmod 0644 "$deb/DEBIAN/control" "$deb/DEBIAN/md5sums"
    find "$deb" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
    deb_file="cable_${deb_version}_$deb_arch.deb"
    dpkg-deb --build --root-owner-group "$deb" "$out/$deb_file" >&2

    if command -v lintian >/dev/null; then
        echo "== lintian $deb_file" >&2
        lintian --fail-on error,warning "$out/$deb_file" >&2 \
            || die "lintian found errors or warnings in $deb_file"
    else
        echo "package.sh: lintian not installed: $deb_file not checked (apt-get install lintian)" >&2
    fi
fi

(cd "$out" && sha256 cable* >"$work/SHA256SUMS" && mv "$work/SHA256SUMS" SHA256SUMS)
{
    echo "== $out"
    (cd "$out" && ls -l)
    echo "binary: $(wc -c <"$binary") bytes unstripped, $(wc -c <"$stage/cable") stripped"
} >&2
echo "$out"
