"""What every verb shares: the parser class, the common options, exit codes, the error type and
the few steps of starting an engine (settings said, preflight gate, folder lock, launch plan).

Imports no verb module (the import-linter contract "the CLI by layers" keeps it so).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

# Core's modules are imported where they are used: `--version` and every verb's parser are
# built from this module, and must not pay for the engine, the vault or the keyring (issue 40).
if TYPE_CHECKING:
    from app.core.audit import Auditor
    from app.core.engine.launch import Prepared
    from app.core.instance import InstanceLock
    from app.core.paths import Paths
    from app.core.settings import Settings
    from app.core.vault import DataKey
    from app.core.verify.preflight import PreflightRun

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
# Refused by the administrator's policy (app/core/policy.py): as a usage error, nothing done.
EXIT_POLICY = EXIT_USAGE


class CliError(Exception):
    """A failure told to the user as one line (or one JSON object), with its exit code."""

    def __init__(self, message: str, code: int = EXIT_FAILED) -> None:
        super().__init__(message)
        self.code = code


def argparse_words() -> tuple[str, ...]:
    """argparse's own words (its gettext calls in Python 3.11-3.13) that our parsers can say,
    marked for lupdate. Not called to run: `Parser` translates them as argparse says them."""
    from app.core.words import QT_TRANSLATE_NOOP

    return (
        QT_TRANSLATE_NOOP("argparse", "usage: "),
        QT_TRANSLATE_NOOP("argparse", "positional arguments"),
        QT_TRANSLATE_NOOP("argparse", "options"),
        QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
        QT_TRANSLATE_NOOP("argparse", "show program's version number and exit"),
        QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
        QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
        QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
        QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
        QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
        QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
        QT_TRANSLATE_NOOP("argparse", "expected one argument"),
        QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
        QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
        QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
        QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
        QT_TRANSLATE_NOOP("argparse", "unexpected option string: %s"),
        QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
        QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    )


def argparse_word(text: str | None) -> str | None:
    """One of argparse's words in the language (argparse_words); anything else unchanged."""
    if not text or text == argparse.SUPPRESS:
        return text
    from app.core.words import translate

    return translate("argparse", text)


def terminal_columns() -> int:
    """shutil.get_terminal_size().columns (as argparse asks it), without importing shutil:
    $COLUMNS when a positive number, else the terminal's, else 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns if columns > 0 else 80


class WordsFormatter(argparse.HelpFormatter):
    """argparse's headings and its -h/--version lines in the language, read when help is shown
    (they are made with the parsers, before the language's words are read). Our own help
    strings stay English (docs/TRANSLATING.md)."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:  # fmt: skip
        # argparse makes a formatter for every add_argument (to check its metavar) and imports
        # shutil (with bz2, lzma: ~2.5 ms) for the width: the same width, told without it.
        if width is None:
            width = terminal_columns() - 2
        super().__init__(prog, indent_increment, max_help_position, width)

    def start_section(self, heading: str | None) -> None:
        super().start_section(argparse_word(heading))

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return argparse_word(super()._get_help_string(action))

    def _format_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None) -> str:
        if prefix is not None:  # argparse's own use (a sub-parser's prog, made with the parsers)
            return super()._format_usage(usage, actions, groups, prefix)
        # argparse indents the usage's further lines by len(prefix): "用法：" is 3 characters
        # but 6 terminal columns. Laid out behind spaces as wide, then the words put back.
        from app.core.words import display_width

        words = argparse_word("usage: ") or ""
        stand_in = " " * display_width(words)
        laid_out = super()._format_usage(usage, actions, groups, stand_in)
        return laid_out.replace(stand_in, words, 1)


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error under --json is one JSON object on stdout too, and its own
    words (usage, errors) follow the language."""

    json_wanted = False  # set by main() from the raw argv, before parsing

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", WordsFormatter)
        super().__init__(*args, **kwargs)

    # argparse says its words through gettext's `_`, looked up in its module at each call: while
    # we parse (errors, usage, help), they go through translate(). Not while the parsers are
    # built, so that `--version` reads no word (issue 40); the formatter translates those.
    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        with _argparse_speaks():
            return super().parse_known_args(args, namespace)

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:
        with _argparse_speaks():  # its "unrecognized arguments" is said here
            return super().parse_args(args, namespace)

    def error(self, message: str) -> NoReturn:
        if Parser.json_wanted:
            import json  # (the verbs' --json output imports it: most runs print plain lines)

            print(json.dumps({"ok": False, "error": f"{self.prog}: {message}"}))
            self.exit(EXIT_USAGE)
        super().error(message)


@contextlib.contextmanager
def _argparse_says(words: Callable[[str], str | None]) -> Iterator[None]:
    """argparse's gettext `_` is `words` meanwhile (a Python without it: argparse as it is)."""
    before = getattr(argparse, "_", None)
    if before is None:
        yield
        return
    argparse._ = words  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = before  # type: ignore[attr-defined]


