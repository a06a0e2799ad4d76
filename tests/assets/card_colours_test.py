#!/usr/bin/env python3
"""The card faces' suit colours can be told apart and read, by every player.

Run by CTest (test "card_colours"): python3 tests/assets/card_colours_test.py
Reads the colours from assets/make_cards.py's STYLES, the values the sheets are drawn from.

- Each suit's colour stands out from its card's face: WCAG 2.2's contrast ratio at least 4.5:1 (the corner
  index is read like text), 7:1 on the high-contrast faces; with normal vision and under deuteranopia.
- The four-colour deck's clubs (green) and diamonds (blue) differ by lightness, not only by hue: simulated
  for deuteranopia (red-green colour blindness, the commonest) with Machado, Oliveira and Fernandes's 2009
  matrix at full severity, their contrast ratio is at least 2:1.
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "assets"))
import make_cards  # noqa: E402

# Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision
# Deficiency", deuteranopia at severity 1.0; it applies to linear RGB.
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968),
                (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 0.968881))
FACE_CONTRAST = 4.5
HIGH_FACE_CONTRAST = 7.0
CLUBS_DIAMONDS_CONTRAST = 2.0


def linear(hex_colour):
    """sRGB "#rrggbb" to linear RGB, each 0..1 (WCAG 2.2's relative luminance definition)."""
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    h = hex_colour.lstrip("#")
    return tuple(channel(int(h[i:i + 2], 16)) for i in (0, 2, 4))


def deuteranope(rgb):
    return tuple(min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb)))) for row in DEUTERANOPIA)


def luminance(rgb):
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]


def contrast(a, b):
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


VISIONS = {"normal vision": lambda rgb: rgb, "deuteranopia": deuteranope}


class CardColours(unittest.TestCase):
    def test_the_model_matches_wcag(self):
        self.assertAlmostEqual(contrast(linear("#000000"), linear("#ffffff")), 21.0)
        self.assertAlmostEqual(contrast(linear("#777777"), linear("#ffffff")), 4.48, places=2)
        # The simulation keeps greys grey and makes red and green alike (they differ by under 1.1:1 here).
        grey = linear("#808080")
        for a, b in zip(deuteranope(grey), grey):
            self.assertAlmostEqual(a, b, places=2)
        self.assertLess(contrast(deuteranope(linear("#3d8f3d")), deuteranope(linear("#d13b3b"))), 1.1)

    def test_every_suit_reads_on_its_face(self):
        for name, style in make_cards.STYLES.items():
            least = HIGH_FACE_CONTRAST if "high-contrast" in name else FACE_CONTRAST
            for vision, see in VISIONS.items():
                face = see(linear(style.face))
                for suit, colour in style.suit_colours.items():
                    with self.subTest(style=name, vision=vision, suit=suit):
                        self.assertGreaterEqual(contrast(see(linear(colour)), face), least,
                                                "%s on %s" % (colour, style.face))

    def test_four_colour_clubs_and_diamonds_differ_in_lightness_under_deuteranopia(self):
        four = [name for name in make_cards.STYLES if name.startswith("four-colour")]
        self.assertEqual(len(four), 12)  # usual and large, usual and high contrast, three backs
        for name in four:
            colours = make_cards.STYLES[name].suit_colours
            self.assertEqual(len(set(colours.values())), 4, name)
            clubs, diamonds = (deuteranope(linear(colours[s])) for s in ("clubs", "diamonds"))
            with self.subTest(style=name):
                self.assertGreaterEqual(contrast(clubs, diamonds), CLUBS_DIAMONDS_CONTRAST,
                                        "%s and %s" % (colours["clubs"], colours["diamonds"]))


if __name__ == "__main__":
    unittest.main()
