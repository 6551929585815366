"""``python -m game`` starts Sylva, like the ``sylva`` command."""

if __name__ == "__main__":  # not when the computer players' worker process imports it
    from game.cli import main

    raise SystemExit(main())
