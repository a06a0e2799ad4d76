#!/usr/bin/env bash
# .ci/deb-src-list against sample apt sources of both forms (apt-sources/*): apt itself reads the derived list
# on a private state dir and must see exactly the expected deb-src index targets, with no complaint; options and
# Signed-By (a path or an inline key) carry over; the sample "machine" is left unchanged; and sources with no
# usable entry stop it with a message that says what to add. Needs apt-get, no network.
# Usage: deb_src_list_test.sh <path to .ci/deb-src-list>
set -euo pipefail
script="$1"
samples="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/apt-sources"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# The index targets apt would fetch with OUT as its only source parts directory, one per line, sorted.
targets() {
    mkdir -p "$work/lists/partial"
    apt-get -o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$1" -o "Dir::State::Lists=$work/lists" \
        indextargets --no-release-info --format '$(TARGET_OF) $(REPO_URI) $(RELEASE) $(COMPONENT)' \
        2>"$work/apt.err" | sort
    if [ -s "$work/apt.err" ]; then fail "apt complains about $1: $(cat "$work/apt.err")"; fi
}

# A fingerprint of every file under DIR: names and contents.
fingerprint() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha256sum); }

# derive NAME LIST PARTS: runs the script on a copy of the sample "machine" into $work/NAME.
derive() {
    local name="$1" list="$2" parts="$3"
    local before
    before="$(fingerprint "$work/machine")"
    if ! "$script" --list "$list" --parts "$parts" "$work/$name" 2>"$work/$name.err"; then
        fail "$name: exit $?: $(cat "$work/$name.err")"
    fi
    [ "$(fingerprint "$work/machine")" = "$before" ] || fail "$name: the machine's apt sources were changed"
}

expect_targets() {
    local name="$1" expected="$2"
    if ! diff -u "$expected" <(targets "$work/$name") >"$work/$name.diff"; then
        fail "$name: apt sees other deb-src targets than expected (- expected, + derived):"
        cat "$work/$name.diff" >&2
    fi
}

expect_line() {
    local name="$1" file="$2" pattern="$3"
    grep -qxF -- "$pattern" "$work/$name/$file" || fail "$name: no line '$pattern' in $file: $(cat "$work/$name/$file")"
}

cp -r "$samples" "$work/machine"
m="$work/machine"

# One-line sources.list plus sources.list.d/*.list (as Debian's installer and debootstrap leave them).
derive one-line "$m/one-line/sources.list" "$m/one-line/sources.list.d"
expect_targets one-line "$samples/one-line/expected-targets"
[ ! -e "$work/one-line/patience-src.sources" ] || fail "one-line: a deb822 file from one-line sources"
expect_line one-line patience-src.list \
    'deb-src [arch=amd64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://mirror.example.org/debian bookworm-backports main contrib'

# deb822 sources.list.d/*.sources (as this project's CI machines and newer Debian keep them), no sources.list.
derive deb822 "$m/deb822/sources.list" "$m/deb822/sources.list.d"
expect_targets deb822 "$samples/deb822/expected-targets"
[ ! -e "$work/deb822/patience-src.list" ] || fail "deb822: a one-line file from deb822 sources"
[ "$(grep -c '^Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg$' "$work/deb822/patience-src.sources")" = 2 ] ||
    fail "deb822: Signed-By paths lost: $(cat "$work/deb822/patience-src.sources")"
inline_key() { sed -n '/^Signed-By:$/,/END PGP PUBLIC KEY BLOCK/p' "$1"; }
[ "$(inline_key "$work/deb822/patience-src.sources")" = "$(inline_key "$samples/deb822/sources.list.d/extra.sources")" ] ||
    fail "deb822: the inline Signed-By key did not carry over: $(cat "$work/deb822/patience-src.sources")"

# Both forms on one machine: a one-line list (here the one-line sample's mirror.list) and deb822 parts.
derive mixed "$m/one-line/sources.list.d/mirror.list" "$m/deb822/sources.list.d"
expect_targets mixed <(sort "$samples/deb822/expected-targets" <(grep -F mirror.example.org/debian/ "$samples/one-line/expected-targets"))

# Running again after the sources changed form leaves no stale file behind.
"$script" --list "$m/deb822/sources.list" --parts "$m/deb822/sources.list.d" "$work/one-line" 2>/dev/null
[ ! -e "$work/one-line/patience-src.list" ] || fail "a stale patience-src.list was left behind"

# Nothing usable (comments, a cdrom: entry, a disabled stanza): exit 1, a message naming a line to add, no list.
if "$script" --list "$m/none/sources.list" --parts "$m/none/sources.list.d" "$work/none" 2>"$work/none.err"; then
    fail "none: succeeded without a usable source"
fi
grep -qE '^ +deb http://[^ ]+ bookworm main$' "$work/none.err" && grep -qF "to $m/none/sources.list:" "$work/none.err" ||
    fail "none: the message does not say what to add where: $(cat "$work/none.err")"
[ ! -e "$work/none" ] || fail "none: wrote $(ls "$work/none")"

if [ "$failures" -gt 0 ]; then exit 1; fi
echo "deb-src lists derived from one-line, deb822 and mixed sources: apt sees the expected targets"
