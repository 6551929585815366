"""Reading Tiled maps: both spellings of an object's class, and clear errors."""

import pytest

from game.core.errors import DataError
from game.core.tiled import layer_objects, load_map, object_kind

MAP = """<?xml version="1.0" encoding="UTF-8"?>
<map version="{version}" orientation="orthogonal" renderorder="right-down" width="2" height="2"
     tilewidth="10" tileheight="10" infinite="0" nextlayerid="2" nextobjectid="3">
 <objectgroup id="1" name="spaces">
  <object id="1" {attr}="start" x="0" y="0" width="10" height="10"/>
  <object id="2" x="10" y="0" width="10" height="10"/>
 </objectgroup>
</map>
"""


@pytest.mark.parametrize("version,attr", [("1.8", "type"), ("1.9", "class")])
def test_object_kind_reads_type_and_class(tmp_path, version, attr):
    path = tmp_path / "m.tmx"
    path.write_text(MAP.format(version=version, attr=attr))
    objs = layer_objects(load_map(path), "spaces")
    assert [object_kind(o) for o in objs] == ["start", ""]


def test_missing_and_broken_maps_are_named(tmp_path):
    with pytest.raises(DataError, match="missing"):
        load_map(tmp_path / "none.tmx")
    bad = tmp_path / "bad.tmx"
    bad.write_text("<map><unclosed>")
    with pytest.raises(DataError, match="bad.tmx cannot be read"):
        load_map(bad)
    good = tmp_path / "m.tmx"
    good.write_text(MAP.format(version="1.8", attr="type"))
    with pytest.raises(DataError, match="no layer 'regions'"):
        layer_objects(load_map(good), "regions")
