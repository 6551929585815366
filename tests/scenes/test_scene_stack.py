"""The scene stack calls the lifecycle hooks in order, and draws from the top opaque
scene up."""

from game.scenes.base import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name, calls, opaque=True):
        self.name, self.calls, self.opaque = name, calls, opaque
        self.dirty = True

    def enter(self):
        self.calls.append((self.name, "enter"))

    def pause(self):
        self.calls.append((self.name, "pause"))

    def resume(self):
        self.calls.append((self.name, "resume"))

    def exit(self):
        self.calls.append((self.name, "exit"))


def test_push_pop_replace_reset_call_the_hooks():
    calls = []
    stack = SceneStack()
    a, b, c = Recorder("a", calls), Recorder("b", calls), Recorder("c", calls)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.pop()
    stack.reset(Recorder("d", calls))
    assert calls == [
        ("a", "enter"), ("a", "pause"), ("b", "enter"), ("b", "exit"), ("c", "enter"),
        ("c", "exit"), ("a", "resume"), ("a", "exit"), ("d", "enter"),
    ]


def test_visible_starts_at_the_topmost_opaque_scene():
    calls = []
    stack = SceneStack()
    a, b = Recorder("a", calls), Recorder("b", calls)
    overlay = Recorder("o", calls, opaque=False)
    for s in (a, b, overlay):
        stack.push(s)
    assert stack.visible() == [b, overlay]
