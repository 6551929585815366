"""Entry script of the PyInstaller bundle: the same as ``python -m game``."""

import multiprocessing

if __name__ == "__main__":
    # the computer players' worker process starts this same program: let it serve
    multiprocessing.freeze_support()
    from game.cli import main

    raise SystemExit(main())
