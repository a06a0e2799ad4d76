#!/usr/bin/env python3
"""Generate the card sprite sheet for "Patience" as a single SVG.

Usage:  python3 assets/make_cards.py OUTPUT.svg [STYLE] [LETTERS]
        python3 assets/make_cards.py --variants DIR [LETTERS ...]

STYLE names an entry of STYLES (default "standard"): what an art variant may
change (suit colours, index size, the back's colours and lattice) is a Style
value, so a four-colour deck or large indices are one more entry, not another
generator.  The player's settings choose faces (four colours or two, large
indices or usual ones, high contrast or usual: "standard", "four-colour",
"large", "high-contrast", "four-colour-large-high-contrast", ...) and a back
("blue", "red", "green"): STYLES holds every pair, named "<faces>-<back>", and
"standard" is "standard-blue".
--variants writes DIR/cards.svg (the standard sheet, loaded first) and
DIR/cards-<faces>-<back>.svg for every other pair (loaded only when chosen).

LETTERS are the court letters for Ace, King, Queen and Jack, in that order, as
a language prints them (assets/lang/<code>.json's "card_letters"): "AKQJ" (the
default), "AKDB" (German), "ARDV" (French), "AHVB" (Dutch); each letter one of
LETTER_GLYPHS.  --variants writes every sheet again for each set of LETTERS
given other than the default (the web build gives those its language files
name), with the letters, lowercase, at the end of the name: DIR/cards-akdb.svg
beside cards.svg, and DIR/cards-<faces>-<back>-akdb.svg (each fetched only
when its language is used).

All artwork (rank glyphs, suit symbols, card back) is drawn here from
scratch as vector paths; no fonts or third-party art are used.

Sheet layout contract
---------------------
* Each cell is exactly one card: 250 x 350 user units.  The card shape fills
  its cell exactly (rounded corners, radius 16, leave the corners
  transparent), so cells can be sliced at fixed offsets.
* 13 columns x 5 rows -> viewBox "0 0 3250 1750".
* Rows 0..3: suits Clubs, Diamonds, Hearts, Spades.
  Columns 0..12: ranks A, 2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K.
* Every face has its index (rank over suit) in all four corners, the bottom
  two turned half round, so a fan in any direction (down, right, or left as
  Fortress's left wing) shows an index the right way up.  core/present/view.cpp's fan
  steps rely on the index's size: rank glyph 6..78 units below the top edge,
  index column 3..71 units from the side.
* Row 4: col 0 = card back, col 1 = empty pile slot marker (translucent
  rounded outline), col 2 = "legal drop target" highlight overlay (gold
  outline, transparent fill), col 3 = "selected / hint" overlay (blue
  outline, transparent fill), cols 4..12 = empty (transparent).

The output only uses SVG features supported by nanosvg (SDL2_image):
no <text>, <use>, <symbol>, CSS, filters, masks, clip paths or patterns.
"""

import math
import sys
from dataclasses import dataclass, field, replace

CARD_W, CARD_H = 250, 350
COLS, ROWS = 13, 5
RADIUS = 16

SUITS = ["clubs", "diamonds", "hearts", "spades"]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


@dataclass(frozen=True)
class Back:
    """The card back's colours."""
    centre: str = "#24508a"   # background gradient, middle
    edge: str = "#142c55"     # and corners
    lattice: str = "#2f8f9d"
    dots: str = "#9fd8d6"
    gold: str = "#e9c46a"
    navy: str = "#0f2347"
    step: float = 25.0        # the lattice's spacing
    slope: float = 1.4        # and the slope of its lines (dy/dx)


@dataclass(frozen=True)
class Style:
    """What an art variant may change."""
    suit_colours: dict = field(default_factory=lambda: {
        "clubs": "#1a1a1a", "diamonds": "#c0182a", "hearts": "#c0182a", "spades": "#1a1a1a"})
    face: str = "#fffefb"
    border: str = "#8c8c8c"
    border_width: float = 2
    rank_cap: float = 72      # height of a corner index's rank glyph (units of the 250-wide card)
    index_suit: float = 58    # size of a corner index's suit symbol
    index_cx: float = 37      # centre x of the left corner indices (the right ones mirror it)
    back: Back = Back()
    letters: str = "AKQJ"     # the court letters: Ace, King, Queen, Jack


