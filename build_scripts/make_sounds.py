"""Synthesize Sylva's sound effects (short and quiet) into assets/sounds/*.wav with the
standard library only: no recorded or third-party sound is shipped.

    python build_scripts/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"


def tone(freq: float, seconds: float, volume: float = 0.3, decay: float = 8.0,
         bend: float = 0.0) -> list[float]:
    n = int(RATE * seconds)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq * (1 + bend * t / seconds)
        phase += 2 * math.pi * f / RATE
        env = math.exp(-decay * t) * min(1.0, i / (RATE * 0.004))  # 4 ms attack, no click
        out.append(volume * env * (math.sin(phase) + 0.25 * math.sin(2 * phase)))
    return out


def noise(seconds: float, volume: float = 0.2, decay: float = 25.0, seed: int = 1) -> list[float]:
    rng = random.Random(seed)
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        last = 0.6 * last + 0.4 * rng.uniform(-1, 1)  # a soft, low-passed rustle
        out.append(volume * last * math.exp(-decay * i / RATE) * min(1.0, i / (RATE * 0.003)))
    return out


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    length = max(int(start * RATE) + len(p) for start, p in parts)
    out = [0.0] * length
    for start, p in parts:
        k = int(start * RATE)
        for i, v in enumerate(p):
            out[k + i] += v
    return out


SOUNDS = {
    "pick": lambda: tone(880, 0.07, 0.18, 40),
    "drop": lambda: mix((0, tone(220, 0.12, 0.3, 30)), (0, noise(0.06, 0.15, 60))),
    "refuse": lambda: mix((0, tone(180, 0.18, 0.22, 12, -0.2)), (0.09, tone(150, 0.16, 0.2, 14))),
    "draw": lambda: noise(0.16, 0.25, 18, 3),
    "turn": lambda: mix((0, tone(660, 0.25, 0.2, 9)), (0.12, tone(880, 0.3, 0.2, 8))),
    "end": lambda: mix((0, tone(523, 0.3, 0.2, 6)), (0.15, tone(659, 0.3, 0.2, 6)),
                       (0.3, tone(784, 0.5, 0.22, 5))),
}


def write(name: str, samples: list[float]) -> Path:
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32767))
                               for s in samples))
    return path


def main() -> None:
    for name, make in SOUNDS.items():
        print(f"wrote {write(name, make()).relative_to(OUT.parents[1])}")


if __name__ == "__main__":
    main()