def argparse_unsaid() -> contextlib.AbstractContextManager[None]:
    """While the parsers are built: argparse's words (headings, -h's help) kept as written, not
    looked up by gettext, whose every lookup searches the locale folders (importing `locale`)
    for a catalogue Python does not ship. WordsFormatter says them in the language at help."""
    return _argparse_says(_as_written)


def _as_written(text: str) -> str:
    return text


def _argparse_speaks() -> contextlib.AbstractContextManager[None]:
    return _argparse_says(argparse_word)


def port_number(text: str) -> int:
    from app.core.settings import PORT_MAX
    from app.core.words import translate

    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("cli", "not a port number: {text}").format(text=repr(text))
        ) from None
    if not 0 <= port <= PORT_MAX:
        raise argparse.ArgumentTypeError(
            translate("cli", "{port} is not a TCP port (0-{max}; 0 = any free)").format(
                port=port, max=PORT_MAX
            )
        )
    return port


def fail(args: argparse.Namespace, message: str, code: int = EXIT_FAILED) -> int:
    """Say one failure plainly: a line on stderr, or with --json one object on stdout."""
    if getattr(args, "json", False):
        import json

        print(json.dumps({"ok": False, "error": message}))
    else:
        verb = getattr(args, "verb", None)
        print(f"ling-desk{' ' + verb if verb else ''}: {message}", file=sys.stderr)
    return code


def common_options(suppress: bool) -> Parser:
    # Defined twice so the options work before or after the verb: in the sub-parsers their
    # default is SUPPRESS, so a value given before the verb is not overwritten by a default.
    p = Parser(add_help=False)
    d: dict[str, Any] = {"default": argparse.SUPPRESS} if suppress else {}
    p.add_argument(
        "--basedir", metavar="DIR", help="keep all config, data, cache and logs under DIR", **d
    )
    p.add_argument(
        "--launcher",
        metavar='"CMD ARGS"',
        help="argv prefix that starts the engine (default: the engine Python -m sglang.launch_server)",
        **d,
    )
    p.add_argument(
        "--model", metavar="PATH", help="the model folder (Ling-3.0-flash checkpoint)", **d
    )
    p.add_argument(
        "--engine-python", metavar="PYTHON", help="Python of the engine environment", **d
    )
    p.add_argument(
        "--port",
        type=port_number,
        metavar="N",
        help="engine port on 127.0.0.1 (0 = pick a free one)",
        **d,
    )
    p.add_argument(
        "--passphrase-fd",
        type=int,
        metavar="FD",
        help="read the passphrase of the data key from file descriptor FD (one line)",
        **d,
    )
    p.add_argument("-v", "--verbose", action="store_true", help="log more", **d)
    return p


def app_version() -> str:
    """pyproject's version, as installed (the one place it is written)."""
    # The dist-info's METADATA, found as importlib.metadata finds it (first on sys.path), read
    # directly: importing importlib.metadata is most of `--version`'s time (issue 40).
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for name in names:
            if name.startswith("ling_desk-") and name.endswith(".dist-info"):
                with contextlib.suppress(OSError, UnicodeDecodeError):
                    metadata = Path(entry or ".", name, "METADATA").read_text(encoding="utf-8")
                    for line in metadata.splitlines():
                        if line.startswith("Version:"):
                            return line.partition(":")[2].strip()
                        if not line:  # the headers end here
                            break
    import importlib.metadata

    try:
        return importlib.metadata.version("ling-desk")
    except importlib.metadata.PackageNotFoundError:  # run from a tree that was never installed
        return "unknown (not installed)"


def allowed(capability: str) -> None:
    """Refuse what the administrator forbids: PolicyRefused, which main() says with the
    policy's sentence and EXIT_POLICY."""
    from app.core.policy import current_policy

    current_policy().check(capability)


def hold_folder(paths: Paths) -> InstanceLock:
    """The data folder's lock, for a verb that starts an engine: one Ling Desk per folder.

    The folders are made (or refused in plain words: UnwritableError) before the lock file is.
    """
    from app.core.instance import InstanceBusy, acquire

    try:
        return acquire(paths.ensure())
    except InstanceBusy as exc:
        raise CliError(str(exc)) from None


def settings_for(args: argparse.Namespace) -> tuple[Paths, Settings]:
    """Settings with this run's overrides; each problem in the file told on stderr."""
    from app.core.settings import load_for_args

    paths, settings, problems = load_for_args(args)
    say_settings_problems(problems)
    return paths, settings