# The faces the settings offer, from three choices.  Four colours: clubs green
# and diamonds blue, so no two suits share a colour; the green is light and the
# blue dark, so a red-green colour-blind player tells them apart by lightness
# too (tests/assets/card_colours_test.py holds them to it).  Large indices, for
# phones: the rank glyph runs 6..92 units below the top edge and the index
# column 1..81 from the side (core/present/view.cpp's LayoutOptions::large_index
# widens the fans to show them).  High contrast: a white face in a black
# border, suits in black and colours darker still (7:1 on the face).
FOUR_COLOURS = {"clubs": "#1e8236", "diamonds": "#0b2a85", "hearts": "#c0182a", "spades": "#1a1a1a"}
HIGH_CONTRAST = {"face": "#ffffff", "border": "#000000", "border_width": 4,
                 "suit_colours": {"clubs": "#000000", "diamonds": "#a0001a", "hearts": "#a0001a", "spades": "#000000"}}
FOUR_COLOURS_HIGH_CONTRAST = {"clubs": "#00661f", "diamonds": "#000d66", "hearts": "#a0001a", "spades": "#000000"}
LARGE = {"rank_cap": 86, "index_suit": 62, "index_cx": 41}


def faces(four, large, contrast):
    """The Style options of one choice of faces, and its name."""
    opts = dict(HIGH_CONTRAST) if contrast else {}
    if four:
        opts["suit_colours"] = FOUR_COLOURS_HIGH_CONTRAST if contrast else FOUR_COLOURS
    if large:
        opts.update(LARGE)
    name = "-".join(w for w, on in (("four-colour", four), ("large", large), ("high-contrast", contrast)) if on)
    return name or "standard", opts


FACES = dict(faces(f, l, c) for c in (False, True) for f in (False, True) for l in (False, True))
# The backs: our lattice in three colourings and weaves.
BACKS = {
    "blue": Back(),
    "red": Back(centre="#9a2733", edge="#561219", lattice="#d0705a", dots="#f3c7a6",
                gold="#e9c46a", navy="#3d0a10", step=20.0, slope=1.0),
    "green": Back(centre="#2d6b45", edge="#143a24", lattice="#8fb35a", dots="#e2efc0",
                  gold="#efd58a", navy="#0d2616", step=30.0, slope=2.0),
}
STYLES = {"%s-%s" % (f, b): Style(back=back, **opts) for f, opts in FACES.items() for b, back in BACKS.items()}
STYLES["standard"] = STYLES["standard-blue"]


def n(v):
    """Compact number formatting (max 2 decimals, no trailing zeros)."""
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    if s == "-0":
        s = "0"
    if s.startswith("0."):
        s = s[1:]
    elif s.startswith("-0."):
        s = "-" + s[2:]
    return s


def pt(x, y):
    return n(x) + "," + n(y)


# ---------------------------------------------------------------------------
# Rank glyphs.
# Drawn as centre-line paths stroked with a thick round pen.  Design space:
# outer cap height 0..100 (including the pen), pen width SW, so the centre
# line runs from y=T to y=B.
# ---------------------------------------------------------------------------
SW = 20
SW10 = 17  # the two-digit "10" uses a slightly lighter pen
T, B = SW / 2, 100 - SW / 2


def polar(cx, cy, rx, ry, deg):
    a = math.radians(deg)
    return cx + rx * math.cos(a), cy + ry * math.sin(a)


