"""Settings: model folder, engine, optimizations, sampling defaults, theme (saved to TOML)."""

from __future__ import annotations

import copy
import shlex

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.audit import NULL, Auditor
from app.core.paths import Paths
from app.core.policy import Policy, current_policy
from app.core.profiles import PROFILES
from app.core.settings import ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, Settings
from app.core.words import LANGUAGES, translate
from app.ui.a11y import describe
from app.ui.settings.engine_source import AttachBox, TwoSparksBox
from app.ui.settings.locks import is_locked, lock_widget
from app.ui.settings.presets_page import PresetsPage
from app.ui.settings.privacy_page import PrivacyHooks, PrivacyPage
from app.ui.tools.page import ToolsPage


def _browse_row(edit: QLineEdit, pick) -> QWidget:
    w = QWidget()
    lay = QHBoxLayout(w)
    lay.setContentsMargins(0, 0, 0, 0)
    lay.addWidget(edit, 1)
    b = QPushButton(translate("settings", "Browse…"), w)
    b.clicked.connect(pick)
    lay.addWidget(b)
    return w


def _scrolled(page: QWidget) -> QScrollArea:
    """A tab that scrolls instead of holding the dialog wider or taller than a small screen."""
    # Never a sideways scroll in a narrow dialog (480 px): a form row whose label and field do
    # not fit side by side puts the field under its label (a wide dialog keeps them beside).
    for form in [page.layout(), *page.findChildren(QFormLayout)]:
        if isinstance(form, QFormLayout):
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    area.setWidget(page)
    return area


