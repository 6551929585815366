"""pygame start-up, the window, the main loop and the scene stack."""

from __future__ import annotations

import time
import traceback
from typing import TYPE_CHECKING

from game import __version__
from game import settings as settings_mod
from game.core.paths import user_dir
from game.i18n import _, language, set_game, set_language

if TYPE_CHECKING:
    import pygame

    from game.scenes.base import Scene
    from game.ui.intents import Intent

BUSY_FPS = 60
IDLE_POLL_S = 1 / 30  # how often an idle window looks for input
ACTIVE_AFTER_INPUT_S = 0.6  # full frame rate for this long after the last input


MIN_SIZE = (320, 240)


class App:
    def __init__(self, size: tuple[int, int] | None = None, headless: bool = False) -> None:
        import pygame

        from game.scenes import catalog
        from game.scenes.base import SceneStack

        catalog.register_all()

        self.pygame = pygame
        # a data folder that cannot be written, or another Sylva window using it: play on
        # without autosave, and say so once
        from game.core import instance
        from game.core.paths import data_problem

        self.other_instance = instance.claim()
        self.data_problem = data_problem()
        if self.data_problem is None and self.other_instance is not None:
            self.data_problem = f"another Sylva, process {self.other_instance}"
        from game.core.saves import clean_temporary

        clean_temporary()  # what interrupted saves left behind; never the last good one
        from game.core.history import check_at_start

        self.history_problem = check_at_start()  # a damaged history is set aside, said once
        self._told_data_problem = False
        self.settings = settings_mod.load()
        self._px_key: tuple | None = None
        self._px_factor = 1.0
        set_language(self.settings.language)
        # only what Sylva uses; the audio device is opened after the first frame (ui.sound)
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(f"Sylva {__version__}")
        self.headless = headless
        self._set_mode(size or (self.settings.width, self.settings.height))
        self._set_icon()
        self.stack = SceneStack()
        from game.ui.sound import Sounds

        self.sound = Sounds(self.settings)
        self.running = True
        self.clock = pygame.time.Clock()
        self.frames = 0
        self._last_input = 0.0
        self.last_press: tuple[tuple[int, int], float] | None = None

    # --- window ----------------------------------------------------------------------
    def _set_mode(self, size: tuple[int, int]) -> None:
        pg = self.pygame
        flags = pg.RESIZABLE
        if self.settings.fullscreen and not self.headless:
            flags = pg.FULLSCREEN
            size = (0, 0)
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])) if size != (0, 0) else size
        self.screen = pg.display.set_mode(size, flags)

    def _set_icon(self) -> None:
        from game.core.paths import asset

        path = asset("icons", "sylva.png")
        if path.is_file():
            try:
                self.pygame.display.set_icon(self.pygame.image.load(str(path)))
            except self.pygame.error:
                pass

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def px(self, n: float) -> int:
        """``n`` design pixels (at 1280x800, scale 1) in real pixels now."""
        key = (self.screen.get_size(), self.settings.ui_scale)
        if key != self._px_key:  # called thousands of times a frame: keep the factor
            (w, h), scale = key
            self._px_factor = max(0.7, min(w / 1280, h / 800, 2.2)) * scale
            self._px_key = key
        return max(1, round(n * self._px_factor))

    def apply_settings(self, reopen: bool = False) -> None:
        """Apply changed settings: texts and layout at once; the window is re-opened only
        for a chosen window size or fullscreen (``reopen``), never on its own."""
        from game.ui import text

        if self.settings.language != language():
            set_language(self.settings.language)
            text.clear_drawings()  # cards and tiles carry their names
        if reopen:
            self._set_mode((self.settings.width, self.settings.height))
        text.clear_cache()
        self._px_key = None
        for scene in self.stack.scenes:
            scene.layout(self.size)
            scene.dirty = True

    def toggle_fullscreen(self) -> None:
        """F11 or Alt+Enter: fullscreen and back to the window's remembered size."""
        self.settings.fullscreen = not self.settings.fullscreen
        settings_mod.save(self.settings)
        self.apply_settings(reopen=True)

    def remember_size(self, size: tuple[int, int]) -> None:
        """The window size the player dragged to: kept for the next start."""
        if self.settings.fullscreen:
            return
        w, h = size
        if (w, h) != (self.settings.width, self.settings.height) and w >= 320 and h >= 240:
            self.settings.width, self.settings.height = w, h
            settings_mod.save(self.settings)

    # --- scenes ----------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> Scene:
        return self.stack.pop()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def home(self) -> None:
        from game.scenes import registry

        self.stack.reset(registry.make("menu", self))
        if self.data_problem and not self._told_data_problem:
            from game.core.paths import data_problem

            self._told_data_problem = True
            # asked again now: found before the settings chose the language, the first
            # answer may be in another one
            message = data_problem()
            if message is None and self.other_instance is not None:
                message = _("Sylva is already open in another window (process {pid}). This "
                            "window plays on without autosave, so that the other window's "
                            "game is kept; Save game in the menu still works.",
                            pid=self.other_instance)
            self.show_error(_("Your games will not be saved"), message or self.data_problem)
        if self.history_problem:
            problem, self.history_problem = self.history_problem, None
            self.show_error(_("Game history"), problem)

    def show_error(self, title: str, message: str) -> None:
        from game.scenes.dialogs import MessageBox

        self.push(MessageBox(self, title, message))

    # --- the loop --------------------------------------------------------------------
    def step(self, events: list[pygame.event.Event] | None = None) -> bool:
        """Handle events, update and draw once; True if the frame was redrawn."""
        from game.ui import intents

        pg = self.pygame
        self._follow_game()
        top = self.stack.top
        if events is None:
            events = pg.event.get()
        for event in events:
            for intent in intents.from_event(event, typing=bool(top and top.typing)):
                self._dispatch(intent)
                top = self.stack.top
        dt = self.clock.get_time() / 1000.0
        dirty = False
        for scene in list(self.stack.scenes):
            try:
                dirty = scene.update(dt) or dirty
            except Exception as exc:  # keep running; the player is told
                self._crashed(exc)
        from game import daily_work

        daily_work.poll_left()  # a deal's medals still worked out after its screen closed
        # only what is on screen asks for a redraw; hidden scenes redraw when uncovered
        dirty = dirty or any(scene.dirty for scene in self.stack.visible())
        if dirty:
            self.draw()
            return True
        return False

    def _dispatch(self, intent: Intent) -> None:
        from game.ui import intents

        if intent.kind == intents.QUIT:
            self.running = False
            return
        if intent.kind == intents.RESIZE:
            self.remember_size(self.size)
            for scene in self.stack.scenes:
                scene.layout(self.size)
            return
        if intent.kind == intents.FULLSCREEN:
            self.toggle_fullscreen()
            return
        if intent.kind == intents.PRESS:
            self.last_press = (intent.pos, time.monotonic())  # what a new screen must not take
        top = self.stack.top
        if top is None:
            return
        try:
            top.handle(intent)
        except Exception as exc:
            self._crashed(exc)

    def _crashed(self, exc: BaseException) -> None:
        """An unexpected error: write it to errors.log, tell the player, keep running."""
        log = user_dir() / "errors.log"
        try:
            with open(log, "a", encoding="utf-8") as f:
                f.write(time.strftime("%Y-%m-%d %H:%M:%S\n"))
                f.write("".join(traceback.format_exception(exc)))
        except OSError:
            self.show_error(_("Something went wrong"), str(exc) or type(exc).__name__)
            return
        self.show_error(
            _("Something went wrong"),
            _("{error}\n\nYour game is autosaved. Details were written to {log}.",
              error=str(exc) or type(exc).__name__, log=str(log)),
        )

    def _follow_game(self) -> None:
        """Search the catalog of the game whose table is open first."""
        game_id = None
        for scene in self.stack.scenes:
            match = getattr(scene, "match", None)
            if match is not None:
                game_id = match.rules.info.id
        set_game(game_id)

    def draw(self) -> None:
        from game.ui import theme

        theme.colour_blind = self.settings.colour_blind
        self._follow_game()
        # the lowest visible scene is opaque and paints the whole window itself
        for scene in self.stack.visible():
            if scene.draw_failed:
                self.screen.fill(theme.BG)  # told once; the scene below the error box
                continue
            try:
                scene.draw(self.screen)
            except Exception as exc:  # reaches the error box, the game is kept
                scene.draw_failed = True
                self.screen.fill(theme.BG)
                self._crashed(exc)
        for scene in self.stack.scenes:
            scene.dirty = False
        self.pygame.display.flip()
        self.frames += 1

    def busy(self) -> bool:
        return any(s.busy() for s in self.stack.scenes)

    def tick(self) -> None:
        """One pass of the main loop. While something moves (animation, a computer
        thinking, the mouse in use) it runs at 60 frames a second; once nothing has
        happened for a moment it only looks for input a few times a second, so an
        idle table costs almost no CPU (SDL's own event wait polls every millisecond)."""
        events = self.pygame.event.get()
        now = time.monotonic()
        if events:
            self._last_input = now
        self.step(events)
        if not self.sound.ready and self.frames:
            self.sound.start()  # after the first frame: the menu never waits for audio
        if self.busy() or now - self._last_input < ACTIVE_AFTER_INPUT_S:
            self.clock.tick(BUSY_FPS)
        else:
            time.sleep(IDLE_POLL_S)
            self.clock.tick()

    def run(self) -> int:
        self.home()
        while self.running and self.stack.top is not None:
            self.tick()
        for scene in self.stack.scenes:  # an autosave that waited for a flight to land
            flush = getattr(scene, "flush_saves", None)
            if flush is not None:
                flush()
        from game.ai.daily_job import stop_worker
        from game.ai.worker import shut_down
        from game.core import instance

        shut_down()
        stop_worker()  # the medals of Today's forest, if they were being worked out
        if self.other_instance is None:
            instance.release()
        self.pygame.quit()
        return 0
