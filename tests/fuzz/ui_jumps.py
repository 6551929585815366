"""The UI soak's jumps: now and then it goes straight to a scene (the least visited
first, tables of the least played game), as the player would reach it from the main
menu, so every scene gets its share of the random input (tests/fuzz/ui_soak.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tests.fuzz import ui_places as P

if TYPE_CHECKING:
    from game.core import Match
    from game.scenes.table import TableScene
    from tests.fuzz.ui_soak import Soak

# the places and how often each is chosen, compared with the others
WEIGHTS = {"menu": 1, "new game": 2, "table": 12, "pause menu": 2, "load": 1, "settings": 2,
           "rules": 1, "about": 1, "statistics": 1, "learn": 1, "primer": 1, "lesson": 2,
           "results": 2, "replay viewer": 2, "review": 1, "continue": 1}


class Jumps:
    def __init__(self, soak: Soak) -> None:
        from game.core import registry

        self.soak, self.app, self.rng = soak, soak.app, soak.rng
        self.games = [r.info.id for r in registry.all_games()]
        self.finished: dict[str, Any] = {}  # game -> a finished match's record

    def jump(self, targets: tuple[str, ...] | None = None) -> None:
        """Go to a place: the rarer it was so far, the likelier."""
        report = self.soak.report
        names = list(targets or WEIGHTS)
        weights = [WEIGHTS.get(n, 1) / (1 + report.jumps[n]) for n in names]
        name = self.rng.choices(names, weights)[0]
        report.jumps[name] += 1
        go: Callable[[], None] = getattr(self, "to_" + name.replace(" ", "_"))
        try:
            go()
        except Exception as exc:  # opening a scene failed: the player would see it fail
            self.soak.fail(exc, f"opening {name}")
            self.app.home()
        self.soak.frame([])

    # --- what a place needs ----------------------------------------------------------
    def game(self) -> str:
        """The game played least so far."""
        per_game = self.soak.report.per_game
        return min(self.games, key=lambda g: (per_game[g], self.rng.random()))

    def match(self, game: str, humans: int | None = None) -> Match:
        """A new match of ``game``: some player count, seats of random kinds (the first
        a person mostly), a random variant."""
        from game.core import Match, Options, Seat, registry

        rules = registry.get(game)
        info = rules.info
        n = self.rng.randint(info.min_players, info.max_players)
        kinds = [self.rng.choice(P.SEAT_KINDS) for _ in range(n)]
        if humans is not None:
            kinds = ["human"] * humans + [k if k != "human" else "greedy" for k in kinds][humans:]
        elif self.rng.random() < 0.75:
            kinds[0] = "human"
        names = self.rng.sample(P.NAMES_TYPED, n)
        seats = tuple(Seat(names[i], kinds[i], info.colours[i % len(info.colours)])
                      for i in range(n))
        variants = self.rng.choice(list(rules.variant_combinations(n)))
        return Match(rules, Options(seats, tuple(sorted(variants))), self.rng.randrange(10**6))

    def finished_record(self, game: str) -> Any:
        """A finished game of ``game`` with one person (played at random), kept and
        now and then renewed."""
        from game.session import play_out

        if game not in self.finished or self.rng.random() < 0.25:
            match = self.match(game, humans=1)
            rng = random.Random(self.rng.random())
            play_out(match, lambda m, _s: rng.choice(list(m.rules.legal_actions(m.state))),
                     limit=20_000)
            self.finished[game] = match.record()
        return self.finished[game]

    @staticmethod
    def replayed(record: Any, moves: int) -> Match:
        """The game of ``record`` after its first ``moves`` moves."""
        from game.core import Match

        whole = Match.from_record(record)
        match = Match(whole.rules, whole.options, whole.seed)
        for a in whole.actions[:moves]:
            match.play(a)
        return match

    def push_table(self, match: Match) -> TableScene:
        from game.scenes import registry as scenes

        self.app.home()
        table = scenes.make("table", self.app, match)
        self.app.push(table)
        return table

    def menu_scene(self, name: str, *args: Any) -> None:
        from game.scenes import registry as scenes

        self.app.home()
        self.app.push(scenes.make(name, self.app, *args))

    # --- the places ----------------------------------------------------------------------
    def to_menu(self) -> None:
        self.app.home()

    def to_new_game(self) -> None:
        self.menu_scene("setup", self.rng.choice([None, *self.games]))

    def to_table(self) -> None:
        self.push_table(self.match(self.game()))

    def to_pause_menu(self) -> None:
        self.to_table()
        table = P.table_of(self.app)
        assert table is not None
        table.menu()

    def to_load(self) -> None:
        from game.core import saves

        folder = saves.saves_dir()
        game = self.game()
        record = self.finished_record(game)
        cut = self.rng.randint(0, len(record.actions))
        name = f"{game}-soak-{self.rng.randrange(10**6)}.json"
        text = record.dumps()
        if cut < len(record.actions):  # a game under way: its first moves
            text = self.replayed(record, cut).record().dumps()
        if self.rng.random() < 0.1:  # a damaged one among them
            text = text[: self.rng.randint(0, len(text))]
        (folder / name).write_text(text, "utf-8")
        self.menu_scene("load")

    def to_settings(self) -> None:
        self.menu_scene("settings")

    def to_rules(self) -> None:
        self.menu_scene("rules", self.rng.choice([None, *self.games]))

    def to_about(self) -> None:
        self.menu_scene("about")

    def to_statistics(self) -> None:
        from game.scenes.stats import StatsScene

        self.app.home()
        self.app.push(StatsScene(self.app))

    def to_learn(self) -> None:
        self.menu_scene("learn")

    def to_primer(self) -> None:
        self.menu_scene("primer", self.game())

    def to_lesson(self) -> None:
        from game.scenes import registry as scenes
        from game.scenes.learn import lesson_games

        self.app.home()
        games = lesson_games()
        if games:
            scenes.make("lesson", self.app, self.rng.choice(games),
                        restart=self.rng.random() < 0.3)

    def to_results(self) -> None:
        """A table one move before the end; the last move is played as a person would."""
        from game.core import Match

        record = self.finished_record(self.game())
        match = self.replayed(record, len(record.actions) - 1)
        last = Match.from_record(record).actions[-1]
        table = self.push_table(match)
        table.quiet_seconds = 0.0
        self.soak.frame([])
        if self.app.stack.top is table and table.my_turn:
            table.play(last)
        for _ in range(60):  # the last flight lands, the results open
            if P.scene_name(self.app.stack.top) == "results" or not table.match.over:
                break
            self.soak.frame([])

    def to_replay_viewer(self) -> None:
        from game.scenes import registry as scenes

        record = self.finished_record(self.game())
        if self.rng.random() < 0.5:  # a game under way, from its autosave
            self.to_table()
            for _ in range(self.rng.randint(0, 30)):
                self.soak.frame([])
            table = P.table_of(self.app)
            assert table is not None
            record = table.match.record()
        else:
            self.app.home()
        self.app.push(scenes.make("replay", self.app, record))

    def to_review(self) -> None:
        self.to_results()
        top = self.app.stack.top
        review = getattr(top, "review", None)
        if P.scene_name(top) == "results" and review is not None:
            review()

    def to_continue(self) -> None:
        from game.core import saves

        self.app.home()
        if saves.autosave_path().is_file():
            self.app.stack.top.continue_game()  # type: ignore[union-attr]
