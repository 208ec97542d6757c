#!/usr/bin/env bash
# Install Ling Desk for the current user: a venv, the launcher, the desktop entry and the icon.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${PREFIX:-$HOME/.local}"
venv="${LING_DESK_VENV:-$prefix/share/ling-desk/venv}"

python3 -m venv "$venv"
"$venv/bin/pip" install -q "$here"
mkdir -p "$prefix/bin" "$prefix/share/applications" "$prefix/share/metainfo" \
  "$prefix/share/icons/hicolor/scalable/apps"
ln -sf "$venv/bin/ling-desk" "$prefix/bin/ling-desk"
install -m 644 "$here/packaging/ling-desk.desktop" "$prefix/share/applications/"
install -m 644 "$here/packaging/io.github.lingdesk.LingDesk.metainfo.xml" "$prefix/share/metainfo/"
if [ -f "$here/resources/icons/ling-desk.svg" ]; then
  install -m 644 "$here/resources/icons/ling-desk.svg" "$prefix/share/icons/hicolor/scalable/apps/"
fi
command -v update-desktop-database >/dev/null && update-desktop-database "$prefix/share/applications" || true
echo "Installed. Start it from your desktop's menu or with: $prefix/bin/ling-desk"