def say_settings_problems(problems: list[str]) -> None:
    """Each problem found in settings.toml, on stderr."""
    if problems:
        from app.core.words import translate

        for p in problems:
            print("ling-desk: " + translate("cli", "settings: {problem}").format(problem=p),
                  file=sys.stderr)  # fmt: skip


def prepare(paths: Paths, settings: Settings, **kw: object) -> Prepared:
    from app.core.engine.launch import prepare_launch
    from app.core.engine.supervisor import EngineError
    from app.core.policy import PolicyRefused
    from app.core.recipe import RecipeError

    try:
        prepared = prepare_launch(paths, settings, **kw)  # type: ignore[arg-type]
    except PolicyRefused as exc:  # a model from a source the policy does not allow
        raise CliError(str(exc), EXIT_POLICY) from None
    except (RecipeError, EngineError) as exc:
        raise CliError(str(exc)) from None
    say_notes(prepared.notes)
    return prepared


def say_notes(notes: list[str]) -> None:
    """Each note on stderr, as "ling-desk: note: ..." in the language."""
    if notes:
        from app.core.words import translate

        for note in notes:
            print("ling-desk: " + translate("cli", "note: {text}").format(text=note),
                  file=sys.stderr)  # fmt: skip


async def preflight_gate(
    args: argparse.Namespace, paths: Paths, settings: Settings, problems: list[str]
) -> PreflightRun:
    """The same preflight as `check`, for a verb that starts the engine: a launch that cannot
    work is refused before it starts (unless --ignore-preflight)."""
    import asyncio

    from app.core.verify.preflight import collect_preflight
    from app.core.verify.run import format_rows
    from app.core.words import translate

    pre = await asyncio.to_thread(collect_preflight, paths, settings, settings_problems=problems)
    if pre.failed:
        print(format_rows(pre.verdicts), file=sys.stderr)
        if not args.ignore_preflight:
            raise CliError(
                translate(
                    "cli",
                    "preflight failed ({failed}); fix that, or pass --ignore-preflight to launch "
                    "anyway",
                ).format(failed=", ".join(pre.failed))
            )
    return pre


# --- the data key ---------------------------------------------------------------------------------


class TerminalAsker:
    """Asks on the terminal (when stdin is one); else answers None, which ends in a clear
    `Locked` message naming the flags and settings that avoid the question."""

    def __init__(self) -> None:
        self.tty = sys.stdin.isatty()

    def passphrase(self, prompt: str, problem: str) -> str | None:
        if not self.tty:
            return None
        from app.core.words import translate

        if problem:
            print(f"ling-desk: {problem}", file=sys.stderr)
        import getpass

        return getpass.getpass(prompt + "\n" + translate("cli", "Passphrase: ")) or None

    def new_store(self, reason: str) -> tuple[str, str | None] | None:
        if not self.tty:
            return None
        import getpass

        from app.core.words import translate

        print(f"ling-desk: {reason}", file=sys.stderr)
        while True:
            first = getpass.getpass(translate("cli", "New passphrase (empty: cancel): "))
            if not first:
                return None
            if getpass.getpass(translate("cli", "The same passphrase again: ")) == first:
                from app.core.vault import keys

                return keys.PASSPHRASE, first
            print("ling-desk: " + translate("cli", "the two passphrases differ; try again"),
                  file=sys.stderr)  # fmt: skip

    def recovery_key(self, reason: str, problem: str) -> str | None:
        if not self.tty:
            return None
        from app.core.words import translate

        print(f"ling-desk: {reason}", file=sys.stderr)
        if problem:
            print(f"ling-desk: {problem}", file=sys.stderr)
        return input(translate("cli", "Recovery key (empty: cancel): ")).strip() or None


def passphrase_from_fd(args: argparse.Namespace) -> str | None:
    """The first line read from --passphrase-fd (then the descriptor is closed), or None."""
    fd = getattr(args, "passphrase_fd", None)
    if fd is None:
        return None
    try:
        with os.fdopen(fd, "r", encoding="utf-8", closefd=True) as fh:
            line = fh.readline()
    except OSError as exc:
        from app.core.words import translate

        raise CliError(
            translate("cli", "--passphrase-fd {fd}: cannot read it ({why})").format(
                fd=fd, why=exc.strerror
            )
        ) from None
    return line.rstrip("\r\n")


