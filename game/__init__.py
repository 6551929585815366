"""Sylva: five forest-themed tabletop games on one screen."""

from __future__ import annotations


def _version() -> str:
    """The one version, from pyproject.toml: read from the installed package's metadata
    (an install, an editable checkout, the built program, which carries the metadata),
    else from the pyproject.toml beside the source."""
    from importlib import metadata

    try:
        return metadata.version("sylva")
    except metadata.PackageNotFoundError:
        pass
    import tomllib
    from pathlib import Path

    try:
        with open(Path(__file__).resolve().parents[1] / "pyproject.toml", "rb") as f:
            return str(tomllib.load(f)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "unknown"


__version__ = _version()
