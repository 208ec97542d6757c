#!/usr/bin/env bash
# Build dist/ling-desk_<version>_<arch>.deb for amd64 or arm64 on any Linux machine with
# python3 (3.11+, with venv), dpkg-deb and PyPI: no compiler. The package carries the app and
# every Python dependency as wheels for its architecture and for CPython 3.11, 3.12 and 3.13,
# pinned with hashes by packaging/lock/; its postinst builds /opt/ling-desk/venv from them with
# the system's python3, offline. One package thus serves Debian 12 (3.11), Ubuntu 24.04 /
# DGX OS (3.12) and Debian 13 (3.13); PySide6, the bulk, is one abi3 wheel for all three.
#
#   packaging/build-deb.sh --arch amd64|arm64 [--out DIR] [--version V] [--reuse DEB]
#
# --version V: the package and the app say V instead of pyproject's version (the tree is not
#   edited: the app's wheel is built from a copy). The upgrade test's second package.
# --reuse DEB: take the dependency wheels and the man page from DEB, a package built from this
#   same tree and lock for the same architecture, instead of downloading and rendering them
#   again (a minute saved); only the app's wheel and the version are new. The locks' hashes are
#   still checked when the package installs.
set -euo pipefail

usage() { echo "usage: $0 --arch amd64|arm64 [--out DIR] [--version V] [--reuse DEB]" >&2; exit 2; }
root="$(cd "$(dirname "$0")/.." && pwd)"
arch="" out="$root/dist" version="" reuse=""
while [ $# -gt 0 ]; do
  case "$1" in
    --arch) arch="${2:-}"; shift 2 || usage ;;
    --out) out="${2:-}"; shift 2 || usage ;;
    --version) version="${2:-}"; shift 2 || usage ;;
    --reuse) reuse="${2:-}"; shift 2 || usage ;;
    *) usage ;;
  esac
done
case "$arch" in
  amd64) machine=x86_64 ;;
  arm64) machine=aarch64 ;;
  *) usage ;;
esac
for tool in python3 dpkg-deb; do
  command -v "$tool" >/dev/null || { echo "build-deb.sh: $tool is needed" >&2; exit 1; }
done

if [ -z "$version" ]; then
  version="$(python3 -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' "$root/pyproject.toml")"
fi
# Debian's and Python's version rules both hold for plain dotted numbers (0.1.0, 0.2.0rc1 is not).
[[ "$version" =~ ^[0-9]+(\.[0-9]+)*$ ]] || { echo "build-deb.sh: version $version is not N.N.N" >&2; exit 2; }
if [ -n "$reuse" ]; then
  [ -f "$reuse" ] || { echo "build-deb.sh: --reuse $reuse: no such file" >&2; exit 2; }
  reuse="$(cd "$(dirname "$reuse")" && pwd)/$(basename "$reuse")"
  [ "$(dpkg-deb -f "$reuse" Architecture)" = "$arch" ] ||
    { echo "build-deb.sh: --reuse $reuse is not an $arch package" >&2; exit 2; }
fi
pythons=(3.11 3.12 3.13)  # packaging/lock.py's PYTHONS
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pkg="$work/pkg"
lib="$pkg/usr/lib/ling-desk"
mkdir -p "$lib/wheels" "$lib/lock" "$pkg/DEBIAN" "$pkg/usr/bin" "$pkg/usr/share/doc/ling-desk" \
  "$pkg/usr/share/man/man1" "$pkg/usr/share/applications" "$pkg/usr/share/metainfo"

echo "== tools (a private venv for pip)"
python3 -m venv "$work/tool"
pip=("$work/tool/bin/python" -m pip --disable-pip-version-check)

