"""Scenes: menu, new-game setup, table, results, rules reference, settings, curtain."""