def arc_to(cx, cy, rx, ry, a0, a1):
    """Elliptical arc command from angle a0 to a1 (degrees, SVG orientation:
    0 = +x, 90 = +y/down).  a1 > a0 means clockwise on screen."""
    x, y = polar(cx, cy, rx, ry, a1)
    span = a1 - a0
    large = 1 if abs(span) > 180 else 0
    sweep = 1 if span > 0 else 0
    return "A%s %s 0 %d %d %s" % (n(rx), n(ry), large, sweep, pt(x, y))


def m_at(cx, cy, rx, ry, deg):
    return "M" + pt(*polar(cx, cy, rx, ry, deg))


def tangent_point(px, py, cx, cy, r, side):
    """Point where a line from (px,py) touches the circle (cx,cy,r)."""
    dx, dy = cx - px, cy - py
    d = math.hypot(dx, dy)
    base = math.atan2(dy, dx)
    off = math.asin(r / d) * side
    t = math.sqrt(d * d - r * r)
    return px + t * math.cos(base + off), py + t * math.sin(base + off)


def stadium(x0, x1, top, bot, ry):
    """Closed 'O' shape: two half-ellipses joined by straight sides."""
    rx = (x1 - x0) / 2
    cx = (x0 + x1) / 2
    return ("M%s A%s %s 0 0 1 %s V%s A%s %s 0 0 1 %s Z" % (
        pt(x0, top + ry), n(rx), n(ry), pt(x1, top + ry), n(bot - ry),
        n(rx), n(ry), pt(x0, bot - ry)))


def circle_path(cx, cy, r):
    return "M%s a%s %s 0 1 0 %s 0 a%s %s 0 1 0 %s 0" % (
        pt(cx - r, cy), n(r), n(r), n(2 * r), n(r), n(r), n(-2 * r))


