"""Loading refuses every kind of bad save with a message naming the problem."""

import json

import pytest

from game.core import Match, Record, RecordError, saves
from tests.harness import options_for
from tests.toygame import Play


@pytest.fixture
def played(toy):
    match = Match(toy, options_for(toy, 2), seed=9)
    match.play(Play(match.state.hands[0][0]))
    return match


def test_round_trip_through_a_file(played, tmp_path):
    path = tmp_path / "game.json"
    saves.save_record(played.record(), path)
    again = Match.from_record(saves.load_record(path))
    assert again.record().to_json() == played.record().to_json()


@pytest.mark.parametrize(
    "text,message",
    [
        ("", "empty"),
        ("not json at all", "damaged"),
        ('{"format": 1, "game": "toy", "opt', "cut short"),
        ("[1, 2, 3]", "not a Sylva saved game"),
        ('{"hello": 1}', "not a Sylva saved game"),
    ],
)
def test_unreadable_text_is_refused(text, message):
    with pytest.raises(RecordError, match=message):
        Record.loads(text)


def _doc(played):
    return played.record().to_json()


def test_other_format_version_is_refused(played):
    doc = _doc(played) | {"format": 99}
    with pytest.raises(RecordError, match="format version 99"):
        Record.loads(json.dumps(doc))


def test_unknown_game_is_refused(played):
    doc = _doc(played) | {"game": "chess"}
    with pytest.raises(RecordError, match="no game called 'chess'"):
        Match.from_record(Record.loads(json.dumps(doc)))


def test_illegal_action_is_refused_with_its_number(played):
    doc = _doc(played)
    doc["actions"].append({"type": "play", "card": "c99"})
    with pytest.raises(RecordError, match="Move 2 is not allowed.*Confirm your card first"):
        Match.from_record(Record.loads(json.dumps(doc)))


@pytest.mark.parametrize(
    "action,message",
    [
        ({"type": "fly"}, "unknown action type"),
        ({"type": "play"}, "missing"),
        ({"type": "play", "card": "c01", "extra": 1}, "unexpected"),
        ({"type": "play", "card": {"x": 1}}, "unexpected kind"),
        ("play", "must be an object"),
    ],
)
def test_malformed_actions_are_refused(played, action, message):
    doc = _doc(played)
    doc["actions"].insert(0, action)
    with pytest.raises(RecordError, match=message):
        Match.from_record(Record.loads(json.dumps(doc)))


def test_bad_player_count_is_refused(toy):
    doc = Match(toy, options_for(toy, 2), seed=1).record().to_json()
    doc["options"]["seats"] *= 3
    with pytest.raises(RecordError, match="takes 1-3 players, not 6"):
        Match.from_record(Record.loads(json.dumps(doc)))


def test_broken_file_is_not_overwritten_by_loading(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"format": 1, "ga')
    with pytest.raises(RecordError):
        saves.load_record(path)
    assert path.read_text() == '{"format": 1, "ga'


def test_missing_and_binary_files(tmp_path):
    with pytest.raises(RecordError, match="no file"):
        saves.load_record(tmp_path / "nope.json")
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe\x00\x81")
    with pytest.raises(RecordError, match="not text"):
        saves.load_record(binary)
    with pytest.raises(RecordError, match="folder"):
        saves.load_record(tmp_path)


def test_a_record_names_the_rules_version_and_the_program(played):
    doc = _doc(played)
    assert doc["format"] == 2
    assert doc["rules"] == played.rules.info.rules_version
    assert isinstance(doc["sylva"], str) and doc["sylva"]


def test_a_format_1_record_is_read_as_rules_version_1(played):
    doc = _doc(played)
    for key in ("rules", "sylva"):
        del doc[key]
    doc["format"] = 1
    again = Match.from_record(Record.loads(json.dumps(doc)))
    assert again.record().actions == played.record().actions


def _versioned_toy(version, upgrades):
    """The toy game at another rules version, with the given upgrades."""
    import dataclasses

    from game.core import registry
    from tests.toygame import TOY_ENTRY, ToyRules

    class NewToy(ToyRules):
        info = dataclasses.replace(ToyRules.info, rules_version=version)

    registry.register(dataclasses.replace(TOY_ENTRY, rules=NewToy(), upgrades=upgrades))


def test_an_older_rules_version_is_upgraded(played):
    doc = _doc(played)  # made under version 1: "play" moves were called "lay" then
    doc["actions"] = [dict(a, type="lay") if a["type"] == "play" else a for a in doc["actions"]]

    def rename(data):
        data["actions"] = [dict(a, type="play") if a["type"] == "lay" else a
                           for a in data["actions"]]
        return data

    _versioned_toy(2, {1: rename})
    again = Match.from_record(Record.loads(json.dumps(doc)))
    assert [a.to_json() for a in again.actions] == played.record().actions
    assert again.record().rules == 2


def test_an_older_rules_version_without_upgrade_is_refused(played):
    doc = _doc(played)
    _versioned_toy(3, {1: lambda data: data})  # no way from version 2 to 3
    with pytest.raises(RecordError, match="rules version 1; this Sylva plays version 3"):
        Match.from_record(Record.loads(json.dumps(doc)))


def test_a_newer_rules_version_is_refused(played):
    doc = _doc(played) | {"rules": 7}
    with pytest.raises(RecordError, match="rules version 7; this Sylva knows version 1"):
        Match.from_record(Record.loads(json.dumps(doc)))
