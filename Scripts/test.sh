#!/usr/bin/env bash
# Sets up a fresh Debian machine and runs every test; window tests run against a private Xvfb display.
# The window tests are required here (CASEMENT_REQUIRE_WINDOW_TESTS=1): without a display or ImageMagick's import
# this script stops, and a display that does not work fails them, instead of a green run that skipped them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"

fail() {
    echo "test.sh: $*" >&2
    exit 1
}

[ -x /usr/bin/import ] || fail "ImageMagick's /usr/bin/import is missing (apt-get install imagemagick): the window tests read the screen with it"
if [ -z "${DISPLAY:-}" ]; then
    command -v Xvfb >/dev/null || fail "Xvfb is missing (apt-get install xvfb) and DISPLAY is not set: the window tests need an X display"
    # Xvfb picks a free display itself and writes its number once it accepts clients.
    display_file=$(mktemp)
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$display_file" >/dev/null 2>&1 &
    xvfb=$!
    trap 'kill $xvfb 2>/dev/null || true; rm -f "$display_file"' EXIT
    for _ in $(seq 100); do
        [ -s "$display_file" ] && break
        kill -0 "$xvfb" 2>/dev/null || break
        sleep 0.1
    done
    [ -s "$display_file" ] || fail "no X display could be started: Xvfb did not come up within 10 seconds"
    export DISPLAY=":$(head -n 1 "$display_file")"
fi
export CASEMENT_REQUIRE_WINDOW_TESTS=1

# The demo executable is built too: the determinism test renders it in child processes.
swift build --build-tests
swift test --skip-build
