"""Every setting changes something: a test per setting that fails if it does nothing."""

from __future__ import annotations

import pygame
import pytest

from tests.ui_harness import drag, key, make_app


@pytest.fixture
def table(toy_table):
    app, t = toy_table
    heard: list[tuple[str, float]] = []
    app.sound.player = lambda name, volume: heard.append((name, volume))
    return app, t, heard


def test_sounds_for_pick_drop_and_refusal_at_the_set_volume(table):
    app, t, heard = table
    app.settings.volume = 0.75
    _card, rect = t.view.hand_rects()[0]
    drag(app, rect.center, t.view.bin_rect().center)  # refused
    assert [n for n, _v in heard] == ["pick", "refuse"]
    _card, rect = t.view.hand_rects()[0]
    drag(app, rect.center, t.view.pile_rect().center)
    assert [n for n, _v in heard][-2:] == ["pick", "drop"]
    assert {v for _n, v in heard} == {0.75}


@pytest.mark.parametrize("sound, volume", [(False, 0.5), (True, 0.0)])
def test_sound_off_or_volume_zero_plays_nothing(table, sound, volume):
    app, t, heard = table
    app.settings.sound, app.settings.volume = sound, volume
    _card, rect = t.view.hand_rects()[0]
    drag(app, rect.center, t.view.pile_rect().center)
    assert heard == []


def test_a_machine_without_audio_plays_silently(monkeypatch):
    from game.ui.sound import Sounds

    app = make_app()

    def no_device(*a, **k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds(app.settings)
    sounds.start()
    assert sounds.failed and not sounds.ready
    sounds.play("drop")  # nothing raised


def test_the_mixer_starts_after_the_first_frame():
    app = make_app()
    app.home()
    assert not app.sound.ready and not app.sound.failed  # the first menu does not wait
    app.tick()
    assert app.sound.ready or app.sound.failed


def test_interface_scale_changes_sizes_and_never_the_window():
    from game.scenes.settings_scene import SettingsScene

    app = make_app((1280, 720))
    app.home()
    scene = SettingsScene(app)
    app.push(scene)
    app.step([])
    before, size = app.px(100), app.size
    scene._set("ui_scale", 1.25)
    assert app.px(100) > before and app.size == size


def test_f11_toggles_fullscreen_and_a_dragged_size_is_remembered():
    app = make_app((1280, 720))
    app.home()
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700))])
    app.screen = pygame.display.set_mode((1100, 700), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700))])
    assert (app.settings.width, app.settings.height) == (1100, 700)
    from game import settings as settings_mod

    assert (settings_mod.load().width, settings_mod.load().height) == (1100, 700)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_RETURN, pygame.KMOD_ALT)
    assert not app.settings.fullscreen
    assert (app.settings.width, app.settings.height) == (1100, 700)


def test_only_languages_that_exist_are_offered():
    from game.i18n import available
    from game.scenes.settings_scene import SettingsScene

    app = make_app()
    app.home()
    scene = SettingsScene(app)
    app.push(scene)
    app.step([])
    labels = [label for label, _pos in scene.labels]
    assert ("Language" in labels) == (len(available()) > 1)


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_settings_screen_fits_and_shows_the_windows_size(size, scale):
    from game.scenes.settings_scene import SettingsScene
    from game.ui.widgets import Button
    from tests.layout_audit import recording

    app = make_app(size)
    app.settings.ui_scale = scale
    app.home()
    scene = SettingsScene(app)
    app.push(scene)
    with recording(app) as frame:
        pass
    window = app.screen.get_rect()
    boxes = [w.rect for w in scene.widgets]
    assert all(window.contains(r) for r in boxes)
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    assert any(isinstance(w, Button) for w in scene.widgets)  # Back
    for t in frame.texts:  # the folder line and the labels keep clear of every control
        if t.layer == len(app.stack.visible()) - 1:
            assert window.contains(t.rect), t.string
            own = any(r.contains(t.rect) for r in boxes)  # a control's own value or label
            assert own or not any(t.rect.colliderect(r) for r in boxes), t.string
    assert scene.widgets[0].value == f"{size[0]}x{size[1]}"  # the size the window has
