"""The Bosgeest: the solo game's rules-defined opponent (an automaton, not an AI).

It takes the New Growth pile with the most face-down cards (tie: fewest face-up, then
the leftmost), adds a card to every pile it passed and one more to New Growth 3 for
each threat it receives, places trunks before canopies by fixed rules, and in every
other choice takes what gives it the most points now (ties: the player chooses).
Each step of its turn is written to ``state.spirit_steps`` and the log. Pure: no pygame.
"""

from __future__ import annotations

import copy

from game.games.woud.data import card, label, values
from game.games.woud.flow import (
    add_summary,
    add_to_pile,
    lasting_threats,
    log,
    new_tree,
    open_trees,
    refill_count,
    take_pile,
)
from game.games.woud.scoring import (
    animal_points,
    completed_trees,
    plant_points,
    tallest_candidates,
    tree_points,
    weather_points,
)
from game.games.woud.state import Forest, Task, Tree, WoudState
from game.i18n import N_, counted, english


def choose_pile(piles: list[list[str]], face_up: list[str]) -> int | None:
    """The pile the Bosgeest takes: most face-down cards, then fewest face-up, then the
    leftmost. Empty piles are never chosen."""
    best: tuple[tuple[int, int, int], int] | None = None
    up = set(face_up)
    for i, pile in enumerate(piles):
        if not pile:
            continue
        down = sum(1 for c in pile if c not in up)
        key = (-down, len(pile) - down, i)
        if best is None or key < best[0]:
            best = (key, i)
    return None if best is None else best[1]


def trunk_target(spirit: Forest, human: Forest) -> str:
    """A new tree while it has 0 or 1 open trees; else its tallest open tree still
    shorter than the player's tallest tree without an award (DEFAULT when none is:
    its shortest open tree)."""
    opened = open_trees(spirit)
    if len(opened) <= 1:
        return "new"
    limit = max((t.height for t in human.trees if t.award < 0), default=0)
    fits = [t for t in opened if t.height < limit]
    if fits:
        return _first_max(fits).id
    return min(opened, key=lambda t: t.height).id


def canopy_target(spirit: Forest) -> str:
    opened = open_trees(spirit)
    return _first_max(opened).id if opened else "discard"


def _first_max(trees: list[Tree]) -> Tree:
    best = trees[0]
    for t in trees[1:]:
        if t.height > best.height:
            best = t
    return best


def placement_order(cids: list[str]) -> list[str]:
    """Trunks first, then canopies, then the rest, immediate threats last."""
    rank = {"trunk": 0, "canopy": 1, "drought": 3}
    return sorted(cids, key=lambda c: rank.get(card(c).kind, 2))


def place_target(s: WoudState, cid: str) -> str:
    spirit = s.forests[s.spirit]
    kind = card(cid).kind
    if kind == "trunk":
        return trunk_target(spirit, s.forests[0])
    if kind == "canopy":
        return canopy_target(spirit)
    return "forest"


# --- the "most points" rule ------------------------------------------------------------
def value(s: WoudState, spirit: Forest) -> tuple[int, int]:
    """Points the Bosgeest would have from this forest if the season were scored now
    (awards and the threat bonus included), then its completed trees for ties."""
    human = s.forests[0]
    v = values()
    done = completed_trees(spirit)
    pts = sum(tree_points(t) for t in spirit.trees if t.complete and t.scored < 0)
    pts += plant_points(spirit.cards, done) + weather_points(spirit.cards)
    pts += animal_points(spirit, spirit=True)
    mine, theirs = tallest_candidates(spirit), tallest_candidates(human)
    awards = v["tallest_tree"]["2"]
    if mine and mine >= theirs:
        pts += awards[min(s.season, len(awards) - 1)]
    if done and done >= completed_trees(human):
        pts += v["largest_forest"]["2"]
    if lasting_threats(spirit) > lasting_threats(human):
        pts += v["threat_bonus"]
    return pts, done


def _without(forest: Forest, cid: str) -> Forest:
    f = copy.deepcopy(forest)
    if cid in f.cards:
        f.cards.remove(cid)
    for t in f.trees:
        if t.canopy == cid:
            t.canopy = None
        if cid in t.trunks:
            t.trunks.remove(cid)
    f.trees = [t for t in f.trees if t.trunks]
    return f


