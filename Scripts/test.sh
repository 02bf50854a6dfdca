#!/usr/bin/env bash
# Sets up a fresh Debian machine and runs every test; window tests run against a private Xvfb display.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
if [ -z "${DISPLAY:-}" ] && command -v Xvfb >/dev/null; then
    display=":$((90 + RANDOM % 9))"
    Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    trap 'kill $xvfb 2>/dev/null || true' EXIT
    export DISPLAY="$display"
fi
# The demo executable is built too: the determinism test renders it in child processes.
swift build --build-tests
swift test --skip-build