def unlock_data(args: argparse.Namespace, paths: Paths, settings: Settings) -> DataKey | None:
    """The key for this data folder's stores (None when it is plain), for a verb that reads or
    writes history, documents or API keys. Converts the files to the chosen state first (the
    progress on stderr); a key made now has its recovery key told once, on stderr."""
    if getattr(args, "_data_key", False) is not False:
        return args._data_key  # type: ignore[no-any-return]
    from app.core.vault import VaultError, keys, session
    from app.core.words import translate

    encrypt = settings.privacy.encrypt
    try:
        opened = session.unlock(
            paths, encrypt=encrypt, ask=TerminalAsker(), passphrase=passphrase_from_fd(args)
        )
        if session.pending(paths, opened, encrypt):
            with _alone_for_conversion(paths):
                opened = session.convert(paths, opened, encrypt, _say_progress)
    except (keys.KeyProblem, VaultError) as exc:
        raise CliError(str(exc)) from None
    if opened.warning:
        say_notes([opened.warning])
    if opened.recovery:
        told = translate(
            "cli",
            "your history and documents are now encrypted. This is their recovery key, shown "
            "only this once: keep it on paper or in a password manager. Without it, a lost "
            "keyring or passphrase means the data is lost.",
        )
        print(f"ling-desk: {told}\n  {opened.recovery}", file=sys.stderr)
    args._data_key = opened.key
    return opened.key


def auditor_for(args: argparse.Namespace, paths: Paths, key: DataKey | None) -> Auditor:
    """The audit log of this data folder, for a verb that unlocked it (`unlock_data`): one per
    run, closed by main() when the verb ends."""
    from app.core.audit import Auditor
    from app.core.policy import record_policy_change

    found = getattr(args, "_auditor", None)
    if isinstance(found, Auditor):
        return found
    auditor = Auditor.open(paths.data_dir, key)
    args._auditor = auditor
    record_policy_change(auditor)  # the first run after an administrator's change says it
    return auditor


def audit_policy_change(args: argparse.Namespace, paths: Paths, key: DataKey | None) -> None:
    """For a verb that only reads (it records nothing of its own): the audit log is opened, and
    the administrator's policy change recorded, only when the policy changed since the last
    record; otherwise neither the log nor its modules are touched (issue 40)."""
    from app.core.policy import policy_change_unseen
    from app.core.vault.session import AUDIT_FOLDER

    if policy_change_unseen(paths.data_dir / AUDIT_FOLDER):
        auditor_for(args, paths, key)


def quiet_auditor(args: argparse.Namespace, paths: Paths, settings: Settings) -> Auditor:
    """The audit log for a verb that does not otherwise need the data key (a model download):
    opened only when the key comes without a question (the keyring, the key file; or a plain
    folder). Never asks, never makes a key; else NULL, and the record is not kept."""
    from app.core.audit import NULL
    from app.core.vault import VaultError, keys, session

    if getattr(args, "_data_key", False) is not False:
        return auditor_for(args, paths, args._data_key)
    try:
        where = keys.stored_in(paths)
        if where is None:
            plain = not settings.privacy.encrypt and not session.encrypted_files(paths)
            return auditor_for(args, paths, None) if plain else NULL
        if where == keys.PASSPHRASE:
            return NULL
        key = keys.load(paths)
    except (keys.KeyProblem, VaultError, OSError):
        return NULL
    if session.pending(paths, session.Unlocked(key, where), settings.privacy.encrypt):
        return NULL  # files wait for a conversion that only an unlocking verb makes
    return auditor_for(args, paths, key)


def close_auditor(args: argparse.Namespace) -> None:
    found = getattr(args, "_auditor", None)
    if found is None:  # no verb opened one (and so the audit modules may be unloaded)
        return
    from app.core.audit import Auditor

    if isinstance(found, Auditor):
        found.close()


@contextlib.contextmanager
def _alone_for_conversion(paths: Paths) -> Iterator[None]:
    """Files are converted only while no other Ling Desk uses the folder: a running window
    (an older one, say) keeps its databases open, and converting them under it would leave it
    writing to files it can no longer read."""
    from app.core.instance import InstanceBusy, acquire, holder_pid
    from app.core.words import translate

    if holder_pid(paths) == os.getpid():  # this verb holds the folder already (serve, history)
        yield
        return
    try:
        lock = acquire(paths.ensure())
    except InstanceBusy as exc:
        if exc.pid:
            said = translate(
                "cli",
                "the data files in {folder} must be converted first, and another Ling Desk "
                "(pid {pid}) has them open; nothing was changed. Close it and run this again",
            )
        else:
            said = translate(
                "cli",
                "the data files in {folder} must be converted first, and another Ling Desk has "
                "them open; nothing was changed. Close it and run this again",
            )
        raise CliError(said.format(folder=paths.data_dir, pid=exc.pid)) from None
    try:
        yield
    finally:
        lock.release()


def _say_progress(path: Path, index: int, files: int, step: str, done: int, total: int) -> None:
    if step in ("export", "swap") and done == 0:
        from app.core.words import translate

        if step == "export":
            said = translate("cli", "converting {name} ({index} of {files}): export")
        else:
            said = translate("cli", "converting {name} ({index} of {files}): swap")
        print("ling-desk: " + said.format(name=path.name, index=index + 1, files=files),
              file=sys.stderr)  # fmt: skip