def build_ranks():
    g = {}  # name -> (path d, outer x0, outer x1) ; outer y is 0..100
    mid = (T + B) / 2
    # digits occupy centre-line x 9..51 (outer 0..60)
    L, R = 9.0, 51.0
    W = R - L

    g["0"] = (stadium(L, R, T, B, 24), 0, 60)

    g["1"] = ("M12,27 L32,%s V%s" % (n(T), n(B)), 3, 41)

    c2x, c2y, r2 = 30, 30.5, 21.5
    d = m_at(c2x, c2y, r2, r2, 200) + arc_to(c2x, c2y, r2, r2, 200, 385)
    d += " L%s H%s" % (pt(L, B), n(R + 1))
    g["2"] = (d, 0, 61)

    # 3: two bowls, the lower one larger
    j = 48.0
    r_t = (j - T) / 2
    r_b = (B - j) / 2
    ct, cb = T + r_t, j + r_b
    cx = 29.0
    d = m_at(cx, ct, r_t, r_t, 200) + arc_to(cx, ct, r_t, r_t, 200, 450)
    d += arc_to(cx, cb, r_b, r_b, 270, 515)
    d += " M%s H%s" % (pt(cx - 9, j), n(cx))
    g["3"] = (d, 0, 60)

    g["4"] = ("M41,%s V%s L%s H%s" % (n(B), n(T), pt(L, 65), n(R + 3)), 0, 63)

    cx5, cy5, rx5, ry5 = 30, 67.0, 21.5, B - 67.0
    p0 = polar(cx5, cy5, rx5, ry5, 228)
    d = "M%s H%s L%s" % (pt(R - 1, T), n(p0[0] + 1), pt(*p0))
    d += arc_to(cx5, cy5, rx5, ry5, 228, 510)
    g["5"] = (d, 0, 61)

    # 6: round bowl + straight diagonal tangent stem
    r6 = 22.0
    c6x, c6y = 30.0, B - r6
    sx, sy = 45.0, T
    tx, ty = tangent_point(sx, sy, c6x, c6y, r6, 1)
    d6 = "M%s L%s " % (pt(sx, sy), pt(tx, ty)) + circle_path(c6x, c6y, r6)
    g["6"] = (d6, 0, 61)
    # 9 = 6 rotated by 180 degrees about the glyph centre (see rank())
    g["9"] = ("ROT:" + d6, 0, 61)

    g["7"] = ("M%s H%s L%s" % (pt(L - 1, T), n(R + 1), pt(23, B)), 0, 61)

    j8 = 48.5
    r8t = (j8 - T) / 2
    r8b = (B - j8) / 2
    d = circle_path(30, T + r8t, r8t) + " " + circle_path(30, j8 + r8b, r8b)
    g["8"] = (d, 0, 60)

    # "10": condensed pair
    # drawn with a lighter pen (SW10) so the pair fits the index column
    t10, b10 = SW10 / 2, 100 - SW10 / 2
    d = "M6,26 L22,%s V%s " % (n(t10), n(b10))
    d += stadium(47, 81, t10, b10, 22)
    g["10"] = (d, -3, 90)

    # letters
    g["A"] = ("M9,%s L33,%s L57,%s M17,65 H49" % (n(B), n(T), n(B)), 0, 66)

    cjx, cjy, rjx, rjy = 30.0, 64.0, 21.0, B - 64.0
    d = "M22,%s H51 V64 " % n(T) + arc_to(cjx, cjy, rjx, rjy, 0, 165)
    g["J"] = (d, 0, 60)

    d = stadium(9, 59, T, B, 27) + " M38,67 L60,%s" % n(B + 2)
    g["Q"] = (d, 0, 69)

    d = "M11,%s V%s M54,%s L13,60 M27,45 L56,%s" % (n(T), n(B), n(T), n(B))
    g["K"] = (d, 2, 65)

    # The court letters of other languages (LETTERS), in the same pen: a stem at x=11 as K's, bowls
    # whose curves match J's and 3's, diagonals at A's slope.
    # R (Roi): a bowl to just above the middle, the leg leaving where the bowl meets the stem's middle.
    jr = 52.0
    rr = (jr - T) / 2
    d = "M11,%s V%s H%s " % (n(B), n(T), n(54 - rr))
    d += arc_to(54 - rr, T + rr, rr, rr, -90, 90) + " H11 M%s L57,%s" % (pt(33, jr), n(B))
    g["R"] = (d, 1, 67)

    # D (Dame): a stem and a bowl of two quarter arcs with straight sides between.
    rd = 30.0
    d = "M11,%s H%s " % (n(T), n(58 - rd)) + arc_to(58 - rd, T + rd, rd, rd, -90, 0)
    d += " V%s " % n(B - rd) + arc_to(58 - rd, B - rd, rd, rd, 0, 90) + " H11 Z"
    g["D"] = (d, 1, 68)

    # V (Valet, Vrouw): A turned over, without its bar.
    g["V"] = ("M9,%s L33,%s L57,%s" % (n(T), n(B), n(T)), 0, 66)

    # B (Bube, Boer): two bowls on a stem, the lower one larger, as the 3's.
    jb = 48.0
    rt, rb = (jb - T) / 2, (B - jb) / 2
    d = "M11,%s V%s H%s " % (n(B), n(T), n(51 - rt)) + arc_to(51 - rt, T + rt, rt, rt, -90, 90)
    d += " H11 M%s H%s " % (pt(51 - rt, jb), n(56 - rb)) + arc_to(56 - rb, jb + rb, rb, rb, -90, 90)
    d += " H11"
    g["B"] = (d, 1, 66)

    # H (Heer): two stems and a bar just above the middle, where R's and B's bowls meet their stems.
    g["H"] = ("M11,%s V%s M54,%s V%s M11,50 H54" % (n(T), n(B), n(T), n(B)), 1, 64)
    return g


RANK_GLYPHS = build_ranks()
# The letters a card's index can show for its court ranks.
LETTER_GLYPHS = "AKQJRDVBH"
COURT = "AKQJ"  # the ranks whose index is a letter, in the order of Style.letters


def index_glyph(r, letters):
    """The glyph a rank shows in a deck with these court letters."""
    return letters[COURT.index(r)] if r in COURT else r

