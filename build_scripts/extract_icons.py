"""Extract the icons Sylva uses from two iconify JSON packages into assets/icons/.

Done once by a developer (the SVGs are committed); the npm packages stay outside the repo:

    mkdir -p /tmp/icons && cd /tmp/icons
    npm install @iconify-json/fluent-emoji-flat @iconify-json/game-icons
    cd /path/to/sylva && python build_scripts/extract_icons.py --node-modules /tmp/icons/node_modules

Each icon's ``body`` is wrapped in an ``<svg viewBox>`` of the set's (or the icon's own)
size. Game Icons are one-colour silhouettes (``currentColor``): we give each a fixed
colour. A few Fluent icons are re-tinted (a brown toad from the green frog). The script
also writes Sylva's own drawings (build_scripts/icon_art.py) and assets/icons/README.md.
"""

from __future__ import annotations

import argparse
import colorsys
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from icon_art import OWN_ICONS  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "icons"
SETS = {
    "fluent": "fluent-emoji-flat",
    "game": "game-icons",
}


@dataclass(frozen=True)
class Pick:
    """One icon we ship: our name, where it comes from, what it shows, what it is for."""

    name: str
    source: str  # "fluent:<icon>" or "game:<icon>"
    shows: str
    uses: str = ""
    fill: str = ""  # colour for a Game Icons silhouette
    tint: tuple[float, float, float] | None = None  # (hue in degrees, saturation x, lightness x)


