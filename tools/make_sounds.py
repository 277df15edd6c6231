"""Generate the game's short sound effects as 16-bit mono 44.1 kHz WAV files.

Run from the repository root:

    python tools/make_sounds.py

Writes sounds/{deal,play,trick,shuffle,win,click,error}.wav. Pure standard library
(wave, math, struct, random); every noise source is seeded, so the output is
byte-for-byte deterministic. Each effect is under a second, peaks at about -6 dBFS and
has short fades at both ends so it never starts or stops with a click.
"""

from __future__ import annotations

import math
import random
import struct
import time
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
PEAK_DBFS = -6.0
SOUNDS = Path(__file__).resolve().parents[1] / "sounds"

Samples = list[float]


# --- building blocks --------------------------------------------------------------------------


def frames(seconds: float) -> int:
    """Number of samples in a duration."""
    return round(seconds * RATE)


def white_noise(n: int, seed: int) -> Samples:
    """Seeded uniform white noise in [-1, 1]."""
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def lowpass(x: Samples, cutoff: float) -> Samples:
    """One-pole low-pass filter (gentle 6 dB/octave slope; enough to soften noise)."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for s in x:
        y += a * (s - y)
        out.append(y)
    return out


def highpass(x: Samples, cutoff: float) -> Samples:
    """One-pole high-pass: the signal minus its low-passed self."""
    return [s - low for s, low in zip(x, lowpass(x, cutoff), strict=True)]


def bandpass(x: Samples, centre: Callable[[float], float], q: float) -> Samples:
    """State-variable band-pass whose centre frequency may glide (a function of time in s)."""
    low = band = 0.0
    out = []
    for i, s in enumerate(x):
        f = 2.0 * math.sin(math.pi * min(centre(i / RATE), RATE / 6) / RATE)
        high = s - low - band / q
        band += f * high
        low += f * band
        out.append(band)
    return out


def decay(n: int, attack: float, tau: float) -> Samples:
    """Linear attack of `attack` seconds, then exponential decay with time constant tau."""
    a = max(1, frames(attack))
    return [i / a if i < a else math.exp(-(i - a) / (tau * RATE)) for i in range(n)]


def hump(n: int, peak_at: float = 0.5) -> Samples:
    """A smooth rise-and-fall envelope (two half-cosines meeting at peak_at of the length)."""
    p = max(1, round(n * peak_at))
    env = []
    for i in range(n):
        t = i / p if i < p else 1 - (i - p) / max(1, n - p)
        env.append(0.5 - 0.5 * math.cos(math.pi * max(0.0, t)))
    return env


def times(a: Samples, b: Samples) -> Samples:
    """Element-wise product (apply an envelope)."""
    return [x * y for x, y in zip(a, b, strict=True)]


def mix_into(dest: Samples, src: Samples, at: float, gain: float = 1.0) -> None:
    """Add src into dest starting at `at` seconds (clipped to dest's length)."""
    start = frames(at)
    for i, s in enumerate(src[: max(0, len(dest) - start)]):
        dest[start + i] += gain * s


def tone(n: int, freq: Callable[[float], float], partials: dict[float, float]) -> Samples:
    """A sine tone (with harmonic partials: multiple -> level) whose pitch may glide."""
    phase, out = 0.0, []
    for i in range(n):
        phase += 2.0 * math.pi * freq(i / RATE) / RATE
        out.append(sum(level * math.sin(k * phase) for k, level in partials.items()))
    return out


def finish(x: Samples, fade_in: float = 0.002, fade_out: float = 0.012) -> Samples:
    """Fade both ends (no clicks), then scale so the peak sits at PEAK_DBFS."""
    n = len(x)
    fi, fo = max(1, frames(fade_in)), max(1, frames(fade_out))
    y = [s * min(1.0, i / fi) * min(1.0, (n - 1 - i) / fo) for i, s in enumerate(x)]
    peak = max(abs(s) for s in y) or 1.0
    target = 10 ** (PEAK_DBFS / 20)
    return [s * target / peak for s in y]


def write_wav(path: Path, samples: Samples) -> None:
    """Write 16-bit mono PCM at RATE."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = b"".join(struct.pack("<h", max(-32767, min(32767, round(s * 32767)))) for s in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data)


# --- the effects ------------------------------------------------------------------------------


def deal() -> Samples:
    """A soft card flick: a short rising swish of band-passed noise."""
    n = frames(0.13)
    swish = bandpass(white_noise(n, 11), lambda t: 2200 + 22000 * t, 1.6)
    return finish(times(swish, hump(n, 0.3)))


def thump(seconds: float, seed: int) -> Samples:
    """A card landing on felt: muffled noise slap plus a short low body."""
    n = frames(seconds)
    slap = times(lowpass(white_noise(n, seed), 1600), decay(n, 0.001, 0.016))
    body = times(tone(n, lambda t: 150 - 200 * t, {1: 1.0}), decay(n, 0.002, 0.022))
    return [s + 0.35 * b for s, b in zip(slap, body, strict=True)]


def play() -> Samples:
    """A card placed on the felt."""
    return finish(thump(0.16, 21))


def trick() -> Samples:
    """Cards swept off the table: a gliding swoosh over two soft landings."""
    n = frames(0.48)
    swoosh = bandpass(white_noise(n, 31), lambda t: 900 + 5200 * math.sin(math.pi * t / 0.48), 1.2)
    out = times(swoosh, hump(n, 0.4))
    mix_into(out, thump(0.12, 32), 0.02, 0.5)
    mix_into(out, thump(0.14, 33), 0.33, 0.6)
    return finish(out, fade_out=0.03)


def shuffle() -> Samples:
    """A riffle shuffle: some 45 quick card flaps, fastest in the middle, then a settle."""
    n = frames(0.62)
    out = [0.0] * n
    rng = random.Random(41)
    flap = frames(0.008)
    t = 0.03
    while t < 0.5:
        burst = bandpass(white_noise(flap, rng.randrange(1 << 30)), lambda _t: 4200, 1.4)
        env = decay(flap, 0.0005, 0.0022)
        mix_into(out, times(burst, env), t, rng.uniform(0.55, 1.0))
        # Flaps come closest together mid-riffle, like the two halves interleaving.
        t += 0.006 + 0.012 * abs(t - 0.27) / 0.27 + rng.uniform(0, 0.003)
    bed = times(lowpass(white_noise(n, 42), 3000), hump(n, 0.45))
    mix_into(out, bed, 0.0, 0.12)
    mix_into(out, thump(0.1, 43), 0.51, 0.45)
    return finish(out, fade_out=0.02)


def win() -> Samples:
    """A short chime arpeggio up a major triad to the octave (C5 E5 G5 C6)."""
    n = frames(0.95)
    out = [0.0] * n
    bell = {1: 1.0, 2: 0.22, 3: 0.06}
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        start = 0.085 * k
        m = n - frames(start)
        note = times(tone(m, lambda _t, f=freq: f, bell), decay(m, 0.004, 0.28))
        mix_into(out, note, start, 1.0 - 0.1 * k)
    return finish(out, fade_out=0.08)


def click() -> Samples:
    """A crisp, short UI click."""
    n = frames(0.035)
    ping = times(tone(n, lambda _t: 1750, {1: 1.0}), decay(n, 0.0004, 0.004))
    tick = times(highpass(white_noise(n, 61), 2000), decay(n, 0.0002, 0.0012))
    return finish([p + 0.6 * k for p, k in zip(ping, tick, strict=True)], fade_out=0.005)


def error() -> Samples:
    """A soft, low, falling blip for a refused move."""
    n = frames(0.24)
    blip = tone(n, lambda t: 240 - 260 * t, {1: 1.0, 2: 0.3, 3: 0.1})
    return finish(times(blip, hump(n, 0.15)), fade_in=0.006, fade_out=0.03)


EFFECTS: dict[str, Callable[[], Samples]] = {
    "deal": deal,
    "play": play,
    "trick": trick,
    "shuffle": shuffle,
    "win": win,
    "click": click,
    "error": error,
}


def main() -> None:
    """Write every effect into sounds/ and report durations."""
    start = time.perf_counter()
    for name, make in EFFECTS.items():
        samples = make()
        write_wav(SOUNDS / f"{name}.wav", samples)
        print(f"{name}.wav  {len(samples) / RATE:.2f} s")
    print(f"done in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