# ---------------------------------------------------------------------------
# Suit symbols, filled shapes in a 0..100 design box centred on (50,50).
# Each entry is a list of SVG element strings (without fill).
# ---------------------------------------------------------------------------
SUIT_GLYPHS = {
    "hearts": ['<path d="M50,95C36,80 4,63 4,34C4,16 17,6 30,6C40,6 47,12 50,21'
               'C53,12 60,6 70,6C83,6 96,16 96,34C96,63 64,80 50,95Z"/>'],
    "diamonds": ['<path d="M50,2C61,20 74,36 90,50C74,64 61,80 50,98'
                 'C39,80 26,64 10,50C26,36 39,20 50,2Z"/>'],
    "spades": ['<path d="M50,3C64,24 96,39 96,62C96,78 85,87 72,87'
               'C63,87 57,83 53,77C54,87 58,93 67,98H33C42,93 46,87 47,77'
               'C43,83 37,87 28,87C15,87 4,78 4,62C4,39 36,24 50,3Z"/>'],
    "clubs": ['<circle cx="50" cy="27" r="22"/>',
              '<circle cx="25" cy="61" r="22"/>',
              '<circle cx="75" cy="61" r="22"/>',
              '<circle cx="50" cy="54" r="14"/>',
              '<path d="M46,58C46,80 42,90 31,98H69C58,90 54,80 54,58Z"/>'],
}


def suit(name, cx, cy, size, rot=False):
    """Suit symbol centred on (cx,cy), size = height of the design box."""
    s = size / 100.0
    if rot:
        tr = "matrix(%s 0 0 %s %s %s)" % (n(-s), n(-s), n(cx + 50 * s), n(cy + 50 * s))
    else:
        tr = "matrix(%s 0 0 %s %s %s)" % (n(s), n(s), n(cx - 50 * s), n(cy - 50 * s))
    els = SUIT_GLYPHS[name]
    if len(els) == 1:
        return els[0].replace("<path ", '<path transform="%s" ' % tr)
    return '<g transform="%s">%s</g>' % (tr, "".join(els))


def rank(name, cx, top, cap, color):
    """Rank glyph, horizontally centred on cx, outer top at `top`,
    outer cap height `cap`."""
    d, x0, x1 = RANK_GLYPHS[name]
    s = cap / 100.0
    ox = cx - (x0 + x1) / 2 * s
    if d.startswith("ROT:"):
        d = d[4:]
        # rotate 180 about the glyph box centre
        tr = "matrix(%s 0 0 %s %s %s)" % (n(-s), n(-s), n(ox + (x0 + x1) * s), n(top + 100 * s))
    else:
        tr = "matrix(%s 0 0 %s %s %s)" % (n(s), n(s), n(ox), n(top))
    sw = SW10 if name == "10" else SW
    return ('<path transform="%s" fill="none" stroke="%s" stroke-width="%d" '
            'stroke-linecap="round" stroke-linejoin="round" d="%s"/>' % (tr, color, sw, d))


# ---------------------------------------------------------------------------
# Card geometry (card units)
# ---------------------------------------------------------------------------
RANK_TOP = 6

PIP = 33
PX = {"L": 97, "M": 125, "R": 153}
PY0, PY1 = 66, 284

LAYOUTS = {
    2: [("M", 0), ("M", 1)],
    3: [("M", 0), ("M", .5), ("M", 1)],
    4: [("L", 0), ("R", 0), ("L", 1), ("R", 1)],
    5: [("L", 0), ("R", 0), ("M", .5), ("L", 1), ("R", 1)],
    6: [(c, t) for t in (0, .5, 1) for c in "LR"],
    7: [(c, t) for t in (0, .5, 1) for c in "LR"] + [("M", .25)],
    8: [(c, t) for t in (0, .5, 1) for c in "LR"] + [("M", .25), ("M", .75)],
    9: [(c, t) for t in (0, 1 / 3., 2 / 3., 1) for c in "LR"] + [("M", .5)],
    10: [(c, t) for t in (0, 1 / 3., 2 / 3., 1) for c in "LR"] + [("M", 1 / 6.), ("M", 5 / 6.)],
}