P = Pick
PICKS: tuple[Pick, ...] = (
    # --- animals -----------------------------------------------------------------------
    P("hedgehog", "fluent:hedgehog", "a hedgehog", "Glade, Renature, Mischwald"),
    P("mouse", "fluent:mouse", "a grey mouse", "Glade; dormouse"),
    P("squirrel", "fluent:chipmunk", "a squirrel (chipmunk)", "Glade, Mischwald"),
    P("frog", "fluent:frog", "a green frog", "Renature, Mischwald tree frog, Woud dart frog"),
    P(
        "toad",
        "fluent:frog",
        "a brown toad (the frog re-tinted)",
        "Glade, Mischwald",
        tint=(32, 0.55, 0.9),
    ),
    P("butterfly", "fluent:butterfly", "an orange butterfly", "Renature, Mischwald"),
    P("snail", "fluent:snail", "a snail", "Renature"),
    P("badger", "fluent:badger", "a badger", "Renature, Mischwald"),
    P("turtle", "fluent:turtle", "a turtle", "Renature, Mischwald pond turtle"),
    P("owl", "fluent:owl", "an owl", "Renature, Mischwald tawny owl"),
    P(
        "salamander",
        "fluent:lizard",
        "a green lizard",
        "Renature salamander, Mischwald fire salamander",
    ),
    P("woodpecker", "fluent:bird", "a red bird", "Renature woodpecker, Mischwald birds"),
    P(
        "bird",
        "fluent:blackbird",
        "a dark songbird",
        "Mischwald birds (finch, jay...), Woud hoatzin",
    ),
    P("eagle", "fluent:eagle", "a bird of prey", "Mischwald goshawk"),
    P("beaver", "fluent:beaver", "a beaver", "Renature"),
    P("bear", "fluent:bear", "a brown bear's face", "Mischwald"),
    P("fox", "fluent:fox", "a fox's face", "Mischwald"),
    P("deer", "fluent:deer", "a deer", "Mischwald red, fallow and roe deer"),
    P("boar", "fluent:boar", "a wild boar's head", "Mischwald wild boar, squeaker"),
    P("bat", "fluent:bat", "a bat", "Mischwald"),
    P("hare", "fluent:rabbit", "a white rabbit", "Mischwald hare"),
    P("bee", "fluent:honeybee", "a honeybee", "Mischwald carpenter bee"),
    P("wolf", "fluent:wolf", "a wolf's face", "Mischwald"),
    P("raccoon", "fluent:raccoon", "a raccoon's face", "Mischwald"),
    P("otter", "fluent:otter", "an otter", "Mischwald beech marten"),
    P(
        "lynx",
        "fluent:cat",
        "a sandy wild cat (re-tinted cat)",
        "Mischwald lynx",
        tint=(38, 0.45, 1.0),
    ),
    P("mole", "game:mole", "a mole (grey-brown silhouette)", "Mischwald", fill="#8A7065"),
    P("mosquito", "fluent:mosquito", "a mosquito", "Mischwald gnat"),
    P("ant", "fluent:ant", "an ant", "Mischwald wood ant, Woud leafcutter ant"),
    P("beetle", "fluent:beetle", "a green beetle", "Mischwald stag beetle, insects"),
    P("ladybird", "fluent:lady-beetle", "a ladybird", "insects; fireflies"),
    P("snake", "fluent:snake", "a green snake", "Woud tree boa"),
    P("spider", "fluent:spider", "a spider", "Woud bird-eater spider"),
    P("cricket", "fluent:cricket", "a grasshopper", "Woud mantis"),
    P("sloth", "fluent:sloth", "a sloth", "Woud"),
    P("monkey", "fluent:monkey", "a monkey", "Woud howler monkey, tamarin, marmoset, kinkajou"),
    P("jaguar", "fluent:leopard", "a spotted big cat", "Woud jaguar"),
    P("parrot", "fluent:parrot", "a parrot", "Woud"),
    P("toucan", "game:toucan", "a toucan's head (orange silhouette)", "Woud", fill="#E38A2E"),
    # --- fruit, nuts, fungi -------------------------------------------------------------
    P(
        "chestnut",
        "fluent:chestnut",
        "a chestnut",
        "Mischwald horse chestnut, nuts",
    ),
    P("mushroom", "fluent:brown-mushroom", "a brown mushroom", "Glade, Renature, Mischwald"),
    P(
        "toadstool",
        "fluent:mushroom",
        "a red toadstool with white spots",
        "Glade marker, fly agaric",
    ),
    P("strawberry", "fluent:strawberry", "a strawberry", "Mischwald wild strawberries"),
    P("blueberries", "fluent:blueberries", "blueberries", "berries"),
    # --- leaves -------------------------------------------------------------------------
    P(
        "beech-leaf",
        "game:falling-leaf",
        "an oval leaf, light green",
        "Glade beech",
        fill="#7DB543",
    ),
    P(
        "chestnut-leaf",
        "game:chestnut-leaf",
        "a five-fingered leaf, dark green",
        "Glade chestnut",
        fill="#347A36",
    ),
    P(
        "maple-leaf",
        "game:maple-leaf",
        "a maple leaf, light brown",
        "Glade maple, Mischwald sycamore",
        fill="#B88A4E",
    ),
    P(
        "oak-leaf",
        "game:oak-leaf",
        "an oak leaf, dark brown",
        "Glade oak, Mischwald oak",
        fill="#6B4423",
    ),
    P(
        "linden-leaf",
        "game:linden-leaf",
        "a veined linden leaf, yellow-green",
        "Mischwald linden",
        fill="#A3A62E",
    ),
    P("autumn-leaves", "fluent:fallen-leaf", "fallen autumn leaves", "autumn"),
    P(
        "leaves",
        "fluent:leaf-fluttering-in-wind",
        "two green leaves in the wind",
        "leaves in general",
    ),
    # --- trees and plants ---------------------------------------------------------------
    P("tree", "fluent:deciduous-tree", "a broadleaf tree", "Renature oak, Mystaria tree, trees"),
    P("pine", "fluent:evergreen-tree", "a conifer", "Renature pine, Mischwald firs"),
    P("palm", "fluent:palm-tree", "a palm tree", "Woud trees"),
    P("oak", "game:oak", "an oak tree (silhouette)", "Mischwald oak", fill="#4F7A32"),
    P("beech", "game:beech", "a beech tree (silhouette)", "Mischwald beech", fill="#5E8C3A"),
    P(
        "fir",
        "game:pine-tree",
        "a fir tree (silhouette)",
        "Mischwald silver and Douglas fir",
        fill="#3A7048",
    ),
    P("birch", "game:birch-trees", "birch trunks (silhouette)", "Mischwald birch", fill="#6B705C"),
    P("dead-tree", "game:dead-wood", "a bare, dead tree", "threats, drought", fill="#6B5A45"),
    P("forest", "game:forest", "a group of conifers", "Mystaria forest", fill="#3A7048"),
    P("log", "fluent:wood", "a cut log", "Woud trunk cards"),
    P("seedling", "fluent:seedling", "a seedling in soil", "saplings, seeds"),
    P("seed", "game:plant-seed", "a sprouting seed", "Woud seeds", fill="#8A6A3A"),
    P("herb", "fluent:herb", "a green sprig", "Mischwald moss, plants"),
    P("clover", "fluent:four-leaf-clover", "a four-leaf clover", "luck, bonus"),
    P(
        "grass",
        "game:high-grass",
        "a tuft of tall grass",
        "Renature grass, Mystaria meadow",
        fill="#5E9E3E",
    ),
    P("fern", "game:fern", "a fern frond", "Mischwald tree ferns, Woud ferns", fill="#3F7D3A"),
    P("monstera", "game:monstera-leaf", "a monstera leaf", "Woud monstera", fill="#2F7D4A"),
    P("pineapple", "fluent:pineapple", "a pineapple (a bromeliad)", "Woud bromeliad"),
    P("vines", "game:vines", "hanging vines", "Woud lianas", fill="#4F7A32"),
    P(
        "pitcher-plant",
        "game:carnivorous-plant",
        "a carnivorous plant",
        "Woud pitcher plant",
        fill="#6A8F3A",
    ),
    P("flower", "fluent:blossom", "a white flower", "flowers, meadow"),
    P("tulip", "fluent:tulip", "a pink tulip", "flowers"),
    P("hibiscus", "fluent:hibiscus", "a hibiscus", "Woud orchid, tropical flowers"),
    P("sunflower", "fluent:sunflower", "a sunflower", "summer, flowers"),
    P("blossom", "fluent:cherry-blossom", "a pink blossom", "spring"),
    P("wilted-flower", "fluent:wilted-flower", "a wilted flower", "Woud mold, losses"),
    # --- weather and threats ------------------------------------------------------------
    P("sun", "fluent:sun", "the sun", "Woud sun, summer"),
    P("cloud", "fluent:cloud", "a white cloud", "Renature clouds"),
    P("rain", "fluent:cloud-with-rain", "a rain cloud", "Woud rain"),
    P("snowflake", "fluent:snowflake", "a snowflake", "Mischwald winter cards, winter"),
    P("fire", "fluent:fire", "a flame", "Woud fire"),
    P("lightning", "fluent:high-voltage", "a lightning bolt", "Woud lightning, immediate effects"),
    P(
        "drought",
        "game:earth-crack",
        "cracked earth with a dry plant",
        "Woud drought",
        fill="#A0612D",
    ),
    P("microbe", "fluent:microbe", "a green germ", "Woud disease"),
    P("droplet", "fluent:droplet", "a water drop", "water"),
    # --- landscape and buildings --------------------------------------------------------
    P("mountain", "fluent:mountain", "a mountain", "Mystaria mountains"),
    P("wave", "fluent:water-wave", "a breaking wave", "water"),
    P("rock", "fluent:rock", "a grey rock", "stumps, stones"),
    P("hut", "fluent:hut", "a thatched hut", "Mystaria huts"),
    P("house", "fluent:house", "a house", "Mystaria headquarters"),
    P("village", "fluent:houses", "houses", "Mystaria village"),
    P("castle", "fluent:castle", "a castle", "Mystaria castle"),
    P("tower", "game:stone-tower", "a stone tower (silhouette)", "Mystaria tower", fill="#7E7A74"),
    P(
        "bridge",
        "game:stone-bridge",
        "a stone bridge (silhouette)",
        "Mystaria bridge",
        fill="#8A6E52",
    ),
    P("portal", "game:magic-portal", "a swirling magic portal", "Mystaria portal", fill="#7B4FB0"),
    # --- general ------------------------------------------------------------------------
    P("star", "fluent:star", "a yellow star", "points, favourites"),
    P("crown", "fluent:crown", "a crown", "winner, first player"),
    P("trophy", "fluent:trophy", "a trophy", "results"),
    P("coin", "fluent:coin", "a gold coin", "points"),
    P("dice", "fluent:game-die", "a die", "random seed"),
    P("light-bulb", "fluent:light-bulb", "a light bulb", "hint"),
    P("hourglass", "fluent:hourglass-done", "an hourglass", "waiting, computer thinking"),
)


