"""The ``sylva`` command: its options, then the window, or the smoke check."""

from __future__ import annotations

import time

_T0 = time.perf_counter()  # as early as the command can know: --start-time counts from here

import argparse  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402

from game import __version__  # noqa: E402
from game.i18n import _  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sylva", description="Five forest games.")
    parser.add_argument("--smoke", action="store_true",
                        help="start headless, play a few turns of every game, exit 0 if fine")
    parser.add_argument("--start-time", action="store_true",
                        help="print the seconds from process start to the first drawn menu (and to sound)")
    parser.add_argument("--size", default="", help="window size, e.g. 1920x1080")
    parser.add_argument("--stats", action="store_true",
                        help="print the statistics of the finished games and exit")
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="Linux: put Sylva in this user's applications menu")
    parser.add_argument("--remove-desktop-entry", action="store_true",
                        help="Linux: take Sylva out of this user's applications menu again")
    parser.add_argument("--review", metavar="FILE", default="",
                        help="print the review of a saved game: its costliest decisions")
    parser.add_argument("--seat", type=int, default=None,
                        help="with --review: the seat to review (from 0; default the first person's)")
    parser.add_argument("--version", action="version", version=f"Sylva {__version__}")
    args = parser.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.install_desktop_entry or args.remove_desktop_entry:
        from game.core import desktop

        return desktop.run(uninstall=args.remove_desktop_entry)
    if args.stats:
        from game import settings as settings_mod
        from game.core.history import print_stats
        from game.i18n import set_language

        set_language(settings_mod.load().language)
        return print_stats()
    if args.review:
        return print_review(args.review, args.seat)
    if args.smoke:
        from game.smoke import run_smoke

        return run_smoke()
    size = None
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            size = (w, h)
        except ValueError:
            print(_("--size takes WIDTHxHEIGHT, e.g. 1280x800"), file=sys.stderr)
            return 2
    from game.app import App

    app = App(size)
    if args.start_time:
        app.home()
        app.draw()
        print(f"first menu drawn after {time.perf_counter() - _T0:.3f} s")
        app.sound.start()  # as the loop does after the first frame
        state = "ready" if app.sound.ready else "off (no audio device: silent)"
        print(f"sound {state} after {time.perf_counter() - _T0:.3f} s")
        return 0
    return app.run()


def print_review(path: str, seat: int | None) -> int:
    """``--review FILE [--seat N]``: the review of a save or record, as text."""
    from pathlib import Path

    from game.ai.review import default_seat, review
    from game.core.errors import RecordError
    from game.core.saves import load_record

    try:
        record = load_record(Path(path))
        if seat is None:
            seat = default_seat(record)
        if not 0 <= seat < record.options.players:
            print(_("--seat takes a seat from 0 to {last}", last=record.options.players - 1),
                  file=sys.stderr)
            return 2
        result = review(record, seat)
    except (OSError, RecordError) as exc:
        print(_("Cannot review {path}: {problem}", path=path, problem=exc), file=sys.stderr)
        return 1
    print("\n".join(result.lines()))
    return 0