def card_outline(style):
    w = style.border_width
    return ('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" ry="%s" fill="%s" stroke="%s" stroke-width="%s"/>'
            % (n(w / 2), n(w / 2), n(CARD_W - w), n(CARD_H - w), n(RADIUS - w / 2), n(RADIUS - w / 2),
               style.face, style.border, n(w)))


def index_pair(r, s, color, style):
    """The top corners' indices, rank over suit; the card's half turn gives the bottom ones."""
    r = index_glyph(r, style.letters)
    suit_cy = RANK_TOP + style.rank_cap + 7 + style.index_suit / 2
    out = []
    for cx in (style.index_cx, CARD_W - style.index_cx):
        out.append(rank(r, cx, RANK_TOP, style.rank_cap, color))
        out.append(suit(s, cx, suit_cy, style.index_suit))
    return "".join(out)


def face_panel(r, s, color, uid):
    x0, x1, y0, y1 = 74, 176, 22, 328
    out = []
    out.append('<rect x="%d" y="%d" width="%d" height="%d" rx="9" ry="9" '
               'fill="url(#panel%s)" stroke="#b08a2e" stroke-width="3"/>'
               % (x0, y0, x1 - x0, y1 - y0, uid))
    out.append('<rect x="%d" y="%d" width="%d" height="%d" rx="5" ry="5" '
               'fill="none" stroke="%s" stroke-width="1.5"/>'
               % (x0 + 6, y0 + 6, x1 - x0 - 12, y1 - y0 - 12, color))
    cx = (x0 + x1) / 2
    # small suits top and bottom, rules, big letter
    out.append(suit(s, cx, 66, 46))
    out.append(suit(s, cx, 284, 46, rot=True))
    for yy in (101, 249):
        out.append('<path d="M%d,%dH%d" stroke="#b08a2e" stroke-width="2.5" '
                   'stroke-linecap="round"/>' % (x0 + 18, yy, x1 - 18))
        out.append('<path d="M%s,%dl5,-5 5,5 -5,5z" fill="#b08a2e"/>'
                   % (n(cx - 5), yy))
    out.append(rank(r, cx, 175 - 60, 120, color))
    return "".join(out)


def face_card(ri, s, style):
    r = RANKS[ri]
    color = style.suit_colours[s]
    out = [card_outline(style), '<g fill="%s">' % color]
    idx = index_pair(r, s, color, style)
    out.append(idx)
    out.append('<g transform="matrix(-1 0 0 -1 250 350)">%s</g>' % idx)
    if r == "A":
        size = 112 if s != "spades" else 124
        out.append(suit(s, 125, 175, size))
    elif r in ("J", "Q", "K"):
        out.append(face_panel(index_glyph(r, style.letters), s, color, "R" if s in ("diamonds", "hearts") else "B"))
    else:
        for col, t in LAYOUTS[int(r)]:
            y = PY0 + (PY1 - PY0) * t
            out.append(suit(s, PX[col], y, PIP, rot=t > 0.5))
    out.append("</g>")
    return "".join(out)


def clip_line(x0, y0, x1, y1, bx0, by0, bx1, by1):
    """Liang-Barsky clip of a segment to a box; returns None if outside."""
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - bx0), (dx, bx1 - x0), (-dy, y0 - by0), (dy, by1 - y0)):
        if p == 0:
            if q < 0:
                return None
        else:
            t = q / p
            if p < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


