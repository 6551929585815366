"""Icons drawn for Sylva itself (the sets we use have no acorn, hazelnut, blackberry, bush
or lake), in the flat style of Fluent Emoji Flat so they sit well beside it.

Each entry is a complete SVG document; extract_icons.py writes them to assets/icons/.
"""

from __future__ import annotations

_HEAD = '<svg xmlns="http://www.w3.org/2000/svg" width="{s}" height="{s}" viewBox="0 0 {s} {s}">'


def _svg(size: int, body: str) -> str:
    return _HEAD.format(s=size) + body + "</svg>\n"


def _acorn() -> str:
    # a nut under a scaly cap; the dots on the cap stand for its scales
    scales = "".join(
        f'<circle cx="{x}" cy="{y}" r="0.9" fill="#9A6432"/>'
        for y, xs in ((8.5, (11, 15, 19, 23)), (11.5, (8, 12, 16, 20, 24)), (14, (10, 14, 18, 22)))
        for x in xs
    )
    return _svg(
        32,
        '<path d="M7 14 C7 22 11.5 28.5 16 30 C20.5 28.5 25 22 25 14 Z" fill="#C9863A"/>'
        '<ellipse cx="11.6" cy="19" rx="1.6" ry="4.2" fill="#E6B066"/>'
        '<circle cx="16" cy="29.3" r="1.1" fill="#7A4A1F"/>'
        '<path d="M4 13.5 C4 8 9.5 5 16 5 C22.5 5 28 8 28 13.5 C28 15 27 15.8 25.5 15.8 '
        'L6.5 15.8 C5 15.8 4 15 4 13.5 Z" fill="#7B4B22"/>' + scales + '<path d="M15 5.5 C15 3.5 '
        '15.6 2 17.6 1.4 L18.4 2.6 C16.9 3.2 16.8 4.3 17 5.5 Z" fill="#5A3517"/>',
    )


def _hazelnut() -> str:
    # round nut with a pointed tip and the pale scar at its base; a frilled husk leaf
    return _svg(
        32,
        '<path d="M16 6 C10 9 5 14 5 20.5 C5 26.5 10 30 16 30 C22 30 27 26.5 27 20.5 '
        'C27 14 22 9 16 6 Z" fill="#B8722C"/>'
        '<path d="M16 7 C14 12 13.5 20 14 29.5 M16 7 C19 12 21 19 21 29.2" stroke="#9E5F22" '
        'stroke-width="0.8" fill="none"/>'
        '<ellipse cx="10.5" cy="16.5" rx="2" ry="3.6" fill="#D99A52"/>'
        '<path d="M6.8 25 C9 28.3 12.3 29.8 16 29.8 C19.7 29.8 23 28.3 25.2 25 '
        'C22.3 26.6 19.3 27.2 16 27.2 C12.7 27.2 9.7 26.6 6.8 25 Z" fill="#EBCB95"/>'
        '<circle cx="16" cy="6.2" r="1.2" fill="#6E3F14"/>'
        '<path d="M17 6 C19 2.5 23 1.2 27.5 2 C26 3 26.6 4.2 25 5 C25.8 6 24.6 7 23.3 7.1 '
        'C23.5 8.3 21.6 8.6 20.6 8.1 C19.4 8.2 18 7.4 17 6 Z" fill="#7DB543"/>'
        '<path d="M17.6 6.2 C20 4.6 23 3.6 26.5 2.4" stroke="#5C8F2E" stroke-width="0.7" '
        'fill="none"/>',
    )


def _blackberry() -> str:
    # a cluster of dark drupelets, each with a small highlight, under a green calyx
    rows = ((10.5, (13, 19)), (15, (10, 16, 22)), (20, (10, 16, 22)), (25, (13, 19)))
    berries = ""
    for y, xs in rows:
        for x in xs:
            berries += f'<circle cx="{x}" cy="{y}" r="3.4" fill="#3B2352"/>'
            berries += f'<circle cx="{x - 1.1}" cy="{y - 1.1}" r="1" fill="#8A6AAA"/>'
    return _svg(
        32,
        '<ellipse cx="16" cy="18" rx="9" ry="10.5" fill="#24142F"/>'
        + berries
        + '<circle cx="16" cy="28.2" r="2.6" fill="#3B2352"/>'
        '<circle cx="15.2" cy="27.5" r="0.8" fill="#8A6AAA"/>'
        '<path d="M16 8.5 L11 4.5 L14.6 6.2 L13.8 2.2 L16 5.4 L18.2 2.2 L17.4 6.2 L21 4.5 Z" '
        'fill="#5C9E3A"/>'
        '<path d="M15.3 5 C15.2 3 15.8 1.5 17 0.8 L17.6 1.6 C16.6 2.4 16.4 3.6 16.6 5 Z" '
        'fill="#4A7F2C"/>',
    )


