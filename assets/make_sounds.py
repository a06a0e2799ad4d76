#!/usr/bin/env python3
"""The table's sounds, synthesised by the project (no recorded samples): one short WAV file for each cue the
table reports (core/present/cues.h names them), written as <dir>/<cue>.wav. Mono 16-bit PCM at 11,025 Hz,
which every browser's Web Audio decodes; the card sounds are filtered noise, the others soft bell tones.
The noise comes from a fixed generator, so every build writes the same bytes. Run as: make_sounds.py <dir>"""
import math
import os
import struct
import sys
import wave

RATE = 11025


def silence(seconds):
    return [0.0] * int(round(seconds * RATE))


def noise(seconds, seed):
    """White noise in [-1, 1] from a 32-bit linear congruential generator (the same on every machine)."""
    out, x = [], seed
    for _ in range(int(round(seconds * RATE))):
        x = (1664525 * x + 1013904223) & 0xFFFFFFFF
        out.append(x / 2147483648.0 - 1.0)
    return out


def lowpass(samples, hz):
    """A one-pole low-pass filter: takes the hiss off the noise."""
    a = math.exp(-2 * math.pi * hz / RATE)
    out, y = [], 0.0
    for s in samples:
        y = (1 - a) * s + a * y
        out.append(y)
    return out


def highpass(samples, hz):
    low = lowpass(samples, hz)
    return [s - l for s, l in zip(samples, low)]


def envelope(samples, attack, decay):
    """A linear attack of `attack` seconds, then an exponential decay with time constant `decay` seconds."""
    out = []
    for i, s in enumerate(samples):
        t = i / RATE
        gain = t / attack if t < attack else math.exp(-(t - attack) / decay)
        out.append(s * gain)
    return out


def tone(hz, seconds, partials=((1, 1.0),), attack=0.004, decay=0.08):
    """A tone of a few partials ((multiple of hz, weight), ...) with a soft attack and a bell-like decay, its
    last 5 ms faded out: a tone cut while it still sounds would click."""
    n = int(round(seconds * RATE))
    raw = [sum(w * math.sin(2 * math.pi * hz * k * i / RATE) for k, w in partials) for i in range(n)]
    fade = int(0.005 * RATE)
    return [s * min(1.0, (n - 1 - i) / fade) for i, s in enumerate(envelope(raw, attack, decay))]


def mix(*layers):
    """Sums (offset in seconds, samples) layers into one sound."""
    length = max(int(round(at * RATE)) + len(s) for at, s in layers)
    out = [0.0] * length
    for at, s in layers:
        start = int(round(at * RATE))
        for i, v in enumerate(s):
            out[start + i] += v
    return out


def finished(samples, peak):
    """Scaled to `peak` of full scale, with the last 5 ms faded out so the sound never ends in a click."""
    top = max(abs(s) for s in samples) or 1.0
    fade = int(0.005 * RATE)
    out = []
    for i, s in enumerate(samples):
        left = len(samples) - 1 - i
        out.append(s / top * peak * (left / fade if left < fade else 1.0))
    return out


def pick_up():
    """A card lifted off the felt: a short, soft rush of air."""
    rush = highpass(lowpass(noise(0.06, 11), 2600), 700)
    return finished(envelope(rush, 0.012, 0.014), 0.32)


def put_down():
    """A card laid on the felt: a dull tap with a little body under it."""
    tap = envelope(lowpass(noise(0.03, 23), 1800), 0.0015, 0.006)
    body = tone(160, 0.08, attack=0.002, decay=0.018)
    return finished(mix((0, tap), (0, [0.6 * s for s in body])), 0.5)


def refused():
    """A drop the rules refuse: two low, soft notes falling, like a gentle "uh-uh"."""
    soft_square = ((1, 1.0), (3, 0.25), (5, 0.08))
    first = tone(233.1, 0.09, soft_square, attack=0.006, decay=0.05)
    second = tone(174.6, 0.12, soft_square, attack=0.006, decay=0.06)
    return finished(mix((0, first), (0.1, second)), 0.36)


def deal():
    """Cards dealt off the stock: two quick flicks, one after the other."""
    def flick(seed):
        return envelope(highpass(lowpass(noise(0.05, seed), 3400), 900), 0.002, 0.009)
    return finished(mix((0, flick(37)), (0.035, [0.8 * s for s in flick(41)])), 0.42)


def turn():
    """A card turned face up: a crisp flip and the lighter flap of it landing."""
    def tick(seed):
        return envelope(highpass(noise(0.025, seed), 1500), 0.001, 0.004)
    return finished(mix((0, tick(53)), (0.028, [0.55 * s for s in tick(59)])), 0.4)


def home():
    """A card going home to a foundation: one bright bell note."""
    bell = ((1, 1.0), (2, 0.3), (3, 0.08))
    return finished(tone(1318.5, 0.26, bell, attack=0.002, decay=0.07), 0.34)


def win():
    """The game won: a rising arpeggio of bells, C E G C."""
    bell = ((1, 1.0), (2, 0.25), (3, 0.06))
    notes = [(0.0, 523.25, 0.12), (0.11, 659.25, 0.12), (0.22, 783.99, 0.12), (0.33, 1046.5, 0.2)]
    return finished(mix(*((at, tone(hz, 0.65 - at, bell, attack=0.003, decay=d)) for at, hz, d in notes)), 0.45)


# Each cue's sound, by the cue's name in the table's report (core/present/cues.cpp): the file's name.
SOUNDS = {
    "pick-up": pick_up,
    "put-down": put_down,
    "refused": refused,
    "deal": deal,
    "turn": turn,
    "home": home,
    "win": win,
}


def write(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, round(s * 32767)))) for s in samples))


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: make_sounds.py OUTPUT_DIR\n")
        sys.exit(2)
    os.makedirs(sys.argv[1], exist_ok=True)
    for name, make in SOUNDS.items():
        write(os.path.join(sys.argv[1], name + ".wav"), make())


if __name__ == "__main__":
    main()