def card_back(style):
    back = style.back
    out = []
    B0 = 11  # white border width
    bx0, by0, bx1, by1 = B0, B0, CARD_W - B0, CARD_H - B0
    out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="url(#backbg)"/>'
               % (bx0, by0, bx1 - bx0, by1 - by0))
    # diagonal lattice, centred on the card
    cx, cy = CARD_W / 2, CARD_H / 2
    step = back.step
    k = back.slope  # slope (dy/dx) of the lattice lines
    lines = []
    for i in range(-20, 21):
        for sgn in (1, -1):
            # line through (cx + i*step, cy) with slope sgn*k
            x = cx + i * step
            a = (x - 400, cy - sgn * k * 400, x + 400, cy + sgn * k * 400)
            c = clip_line(*a, bx0, by0, bx1, by1)
            if c:
                lines.append("M%s L%s" % (pt(c[0], c[1]), pt(c[2], c[3])))
    out.append('<path d="%s" stroke="%s" stroke-width="2.2" fill="none" '
               'opacity=".85"/>' % ("".join(lines), back.lattice))
    # small diamonds at the lattice crossings
    dots = []
    hy = step * k / 2
    ni, nj = int(CARD_W / step) + 1, int(CARD_H / hy / 2) + 1  # enough crossings to cover the card
    for i in range(-ni, ni + 1):
        for j in range(-nj, nj + 1):
            x = cx + i * step / 2
            y = cy + j * hy
            if (i + j) % 2:
                continue
            if bx0 + 4 < x < bx1 - 4 and by0 + 4 < y < by1 - 4:
                dots.append("M%sl3,-3 3,3 -3,3z" % pt(x - 3, y))
    out.append('<path d="%s" fill="%s"/>' % ("".join(dots), back.dots))
    # inner frame lines
    out.append('<rect x="20" y="20" width="210" height="310" rx="6" ry="6" '
               'fill="none" stroke="%s" stroke-width="2.5"/>' % back.gold)
    out.append('<rect x="26" y="26" width="198" height="298" rx="3" ry="3" '
               'fill="none" stroke="%s" stroke-width="1.5"/>' % back.lattice)
    # centre medallion: nested diamonds
    def diamond(r, ry):
        return "M%s L%s L%s L%sZ" % (pt(cx, cy - ry), pt(cx + r, cy), pt(cx, cy + ry), pt(cx - r, cy))
    out.append('<path d="%s" fill="%s" stroke="%s" stroke-width="3"/>' % (diamond(62, 88), back.navy, back.gold))
    out.append('<path d="%s" fill="none" stroke="%s" stroke-width="2"/>' % (diamond(50, 71), back.lattice))
    out.append('<path d="%s" fill="%s"/>' % (diamond(34, 48), back.lattice))
    out.append('<path d="%s" fill="%s"/>' % (diamond(18, 25), back.gold))
    out.append('<path d="%s" fill="%s"/>' % (diamond(7, 10), back.navy))
    # white frame (outer rounded rect minus inner rounded rect), also hides
    # the lattice corners outside the inner rounded rectangle
    def rrect(x0, y0, x1, y1, r):
        return ("M%s H%s A%s %s 0 0 1 %s V%s A%s %s 0 0 1 %s H%s A%s %s 0 0 1 %s V%s A%s %s 0 0 1 %s Z" % (
            pt(x0 + r, y0), n(x1 - r), n(r), n(r), pt(x1, y0 + r), n(y1 - r), n(r), n(r),
            pt(x1 - r, y1), n(x0 + r), n(r), n(r), pt(x0, y1 - r), n(y0 + r), n(r), n(r), pt(x0 + r, y0)))
    out.append('<path fill-rule="evenodd" fill="%s" d="%s %s"/>' % (
        style.face, rrect(0, 0, CARD_W, CARD_H, RADIUS), rrect(bx0, by0, bx1, by1, 7)))
    out.append('<rect x="1" y="1" width="248" height="348" rx="15" ry="15" '
               'fill="none" stroke="%s" stroke-width="2"/>' % style.border)
    return "".join(out)


def empty_slot():
    return ('<rect x="4" y="4" width="242" height="342" rx="14" ry="14" '
            'fill="#ffffff" fill-opacity=".10" stroke="#ffffff" stroke-opacity=".5" '
            'stroke-width="6"/>'
            '<rect x="16" y="16" width="218" height="318" rx="8" ry="8" '
            'fill="none" stroke="#ffffff" stroke-opacity=".22" stroke-width="3"/>')


