"""Settings > Engine > Use a running engine: a URL with `user:pass@` is refused in words and
never saved (credentials there would go as Basic auth in place of the key)."""

from __future__ import annotations

from app.core.paths import Paths
from app.core.secrets import attach_key_for
from app.core.settings import Settings
from app.ui.settings.engine_source import AttachBox


def test_credentials_in_the_url_are_refused_and_not_saved(qapp, tmp_path):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    settings = Settings()
    settings.engine.attach_url = "https://gpu-box:30000"
    box = AttachBox(settings, paths)
    box.setChecked(True)
    box.url.setText("https://someone:secret@gpu-box:30000")
    box.key.setText("their-key")
    problem = box.problem()
    assert "user name or password before '@'" in problem and "Bearer" in problem
    assert "secret" not in problem
    assert box.note.text() == problem  # shown under the fields
    assert box.save_key() is None
    assert attach_key_for(paths, "https://someone:secret@gpu-box:30000") is None
    box.apply(settings)
    assert settings.engine.attach_url == "https://gpu-box:30000"  # the saved URL kept
    box.url.setText("https://gpu-box:30000")
    assert box.problem() == ""
