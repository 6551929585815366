"""Entry script of the PyInstaller bundle: the same as ``python -m game``."""

from game.app import main

raise SystemExit(main())
