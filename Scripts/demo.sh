#!/usr/bin/env bash
# Sets up a fresh Debian machine and opens the BirdSightings demo in a window; resize it to watch the layout adapt.
# Extra arguments go to the demo, e.g. --screenshot shot.png --size 390x844 --scale 2.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
command -v swift >/dev/null || export PATH="/opt/swift/usr/bin:$PATH"
swift build --product BirdSightings
exec .build/debug/BirdSightings "$@"
