// The chooser's miniature of a game's table: view.h's layout written as SVG.
#include "present/miniature.h"

#include "present/view.h"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace patience {

namespace {

// A length in the picture, to a tenth of a pixel ("12", "12.5", "-0.3").
void put(std::string& out, float v) {
    const long tenths = std::lround(v * 10);
    if (tenths < 0) out += '-';
    const unsigned long t = static_cast<unsigned long>(tenths < 0 ? -tenths : tenths);
    out += std::to_string(t / 10);
    if (t % 10) {
        out += '.';
        out += static_cast<char>('0' + t % 10);
    }
}

void rect(std::string& out, std::string_view cls, const Rect& r, float radius) {
    out += "<rect class=\"";
    out += cls;
    out += "\" x=\"";
    put(out, r.x);
    out += "\" y=\"";
    put(out, r.y);
    out += "\" width=\"";
    put(out, r.w);
    out += "\" height=\"";
    put(out, r.h);
    out += "\" rx=\"";
    put(out, radius);
    out += "\"/>";
}

// The suits' signs, each followed by the text-style selector so that no system draws them as emoji.
constexpr std::string_view kSuitSigns[] = {"\u2663\ufe0e", "\u2666\ufe0e", "\u2665\ufe0e", "\u2660\ufe0e"};

} // namespace

std::string miniature_svg(const Spec& spec, const State& state, float width, float height) {
    const TableView view = layout(spec, state, width, height);
    const float w = view.card_width, radius = w * 0.08f;
    float top = height, bottom = 0;
    auto reach = [&](const Rect& r) {
        top = std::min(top, r.y);
        bottom = std::max(bottom, r.y + r.h);
    };
    for (const PileView& p : view.piles) reach(p.slot);
    for (const CardView& c : view.cards) reach(c.rect);
    const float shown = std::min(height, bottom + std::max(top, 0.0f)); // the margin above, below too
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ";
    put(out, width);
    out += ' ';
    put(out, shown);
    out += "\"><style>.felt{fill:#2c7a4b}.slot{fill:none;stroke:#ffffff;stroke-opacity:.35}"
           ".face{fill:#fff;stroke:#555}.back{fill:#24508f;stroke:#fff}"
           "text{font-family:sans-serif;font-weight:bold}.red{fill:#c8102e}.black{fill:#111}</style>";
    rect(out, "felt", Rect{0, 0, width, shown}, 0);
    for (const PileView& p : view.piles) rect(out, "slot", p.slot, radius);
    for (const CardView& c : view.cards) {
        if (c.covered) continue;
        if (!c.card.face_up()) {
            rect(out, "card back", c.rect, radius);
            continue;
        }
        rect(out, "card face", c.rect, radius);
        // The corner a fan leaves in view: the top left, or the top right where the fan runs leftwards.
        const PileView* pile = view.find(c.pile);
        const bool right = pile && pile->fan == Fan::Left;
        const float size = w * 0.42f;
        out += "<text class=\"";
        out += c.card.colour() == Colour::Red ? "red" : "black";
        out += "\" x=\"";
        put(out, right ? c.rect.x + c.rect.w - size * 0.9f : c.rect.x + w * 0.06f);
        out += "\" y=\"";
        put(out, c.rect.y + size * 0.95f);
        out += "\" font-size=\"";
        put(out, size);
        out += "\">";
        out += kSuitSigns[static_cast<int>(c.card.suit())];
        out += "</text>";
    }
    out += "</svg>\n";
    return out;
}

} // namespace patience
