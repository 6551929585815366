"""The wheel is the whole program: built from the project's files, installed into a folder
outside the checkout, its smoke check passes, and every file it reads at run time lies in
the installed package (or the Python it runs on), never in the checkout.

The wheel comes from ``SYLVA_WHEEL`` when set (``.ci/run`` builds it once with
``python -m build``), else it is built here from a copy of the project's files."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("pyproject.toml", "setup.py", "README.md", "LICENSE", "game", "assets")

# Run in a fresh interpreter with only the installed copy in front of sys.path: record
# every file Python opens (audit hook) and every assets folder the program asks for.
PROBE = r"""
import json, os, sys
site, report, leak, mode = sys.argv[1:5]
sys.path.insert(0, site)
opened = []
def hook(event, args):
    if event == "open" and args and isinstance(args[0], (str, bytes, os.PathLike)):
        opened.append(os.path.abspath(os.fsdecode(args[0])))
sys.addaudithook(hook)
import game, game.core.paths as paths
roots = []
real_root = getattr(paths, "assets_root", None)  # None: a paths.py of old
def assets_root(*args, **kwargs):
    roots.append(str(real_root(*args, **kwargs)))
    return real_root(*args, **kwargs)
if real_root:
    paths.assets_root = assets_root
if leak:
    open(leak, "rb").close()
from game import smoke
smoke._headless()
if mode == "smoke":
    code = smoke.run_smoke()
else:
    import pygame
    pygame.display.init(); pygame.font.init(); pygame.display.set_mode((32, 32))
    try:
        smoke.check_assets(); code = 0
    except AssertionError as exc:
        print(exc, file=sys.stderr); code = 1
with open(report, "w", encoding="utf-8") as f:
    json.dump({"code": code, "game": game.__file__, "roots": roots, "opened": opened}, f)
"""


def _setuptools_is_new() -> bool:
    try:
        from importlib.metadata import version

        return int(version("setuptools").split(".")[0]) >= 77
    except Exception:  # not installed, or an odd version string
        return False


def build_wheel(out: Path) -> Path:
    """Build the wheel from a copy of the project's files (nothing is written into the
    checkout); without isolation when a recent setuptools is at hand."""
    src = out / "src"
    src.mkdir()
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(ROOT / name, src / name)
    command = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out),
               str(src)]
    if _setuptools_is_new():
        command.insert(4, "--no-build-isolation")
    subprocess.run(command, check=True, timeout=600)
    return next(out.glob("sylva-*.whl"))


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The wheel installed (without its dependencies, which this Python has) into a folder
    of its own."""
    work = tmp_path_factory.mktemp("wheel")
    given = os.environ.get("SYLVA_WHEEL")
    wheel = Path(given) if given else build_wheel(work)
    site = work / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--no-index", "--target", str(site), str(wheel)], check=True, timeout=300)
    return site


def probe(site: Path, tmp: Path, leak: str = "", mode: str = "smoke") -> dict:
    """Run the installed program from ``tmp`` (outside the checkout); its report."""
    report = tmp / "report.json"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["SYLVA_HOME"] = str(tmp / "home")
    result = subprocess.run([sys.executable, "-I", "-c", PROBE, str(site), str(report), leak,
                             mode], cwd=tmp, env=env, capture_output=True, text=True,
                            timeout=300)
    assert report.is_file(), result.stderr[-2000:]
    data = json.loads(report.read_text(encoding="utf-8"))
    data["stderr"] = result.stderr
    return data


def reads_from_the_checkout(opened: list[str]) -> list[str]:
    """Files read below the checkout, leaving out the Python running the program (CI keeps
    its virtual environment inside the checkout)."""
    pythons = {Path(p).resolve() for p in (sys.prefix, sys.base_prefix, sys.exec_prefix)}
    out = []
    for name in opened:
        path = Path(name).resolve()
        if path.is_relative_to(ROOT) and not any(path.is_relative_to(p) for p in pythons):
            out.append(name)
    return sorted(set(out))


def test_the_wheel_holds_every_asset_and_catalog(installed):
    assets = installed / "game" / "_assets"
    tracked = subprocess.run(["git", "ls-files", "assets"], cwd=ROOT, capture_output=True,
                             text=True).stdout.split()
    if not tracked:  # not a git checkout: every file of the assets folder
        tracked = [p.relative_to(ROOT).as_posix() for p in (ROOT / "assets").rglob("*")
                   if p.is_file() and "__pycache__" not in p.parts]
    missing = [t for t in tracked if not (assets / t.removeprefix("assets/")).is_file()]
    assert not missing
    for lang in ("de", "nl"):
        assert list((installed / "game" / "i18n" / "locale" / lang).glob("*.po"))


def test_the_installed_wheel_runs_and_reads_only_its_own_files(installed, tmp_path):
    data = probe(installed, tmp_path)
    assert data["code"] == 0, data["stderr"][-3000:]
    assert Path(data["game"]).is_relative_to(installed)
    assert data["roots"] and set(data["roots"]) == {str(installed / "game" / "_assets")}
    own = installed / "game" / "_assets"
    assert any(Path(p).is_relative_to(own) for p in data["opened"])  # the hook sees reads
    assert reads_from_the_checkout(data["opened"]) == []


def test_the_guard_sees_a_read_from_the_checkout(installed, tmp_path):
    # planted fault: the installed program opens a file of the checkout
    leak = str(ROOT / "assets" / "about.json")
    data = probe(installed, tmp_path, leak=leak, mode="assets")
    assert data["code"] == 0
    assert reads_from_the_checkout(data["opened"]) == [leak]


def test_a_wheel_without_its_assets_fails_the_check(installed, tmp_path):
    # planted fault: the wheel of old, with no assets in the package
    bare = tmp_path / "bare"
    shutil.copytree(installed, bare, ignore=shutil.ignore_patterns("_assets"))
    data = probe(bare, tmp_path, mode="assets")
    assert data["code"] == 1 and "no icons in" in data["stderr"]
    assert set(data["roots"]) == {str(bare / "assets")}


def test_the_wheel_names_its_licence_readme_and_entry_points(installed):
    dist = next(installed.glob("sylva-*.dist-info"))
    meta = (dist / "METADATA").read_text(encoding="utf-8")
    for field in ("License-Expression: MIT", "Requires-Python: >=3.11",
                  "Description-Content-Type: text/markdown", "Project-URL: Source",
                  "Classifier: Topic :: Games/Entertainment :: Board Games"):
        assert field in meta
    assert "## Play" in meta  # the README is the long description
    assert (dist / "licenses" / "LICENSE").is_file()
    assert "sylva = game.app:main" in (dist / "entry_points.txt").read_text(encoding="utf-8")


def test_the_wheel_is_pure_python(installed):
    given = os.environ.get("SYLVA_WHEEL")
    if given:
        with zipfile.ZipFile(given) as z:
            wheel_info = z.read(next(n for n in z.namelist() if n.endswith("/WHEEL")))
        assert b"Root-Is-Purelib: true" in wheel_info
    dist = next(installed.glob("sylva-*.dist-info"))
    assert "py3-none-any" in (dist / "WHEEL").read_text(encoding="utf-8")
