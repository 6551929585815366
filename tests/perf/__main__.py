"""Benchmarks: ``python -m tests.perf [--games glade,woud] [--quick] [--frames]``.

Prints, per registered game: redraw p50/p95 of a late table at 1920x1080 (a redraw
after a move, with the view's caches dropped, and a plain redraw as for a hover), every
frame while other seats' moves fly across the table (target for both: p95 <= 8 ms), every
frame while an Expert seat thinks (target p95 <= 16.7 ms: 60 frames a second), idle
CPU share of a table over 10 s, legal-action enumeration p95, greedy move p95, and
peak memory; then the start-up time from process start to the first drawn menu for the
source tree and (if built) dist/sylva/sylva. ``--frames`` prints the frame figures only
(with the frames while Expert thinks).

Frame times are given twice: wall clock, and the CPU time the process spent on them. On
a shared machine the wall clock includes the time other processes held the core; the
CPU time does not. The load average is printed with each game's figures.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the tables autosave after every move (it is part of what is timed): into a folder of
# their own, never over the player's autosave
os.environ["SYLVA_HOME"] = tempfile.mkdtemp(prefix="sylva-bench-")

ROOT = Path(__file__).resolve().parents[2]


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def ms(v: float, digits: int = 2) -> str:
    return f"{v * 1000:.{digits}f} ms"


def late_match(rules, players: int, seed: int, fraction: float = 0.8):
    """A match replayed to ``fraction`` of a random all-computer game: a busy table."""
    from game.core import Match, Options, Seat
    from game.session import play_out

    seats = tuple(Seat(f"P{i + 1}", "human", rules.info.colours[i % len(rules.info.colours)])
                  for i in range(players))
    options = Options(seats)
    rng = random.Random(seed)
    full = Match(rules, options, seed)
    play_out(full, lambda m, seat: rng.choice(list(rules.legal_actions(m.state))))
    cut = int(len(full.actions) * fraction)
    match = Match(rules, options, seed)
    for action in full.actions[:cut]:
        match.play(action)
    return match, full


def figures(label: str, walls: list[float], cpus: list[float], note: str = "",
            target: float | None = None) -> str:
    """One line: wall and CPU p50/p95 of a list of frames, against the 8 ms target (or
    ``target``)."""
    target = TARGET if target is None else target
    mark = "ok" if pct(walls, .95) <= target else ("ok in CPU" if pct(cpus, .95) <= target
                                                   else "over")
    return (f"{label:34s} wall p50 {ms(pct(walls, .5))}  p95 {ms(pct(walls, .95))}   "
            f"CPU p50 {ms(pct(cpus, .5))}  p95 {ms(pct(cpus, .95))}   [{mark}]{note}")


TARGET = 0.008  # p95 of both frame figures at 1920x1080 (issue 12)
FRAME_BUDGET = 1 / 60  # a frame while Expert thinks: the window keeps 60 frames a second


def load() -> str:
    one, five, _fifteen = os.getloadavg()
    return f"load average {one:.2f} (1 min) {five:.2f} (5 min) on {os.cpu_count()} cores"


def timed(fn) -> tuple[float, float]:
    """Wall and CPU seconds of one call."""
    w0, c0 = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - w0, time.process_time() - c0


def redraw_frames(rules, match, frames: int):
    """(wall, CPU) lists of the redraw right after a move (the view's caches dropped, the
    side panel, bar and score sheet brought up to date) and of a plain redraw, on a late
    table of the most players at 1920x1080."""
    from tests.ui_harness import make_table

    app, table = make_table(rules.info.id, match=match, size=(1920, 1080))
    app.draw()
    after: tuple[list[float], list[float]] = ([], [])
    plain: tuple[list[float], list[float]] = ([], [])
    for _ in range(frames):
        table.session.version += 1
        table.view.changed()
        for out in (after, plain):
            wall, cpu = timed(app.draw)
            out[0].append(wall)
            out[1].append(cpu)
    return after, plain


def bench_frames(rules, quick: bool, match, full) -> None:
    """The frame figures of a late table (``match``, cut from the game ``full``)."""
    after, plain = redraw_frames(rules, match, 60 if quick else 300)
    print(figures("redraw after a move 1920x1080:", *after))
    print(figures("redraw (hover) 1920x1080:", *plain))
    players = rules.info.max_players
    walls, cpus, moves = animation_frames(rules, players, full, 8 if quick else 30)
    if walls:
        print(figures("every frame while moves are shown:", walls, cpus,
                      f"  ({len(walls)} frames, {moves} moves)"))


def bench_game(rules, quick: bool, frames_only: bool = False) -> None:
    from game.ai.players import choose_action

    players = rules.info.max_players
    print(f"\n## {rules.info.title} ({rules.info.id}), {players} players; {load()}")
    match, full = late_match(rules, players, seed=5)
    bench_frames(rules, quick, match, full)
    if not frames_only:
        think = thinking_frames(rules, 1.0 if quick else 3.0)
        print(f"frames while Hard thinks 1920x1080 (full redraws): p50 {ms(pct(think, .5))}  "
              f"p95 {ms(pct(think, .95))}  ({len(think)} frames)")
    for full_redraw, label in ((False, "every frame while Expert thinks:"),
                               (True, "full redraws while Expert thinks:")):
        walls, cpus, busy = expert_frames(rules, 2.0 if quick else 4.5, full_redraw)
        print(figures(label, walls, cpus, f"  ({len(walls)} frames, {busy} while it searched; "
                      f"target {ms(FRAME_BUDGET, 1)})", FRAME_BUDGET))
    if frames_only:
        return
    # legal-action enumeration over the positions of a whole game
    from game.core import Match

    replay = Match(rules, match.options, 5)
    times, counts = [], []
    step = max(1, len(full.actions) // (80 if quick else 400))
    for i, action in enumerate(full.actions):
        if i % step == 0:
            t0 = time.perf_counter()
            n = sum(1 for _ in rules.legal_actions(replay.state))
            times.append(time.perf_counter() - t0)
            counts.append(n)
        replay.play(action)
    print(f"legal actions: p50 {ms(pct(times, .5))}  p95 {ms(pct(times, .95))}  "
          f"(max {max(counts)} actions, {len(times)} positions)")
    clones = clone_times(rules, match.options, full.actions, step)
    print(f"clone:         p50 {ms(pct(clones, .5), 3)}  p95 {ms(pct(clones, .95), 3)}  "
          f"({len(clones)} positions)")
    rng = random.Random(1)
    greedy = []
    replay = Match(rules, match.options, 5)
    for i, action in enumerate(full.actions):
        if i % (step * 4) == 0 and not replay.over:
            seat = replay.decision().seat
            t0 = time.perf_counter()
            choose_action(rules, replay.state, seat, "greedy", rng)
            greedy.append(time.perf_counter() - t0)
        replay.play(action)
    print(f"greedy move:   p50 {ms(pct(greedy, .5))}  p95 {ms(pct(greedy, .95))}  "
          f"({len(greedy)} moves)")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory so far: {peak:.0f} MiB")


def thinking_frames(rules, seconds: float) -> list[float]:
    """Seconds per full redraw of a 1920x1080 table while a Hard seat searches (in its
    worker process) — the window must stay smooth meanwhile."""
    from game.core import Match, Options, Seat
    from tests.ui_harness import make_table

    colours = rules.info.colours
    seats = (Seat("Hard", "hard", colours[0]), Seat("You", "human", colours[1]))
    app, table = make_table(rules.info.id, match=Match(rules, Options(seats), 5),
                            size=(1920, 1080))
    app.settings.think_seconds = 10.0
    times: list[float] = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        thinker = table.session.thinker
        if times and (thinker is None or thinker.done):
            break  # Hard counts iterations: it may answer before the time is up
        t0 = time.perf_counter()
        table.update(1 / 60)
        table._caches.clear()  # the worst case: everything painted anew
        table.view.changed()
        app.draw()
        times.append(time.perf_counter() - t0)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))
    table.cancel_thinking()
    return times


def expert_frames(rules, seconds: float,
                  full_redraw: bool = False) -> tuple[list[float], list[float], int]:
    """Wall and CPU seconds per frame (update and draw, 60 steps a second, as the window
    runs) of a 1920x1080 table while an Expert seat searches at the default thinking time,
    from its first move for up to ``seconds``, and how many frames its search was under
    way: it runs in the worker process, so the window's frames stay as quick as when
    nobody thinks. ``full_redraw``: every frame painted anew (the worst case)."""
    from game.core import Match, Options, Seat
    from tests.ui_harness import make_table

    colours = rules.info.colours
    seats = (Seat("Expert", "expert", colours[0]), Seat("You", "human", colours[1]))
    app, table = make_table(rules.info.id, match=Match(rules, Options(seats), 5),
                            size=(1920, 1080))
    for _ in range(600):  # to the first position where Expert has a search to make
        if table.session.thinker is not None or table.match.over:
            break
        if table.decision.seat == table.viewer:
            table.session.perform(next(iter(rules.legal_actions(table.match.state))),
                                  by_viewer=True)
            table.after_move()
        table.update(1 / 60)
    walls: list[float] = []
    cpus: list[float] = []
    busy = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        thinker = table.session.thinker
        if walls and (thinker is None or thinker.done):
            break  # Expert counts iterations: it may answer before the time is up
        busy += thinker is not None
        w0, c0 = time.perf_counter(), time.process_time()
        table.update(1 / 60)
        if full_redraw:
            table._caches.clear()
            table.view.changed()
        app.draw()
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - w0)))
    table.cancel_thinking()
    return walls, cpus, busy


def animation_frames(rules, players: int, full,
                     moves: int) -> tuple[list[float], list[float], int]:
    """Wall and CPU seconds per frame (update and draw at 60 steps a second) while the
    moves of the other seats fly across a 1920x1080 table: seat 1 is the watching human,
    the others computers, from the middle of a seeded game. Every frame counts: the
    first after a move (board, panel and bar painted anew, and the move itself played
    and turned into flights in the same step, as when a computer's move arrives) and
    those where a piece lands."""
    from game.core import Match, Options, Seat
    from tests.ui_harness import make_table

    colours = rules.info.colours
    seats = tuple(Seat(f"P{i + 1}", "human" if i == 0 else "greedy", colours[i % len(colours)])
                  for i in range(players))
    match = Match(rules, Options(seats), full.seed)
    start = len(full.actions) // 2
    for action in full.actions[:start]:
        match.play(action)
    app, table = make_table(rules.info.id, match=match, size=(1920, 1080))
    app.settings.animation = "normal"
    walls: list[float] = []
    cpus: list[float] = []
    shown = 0

    def frame() -> None:
        table.update(1 / 60)
        app.draw()

    for action in full.actions[start:]:
        if table.match.over or shown >= moves:
            break
        by_viewer = table.decision.seat == table.viewer

        def move(action=action, by_viewer=by_viewer) -> None:
            table.session.perform(action, by_viewer=by_viewer)
            table.after_move()

        played = timed(move)
        if by_viewer:
            continue
        shown += 1
        while table.motions.active:
            wall, cpu = timed(frame)
            walls.append(wall + played[0])
            cpus.append(cpu + played[1])
            played = (0.0, 0.0)
    return walls, cpus, shown


def clone_times(rules, options, actions, step: int, repeat: int = 20) -> list[float]:
    """Seconds per ``rules.clone`` at positions spread over a whole game (each position
    cloned ``repeat`` times, the mean kept)."""
    from game.core import Match

    replay = Match(rules, options, 5)
    out = []
    for i, action in enumerate(actions):
        if i % step == 0:
            t0 = time.perf_counter()
            for _ in range(repeat):
                rules.clone(replay.state)
            out.append((time.perf_counter() - t0) / repeat)
        replay.play(action)
    return out


IDLE_CHILD = """
import os, sys, time, resource
from tests.perf.__main__ import late_match
from tests.ui_harness import make_table
from game.core import registry
rules = registry.get(sys.argv[1])
match, _ = late_match(rules, rules.info.min_players if rules.info.min_players > 1 else 2, 5, 0.5)
app, table = make_table(rules.info.id, match=match)
app.draw()
end = time.monotonic() + float(sys.argv[2])
for _ in range(60):  # let start-up events and the first second of activity pass
    app.tick()
c0 = time.process_time()
w0 = time.monotonic()
while time.monotonic() < end:
    app.tick()
print((time.process_time() - c0) / (time.monotonic() - w0), app.frames)
"""


def idle_share(game_id: str, seconds: float, driver: str) -> tuple[float, int]:
    """CPU share of a table left alone. With the dummy video driver SDL cannot sleep
    in its event wait and polls every millisecond; a real window (``--x11`` under a
    display, e.g. Xvfb) shows what a player's machine does."""
    env = dict(os.environ, SDL_VIDEODRIVER=driver)
    out = subprocess.run([sys.executable, "-c", IDLE_CHILD, game_id, str(seconds)], cwd=ROOT,
                         capture_output=True, text=True, check=True, env=env)
    share, frames = out.stdout.split()[-2:]
    return float(share), int(frames)


def start_time(cmd: list[str], runs: int) -> list[float]:
    """Seconds from spawning the process until it has drawn the first menu."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        out = subprocess.run(cmd + ["--start-time"], cwd=ROOT, capture_output=True, text=True)
        if out.returncode != 0:
            raise SystemExit(f"{cmd} failed: {out.stderr}")
        times.append(time.perf_counter() - t0)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", default="")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--frames", action="store_true",
                        help="only the frame figures (redraw after a move, moves shown)")
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    parser.add_argument("--x11", action="store_true",
                        help="measure the idle table in a real window (needs DISPLAY)")
    args = parser.parse_args()
    from game.core import registry

    games = registry.all_games()
    if args.games:
        wanted = set(args.games.split(","))
        games = [g for g in games if g.info.id in wanted]
    print(f"Sylva benchmarks, python {sys.version.split()[0]}, {os.cpu_count()} cores; "
          f"frame target p95 <= {TARGET * 1000:g} ms")
    for rules in games:
        bench_game(rules, args.quick, args.frames)
        if args.frames:
            continue
        driver = "x11" if args.x11 else "dummy"
        share, frames = idle_share(rules.info.id, args.idle_seconds, driver)
        print(f"idle table CPU over {args.idle_seconds:g} s ({driver} video): {share:.2%} "
              f"of one core ({frames} frames drawn)")
    if args.frames:
        return
    runs = 3 if args.quick else 7
    src = start_time([sys.executable, "-m", "game"], runs)
    print(f"\nstart to first menu, source: p50 {statistics.median(src):.3f} s  max {max(src):.3f} s")
    exe = ROOT / "dist" / "sylva" / "sylva"
    if exe.exists():
        built = start_time([str(exe)], runs)
        print(f"start to first menu, built:  p50 {statistics.median(built):.3f} s  "
              f"max {max(built):.3f} s")
    else:
        print("start to first menu, built: not built (python build_scripts/build.py)")


if __name__ == "__main__":
    main()