def load_sets(node_modules: Path) -> dict[str, dict]:
    sets = {}
    for key, package in SETS.items():
        path = node_modules / "@iconify-json" / package / "icons.json"
        sets[key] = json.loads(path.read_text(encoding="utf-8"))
        sets[key]["_version"] = json.loads((path.parent / "package.json").read_text())["version"]
    return sets


def icon_svg(data: dict, name: str) -> str:
    """The iconify icon ``name`` (aliases followed) as a standalone SVG document."""
    flips_h = flips_v = False
    rotate = 0
    extra: dict = {}
    while name not in data["icons"]:
        alias = data.get("aliases", {}).get(name)
        if alias is None:
            raise KeyError(name)
        flips_h ^= bool(alias.get("hFlip"))
        flips_v ^= bool(alias.get("vFlip"))
        rotate += int(alias.get("rotate", 0))
        extra = {**alias, **extra}
        name = alias["parent"]
    icon = {**data["icons"][name], **{k: v for k, v in extra.items() if k in ("width", "height")}}
    left, top = icon.get("left", data.get("left", 0)), icon.get("top", data.get("top", 0))
    width = icon.get("width", data.get("width", 16))
    height = icon.get("height", data.get("height", 16))
    body = icon["body"]
    transforms = []
    if flips_h:
        transforms.append(f"translate({2 * left + width} 0) scale(-1 1)")
    if flips_v:
        transforms.append(f"translate(0 {2 * top + height}) scale(1 -1)")
    if rotate % 4:
        cx, cy = left + width / 2, top + height / 2
        transforms.append(f"rotate({90 * (rotate % 4)} {cx} {cy})")
    if transforms:
        body = f'<g transform="{" ".join(transforms)}">{body}</g>'
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="{left} {top} {width} {height}">{body}</svg>\n'
    )


