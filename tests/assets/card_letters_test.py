#!/usr/bin/env python3
"""Every language's card sheets show its court letters.

Run by CTest (test "card_letters"): python3 tests/assets/card_letters_test.py SHEETS_DIR
SHEETS_DIR holds the sheets the build drew (make_cards.py --variants DIR with every language's letters).

For each language file in assets/lang/ and its card_letters (Ace, King, Queen, Jack), every sheet of that
letter set (the standard one and each variant, named as make_cards.py names them) is there, and on each of its
court cards (rows 0-3, columns A, J, Q and K) every rank glyph drawn, the four corner indices and the court
picture's big letter, is exactly that letter's glyph.
"""

import json
import os
import re
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "assets"))
import make_cards  # noqa: E402

LANG_DIR = os.path.join(HERE, "..", "..", "assets", "lang")
SHEETS = sys.argv.pop(1) if len(sys.argv) > 1 else None
CELL = re.compile(r'<g transform="translate\((\d+) (\d+)\)">(.*)</g>$', re.M)  # one cell a line
RANK_PATH = re.compile(r'<path [^>]*stroke-linecap="round" stroke-linejoin="round" d="([^"]*)"/>')
COURT_COLUMNS = {0: "A", 12: "K", 11: "Q", 10: "J"}


def language_letters():
    """card_letters of every language file: {code: letters}."""
    out = {}
    for entry in sorted(os.listdir(LANG_DIR)):
        if entry.endswith(".json") and entry != "languages.json":
            with open(os.path.join(LANG_DIR, entry), encoding="utf-8") as f:
                out[entry[:-5]] = json.load(f)["language"]["card_letters"]
    return out


def sheet_names(letters):
    """The file names make_cards.py gives the sheets of one letter set."""
    tail = "" if letters == make_cards.Style.letters else "-" + letters.lower()
    names = ["cards%s.svg" % tail]
    names += ["cards-%s%s.svg" % (v, tail) for v in make_cards.STYLES if v not in ("standard", "standard-blue")]
    return names


def glyph(letter):
    return make_cards.RANK_GLYPHS[letter][0]


class CardLetters(unittest.TestCase):
    def test_every_language_names_letters_the_cards_can_draw(self):
        letters = language_letters()
        self.assertIn("en", letters)
        self.assertEqual(letters["en"], "AKQJ")
        for code, word in letters.items():
            with self.subTest(language=code):
                self.assertTrue(make_cards.valid_letters(word), word)

    def test_the_new_glyphs_differ_from_every_other(self):
        ds = [glyph(g) for g in make_cards.LETTER_GLYPHS]
        self.assertEqual(len(set(ds)), len(ds))

    @unittest.skipUnless(SHEETS, "no sheets directory given")
    def test_each_languages_sheets_show_its_letters(self):
        for code, letters in language_letters().items():
            for name in sheet_names(letters):
                with self.subTest(language=code, sheet=name):
                    path = os.path.join(SHEETS, name)
                    self.assertTrue(os.path.exists(path), "no sheet %s for %s" % (name, code))
                    with open(path, encoding="ascii") as f:
                        text = f.read()
                    courts = 0
                    for x, y, body in CELL.findall(text):
                        col, row = int(x) // make_cards.CARD_W, int(y) // make_cards.CARD_H
                        if row > 3 or col not in COURT_COLUMNS:
                            continue
                        courts += 1
                        want = glyph(letters[make_cards.COURT.index(COURT_COLUMNS[col])])
                        drawn = RANK_PATH.findall(body)
                        self.assertGreaterEqual(len(drawn), 4)
                        self.assertEqual(set(drawn), {want}, "row %d column %d" % (row, col))
                    self.assertEqual(courts, 16)


if __name__ == "__main__":
    unittest.main()