echo "== the app's wheel"
# Built from a copy, so the source tree gets no build/ or egg-info from this.
mkdir "$work/src"
tar -C "$root" --exclude=__pycache__ -cf - pyproject.toml README.md app resources | tar -C "$work/src" -xf -
# The version asked for (the copy's, so the tree stays as it is); the one [project] line.
sed -i "0,/^version = \".*\"\$/s//version = \"$version\"/" "$work/src/pyproject.toml"
grep -qx "version = \"$version\"" "$work/src/pyproject.toml"
"${pip[@]}" wheel --quiet --no-deps -w "$work/app" "$work/src"
app_whl="$(ls "$work/app"/ling_desk-*.whl)"
cp "$app_whl" "$lib/wheels/"
app_line="ling-desk==$version --hash=sha256:$(sha256sum "$app_whl" | cut -d' ' -f1)"

if [ -n "$reuse" ]; then
  echo "== dependency wheels and the man page from $(basename "$reuse")"
  dpkg-deb -x "$reuse" "$work/reused"
  find "$work/reused/usr/lib/ling-desk/wheels" -name '*.whl' ! -name 'ling_desk-*' \
    -exec mv -t "$lib/wheels" {} +
  # The page is the same parser's: only the version in its title line differs.
  gzip -dc "$work/reused/usr/share/man/man1/ling-desk.1.gz" |
    sed "0,/^\.TH /s/\"ling-desk [^\"]*\"/\"ling-desk $version\"/" >"$work/ling-desk.1"
  grep -q "^\.TH .*\"ling-desk $version\"" "$work/ling-desk.1"
  rm -rf "$work/reused"
fi
for py in "${pythons[@]}"; do
  lock="$root/packaging/lock/cp${py//./}-$machine.txt"
  { cat "$lock"; echo "$app_line"; } >"$lib/lock/$(basename "$lock")"
done

if [ -z "$reuse" ]; then
  echo "== dependency wheels for $machine, CPython ${pythons[*]}"
  read -r -a platforms <<<"$(python3 "$root/packaging/lock.py" --platforms "$machine")"
  for py in "${pythons[@]}"; do
    "${pip[@]}" download --quiet --no-deps --require-hashes --only-binary=:all: "${platforms[@]}" \
      --python-version "$py" --implementation cp -d "$lib/wheels" \
      -r "$root/packaging/lock/cp${py//./}-$machine.txt"
  done

  echo "== the man page (rendered from the parser by the host's Python)"
  host_lock="$root/packaging/lock/cp$(python3 -c 'import sys; print("%d%d" % sys.version_info[:2])')-$(uname -m).txt"
  [ -f "$host_lock" ] || { echo "build-deb.sh: no lock for this host's python3 ($host_lock)" >&2; exit 1; }
  # Qt is not needed to print --help (app.core never imports it): leave its 200 MB out.
  grep -v -E '^(pyside6-essentials|shiboken6)==' "$host_lock" >"$work/host-lock.txt"
  "${pip[@]}" install --quiet --require-hashes --only-binary=:all: -r "$work/host-lock.txt"
  "${pip[@]}" install --quiet --no-deps "$app_whl"
  (cd "$work" && tool/bin/python "$root/packaging/manpage.py") >"$work/ling-desk.1"
fi
gzip -9n <"$work/ling-desk.1" >"$pkg/usr/share/man/man1/ling-desk.1.gz"

echo "== files"
install -m 755 "$root/packaging/deb/ling-desk" "$pkg/usr/bin/ling-desk"
install -m 755 "$root/packaging/deb/make-venv" "$lib/make-venv"
install -m 644 "$root/packaging/ling-desk.desktop" "$pkg/usr/share/applications/"
install -m 644 "$root/packaging/io.github.lingdesk.LingDesk.metainfo.xml" "$pkg/usr/share/metainfo/"
for size in 16 32 48 64 128 256; do
  install -D -m 644 "$root/resources/icons/ling-desk-$size.png" \
    "$pkg/usr/share/icons/hicolor/${size}x${size}/apps/ling-desk.png"