def _tree(forest: Forest, tid: str) -> Tree:
    tree = forest.tree(tid)
    assert tree is not None, tid
    return tree


def with_card(s: WoudState, forest: Forest, cid: str) -> Forest:
    f = copy.deepcopy(forest)
    kind = card(cid).kind
    if kind == "trunk":
        target = trunk_target(f, s.forests[0])
        if target == "new":
            f.trees.append(Tree("sim", [cid]))
        else:
            _tree(f, target).trunks.append(cid)
    elif kind == "canopy":
        target = canopy_target(f)
        if target != "discard":
            _tree(f, target).canopy = cid
    else:
        f.cards.append(cid)
    return f


def signature(cid: str) -> tuple[str, int, str, str]:
    k = card(cid)
    return (k.kind, k.value, k.species, k.role)


def best_options(s: WoudState, task: Task, options: list[str]) -> list[str]:
    """The options worth the most to the Bosgeest; several only when they truly differ
    (identical cards count as one option, the first is taken)."""
    spirit = s.forests[s.spirit]
    scored: list[tuple[tuple[int, int], str]] = []
    for opt in options:
        if task.kind == "discard":
            forest = _without(spirit, opt)
        elif opt == "":
            forest = spirit
        else:
            forest = with_card(s, spirit, opt)
        scored.append((value(s, forest), opt))
    top = max(v for v, _ in scored)
    best = [o for v, o in scored if v == top]
    if len({signature(o) if o else () for o in best}) == 1:
        return best[:1]
    return best


# --- its turn ------------------------------------------------------------------------
def step(s: WoudState, text: str, pile: int = -1, **params: object) -> None:
    s.spirit_steps.append(english(text, **params))
    where = (("pile", pile),) if pile >= 0 else ()
    log(s, text, s.spirit, where, **params)
    s.spirit_log.append(len(s.log) - 1)


def take_turn(s: WoudState) -> None:
    """Choose a pile, feed the piles it passed and NG3 for every threat, and queue the
    placement of the cards it received."""
    s.spirit_steps, s.spirit_log = [], []
    pile = choose_pile(s.piles, s.face_up)
    if pile is None:
        return
    up = set(s.face_up)
    down = sum(1 for c in s.piles[pile] if c not in up)
    step(s, counted("Bosgeest takes New Growth {n} ({d} face-down card).",
                     "Bosgeest takes New Growth {n} ({d} face-down cards).", "d"),
         pile, n=pile + 1, d=down)
    cards = take_pile(s, pile)
    s.last_taker = s.spirit
    for left in range(pile):
        if add_to_pile(s, left):
            step(s, N_("Bosgeest adds a face-down card to New Growth {n}."), left, n=left + 1)
    if add_to_pile(s, pile, refill_count(s, pile)):
        step(s, N_("New Growth {n} gets a new face-down card."), pile, n=pile + 1)
    threats = [c for c in cards if card(c).is_threat]
    for _ in threats:
        if add_to_pile(s, 2):
            step(s, N_("A threat: one more card goes to New Growth 3."), 2)
    forest = s.forests[s.spirit]
    forest.incoming = placement_order(cards)
    kinds = ", ".join(label(c) for c in forest.incoming)
    step(s, N_("Bosgeest receives: {cards}."), cards=kinds)


def start_season(s: WoudState) -> None:
    """Each season the Bosgeest starts one new tree (with a 0-point starting trunk)."""
    if s.spirit < 0 or not s.unused_start:
        return
    new_tree(s, s.forests[s.spirit], s.unused_start.pop(0))
    step(s, N_("Bosgeest starts a new tree for this season."))


def threat_bonus(s: WoudState) -> None:
    spirit, human = s.forests[s.spirit], s.forests[0]
    if lasting_threats(spirit) > lasting_threats(human):
        add_summary(s, "threat_bonus", s.spirit, values()["threat_bonus"])
        step(s, N_("Bosgeest has more threats than you: {p} points."), p=values()["threat_bonus"])
