"""Reading Tiled maps (.tmx) for the rules: geometry and properties, no images."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.errors import DataError


def load_map(path: Path) -> Any:
    """A ``pytmx.TiledMap`` of ``path`` (absolute), or a DataError naming the problem."""
    import pytmx  # imported here so modules that never read maps stay light

    path = Path(path).resolve()
    if not path.is_file():
        raise DataError(f"The board file {path.name} is missing.")
    try:
        return pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many kinds on a broken file
        raise DataError(f"The board file {path.name} cannot be read: {exc}") from None


def object_kind(obj: Any) -> str:
    """An object's class: Tiled 1.9 writes ``class=``, other versions ``type=``;
    pytmx keeps the former as an attribute literally named ``class``."""
    return getattr(obj, "type", None) or vars(obj).get("class") or ""


def layer_objects(tmx: Any, layer_name: str) -> list[Any]:
    for layer in tmx.objectgroups:
        if layer.name == layer_name:
            return list(layer)
    raise DataError(f"The board {Path(tmx.filename).name} has no layer {layer_name!r}.")