def overlay(outer, inner):
    return ('<rect x="5" y="5" width="240" height="340" rx="13" ry="13" fill="none" '
            'stroke="%s" stroke-width="10"/>'
            '<rect x="10.5" y="10.5" width="229" height="329" rx="9" ry="9" fill="none" '
            'stroke="%s" stroke-width="2.5"/>' % (outer, inner))


def defs(style):
    return ('<defs>'
            '<linearGradient id="panelR" x1="0" y1="0" x2="0" y2="1">'
            '<stop offset="0" stop-color="#fdf3e4"/><stop offset=".5" stop-color="#fbe6dc"/>'
            '<stop offset="1" stop-color="#fdf3e4"/></linearGradient>'
            '<linearGradient id="panelB" x1="0" y1="0" x2="0" y2="1">'
            '<stop offset="0" stop-color="#f6f1e4"/><stop offset=".5" stop-color="#e6e8ee"/>'
            '<stop offset="1" stop-color="#f6f1e4"/></linearGradient>'
            '<radialGradient id="backbg" cx=".5" cy=".5" r=".6">'
            '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/>'
            '</radialGradient>'
            '</defs>' % (style.back.centre, style.back.edge))


def build(style):
    W, H = CARD_W * COLS, CARD_H * ROWS
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'viewBox="0 0 %d %d">' % (W, H, W, H), defs(style)]

    def cell(c, r, body):
        out.append('<g transform="translate(%d %d)">%s</g>\n' % (c * CARD_W, r * CARD_H, body))

    for ri_s, s in enumerate(SUITS):
        for ri in range(13):
            cell(ri, ri_s, face_card(ri, s, style))
    cell(0, 4, card_back(style))
    cell(1, 4, empty_slot())
    cell(2, 4, overlay("#ffc531", "#a86f00"))
    cell(3, 4, overlay("#3ba7ff", "#0b4d97"))
    out.append("</svg>\n")
    return "".join(out)


def write(path, style):
    with open(path, "w", encoding="ascii") as f:
        f.write(build(style))


def valid_letters(letters):
    return len(letters) == 4 and all(c in LETTER_GLYPHS for c in letters)


def write_variants(out_dir, letters=""):
    """The standard sheet and every variant, with these court letters ("" for the default)."""
    tail = "-" + letters.lower() if letters else ""
    with_letters = (lambda st: replace(st, letters=letters)) if letters else (lambda st: st)
    write("%s/cards%s.svg" % (out_dir, tail), with_letters(STYLES["standard"]))
    for name, style in STYLES.items():
        if name not in ("standard", "standard-blue"):
            write("%s/cards-%s%s.svg" % (out_dir, name, tail), with_letters(style))


def usage():
    sys.stderr.write("usage: make_cards.py OUTPUT.svg [%s] [LETTERS]\n"
                     "       make_cards.py --variants DIR [LETTERS ...]\n"
                     "LETTERS: Ace, King, Queen and Jack's letters, four of %s\n" % ("|".join(STYLES), LETTER_GLYPHS))
    sys.exit(2)


def main():
    args = sys.argv[1:]
    if args and args[0] == "--variants":
        if len(args) < 2 or not all(valid_letters(letters) for letters in args[2:]):
            usage()
        write_variants(args[1])
        for letters in sorted(set(args[2:]) - {Style.letters}):
            write_variants(args[1], letters)
        return
    if not 1 <= len(args) <= 3 or (len(args) >= 2 and args[1] not in STYLES) or \
            (len(args) == 3 and not valid_letters(args[2])):
        usage()
    style = STYLES[args[1] if len(args) >= 2 else "standard"]
    write(args[0], replace(style, letters=args[2]) if len(args) == 3 else style)


if __name__ == "__main__":
    main()
