"""Can Qt open a window here? Asked before Qt is started, because Qt aborts (SIGABRT) when its
platform plugin cannot load or reach a display, with a message that names the wrong cause.

`platform_problem()` returns one plain sentence, or None when a window can open. As a last
resort, `exit_plainly_on_qt_fatal()` turns any fatal Qt message into that sentence and exit 1.
"""

from __future__ import annotations

import ctypes
import os
import re
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from app.core.words import QT_TRANSLATE_NOOP, translate

HEADLESS_HINT = QT_TRANSLATE_NOOP(
    "shell",
    "The headless verbs need no display: `ling-desk check`, `ling-desk serve`, "
    "`ling-desk engine-command`.",
)


def _hint() -> str:
    return translate("shell", HEADLESS_HINT)


# Platforms that need no display server (the user chose them on purpose).
NO_DISPLAY_PLATFORMS = {"offscreen", "minimal", "vnc", "linuxfb", "eglfs", "minimalegl"}

# Shared library -> the Debian/Ubuntu package that brings it (DGX OS is Ubuntu 24.04).
DEBIAN_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libSM.so.6": "libsm6",
    "libICE.so.6": "libice6",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0t64 (Debian 12: libglib2.0-0)",
    "libgthread-2.0.so.0": "libglib2.0-0t64 (Debian 12: libglib2.0-0)",
    "libdbus-1.so.3": "libdbus-1-3",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}


def plugin_path(name: str) -> Path | None:
    """The Qt platform plugin file `name` (xcb, wayland) of the PySide6 in use, if present."""
    try:
        import PySide6  # the package only: no Qt library is loaded by this
    except ImportError:
        return None
    folder = Path(PySide6.__file__).resolve().parent / "Qt" / "plugins" / "platforms"
    path = folder / f"libq{name}.so"
    return path if path.exists() else None


def input_method_fix(
    env: Mapping[str, str] | None = None, plugins: Path | None = None
) -> dict[str, str]:
    """What to change in the environment before Qt starts so that the composer gets the user's
    input method ({} for nothing). fcitx5 sets QT_IM_MODULE=fcitx (QT_IM_MODULES="...;fcitx"),
    but its Qt plugin (fcitx5-frontend-qt6) serves the system's Qt, from the system's plugin
    folder: the Qt that PySide6 brings has none, and with none Qt gives the window no input
    method at all. fcitx5 also speaks IBus's protocol (its IBus frontend, in fcitx5-modules),
    and PySide6 has the IBus plugin: that one is used instead."""
    env = os.environ if env is None else env
    if plugins is None:
        platform = plugin_path("xcb") or plugin_path("wayland")
        if platform is None:
            return {}
        plugins = platform.parent.parent / "platforminputcontexts"
    names = {p.name for p in plugins.iterdir()} if plugins.is_dir() else set()
    if "libibusplatforminputcontextplugin.so" not in names or any("fcitx" in n for n in names):
        return {}
    fix = {}
    if env.get("QT_IM_MODULE", "").strip().lower() in ("fcitx", "fcitx5"):
        fix["QT_IM_MODULE"] = "ibus"
    many = env.get("QT_IM_MODULES", "")
    listed = [n.strip().lower() for n in many.split(";")]
    if {"fcitx", "fcitx5"} & set(listed) and "ibus" not in listed:  # Qt >= 6.8's list
        fix["QT_IM_MODULES"] = many.rstrip("; ") + ";ibus"
    return fix


