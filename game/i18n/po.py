"""A small, strict reader of gettext ``.po`` catalogs (pure Python, no build step).

The program reads the translators' own files directly, so a fresh clone needs no compile
step. Only what Sylva's catalogs use is understood: comments, ``msgctxt``, ``msgid``,
``msgid_plural``, ``msgstr`` / ``msgstr[n]`` and continued string lines. Fuzzy entries
(a translator's guess not yet checked) and obsolete ones (``#~``) are skipped; anything
else is an error naming the line, so a broken catalog is found, not half-read.
"""

from __future__ import annotations

import dataclasses

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b",
            "f": "\f", "v": "\v"}


class PoError(ValueError):
    """A catalog that cannot be read, with the line where reading stopped."""


@dataclasses.dataclass
class Entry:
    msgid: str
    msgid_plural: str | None = None
    msgctxt: str | None = None
    # one text, or one per plural form; "" means not yet translated
    msgstr: list[str] = dataclasses.field(default_factory=list)
    fuzzy: bool = False


@dataclasses.dataclass
class Catalog:
    headers: dict[str, str]
    entries: list[Entry]

    def translations(self) -> dict[str, list[str]]:
        """msgid -> its translated form(s), for entries translated and not fuzzy."""
        return {e.msgid: e.msgstr for e in self.entries
                if e.msgid and not e.fuzzy and e.msgctxt is None
                and e.msgstr and all(e.msgstr)}


def _unquote(text: str, line_no: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise PoError(f"line {line_no}: a quoted string was expected")
    body, out, i = text[1:-1], [], 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            if i + 1 >= len(body) or body[i + 1] not in _ESCAPES:
                raise PoError(f"line {line_no}: unknown escape in a string")
            out.append(_ESCAPES[body[i + 1]])
            i += 2
            continue
        if ch == '"':
            raise PoError(f"line {line_no}: a quote inside a string must be escaped")
        out.append(ch)
        i += 1
    return "".join(out)


def parse(text: str) -> Catalog:
    """Read a whole catalog; raises PoError on anything it does not understand."""
    entries: list[Entry] = []
    fields: dict[str, str] = {}
    fuzzy = False
    last: str | None = None

    def finish() -> None:
        nonlocal fields, fuzzy, last
        if "msgid" in fields:
            plural_keys = sorted((k for k in fields if k.startswith("msgstr[")),
                                 key=lambda k: int(k[7:-1]))
            strs = ([fields[k] for k in plural_keys] if plural_keys
                    else [fields["msgstr"]] if "msgstr" in fields else [])
            entries.append(Entry(fields["msgid"], fields.get("msgid_plural"),
                                 fields.get("msgctxt"), strs, fuzzy))
        elif fields:
            raise PoError("an entry without msgid")
        fields, fuzzy, last = {}, False, None

    for no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#"):
            if line.startswith("#~"):
                continue  # obsolete
            if "msgid" in fields and last is not None and last.startswith("msgstr"):
                finish()  # comments begin the next entry
            if line.startswith("#,") and "fuzzy" in (f.strip() for f in line[2:].split(",")):
                fuzzy = True
            continue
        if line.startswith('"'):
            if last is None:
                raise PoError(f"line {no}: a string line outside an entry")
            fields[last] += _unquote(line, no)
            continue
        keyword, _sep, rest = line.partition(" ")
        valid = keyword in ("msgctxt", "msgid", "msgid_plural", "msgstr") or (
            keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit())
        if not valid:
            raise PoError(f"line {no}: unknown keyword {keyword[:30]!r}")
        if keyword in ("msgctxt", "msgid") and "msgid" in fields and (
                last is not None and last.startswith("msgstr")):
            finish()
        if keyword in fields:
            raise PoError(f"line {no}: {keyword} given twice in one entry")
        fields[keyword] = _unquote(rest, no)
        last = keyword
    finish()

    headers: dict[str, str] = {}
    for e in entries:
        if e.msgid == "" and e.msgctxt is None and e.msgstr:
            for hline in e.msgstr[0].splitlines():
                key, sep, value = hline.partition(":")
                if sep:
                    headers[key.strip()] = value.strip()
    return Catalog(headers, [e for e in entries if e.msgid != ""])
