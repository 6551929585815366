"""The pause menu of the table: save, score sheet, rules, settings, learn to play, leave."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from game import lessons
from game.core import saves
from game.i18n import _
from game.scenes import registry as scenes
from game.scenes.dialogs import MenuDialog

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.table import TableScene


def save_game(app: App, table: TableScene) -> None:
    from game.scenes.dialogs import MessageBox

    name = f"{table.rules.info.id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    path = saves.saves_dir() / name
    try:
        saves.save_record(table.match.record(), path)
    except OSError as exc:
        # a WriteError says why in the player's language, never a temporary file's name
        app.push(MessageBox(app, _("Saving failed"),
                            _("The game could not be saved: {why}.", why=str(exc))))
        return
    table.say(_("Saved as {name}", name=name))


def pause_menu(app: App, table: TableScene) -> None:
    entries = [
        (_("Resume"), lambda: None),
        (_("Save game"), lambda: save_game(app, table)),
        (_("Score sheet"), table.show_sheet),
        (_("How to play"), lambda: app.push(scenes.make("primer", app, table.rules.info.id))),
        (_("Rules of {game}", game=table.rules.info.title),
         lambda: app.push(scenes.make("rules", app, table.rules.info.id))),
        (_("Settings"), lambda: app.push(scenes.make("settings", app))),
        (_("Main menu (autosaved)"), app.home),
    ]
    game_id = table.rules.info.id
    if lessons.has_lesson(game_id):
        def learn() -> None:
            app.home()  # this game is autosaved as it is left
            scenes.make("lesson", app, game_id)

        entries.insert(-1, (_("Learn to play"), learn))
    app.push(MenuDialog(app, _("Paused"), entries))