def missing_libraries(plugin: Path) -> list[str]:
    """Shared libraries `plugin` needs that the dynamic loader cannot find (via ldd)."""
    try:
        out = subprocess.run(
            ["ldd", str(plugin)], capture_output=True, text=True, timeout=10
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return []  # no ldd: let Qt try, the fatal-message handler still speaks plainly
    found = re.findall(r"^\s*(\S+) => not found", out, flags=re.MULTILINE)
    return sorted(set(found))


def describe_missing(libs: list[str], what: str) -> str:
    known = sorted({DEBIAN_PACKAGES[lib].split()[0] for lib in libs if lib in DEBIAN_PACKAGES})
    unknown = [lib for lib in libs if lib not in DEBIAN_PACKAGES]
    fix = (
        " "
        + translate("shell", "On Debian or Ubuntu: sudo apt install {packages}.").format(
            packages=" ".join(known)
        )
        if known
        else ""
    )
    if unknown:
        fix += " " + translate("shell", "Install the packages that provide {libs}.").format(
            libs=", ".join(unknown)
        )
    said = translate("shell", "Qt's {what} platform plugin cannot load: missing {libs}.")
    return said.format(what=what, libs=", ".join(libs)) + f"{fix} {_hint()}"


def x_display_reachable() -> bool:
    """Ask libxcb to connect to $DISPLAY, as Qt would (cheap; nothing is drawn)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # reported as a missing library instead
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    conn = xcb.xcb_connect(None, None)
    try:
        return xcb.xcb_connection_has_error(conn) == 0
    finally:
        xcb.xcb_disconnect(conn)


def _wayland_socket(env: Mapping[str, str]) -> Path:
    name = env.get("WAYLAND_DISPLAY", "")
    return Path(name) if name.startswith("/") else Path(env.get("XDG_RUNTIME_DIR", "")) / name


def platform_problem(env: Mapping[str, str] | None = None) -> str | None:
    """Why no window can open here, in one sentence; None when one can (or we cannot tell)."""
    env = os.environ if env is None else env
    if not sys.platform.startswith("linux"):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen in NO_DISPLAY_PLATFORMS:
        return None
    has_x, has_wayland = bool(env.get("DISPLAY")), bool(env.get("WAYLAND_DISPLAY"))
    if not chosen and not has_x and not has_wayland:
        return translate(
            "shell",
            "no display: neither DISPLAY nor WAYLAND_DISPLAY is set, so the window cannot "
            "open. Start Ling Desk from a desktop session (or over ssh -X). {hint}",
        ).format(hint=_hint())
    wayland = chosen == "wayland" or (
        not chosen and has_wayland and (env.get("XDG_SESSION_TYPE") == "wayland" or not has_x)
    )
    if wayland:
        plugin = plugin_path("wayland")
        libs = missing_libraries(plugin) if plugin else []
        if libs and not has_x:
            return describe_missing(libs, "Wayland")
        if not libs and _wayland_socket(env).exists():
            return None
        if not has_x:
            return translate(
                "shell", "no display: the Wayland display {name} cannot be reached. {hint}"
            ).format(name=repr(env.get("WAYLAND_DISPLAY")), hint=_hint())
        # Qt falls back to X11 from here.
    if chosen not in ("", "xcb", "wayland"):
        return None  # a platform we don't know: Qt will say (exit_plainly_on_qt_fatal)
    if not has_x:
        return translate(
            "shell", "no display: DISPLAY is not set, and Qt's xcb platform needs it. {hint}"
        ).format(hint=_hint())
    plugin = plugin_path("xcb")
    libs = missing_libraries(plugin) if plugin else []
    if libs:
        return describe_missing(libs, "xcb (X11)")
    if not x_display_reachable():
        return translate(
            "shell",
            "no display: the X display {name} cannot be reached (is the X server running, and "
            "may this user connect to it?). {hint}",
        ).format(name=repr(env.get("DISPLAY")), hint=_hint())
    return None


def exit_plainly_on_qt_fatal() -> None:
    """Turn a fatal Qt message (which would abort with SIGABRT) into one line and exit 1."""
    from PySide6 import QtCore

    previous = None

    def handler(mode: QtCore.QtMsgType, context: QtCore.QMessageLogContext, message: str) -> None:
        if mode == QtCore.QtMsgType.QtFatalMsg:
            first = (
                message.strip().splitlines()[0]
                if message.strip()
                else translate("shell", "unknown error")
            )
            said = translate("shell", "the window cannot open: Qt said: {message} {hint}")
            print(f"ling-desk: {said.format(message=first, hint=_hint())}", file=sys.stderr)
            sys.stderr.flush()
            os._exit(1)
        if previous is not None:
            previous(mode, context, message)
        else:
            print(message, file=sys.stderr)

    previous = QtCore.qInstallMessageHandler(handler)
