"""The catalogs: up to date with the code, complete in every language, read the same
by the program's own reader as by Babel, placeholders and plural forms kept."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game import i18n
from game.i18n import po

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "game" / "i18n" / "locale"
DOMAINS = sorted(p.stem for p in LOCALE.glob("*.pot"))
LANGS = ("de", "nl")
# Domains whose translation has not landed yet: strict, so each fails once it is complete.
NOT_YET_TRANSLATED: set[str] = set()
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


def test_every_domain_has_a_catalog_in_every_language():
    assert "app" in DOMAINS and len(DOMAINS) == 6
    for lang in LANGS:
        assert sorted(p.stem for p in (LOCALE / lang).glob("*.po")) == DOMAINS


def test_the_catalogs_hold_every_message_of_the_code():
    """A string added to the code without updating the catalogs fails here."""
    out = subprocess.run([sys.executable, "build_scripts/catalogs.py", "--check"], cwd=ROOT,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def _catalog(lang: str, domain: str):
    with (LOCALE / lang / f"{domain}.po").open("rb") as f:
        return read_po(f, locale=lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("domain", DOMAINS)
def test_every_message_is_translated(domain, lang, request):
    if domain in NOT_YET_TRANSLATED:
        request.applymarker(pytest.mark.xfail(strict=True, reason="translation not yet done"))
    missing = [m.id for m in _catalog(lang, domain) if m.id and (
        not all(m.string) if isinstance(m.string, tuple) else not m.string)]
    assert not missing, f"{len(missing)} untranslated, e.g. {missing[:5]}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("domain", DOMAINS)
def test_placeholders_and_plural_forms_match(domain, lang):
    wrong = []
    for m in _catalog(lang, domain):
        if not m.id or not m.string or m.fuzzy:
            continue
        if isinstance(m.id, tuple):
            want = set(PLACEHOLDER.findall(m.id[1]))
            if len(m.string) != 2:
                wrong.append((m.id[0], "needs two plural forms"))
            for form in m.string:
                got = set(PLACEHOLDER.findall(form))
                if form and not (want - {"n"} <= got <= want):
                    wrong.append((m.id[0], form))
        elif set(PLACEHOLDER.findall(m.id)) != set(PLACEHOLDER.findall(m.string)):
            wrong.append((m.id, m.string))
    assert not wrong, wrong[:10]


@pytest.mark.parametrize("lang", LANGS)
def test_plural_rule_in_code_agrees_with_each_catalog(lang):
    for domain in DOMAINS:
        headers = po.parse((LOCALE / lang / f"{domain}.po").read_text(encoding="utf-8")).headers
        assert headers["Plural-Forms"].replace(" ", "") == \
            i18n.PLURAL_HEADERS[lang].replace(" ", "")
    assert [i18n.PLURAL_RULES[lang](n) for n in (0, 1, 2, 5)] == [1, 0, 1, 1]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("domain", DOMAINS)
def test_own_reader_reads_what_babel_reads(domain, lang):
    text = (LOCALE / lang / f"{domain}.po").read_text(encoding="utf-8")
    ours = po.parse(text).translations()
    theirs = {}
    for m in _catalog(lang, domain):
        if not m.id or m.fuzzy or m.context:
            continue
        key = m.id[0] if isinstance(m.id, tuple) else m.id
        forms = list(m.string) if isinstance(m.string, tuple) else [m.string]
        if forms and all(forms):
            theirs[key] = forms
    assert ours == theirs


@pytest.mark.parametrize("broken, where", [
    ('msgid "a"\nmsgstr "b\\q"\n', "line 2"),
    ('msgid "a"\nmsgstr "b"\nmsgfoo "c"\n', "line 3"),
    ('"loose"\n', "line 1"),
    ('msgid "a"\nmsgid "b"\n', "line 2"),
    ('msgid "a\nmsgstr "b"\n', "line 1"),
])
def test_a_broken_catalog_is_refused_naming_the_line(broken, where):
    with pytest.raises(po.PoError, match=where):
        po.parse(broken)


def test_reader_skips_fuzzy_and_obsolete_and_joins_lines():
    cat = po.parse('msgid ""\nmsgstr "Language: de\\n"\n\n#, fuzzy\nmsgid "a"\nmsgstr "A"\n\n'
                   '#~ msgid "old"\n#~ msgstr "alt"\n\nmsgid "b"\nmsgstr ""\n"B1 "\n"B2"\n\n'
                   'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} Karte"\n'
                   'msgstr[1] "{n} Karten"\n')
    assert cat.headers == {"Language": "de"}
    assert cat.translations() == {"b": ["B1 B2"], "{n} card": ["{n} Karte", "{n} Karten"]}