def _bush() -> str:
    # a low, rounded shrub: overlapping leafy mounds on a short stem
    return _svg(
        32,
        '<ellipse cx="16" cy="29" rx="11" ry="1.8" fill="#3F6B2F" opacity="0.45"/>'
        '<rect x="14.5" y="22" width="3" height="7" rx="1" fill="#7A4A22"/>'
        '<circle cx="9" cy="19" r="7" fill="#3F8530"/>'
        '<circle cx="23" cy="19" r="7" fill="#3F8530"/>'
        '<circle cx="16" cy="12" r="8.5" fill="#4E9A3A"/>'
        '<circle cx="16" cy="20" r="7.5" fill="#4E9A3A"/>'
        '<circle cx="13" cy="9.5" r="3.2" fill="#6DBA52"/>'
        '<circle cx="7.5" cy="17" r="2.4" fill="#5AAA45"/>'
        '<circle cx="21.5" cy="16.5" r="2.4" fill="#5AAA45"/>',
    )


def _lake() -> str:
    # an oval of water with ripples and a few reeds at its edge
    return _svg(
        32,
        '<ellipse cx="16" cy="19" rx="14.5" ry="9.5" fill="#6E9F4A"/>'
        '<ellipse cx="16" cy="19" rx="13" ry="8.2" fill="#2F8FD0"/>'
        '<ellipse cx="17" cy="20.2" rx="9.5" ry="5.4" fill="#4FB0E6"/>'
        '<path d="M11 18 Q13 16.8 15 18 M18 22 Q20.5 20.7 23 22 M9.5 22.5 Q11 21.6 12.5 22.5" '
        'stroke="#D6F1FF" stroke-width="1.1" fill="none" stroke-linecap="round"/>'
        '<path d="M4 15 L3.2 6.5 M6 14 L6.4 8 M8 13.2 L9.5 5.5" stroke="#4A7F2C" '
        'stroke-width="1.2" stroke-linecap="round"/>'
        '<ellipse cx="3.2" cy="7.5" rx="0.9" ry="2.2" fill="#7A4A22"/>'
        '<ellipse cx="9.4" cy="6.6" rx="0.9" ry="2.2" fill="#7A4A22"/>',
    )


def _sylva() -> str:
    # the application icon: a broad tree in a clearing, with a toadstool at its foot
    return _svg(
        64,
        '<rect x="1" y="1" width="62" height="62" rx="13" fill="#1F3A27"/>'
        '<circle cx="50" cy="14" r="6" fill="#F2C14E"/>'
        '<ellipse cx="32" cy="54" rx="27" ry="7" fill="#3D7A3A"/>'
        '<path d="M29 56 L30 36 L27 30 L31 33 L32 26 L34 33 L38 29 L34.5 37 L35.5 56 Z" '
        'fill="#7A4A22"/>'
        '<circle cx="21" cy="27" r="10" fill="#3F8F3A"/>'
        '<circle cx="43" cy="27" r="10" fill="#3F8F3A"/>'
        '<circle cx="32" cy="19" r="12" fill="#4EA845"/>'
        '<circle cx="26" cy="32" r="7.5" fill="#4EA845"/>'
        '<circle cx="39" cy="32" r="7.5" fill="#4EA845"/>'
        '<circle cx="27" cy="14" r="4" fill="#73C65C"/>'
        '<circle cx="17.5" cy="24" r="3" fill="#5DB24F"/>'
        '<circle cx="45" cy="23" r="3" fill="#5DB24F"/>'
        '<rect x="46.5" y="49" width="4" height="7" rx="1.5" fill="#F1E4C8"/>'
        '<path d="M42 50.5 C42 45.5 45 43 48.5 43 C52 43 55 45.5 55 50.5 Z" fill="#E5483B"/>'
        '<circle cx="46" cy="47" r="1.2" fill="#FFFFFF"/>'
        '<circle cx="50.5" cy="46" r="1" fill="#FFFFFF"/>'
        '<circle cx="52.5" cy="49" r="0.9" fill="#FFFFFF"/>',
    )


#: name -> (SVG document, what it shows, what it is meant for)
OWN_ICONS: dict[str, tuple[str, str, str]] = {
    "acorn": (_acorn(), "an acorn with its scaly cap", "Glade"),
    "hazelnut": (_hazelnut(), "a hazelnut with a frilled husk leaf", "Glade"),
    "blackberry": (
        _blackberry(),
        "a blackberry (dark purple drupelets, green calyx)",
        "Glade, Mischwald blackberries",
    ),
    "bush": (_bush(), "a round green bush", "Renature bush"),
    "lake": (_lake(), "a small lake with ripples and reeds", "Mystaria lake"),
    "sylva": (_sylva(), "the Sylva application icon: a tree with a toadstool", "window, desktop"),
}