done
install -D -m 644 "$root/resources/icons/ling-desk.svg" "$pkg/usr/share/icons/hicolor/scalable/apps/ling-desk.svg"
install -m 644 "$root/packaging/deb/copyright" "$pkg/usr/share/doc/ling-desk/copyright"
install -D -m 644 "$root/packaging/policy.toml.example" \
    "$pkg/usr/share/doc/ling-desk/examples/policy.toml"
sed "s/@VERSION@/$version/" "$root/packaging/deb/changelog" | gzip -9n >"$pkg/usr/share/doc/ling-desk/changelog.gz"
install -m 755 "$root/packaging/deb/postinst" "$root/packaging/deb/postrm" "$pkg/DEBIAN/"
# The gateway keeper's user units: each user's port 4950 is held from login on, so no other
# account can take it while Ling Desk is not running (the postinst enables them for everyone).
for unit in ling-desk-gateway.socket ling-desk-gateway.service; do
  install -D -m 644 "$root/packaging/deb/$unit" "$pkg/usr/lib/systemd/user/$unit"
done

# libc6's floor: the newest glibc that any wheel needs. A wheel needs the oldest of its tags
# (manylinux_2_X; manylinux2014 = 2.17).
glibc="$(ls "$lib/wheels" | python3 -c '
import re, sys
need = [17]
for name in sys.stdin.read().split():
    tags = [int(x) for x in re.findall(r"manylinux_2_(\d+)", name)]
    tags += [17] * ("manylinux2014" in name)
    need += [min(tags)] if tags else []
print(max(need))')"
# Qt's xcb platform plugin and its GL: the libraries the README lists (Debian 12, Ubuntu 24.04),
# GLib, which QtCore itself links (24.04 renamed it *t64), and libSM/libICE, which the aarch64
# build of Qt's xcb plugin links: each found missing in a clean root.
qt_libs="libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1, libxcb-image0, libxcb-render-util0,"
qt_libs+=" libxcb-randr0, libxcb-shape0, libxcb-xinerama0, libxcb-xkb1, libxkbcommon-x11-0,"
qt_libs+=" libegl1, libgl1, libfontconfig1, libdbus-1-3, libglib2.0-0t64 | libglib2.0-0,"
qt_libs+=" libsm6, libice6"
# Recommends: a CJK font, which a minimal install lacks (Chinese shows as empty boxes without);
# WenQuanYi Micro Hei is the 5 MB alternative to Noto CJK's 90 MB (README: Set up).
cat >"$pkg/DEBIAN/control" <<EOF
Package: ling-desk
Version: $version
Architecture: $arch
Maintainer: The Ling Desk developers <ling-desk@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
Depends: libc6 (>= 2.$glibc), python3 (>= 3.11), python3 (<< 3.14), python3-venv, $qt_libs
Recommends: fonts-dejavu-core, fonts-noto-cjk | fonts-wqy-microhei, libwayland-cursor0, libwayland-egl1
Section: utils
Priority: optional
Homepage: https://github.com/lingdesk/ling-desk
Description: desktop assistant for Ling-3.0-flash on a local SGLang engine
 Ling Desk runs inclusionAI's Ling-3.0-flash on this machine through an
 SGLang engine that it launches and watches on the loopback interface only,
 and proves each engine optimization active with evidence.
 .
 The package carries the app and its Python libraries as wheels and installs
 them into /opt/ling-desk/venv without network. The engine itself is not
 included: the app's first-run page creates the engine environment.
EOF
(cd "$pkg" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) >"$pkg/DEBIAN/md5sums"

mkdir -p "$out"
deb="$out/ling-desk_${version}_${arch}.deb"
# The wheels are zip files already: a light gzip costs little time and loses little size.
dpkg-deb --root-owner-group -Zgzip -z1 --build "$pkg" "$deb" >/dev/null
echo "built $deb ($(du -h "$deb" | cut -f1))"
