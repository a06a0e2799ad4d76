// Layout and hit-testing, without a browser: every pile placed, nothing overlapping that should not,
// everything inside the table, fans compressed to fit, hits and drops found.
#include "position.h"
#include "view.h"

using namespace patience;
using namespace patience::test;

namespace {
void check_inside(const TableView& v) {
    for (const auto& c : v.cards) {
        CHECK(c.rect.x >= -1e-3f);
        CHECK(c.rect.y >= -1e-3f);
        CHECK(c.rect.x + c.rect.w <= v.width + 1e-3f);
        CHECK(c.rect.y + c.rect.h <= v.height + 1e-3f);
    }
}
} // namespace

TEST_CASE("every ruleset lays out every pile inside the table, portrait and landscape") {
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(spec->id);
        const State s = deal(*spec, 3);
        for (float aspect : {360.f / 560.f, 1.0f, 1920.f / 960.f}) {
            CAPTURE(aspect);
            const TableView v = layout(*spec, s, aspect);
            for (int slot = 0; slot < kPiles; ++slot) {
                const PileId p = PileId::from_slot(slot);
                CHECK((v.find(p) != nullptr) == has_pile(*spec, p));
            }
            check_inside(v);
            // Pile slots never overlap each other.
            for (std::size_t i = 0; i < v.piles.size(); ++i)
                for (std::size_t j = i + 1; j < v.piles.size(); ++j)
                    CHECK_MESSAGE(v.piles[i].slot.overlap(v.piles[j].slot) == 0.0f,
                                  to_string(v.piles[i].pile) << " / " << to_string(v.piles[j].pile));
        }
    }
}

TEST_CASE("falling star: the reserve fans so every card shows and its top card stands apart") {
    const Spec& spec = ruleset("falling-star");
    const State s = deal(spec, 3);
    const TableView v = layout(spec, s, 0.6f);
    std::vector<const CardView*> r;
    for (const auto& c : v.cards)
        if (c.pile == reserve()) r.push_back(&c);
    REQUIRE(r.size() == 11);
    for (std::size_t i = 1; i < r.size(); ++i) CHECK(r[i]->rect.x - r[i - 1]->rect.x >= 0.25f);
    CHECK(r.back()->playable);
    CHECK(r.back()->rect.x - r[9]->rect.x > r[9]->rect.x - r[8]->rect.x);
}

TEST_CASE("a long tableau pile compresses its fan instead of running off the table") {
    const Spec& spec = ruleset("falling-star");
    State s =
        position({{"f1", "8H"},
                  {"t1", "KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS KH QS JH TS 9H 8S 7H 6S 5H 4S 3H 2S AH"}},
                 8);
    for (float aspect : {0.5f, 2.0f}) {
        const TableView v = layout(spec, s, aspect);
        check_inside(v);
        const CardView* top = v.card_at(tableau(0), 25);
        REQUIRE(top != nullptr);
        CHECK(top->rect.y + top->rect.h <= v.height);
    }
}

TEST_CASE("hit-testing finds the top card, then the pile; drops choose the most-overlapped target") {
    const Spec& spec = ruleset("falling-star");
    const State s = position({{"f1", "8H"}, {"t1", "6H 5C"}, {"t2", "7S"}, {"r", "3C 4D 9C"}}, 8);
    const TableView v = layout(spec, s, 1.5f);
    const CardView* five = v.card_at(tableau(0), 1);
    REQUIRE(five != nullptr);
    auto hit = hit_test(v, five->rect.x + 0.5f, five->rect.y + 1.0f);
    REQUIRE(hit.has_value());
    CHECK(hit->pile == tableau(0));
    CHECK(hit->index == 1);
    const CardView* six = v.card_at(tableau(0), 0);
    hit = hit_test(v, six->rect.x + 0.5f, six->rect.y + 0.05f); // the visible strip of the card below
    REQUIRE(hit.has_value());
    CHECK(hit->index == 0);
    const PileView* empty = v.find(tableau(4));
    hit = hit_test(v, empty->slot.x + 0.5f, empty->slot.y + 0.5f);
    REQUIRE(hit.has_value());
    CHECK(hit->pile == tableau(4));
    CHECK(hit->index == -1);
    CHECK_FALSE(hit_test(v, -5, -5).has_value());

    const PileId targets[] = {tableau(1), foundation(1)};
    Rect dragged = v.find(tableau(1))->slot;
    dragged.x += 0.3f;
    dragged.y += 0.2f;
    CHECK(drop_target(v, targets, dragged) == tableau(1));
    dragged = v.find(foundation(1))->slot;
    dragged.x -= 0.4f;
    CHECK(drop_target(v, targets, dragged) == foundation(1));
    dragged.x = -10;
    CHECK_FALSE(drop_target(v, targets, dragged).has_value());
}

