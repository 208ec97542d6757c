"""Before Qt starts: a missing display or missing Qt libraries are named, with the fix."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from app.ui.shell.platform_check import describe_missing, missing_libraries, platform_problem


def test_no_display_at_all():
    problem = platform_problem({})
    assert problem is not None and "DISPLAY" in problem and "WAYLAND_DISPLAY" in problem


@pytest.mark.parametrize("platform", ["offscreen", "minimal", "vnc:size=800x600"])
def test_platforms_that_need_no_display(platform):
    assert platform_problem({"QT_QPA_PLATFORM": platform}) is None


def test_xcb_chosen_without_display():
    problem = platform_problem({"QT_QPA_PLATFORM": "xcb"})
    assert problem is not None and "DISPLAY is not set" in problem


def test_unreachable_wayland_without_x():
    problem = platform_problem({"WAYLAND_DISPLAY": "wayland-77", "XDG_RUNTIME_DIR": "/nonexistent"})
    # Either reason is right, by what this machine has: the socket, or the plugin's libraries.
    assert problem is not None
    assert "'wayland-77' cannot be reached" in problem or "Wayland platform plugin" in problem


def test_missing_libraries_are_mapped_to_debian_packages():
    text = describe_missing(["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libweird.so.9"], "xcb")
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4." in text
    assert "provide libweird.so.9" in text


@pytest.mark.skipif(not shutil.which("cc") or not shutil.which("ldd"), reason="needs cc and ldd")
def test_missing_libraries_reads_ldd(tmp_path):
    # A real shared object linked against a library that is then removed, as on a bare machine.
    (tmp_path / "dep.c").write_text("int dep(void) { return 1; }\n")
    (tmp_path / "plugin.c").write_text("int dep(void); int use(void) { return dep(); }\n")
    subprocess.run(["cc", "-shared", "-fPIC", "-o", tmp_path / "libgone.so.7",
                    "-Wl,-soname,libgone.so.7", tmp_path / "dep.c"], check=True)  # fmt: skip
    subprocess.run(["cc", "-shared", "-fPIC", "-o", tmp_path / "libqfake.so",
                    tmp_path / "plugin.c", tmp_path / "libgone.so.7"], check=True)  # fmt: skip
    (tmp_path / "libgone.so.7").unlink()
    assert missing_libraries(tmp_path / "libqfake.so") == ["libgone.so.7"]
