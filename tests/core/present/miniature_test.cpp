// The chooser's miniatures: each is the table's own layout of the position, drawn whole. For every ruleset
// and a few deals: one outline per pile, one card per card the table shows (a back for a face-down card, a
// face with its suit in its colour for a face-up one), all inside the picture, whose height stops below the
// cards.
#include "position.h"
#include "present/miniature.h"
#include "present/view.h"
#include "rules/deal.h"

#include <string>
#include <string_view>
#include <vector>

using namespace patience;

namespace {

std::size_t count(std::string_view text, std::string_view what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string_view::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

// A number attribute of an element's text.
float attribute(std::string_view element, std::string_view name) {
    const std::string key = " " + std::string(name) + "=\"";
    const std::size_t at = element.find(key);
    REQUIRE(at != std::string_view::npos);
    return std::stof(std::string(element.substr(at + key.size(), 12)));
}

// Every rectangle of the picture.
std::vector<Rect> rects(std::string_view svg) {
    std::vector<Rect> out;
    for (std::size_t at = svg.find("<rect "); at != std::string_view::npos; at = svg.find("<rect ", at + 1)) {
        const std::string_view e = svg.substr(at, svg.find("/>", at) - at);
        out.push_back({attribute(e, "x"), attribute(e, "y"), attribute(e, "width"), attribute(e, "height")});
    }
    return out;
}

} // namespace

TEST_CASE("a miniature draws the table's layout of the position, every pile and every card in view") {
    for (const Spec* spec : all_rulesets()) {
        for (std::uint32_t n : {1u, 2u, 77u}) {
            CAPTURE(ruleset_key(*spec));
            CAPTURE(n);
            const State s = deal(*spec, n);
            const std::string svg = miniature_svg(*spec, s);
            const TableView view = layout(*spec, s, kMiniatureWidth, kMiniatureHeight);
            std::size_t faces = 0, backs = 0, red = 0;
            float bottom = 0;
            for (const CardView& c : view.cards) {
                bottom = std::max(bottom, c.rect.y + c.rect.h);
                if (c.covered) continue;
                ++(c.card.face_up() ? faces : backs);
                red += c.card.face_up() && c.card.colour() == Colour::Red;
            }
            CHECK(count(svg, "class=\"slot\"") == view.piles.size());
            CHECK(count(svg, "class=\"card face\"") == faces);
            CHECK(count(svg, "class=\"card back\"") == backs);
            CHECK(count(svg, "<text class=\"red\"") == red);
            CHECK(count(svg, "<text class=\"black\"") == faces - red);
            // The picture: the felt first, the canvas's width, cut below the lowest card; everything on it.
            const std::vector<Rect> all = rects(svg);
            REQUIRE(!all.empty());
            const Rect felt = all.front();
            CHECK(svg.find("viewBox=\"0 0 " + std::to_string(int(kMiniatureWidth)) + " ") !=
                  std::string::npos);
            CHECK(felt.w == doctest::Approx(kMiniatureWidth));
            CHECK(felt.h >= bottom - 0.05f);
            CHECK(felt.h <= kMiniatureHeight + 0.05f);
            for (const Rect& r : all) {
                CHECK(r.x >= -0.05f);
                CHECK(r.y >= -0.05f);
                CHECK(r.x + r.w <= felt.w + 0.05f);
                CHECK(r.y + r.h <= felt.h + 0.05f);
            }
        }
    }
}
