"""The one thing pyproject.toml cannot say: the package list. It is every folder of
``game`` plus ``game._assets`` and its folders, which [tool.setuptools.package-dir] maps
onto the repository's top-level assets/ folder (package discovery cannot see a mapped
folder). Data-only folders are named too, so that no data file is left to chance."""

from pathlib import Path

from setuptools import find_namespace_packages, setup

ASSETS = Path(__file__).resolve().parent / "assets"
assets = ["game._assets"] + sorted(
    "game._assets." + ".".join(d.relative_to(ASSETS).parts)
    for d in ASSETS.rglob("*") if d.is_dir() and d.name != "__pycache__"
)
setup(packages=[*find_namespace_packages(include=["game", "game.*"],
                                         exclude=["*.__pycache__"]), *assets])