_HEX = re.compile(r"#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")


def tint(svg: str, hue: float, sat: float, light: float) -> str:
    """Every #rgb colour moved to ``hue`` with saturation and lightness scaled."""

    def repl(match: re.Match) -> str:
        h = match.group(1)
        if len(h) == 3:
            h = "".join(c * 2 for c in h)
        r, g, b = (int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))
        _h, l_, s = colorsys.rgb_to_hls(r, g, b)
        r, g, b = colorsys.hls_to_rgb(hue / 360, min(1.0, l_ * light), min(1.0, s * sat))
        return "#{:02X}{:02X}{:02X}".format(*(round(c * 255) for c in (r, g, b)))

    return _HEX.sub(repl, svg)


def build(pick: Pick, sets: dict[str, dict]) -> str:
    set_key, icon_name = pick.source.split(":", 1)
    svg = icon_svg(sets[set_key], icon_name)
    if pick.fill:
        svg = svg.replace("currentColor", pick.fill)
    if pick.tint:
        svg = tint(svg, *pick.tint)
    return svg


def readme(sets: dict[str, dict]) -> str:
    lines = [
        "# Icons",
        "",
        "Every icon Sylva ships, by the name to pass to `game.ui.images.icon(name, size)`.",
        "Written by `build_scripts/extract_icons.py`: do not edit by hand; change the table",
        "there and run it again. Licences and attribution: `assets/CREDITS.md`.",
        "",
        f"Sources: Fluent Emoji Flat (`@iconify-json/fluent-emoji-flat` {sets['fluent']['_version']},"
        f" MIT), Game Icons (`@iconify-json/game-icons` {sets['game']['_version']}, CC BY 3.0;"
        " one-colour silhouettes that we colour), and Sylva's own drawings (`own`).",
        "",
        "| name | shows | source | meant for |",
        "| --- | --- | --- | --- |",
    ]
    for p in PICKS:
        lines.append(f"| `{p.name}` | {p.shows} | {p.source} | {p.uses} |")
    for name, (_svg, shows, uses) in OWN_ICONS.items():
        lines.append(f"| `{name}` | {shows} | own | {uses} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--node-modules", type=Path, default=Path("/tmp/icons/node_modules"))
    args = parser.parse_args(argv)
    try:
        sets = load_sets(args.node_modules)
    except OSError as exc:
        print(f"cannot read the iconify packages: {exc}", file=sys.stderr)
        return 1
    names = [p.name for p in PICKS] + list(OWN_ICONS)
    if len(set(names)) != len(names):
        print("duplicate icon names in the table", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    for pick in PICKS:
        (OUT / f"{pick.name}.svg").write_text(build(pick, sets), encoding="utf-8")
    for name, (svg, _shows, _uses) in OWN_ICONS.items():
        (OUT / f"{name}.svg").write_text(svg, encoding="utf-8")
    (OUT / "README.md").write_text(readme(sets), encoding="utf-8")
    print(f"wrote {len(names)} icons to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