class SettingsDialog(QDialog):
    def __init__(
        self, settings: Settings, overrides: dict | None = None, parent=None,
        paths: Paths | None = None, host=None, privacy: PrivacyHooks | None = None,
        auditor: Auditor = NULL, policy: Policy | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.setWindowTitle(translate("settings", "Ling Desk settings"))
        self.resize(640, 720)  # each tab scrolls, so a small screen can have it narrower
        self._zoom = settings.ui.zoom
        self._placed = False  # fitted to the screen at the first show
        # The administrator's policy: what it fixes is shown fixed, and locked (see _lock).
        self.policy = current_policy() if policy is None else policy
        self.original = self.policy.apply(copy.deepcopy(settings))
        s = self.original
        lay = QVBoxLayout(self)
        tabs = QTabWidget(self)
        lay.addWidget(tabs)

        eng = QWidget()
        ef = QFormLayout(eng)
        self.model_path = QLineEdit(s.engine.model_path)
        self.model_path.setPlaceholderText(
            translate("settings", "the Hugging Face cache copy of Ling-3.0-flash-fp4")
        )
        describe(self.model_path, translate("settings", "Model folder"),
                 translate("settings", "Where the model's files are; empty: the Hugging Face "
                           "cache copy of Ling-3.0-flash-fp4"))  # fmt: skip
        self.model_row = _browse_row(self.model_path, self._pick_model)
        ef.addRow(translate("settings", "Model folder"), self.model_row)
        self.launcher = QLineEdit(shlex.join(s.engine.launcher))
        self.launcher.setPlaceholderText(
            translate("settings", "default: <engine Python> -m sglang.launch_server")
        )
        ef.addRow(translate("settings", "Launcher"), self.launcher)
        self.engine_python = QLineEdit(s.engine.engine_python)
        self.engine_python.setPlaceholderText(translate("settings", "default: this Python"))
        describe(self.engine_python, translate("settings", "Engine Python"),
                 translate("settings", "The Python that runs the engine; empty: this Python"))  # fmt: skip
        self.engine_python_row = _browse_row(self.engine_python, self._pick_python)
        ef.addRow(translate("settings", "Engine Python"), self.engine_python_row)
        # How the engine runs: a venv's Python (above), or an SGLang image under docker/podman.
        self.container_runtime = QComboBox()
        for label, value in ((translate("settings", "Python environment (venv)"), ""),
                             (translate("settings", "Container: docker"), "docker"),
                             (translate("settings", "Container: podman"), "podman")):  # fmt: skip
            self.container_runtime.addItem(label, value)
        self.container_runtime.setCurrentIndex(
            max(0, self.container_runtime.findData(s.engine.container_runtime))
        )
        ef.addRow(translate("settings", "Runs in"), self.container_runtime)
        self.container_image = QLineEdit(s.engine.container_image)
        self.container_image.setPlaceholderText(
            translate("settings", "an SGLang image you pulled, e.g. lmsysorg/sglang")
        )
        ef.addRow(translate("settings", "Image"), self.container_image)
        # The image means nothing to a venv's Python, nor the engine Python to a container.
        self.container_runtime.currentIndexChanged.connect(self._runs_in_changed)
        self._runs_in_changed()
        # What the recipe adapts to (memory fraction, TP 2, the memory floor); "auto" reads
        # nvidia-smi at each start.
        self.profile = QComboBox()
        self.profile.addItem(translate("settings", "Detect from the GPU (nvidia-smi)"), "auto")
        for pid, prof in PROFILES.items():
            self.profile.addItem(translate("profiles", prof.title), pid)
        self.profile.setCurrentIndex(max(0, self.profile.findData(s.engine.profile)))
        self.profile.setToolTip(
            translate(
                "settings",
                "The machine the recipe is tuned for. Detect reads the GPU at "
                "each start; choose one when detection picks the wrong one, or for two DGX "
                "Sparks (TP 2).",
            )
        )
        ef.addRow(translate("settings", "Hardware profile"), self.profile)
        self.port = QSpinBox(minimum=0, maximum=65535)
        self.port.setValue(s.engine.port)
        self.port.setSpecialValueText(translate("settings", "pick a free port"))
        ef.addRow(translate("settings", "Port (127.0.0.1)"), self.port)
        self.context = QSpinBox(minimum=1024, maximum=1_048_576, singleStep=4096)
        self.context.setValue(s.engine.context_length)
        ef.addRow(translate("settings", "Context length"), self.context)
        # What the out-of-memory remedy names: the share of GPU memory SGLang takes.
        self.mem_fraction = QDoubleSpinBox(minimum=0.0, maximum=0.95, singleStep=0.01, decimals=2)
        self.mem_fraction.setValue(s.engine.mem_fraction_static)
        self.mem_fraction.setSpecialValueText(
            translate("settings", "the hardware profile's choice")
        )
        self.mem_fraction.setToolTip(
            translate(
                "settings",
                "SGLang's --mem-fraction-static: lower it after an "
                "out-of-memory crash. On a DGX Spark 0.68 is the public recipe's; 0.75 once "
                "froze a Spark (unified memory).",
            )
        )
        ef.addRow(translate("settings", "Memory fraction"), self.mem_fraction)
        self.ready_timeout = QSpinBox(
            minimum=1, maximum=24 * 60, suffix=translate("settings", " min")
        )
        self.ready_timeout.setValue(max(1, round(s.engine.ready_timeout_s / 60)))
        self.ready_timeout.setToolTip(
            translate("settings", "Stop a start that has not become ready after this long.")
        )
        ef.addRow(translate("settings", "Ready timeout"), self.ready_timeout)
        self.stall_after = QSpinBox(minimum=1, maximum=120, suffix=translate("settings", " min"))
        self.stall_after.setValue(max(1, round(s.engine.stall_after_s / 60)))
        self.stall_after.setToolTip(
            translate(
                "settings",
                "Say the engine looks stuck after this long with no output and no progress.",
            )
        )
        ef.addRow(translate("settings", "Looks stuck after"), self.stall_after)
        self.stream_idle = QSpinBox(minimum=5, maximum=3600, suffix=translate("settings", " s"))
        self.stream_idle.setValue(max(5, min(3600, round(s.engine.stream_idle_s))))
        self.stream_idle.setToolTip(
            translate(
                "settings",
                "End an answer with “the engine stopped answering” after this long with no data.",
            )
        )
        ef.addRow(translate("settings", "Not answering after"), self.stream_idle)
        self.autostart = QCheckBox(translate("settings", "Start the engine when Ling Desk opens"))
        self.autostart.setChecked(s.engine.autostart)
        ef.addRow("", self.autostart)
        self.auto_restart = QCheckBox(
            translate("settings", "Restart the engine after a crash (up to 3 times in 10 min)")
        )
        self.auto_restart.setChecked(s.engine.auto_restart)
        ef.addRow("", self.auto_restart)
        if overrides:
            flags = ", ".join("--" + k.replace("_", "-") for k in overrides)
            note = QLabel(
                translate(
                    "settings",
                    "For this run the command line sets {flags}; those win over the values here.",
                ).format(flags=flags)
            )
            note.setWordWrap(True)
            note.setObjectName("MetaLabel")
            ef.addRow("", note)
        # Attach to someone's engine, and rank 1 of the two-Spark profile (engine_source.py).
        self.attach_box = AttachBox(s, paths)
        ef.addRow(self.attach_box)
        self.two_sparks = TwoSparksBox(s)
        ef.addRow(self.two_sparks)
        self.attach_warning: str | None = None
        self.accepted.connect(self._save_attach_key)
        tabs.addTab(_scrolled(eng), translate("settings", "Engine"))

        opt = QWidget()
        of = QVBoxLayout(opt)
        self.humming = QCheckBox(
            translate("settings", "Humming MoE kernels (--moe-runner-backend humming)")
        )
        self.humming.setChecked(s.optimizations.humming_moe)
        self.fp8 = QCheckBox(translate("settings", "FP8 LM head"))
        self.fp8.setChecked(s.optimizations.fp8_lm_head)
        self.mtp = QCheckBox(
            translate("settings", "NEXTN multi-token prediction (speculative decoding)")
        )
        self.mtp.setChecked(s.optimizations.mtp_nextn)
        self.fp32 = QCheckBox(
            translate("settings", "FP32 LM head (the baseline's; excludes the FP8 head)")
        )
        self.fp32.setChecked(s.optimizations.fp32_lm_head)
        self.fp8.toggled.connect(
            lambda on: self.fp32.setChecked(False) if on and not is_locked(self.fp32) else None
        )
        self.fp32.toggled.connect(
            lambda on: self.fp8.setChecked(False) if on and not is_locked(self.fp8) else None
        )
        for w in (self.humming, self.fp8, self.mtp, self.fp32):
            of.addWidget(w)
        depth = QFormLayout()
        self.mtp_steps = QSpinBox(minimum=1, maximum=8)
        self.mtp_steps.setValue(s.optimizations.mtp_steps)
        self.mtp_draft = QSpinBox(minimum=2, maximum=16)
        self.mtp_draft.setValue(s.optimizations.mtp_draft_tokens)
        self.mtp_steps.setToolTip(
            translate(
                "settings", "--speculative-num-steps (the recipe: 3; Engine > Benchmark sweeps it)"
            )
        )
        self.mtp_draft.setToolTip(
            translate("settings", "--speculative-num-draft-tokens (the recipe: 4, steps + 1)")
        )
        self.mtp_steps.valueChanged.connect(
            lambda n: None if is_locked(self.mtp_draft) else self.mtp_draft.setValue(n + 1)
        )
        depth.addRow(translate("settings", "NEXTN steps"), self.mtp_steps)
        depth.addRow(translate("settings", "Draft tokens"), self.mtp_draft)
        of.addLayout(depth)
        hint = QLabel(
            translate("settings", "Changes apply at the next engine start (Engine > Restart).")
        )
        hint.setObjectName("MetaLabel")
        hint.setWordWrap(True)  # German is longer: wrapped, not a sideways scroll at 480 px
        of.addWidget(hint)
        of.addStretch(1)
        tabs.addTab(_scrolled(opt), translate("settings", "Optimizations"))

        samp = QWidget()
        sf = QFormLayout(samp)
        self.temperature = QDoubleSpinBox(minimum=0.0, maximum=2.0, singleStep=0.05)
        self.temperature.setValue(s.sampling.temperature)
        self.top_p = QDoubleSpinBox(minimum=0.0, maximum=1.0, singleStep=0.05)
        self.top_p.setValue(s.sampling.top_p)
        self.top_k = QSpinBox(minimum=-1, maximum=1000)
        self.top_k.setValue(s.sampling.top_k)
        self.max_tokens = QSpinBox(minimum=0, maximum=262144, singleStep=512)
        self.max_tokens.setValue(s.sampling.max_tokens)
        sf.addRow(translate("settings", "Temperature"), self.temperature)
        sf.addRow(translate("settings", "Top p"), self.top_p)
        sf.addRow(translate("settings", "Top k"), self.top_k)
        sf.addRow(translate("settings", "Max tokens (0 = no limit)"), self.max_tokens)
        note = QLabel(
            translate(
                "settings", "Defaults for every conversation; a conversation can override them (⚙)."
            )
        )
        note.setObjectName("MetaLabel")
        note.setWordWrap(True)
        sf.addRow("", note)
        tabs.addTab(_scrolled(samp), translate("settings", "Sampling"))

        look = QWidget()
        lf = QFormLayout(look)
        self.theme = QComboBox()
        for value, label in (
            ("system", translate("settings", "Follow the system (its contrast setting too)")),
            ("light", translate("settings", "Light")), ("dark", translate("settings", "Dark")),
            ("high-contrast", translate("settings", "High contrast")),
        ):  # fmt: skip
            self.theme.addItem(label, value)
        self.theme.setCurrentIndex(max(0, self.theme.findData(s.ui.theme)))
        lf.addRow(translate("settings", "Theme"), self.theme)
        self.zoom = QSpinBox()
        self.zoom.setRange(ZOOM_MIN, ZOOM_MAX)
        self.zoom.setSingleStep(ZOOM_STEP)
        self.zoom.setSuffix(" %")
        self.zoom.setValue(s.ui.zoom)
        self.zoom.setToolTip(translate("settings", "The window's and the chat's text; Ctrl+= "
                                       "and Ctrl+- change it anywhere, Ctrl+0 puts it back to "
                                       "100 %"))  # fmt: skip
        lf.addRow(translate("settings", "Text size"), self.zoom)
        self.edge = QComboBox()
        self.edge.addItem(translate("settings", "Right"), "right")
        self.edge.addItem(translate("settings", "Left"), "left")
        self.edge.setCurrentIndex(max(0, self.edge.findData(s.ui.side_panel_edge)))
        lf.addRow(translate("settings", "Side panel edge"), self.edge)
        self.confirm_links = QCheckBox(
            translate("settings", "Ask before opening a link in the browser")
        )
        self.confirm_links.setChecked(s.ui.confirm_links)
        lf.addRow("", self.confirm_links)
        # Each language named in itself: whoever cannot read the current one still finds theirs.
        self.language = QComboBox()
        self.language.addItem(translate("settings", "Follow the system"), "system")
        for value, name in LANGUAGES.items():
            self.language.addItem(name, value)
        self.language.setCurrentIndex(max(0, self.language.findData(s.ui.language)))
        lf.addRow(translate("settings", "Language"), self.language)
        language_note = QLabel(translate("settings", "Applies when Ling Desk restarts."))
        language_note.setObjectName("MetaLabel")
        lf.addRow("", language_note)
        tabs.addTab(_scrolled(look), translate("settings", "Appearance"))

        # The local API gateway for editors and agents (keys live on the Connect an app page).
        api = QWidget()
        af = QFormLayout(api)
        self.gateway_enabled = QCheckBox(
            translate("settings", "Serve the engine to my editor and agents on this machine")
        )
        self.gateway_enabled.setChecked(s.gateway.enabled)
        af.addRow("", self.gateway_enabled)
        self.gateway_port = QSpinBox(minimum=1, maximum=65535)
        self.gateway_port.setValue(s.gateway.port)
        af.addRow(translate("settings", "Port (127.0.0.1)"), self.gateway_port)
        self.parallel = QSpinBox(minimum=1, maximum=4)
        self.parallel.setValue(s.engine.parallel_requests)
        self.parallel.setToolTip(
            translate(
                "settings",
                "Requests the engine runs at once. 1 is the fastest for one "
                "request; more lets an app's request and a chat message run side by side, "
                "each a little slower (restarts the engine).",
            )
        )
        af.addRow(translate("settings", "Parallel requests"), self.parallel)
        note = QLabel(
            translate(
                "settings",
                "Apps use http://127.0.0.1:PORT/v1 with a key of their own: "
                "Engine → Connect an app. A new port takes effect at the next start of "
                "Ling Desk.",
            )
        )
        note.setWordWrap(True)
        af.addRow("", note)
        tabs.addTab(_scrolled(api), translate("settings", "Apps"))

        # The default system prompt and named presets (presets_page.py).
        self.chat = PresetsPage(s)
        tabs.addTab(_scrolled(self.chat), translate("settings", "Chat"))

        # MCP servers, the tools allowed always, the loop's limits (tools_page.py).
        self.tools = ToolsPage(s, paths, self, host=host, auditor=auditor, policy=self.policy)
        tabs.addTab(_scrolled(self.tools), translate("settings", "Tools"))

        # Encryption, retention, the idle lock, delete all (privacy_page.py). The window that
        # opens Settings offers its hooks (MainWindow.privacy_hooks) when none are given.
        if privacy is None and callable(getattr(parent, "privacy_hooks", None)):
            privacy = parent.privacy_hooks()
        self.privacy = PrivacyPage(s, paths, privacy, policy=self.policy)
        tabs.addTab(_scrolled(self.privacy), translate("settings", "Privacy"))
        self.tabs = tabs
        describe(tabs, translate("settings", "Settings pages"),
                 translate("settings", "Engine, optimizations, sampling, appearance, apps, chat, "
                           "tools and privacy"))  # fmt: skip
        for i in range(tabs.count()):
            if (page := tabs.widget(i)) is not None:
                describe(page, translate("settings", "{page} settings").format(
                    page=tabs.tabText(i)))  # fmt: skip
        self._lock()

        bb = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)

    def _controls(self) -> dict[str, QWidget]:
        """Each setting's control ("section.key" -> widget), for the policy's locks."""
        return {
            "engine.model_path": self.model_row, "engine.launcher": self.launcher,
            "engine.engine_python": self.engine_python_row,
            "engine.container_runtime": self.container_runtime,
            "engine.container_image": self.container_image, "engine.profile": self.profile,
            "engine.port": self.port, "engine.context_length": self.context,
            "engine.mem_fraction_static": self.mem_fraction,
            "engine.ready_timeout_s": self.ready_timeout,
            "engine.stall_after_s": self.stall_after, "engine.stream_idle_s": self.stream_idle,
            "engine.autostart": self.autostart, "engine.auto_restart": self.auto_restart,
            "engine.parallel_requests": self.parallel, "engine.attach_url": self.attach_box,
            **dict.fromkeys(("engine.rank1_host", "engine.rank1_prefix", "engine.dist_init_addr",
                             "engine.net_ifname", "engine.rank1_port"), self.two_sparks),
            "optimizations.humming_moe": self.humming, "optimizations.fp8_lm_head": self.fp8,
            "optimizations.mtp_nextn": self.mtp, "optimizations.fp32_lm_head": self.fp32,
            "optimizations.mtp_steps": self.mtp_steps,
            "optimizations.mtp_draft_tokens": self.mtp_draft,
            "sampling.temperature": self.temperature, "sampling.top_p": self.top_p,
            "sampling.top_k": self.top_k, "sampling.max_tokens": self.max_tokens,
            "ui.theme": self.theme, "ui.zoom": self.zoom, "ui.side_panel_edge": self.edge,
            "ui.confirm_links": self.confirm_links, "ui.language": self.language,
            "gateway.enabled": self.gateway_enabled, "gateway.port": self.gateway_port,
            "chat.system_prompt": self.chat.default_prompt,
            "tools.always_allow": self.tools.allowed, "tools.max_rounds": self.tools.max_rounds,
            "tools.call_timeout_s": self.tools.call_timeout,
            "privacy.encrypt": self.privacy.encrypt,
            "privacy.retention_days": self.privacy.retention,
            "privacy.idle_lock_minutes": self.privacy.idle_lock,
        }  # fmt: skip

    def _lock(self) -> None:
        """Every control of a setting the policy fixes: disabled, with the sentence."""
        controls = self._controls()
        self.locks: dict[str, QLabel] = {}
        locks = self.policy.locks()
        if self.policy.forbids("gateway"):  # its port means nothing then
            locks.setdefault("gateway.port", self.original.gateway.port)
        for key in locks:
            widget = controls.get(key)
            if widget is None or is_locked(widget):
                continue  # a setting with no control here (gateway.allowed_origins), or done
            if key.startswith("gateway.") and self.policy.forbids("gateway"):
                why = self.policy.forbidden_text("gateway")
            else:
                why = self.policy.refusal(
                    translate("settings", "{setting} is fixed").format(setting=key)
                )
            self.locks[key] = lock_widget(widget, why)
        if is_locked(self.tools.allowed):
            self.tools.revoke_button.setEnabled(False)

    def showEvent(self, event) -> None:
        if not self._placed:
            # At QT_SCALE_FACTOR=2 a 1600x1000 screen is 800x500: 720 px tall put Save and
            # Cancel below the screen's edge. The tabs scroll, so a shorter dialog loses nothing.
            from app.ui.bench.window import fit_to_screen

            self._placed = True
            # Larger text wants a larger dialog (then the screen's edge bounds it).
            z = max(1.0, self._zoom / 100)
            fit_to_screen(self, round(self.width() * z), round(self.height() * z))
        super().showEvent(event)

    def accept(self) -> None:
        # The servers are saved first: bad JSON, a bad server or a refused warning keeps the
        # dialog open on the Tools tab with the problems, and the text as typed.
        if not self.chat.check():  # a preset without a name, or two of one name
            self.show_tab(self.chat)
            return
        if not self.tools.save():
            self.show_tab(self.tools)
            return
        super().accept()

    def show_tab(self, page: QWidget) -> None:
        for i in range(self.tabs.count()):
            area = self.tabs.widget(i)
            if isinstance(area, QScrollArea) and area.widget() is page:
                self.tabs.setCurrentIndex(i)

    def current_page(self) -> QWidget | None:
        area = self.tabs.currentWidget()
        return area.widget() if isinstance(area, QScrollArea) else area

    def _runs_in_changed(self) -> None:
        container = bool(self.container_runtime.currentData())
        self.container_image.setEnabled(container and not is_locked(self.container_image))
        # Its Browse… too
        self.engine_python_row.setEnabled(not container and not is_locked(self.engine_python_row))
        self.container_image.setToolTip(
            ""
            if container
            else translate(
                "settings", "Only for a container: choose docker or podman under Runs in."
            )
        )

    def _pick_model(self) -> None:
        d = QFileDialog.getExistingDirectory(
            self, translate("settings", "Model folder"), self.model_path.text()
        )
        if d:
            self.model_path.setText(d)

    def _pick_python(self) -> None:
        f, _ = QFileDialog.getOpenFileName(
            self, translate("settings", "Engine Python"), self.engine_python.text()
        )
        if f:
            self.engine_python.setText(f)

    def result_settings(self) -> Settings:
        s = copy.deepcopy(self.original)
        s.engine.model_path = self.model_path.text().strip()
        try:
            s.engine.launcher = shlex.split(self.launcher.text())
        except ValueError:
            s.engine.launcher = self.original.engine.launcher
        s.engine.engine_python = self.engine_python.text().strip()
        s.engine.container_runtime = self.container_runtime.currentData()
        s.engine.container_image = self.container_image.text().strip()
        s.engine.profile = self.profile.currentData()
        s.engine.port = self.port.value()
        s.engine.context_length = self.context.value()
        s.engine.mem_fraction_static = round(self.mem_fraction.value(), 2)
        # Whole minutes in the dialog; a finer value set in the file is kept unless changed.
        if round(self.original.engine.ready_timeout_s / 60) != self.ready_timeout.value():
            s.engine.ready_timeout_s = self.ready_timeout.value() * 60.0
        if round(self.original.engine.stall_after_s / 60) != self.stall_after.value():
            s.engine.stall_after_s = self.stall_after.value() * 60.0
        if round(self.original.engine.stream_idle_s) != self.stream_idle.value():
            s.engine.stream_idle_s = float(self.stream_idle.value())
        s.optimizations.mtp_steps = self.mtp_steps.value()
        s.optimizations.mtp_draft_tokens = self.mtp_draft.value()
        s.engine.autostart = self.autostart.isChecked()
        s.engine.parallel_requests = self.parallel.value()
        s.gateway.enabled = self.gateway_enabled.isChecked()
        s.gateway.port = self.gateway_port.value()
        s.engine.auto_restart = self.auto_restart.isChecked()
        s.optimizations.humming_moe = self.humming.isChecked()
        s.optimizations.fp8_lm_head = self.fp8.isChecked()
        s.optimizations.mtp_nextn = self.mtp.isChecked()
        s.optimizations.fp32_lm_head = self.fp32.isChecked()
        s.sampling.temperature = round(self.temperature.value(), 3)
        s.sampling.top_p = round(self.top_p.value(), 3)
        s.sampling.top_k = self.top_k.value()
        s.sampling.max_tokens = self.max_tokens.value()
        s.ui.theme = self.theme.currentData()
        s.ui.zoom = self.zoom.value()
        s.ui.side_panel_edge = self.edge.currentData()
        s.ui.confirm_links = self.confirm_links.isChecked()
        s.ui.language = self.language.currentData()
        self.attach_box.apply(s)
        self.two_sparks.apply(s)
        self.chat.apply(s)
        self.tools.apply(s)
        self.privacy.apply(s)
        return self.policy.apply(s)  # what the policy fixes, whatever a control now shows

    def _save_attach_key(self) -> None:
        self.attach_warning = self.attach_box.save_key()

    def engine_changed(self) -> bool:
        new = self.result_settings()
        return (
            new.engine != self.original.engine or new.optimizations != self.original.optimizations
        )
