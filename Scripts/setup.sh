#!/usr/bin/env bash
# Installs what Casement needs on Debian: SDL2 (+ttf, +image), Cairo, pixman and pkg-config to build; Xvfb and
# ImageMagick (`import`) for the tests that open a real window and read the screen back; libcurl for
# FoundationNetworking, which `import UIKit` brings along as on iOS; libxml2 for FoundationXML, which reads storyboards;
# wamerican for the word list UITextChecker spells with.
# Swift itself is expected at /opt/swift (or on PATH).
set -euo pipefail
packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libcairo2-dev libpixman-1-dev libcurl4 libxml2-dev pkg-config xvfb imagemagick wamerican)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