TEST_CASE("fortress and chessboard: two wings fanning outwards, the foundations between them") {
    for (std::string game : {"fortress", "chessboard"}) {
        CAPTURE(game);
        const Spec& spec = ruleset(game);
        const State s = deal(spec, 3);
        for (float aspect : {360.f / 552.f, 1920.f / 990.f}) {
            CAPTURE(aspect);
            const TableView v = layout(spec, s, aspect);
            for (int row = 0; row < 5; ++row) {
                const PileView* left = v.find(tableau(row));
                const PileView* right = v.find(tableau(5 + row));
                CHECK(left->fan == Fan::Left);
                CHECK(right->fan == Fan::Right);
                CHECK(left->slot.y == doctest::Approx(right->slot.y)); // each row of the left wing faces one
                CHECK(left->slot.x + 1 < right->slot.x);
                for (int f = 0; f < 4; ++f) {
                    const Rect& fs = v.find(foundation(f))->slot;
                    if (aspect >= 1) { // landscape: a column of foundations between the wings
                        CHECK(fs.x >= left->slot.x + 1 - 1e-3f);
                        CHECK(fs.x + fs.w <= right->slot.x + 1e-3f);
                    } else { // portrait: a row of them above the wings, centred over the gap
                        CHECK(fs.y + fs.h <= left->slot.y);
                    }
                }
            }
            const float mid = (v.find(tableau(0))->slot.x + 1 + v.find(tableau(5))->slot.x) / 2;
            const float fmid = (v.find(foundation(0))->slot.x + v.find(foundation(3))->slot.x + 1) / 2;
            CHECK(fmid == doctest::Approx(mid));
        }
    }
}

TEST_CASE("fortress on a phone: the wings sit side by side, so a card is a sixth of the width or more") {
    const Spec& spec = ruleset("fortress");
    const TableView v = layout(spec, deal(spec, 3), 360.f / 552.f);
    CHECK(v.width <= 6.2f); // the table is scaled to the screen's width: one card unit is width / v.width
    CHECK(v.find(foundation(0))->slot.y + kCardHeight <= v.find(tableau(0))->slot.y);
    // The deal's six-card rows show every card at the full fan step.
    const CardView* a = v.card_at(tableau(0), 0);
    const CardView* b = v.card_at(tableau(0), 1);
    CHECK(a->rect.x - b->rect.x == doctest::Approx(0.30f));
}

TEST_CASE("a long fortress row compresses its fan and stays on the table, portrait and landscape") {
    const Spec& spec = ruleset("fortress");
    const State s = position({{"t1", "KS 2D 9C 4H 7D JS QH KH QS JC TC 9D 8D 7C 6C 5C 4C 3C 2C AC"},
                              {"t6", "KD QD JD TD 9H 8H 7H 6H 5H 4D 3D 2H AH"}});
    for (float aspect : {0.5f, 360.f / 552.f, 1.2f, 2.0f}) {
        CAPTURE(aspect);
        const TableView v = layout(spec, s, aspect);
        check_inside(v);
        const CardView* first = v.card_at(tableau(0), 0);
        const CardView* top = v.card_at(tableau(0), 19);
        REQUIRE(top != nullptr);
        CHECK(top->rect.x < first->rect.x); // the left wing grows outwards, its top card outermost
        CHECK(first->rect.x - top->rect.x >= 19 * 0.07f); // squeezed, still a strip of every card
    }
}

TEST_CASE("klondike: the holdouts stand apart from the waste and from the foundations") {
    const Spec& spec = ruleset("klondike");
    const State s = deal(spec, 3);
    for (float aspect : {360.f / 552.f, 1920.f / 990.f}) {
        CAPTURE(aspect);
        const TableView v = layout(spec, s, aspect);
        const Rect& waste_slot = v.find(waste())->slot;
        const Rect& c1 = v.find(cell(0))->slot;
        const Rect& c2 = v.find(cell(1))->slot;
        const Rect& f1 = v.find(foundation(0))->slot;
        CHECK(c1.x - (waste_slot.x + 1) >= 0.3f);
        if (f1.y == c2.y)
            CHECK(f1.x - (c2.x + 1) >= 0.3f); // on one row (landscape), a gap before f1 too
        else
            CHECK(f1.y >= c2.y + kCardHeight); // else the foundations get their own row
    }
}
