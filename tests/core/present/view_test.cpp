// Layout and hit-testing, without a browser: for every ruleset on every screen the page is made for, fresh
// deals and long games: nothing leaves the table, piles never overlap, covered face-up cards stay readable
// where the screen allows, fans close up only when they must, cards grow with the screen; hits and drops.
#include "position.h"
#include "present/view.h"

#include <cmath>

using namespace patience;
using namespace patience::test;

namespace {

// The canvas the page gives the table on these screens (CSS pixels): the viewport less the toolbar and the
// status line (shell/style.css).
struct Screen {
    const char* name;
    float width, height;
};
constexpr Screen kScreens[] = {
    {"360x640", 360, 524},   {"390x844", 390, 728},    {"844x390", 844, 316},
    {"1280x800", 1280, 708}, {"1920x1080", 1920, 988},
};
constexpr float kPx = 0.01f; // layout arithmetic is in floats: equal within a hundredth of a pixel

std::string name_of(const Spec& spec) { return ruleset_key(spec); }

// A long game: moves chosen to make the tableau's piles long (onto a tableau pile first, never straight
// back), from the project's own generator so every compiler plays the same game.
std::vector<State> long_game(const Spec& spec, std::uint32_t deal_number, int moves) {
    std::vector<State> seen{deal(spec, deal_number)};
    Rng rng(fnv1a(spec.id) ^ deal_number);
    std::optional<Move> last;
    for (int i = 0; i < moves; ++i) {
        const State& s = seen.back();
        const MoveList legal = legal_moves(spec, s);
        std::optional<Move> best;
        std::uint32_t best_score = 0;
        for (const Move& m : legal) {
            if (last && m.kind == Move::Kind::Transfer && m.from == last->to && m.to == last->from) continue;
            const State next = apply(spec, s, m);
            if (is_over(spec, next)) continue;
            std::uint32_t score = rng.below(100);
            if (m.kind == Move::Kind::Transfer && m.to.kind == PileKind::Tableau)
                score += 200 + 20 * static_cast<std::uint32_t>(s.size(m.to));
            if (m.kind != Move::Kind::Transfer) score += 120;
            if (!best || score > best_score) best = m, best_score = score;
        }
        if (!best) break;
        seen.push_back(apply(spec, s, *best));
        last = best;
    }
    return seen;
}

// The fresh deals and positions along long games of every ruleset.
std::vector<State> positions(const Spec& spec) {
    std::vector<State> out;
    for (std::uint32_t d : {3u, 5u}) out.push_back(deal(spec, d));
    for (std::uint32_t d : {7u, 11u}) {
        const std::vector<State> game = long_game(spec, d, 90);
        for (std::size_t i = 15; i < game.size(); i += 15) out.push_back(game[i]);
        out.push_back(game.back());
    }
    return out;
}

std::vector<const CardView*> cards_of(const TableView& v, PileId pile) {
    std::vector<const CardView*> out;
    for (const CardView& c : v.cards)
        if (c.pile == pile) out.push_back(&c);
    return out;
}

// How much of card i shows from under card i + 1, along the fan.
float shown(const PileView& p, const CardView& below, const CardView& above) {
    switch (p.fan) {
    case Fan::Down: return above.rect.y - below.rect.y;
    case Fan::Right: return above.rect.x - below.rect.x;
    case Fan::Left: return below.rect.x - above.rect.x;
    case Fan::Squared: return 0;
    }
    return 0;
}

void check_on_table(const TableView& v) {
    for (const CardView& c : v.cards) {
        CAPTURE(to_string(c.pile));
        CAPTURE(c.index);
        CHECK(c.rect.x >= -kPx);
        CHECK(c.rect.y >= -kPx);
        CHECK(c.rect.x + c.rect.w <= v.width + kPx);
        CHECK(c.rect.y + c.rect.h <= v.height + kPx);
    }
}

void check_apart(const TableView& v) {
    for (std::size_t i = 0; i < v.piles.size(); ++i)
        for (std::size_t j = i + 1; j < v.piles.size(); ++j)
            CHECK_MESSAGE(v.piles[i].area.overlap(v.piles[j].area) < kPx,
                          to_string(v.piles[i].pile) << " / " << to_string(v.piles[j].pile));
}

// Covered face-up cards of tableau fans show kReadableStep (and kIndexShare of a card) unless the layout
// says the screen is too small, which it may say only once the cards are as small as they go.
void check_readable(const Spec& spec, const TableView& v) {
    if (v.cramped) {
        CHECK(v.card_width <= kSmallestCard + kPx);
        return;
    }
    for (int t = 0; t < spec.tableau; ++t) {
        const PileView* p = v.find(tableau(t));
        const auto cards = cards_of(v, tableau(t));
        for (std::size_t i = 0; i + 1 < cards.size(); ++i) {
            if (!cards[i]->card.face_up()) continue;
            CAPTURE(to_string(tableau(t)));
            CAPTURE(i);
            CHECK(shown(*p, *cards[i], *cards[i + 1]) >= kReadableStep - kPx);
            CHECK(shown(*p, *cards[i], *cards[i + 1]) >= kIndexShare * v.card_width - kPx);
        }
    }
}

// A fan closes up only when it must: a tableau fan whose face-up cards show less than another fan's of the
// same direction reaches the edge of the table (less the margin) with its top card. And a face-down card
// never shows more than a face-up one.
void check_closes_up_only_when_it_must(const Spec& spec, const TableView& v) {
    float most_down = 0, least_up = v.height;
    for (int t = 0; t < spec.tableau; ++t) {
        const PileView* p = v.find(tableau(t));
        const auto cards = cards_of(v, tableau(t));
        for (std::size_t i = 0; i + 1 < cards.size(); ++i) {
            float& extreme = cards[i]->card.face_up() ? least_up : most_down;
            const float s = shown(*p, *cards[i], *cards[i + 1]);
            extreme = cards[i]->card.face_up() ? std::min(extreme, s) : std::max(extreme, s);
        }
    }
    CHECK(most_down <= least_up + kPx);

    const float margin = 0.2f * v.card_width;
    float widest[4] = {0, 0, 0, 0};
    const auto step_of = [&](int t) {
        const PileView* p = v.find(tableau(t));
        const auto cards = cards_of(v, tableau(t));
        float least = -1;
        for (std::size_t i = 0; i + 1 < cards.size(); ++i)
            if (cards[i]->card.face_up()) {
                const float s = shown(*p, *cards[i], *cards[i + 1]);
                least = least < 0 ? s : std::min(least, s);
            }
        return least;
    };
    for (int t = 0; t < spec.tableau; ++t) {
        const auto f = static_cast<std::size_t>(v.find(tableau(t))->fan);
        widest[f] = std::max(widest[f], step_of(t));
    }
    for (int t = 0; t < spec.tableau; ++t) {
        const PileView* p = v.find(tableau(t));
        const float step = step_of(t);
        if (step < 0 || step >= widest[static_cast<std::size_t>(p->fan)] - kPx) continue;
        const Rect& top = cards_of(v, tableau(t)).back()->rect;
        CAPTURE(to_string(tableau(t)));
        if (p->fan == Fan::Down) CHECK(top.y + top.h >= v.height - margin);
        if (p->fan == Fan::Right) CHECK(top.x + top.w >= v.width - margin);
        if (p->fan == Fan::Left) CHECK(top.x <= margin);
    }
}

} // namespace

TEST_CASE("every ruleset on every screen, fresh and in long games: on the table, apart, readable, spread") {
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(name_of(*spec));
        const std::vector<State> states = positions(*spec);
        for (const Screen& screen : kScreens) {
            CAPTURE(std::string(screen.name));
            for (std::size_t k = 0; k < states.size(); ++k) {
                CAPTURE(k);
                const TableView v = layout(*spec, states[k], screen.width, screen.height);
                CHECK(v.width == screen.width);
                CHECK(v.height == screen.height);
                for (int slot = 0; slot < kPiles; ++slot) {
                    const PileId p = PileId::from_slot(slot);
                    CHECK((v.find(p) != nullptr) == has_pile(*spec, p));
                }
                check_on_table(v);
                check_apart(v);
                check_readable(*spec, v);
                check_closes_up_only_when_it_must(*spec, v);
            }
        }
    }
}

// What must stay readable of a face-up card: the top card of a pile shows its corner indices (the band
// kIndexDepth deep along its top edge); a covered one all of itself that shows from under the next.
std::vector<Rect> readable_parts(const TableView& v, float depth) {
    std::vector<Rect> out;
    for (const PileView& p : v.piles) {
        const auto cards = cards_of(v, p.pile);
        for (std::size_t i = 0; i < cards.size(); ++i) {
            const CardView& c = *cards[i];
            if (c.covered || !c.card.face_up()) continue;
            const Rect& r = c.rect;
            if (i + 1 == cards.size()) {
                out.push_back({r.x, r.y, r.w, depth * v.card_width});
                continue;
            }
            const float s = shown(p, c, *cards[i + 1]);
            if (p.fan == Fan::Down) out.push_back({r.x, r.y, r.w, s});
            if (p.fan == Fan::Right) out.push_back({r.x, r.y, s, r.h});
            if (p.fan == Fan::Left) out.push_back({r.x + r.w - s, r.y, s, r.h});
        }
    }
    return out;
}

TEST_CASE(
    "labels never hide a card: every pile's label is on the table, clear of every face-up card's index") {
    // The phones the issue names (360x740 too), the desktop, and the art's large indices and left hand.
    constexpr Screen kLabelScreens[] = {
        {"360x640", 360, 524}, {"360x740", 360, 624}, {"390x844", 390, 728}, {"1920x1080", 1920, 988}};
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(name_of(*spec));
        const std::vector<State> states = positions(*spec);
        for (const Screen& screen : kLabelScreens) {
            CAPTURE(std::string(screen.name));
            for (const LayoutOptions options :
                 {LayoutOptions{}, LayoutOptions{.left_handed = true, .large_index = true}}) {
                const float depth = options.large_index ? kIndexDepthLarge : kIndexDepth;
                for (std::size_t k = 0; k < states.size(); ++k) {
                    CAPTURE(k);
                    const TableView v = layout(*spec, states[k], screen.width, screen.height, options);
                    const std::vector<Rect> readable = readable_parts(v, depth);
                    for (const PileView& p : v.piles) {
                        if (p.pile.kind == PileKind::Tableau) continue;
                        CAPTURE(to_string(p.pile));
                        const Rect& l = p.label;
                        // Room for a line of the smallest label text (7.5 px) at least.
                        CHECK(l.w >= kSmallestCard * 0.9f);
                        CHECK(l.h >= 9);
                        CHECK(l.x >= -kPx);
                        CHECK(l.y >= -kPx);
                        CHECK(l.x + l.w <= v.width + kPx);
                        CHECK(l.y + l.h <= v.height + kPx);
                        for (const Rect& r : readable) CHECK(l.overlap(r) < kPx);
                    }
                }
            }
        }
    }
}

TEST_CASE("left-handed: the stock side changes places, the tableau keeps its order, everything still fits") {
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(name_of(*spec));
        const std::vector<State> game = long_game(*spec, 7, 90);
        for (const Screen& screen : kScreens) {
            CAPTURE(std::string(screen.name));
            for (const State* s : {&game.front(), &game[game.size() / 2], &game.back()}) {
                const TableView right = layout(*spec, *s, screen.width, screen.height);
                const TableView left = layout(*spec, *s, screen.width, screen.height, {.left_handed = true});
                CHECK(left.card_width == right.card_width);
                check_on_table(left);
                check_apart(left);
                check_readable(*spec, left);
                check_closes_up_only_when_it_must(*spec, left);
                if (spec->stock == StockModel::None) {
                    // Fortress and Chessboard have no stock side: the table is the same.
                    for (const PileView& p : right.piles) CHECK(left.find(p.pile)->slot.x == p.slot.x);
                    continue;
                }
                // The stock, waste and reserve sit mirrored about the middle, their fans turned round...
                for (PileId p : {stock(), waste(), reserve()}) {
                    if (!has_pile(*spec, p)) continue;
                    CAPTURE(to_string(p));
                    const Rect& r = right.find(p)->slot;
                    CHECK(left.find(p)->slot.x == doctest::Approx(screen.width - r.x - r.w).epsilon(1e-4));
                    CHECK(left.find(p)->slot.y == r.y);
                }
                const Rect& stock_r = right.find(stock())->slot;
                const Rect& stock_l = left.find(stock())->slot;
                CHECK((stock_l.x + stock_l.w / 2 > screen.width / 2) !=
                      (stock_r.x + stock_r.w / 2 > screen.width / 2));
                // ...and the tableau's piles still run t1, t2, ... from left to right, each fan as before.
                for (int t = 0; t + 1 < spec->tableau; ++t)
                    CHECK(left.find(tableau(t))->slot.x < left.find(tableau(t + 1))->slot.x);
                for (int t = 0; t < spec->tableau; ++t) {
                    const auto a = cards_of(right, tableau(t)), b = cards_of(left, tableau(t));
                    REQUIRE(a.size() == b.size());
                    for (std::size_t i = 0; i < a.size(); ++i) CHECK(b[i]->rect.y == a[i]->rect.y);
                }
            }
        }
    }
}

TEST_CASE("large indices: where the fans have room, a covered card shows the whole large index") {
    const State down = position({{"t1", "KS QH JS TH"}});
    const State side = position({{"t1", "KS QH JS TH"}, {"t6", "KH QS JH TS"}});
    for (const Screen& screen : kScreens) {
        CAPTURE(std::string(screen.name));
        // Not a structured binding: the clang of the wasm build cannot capture one in CAPTURE's lambda.
        for (const auto& game :
             {std::pair{&ruleset("double-klondike"), &down}, std::pair{&ruleset("fortress"), &side}}) {
            const Spec* spec = game.first;
            const State* s = game.second;
            CAPTURE(name_of(*spec));
            const TableView usual = layout(*spec, *s, screen.width, screen.height);
            const TableView large = layout(*spec, *s, screen.width, screen.height, {.large_index = true});
            CHECK(large.card_width == usual.card_width); // the cards keep their size; only the steps grow
            check_on_table(large);
            check_apart(large);
            const float share = spec->deal == DealPattern::Wings ? 0.34f : 0.38f;
            for (PileId t : {tableau(0), tableau(5)}) {
                const PileView* p = large.find(t);
                const auto cards = cards_of(large, t);
                for (std::size_t i = 0; i + 1 < cards.size(); ++i)
                    CHECK(shown(*p, *cards[i], *cards[i + 1]) >= share * large.card_width - kPx);
            }
        }
    }
}

TEST_CASE("the arrangement and the card size hold for a whole game unless a fan needs more room") {
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(name_of(*spec));
        for (const Screen& screen : kScreens) {
            CAPTURE(std::string(screen.name));
            const std::vector<State> game = long_game(*spec, 7, 90);
            const TableView first = layout(*spec, game.front(), screen.width, screen.height);
            int changes = 0;
            float previous = first.card_width;
            for (const State& s : game) {
                const TableView v = layout(*spec, s, screen.width, screen.height);
                // The card size changes only by whole steps of a tenth (down to the smallest size), seldom.
                const float steps = std::log(v.card_width / first.card_width) / std::log(0.9f);
                CHECK((std::fabs(steps - std::round(steps)) < 1e-3f || v.card_width == kSmallestCard));
                changes += v.card_width != previous;
                previous = v.card_width;
                // Same arrangement: the stock (or foundation 1) stays in the same place, scaled.
                const PileId anchor = spec->stock != StockModel::None ? stock() : foundation(0);
                const Rect& a = first.find(anchor)->slot;
                const Rect& b = v.find(anchor)->slot;
                CHECK((b.x < screen.width / 2) == (a.x < screen.width / 2));
                CHECK((b.y < screen.height / 2) == (a.y < screen.height / 2));
            }
            CHECK(changes <= 8);
        }
    }
}

TEST_CASE("cards grow with the screen: never smaller on a larger canvas, larger on a desktop than a phone") {
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(name_of(*spec));
        const State s = deal(*spec, 3);
        for (const Screen& a : kScreens)
            for (const Screen& b : kScreens) {
                if (b.width < a.width || b.height < a.height) continue;
                CAPTURE(std::string(a.name));
                CAPTURE(std::string(b.name));
                CHECK(layout(*spec, s, b.width, b.height).card_width >=
                      layout(*spec, s, a.width, a.height).card_width - kPx);
            }
        const float laptop = layout(*spec, s, 1280, 708).card_width;
        const float desktop = layout(*spec, s, 1920, 988).card_width;
        CHECK(desktop > 1.3f * laptop);
        // A desktop's cards are big: a card is at least an eighth of the canvas's height.
        CHECK(laptop * kCardHeight >= 708.0f / 8);
    }
}

TEST_CASE(
    "double klondike after a long game on a phone: long fans reach down the screen, every card readable") {
    // The case that started it: 45 moves in on a 390 x 844 phone the fans stayed at the top with 12 px
    // strips.
    const Spec& spec = ruleset("double-klondike");
    const std::vector<State> game = long_game(spec, 2, 60);
    REQUIRE(game.size() > 45);
    const State& s = game.back();
    int longest = 0;
    for (int t = 1; t < spec.tableau; ++t)
        if (s.size(tableau(t)) > s.size(tableau(longest))) longest = t;
    CHECK(s.size(tableau(longest)) >= 10);
    const TableView v = layout(spec, s, 390, 728);
    CHECK_FALSE(v.cramped);
    check_readable(spec, v);
    // There is room below, so the longest fan spreads: its face-up cards show more than the minimum.
    const auto fan = cards_of(v, tableau(longest));
    for (std::size_t i = 0; i + 1 < fan.size(); ++i)
        if (fan[i]->card.face_up()) CHECK(fan[i + 1]->rect.y - fan[i]->rect.y >= kReadableStep + 6);
    // And a hand-made pile as long as two decks allow: eight face-down cards and a run from the King.
    const State full =
        position({{"t9", "#3C #4C #5C #6C #7C #8C #9C #TC KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS"}});
    for (const Screen& screen : kScreens) {
        CAPTURE(std::string(screen.name));
        const TableView w = layout(spec, full, screen.width, screen.height);
        check_on_table(w);
        check_readable(spec, w);
        if (screen.height > 500) CHECK_FALSE(w.cramped);
    }
}

TEST_CASE("a long tableau pile closes up its fan instead of running off the table") {
    const Spec& spec = ruleset("falling-star");
    const State s =
        position({{"f1", "8H"},
                  {"t1", "KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS KH QS JH TS 9H 8S 7H 6S 5H 4S 3H 2S AH"}},
                 8);
    for (const Screen& screen : kScreens) {
        CAPTURE(std::string(screen.name));
        const TableView v = layout(spec, s, screen.width, screen.height);
        check_on_table(v);
        check_readable(spec, v);
        // Twenty-five readable steps do not fit a landscape phone: the cards are as small as they go and
        // the fan closes up to the table's bottom edge.
        if (v.cramped) {
            CHECK(v.card_width == doctest::Approx(kSmallestCard));
            const CardView* top = v.card_at(tableau(0), 25);
            CHECK(top->rect.y + top->rect.h ==
                  doctest::Approx(v.height - 0.15f * v.card_width).epsilon(0.001));
        }
    }
}

TEST_CASE("falling star: the reserve fans so every card shows and its top card stands apart") {
    const Spec& spec = ruleset("falling-star");
    const State s = deal(spec, 3);
    for (const Screen& screen : kScreens) {
        CAPTURE(std::string(screen.name));
        const TableView v = layout(spec, s, screen.width, screen.height);
        const auto r = cards_of(v, reserve());
        REQUIRE(r.size() == 11);
        for (std::size_t i = 1; i < r.size(); ++i) CHECK(r[i]->rect.x - r[i - 1]->rect.x >= 12);
        CHECK(r.back()->playable);
        CHECK(r.back()->rect.x - r[9]->rect.x > r[9]->rect.x - r[8]->rect.x);
    }
}

TEST_CASE("klondike: the holdouts stand apart from the waste and from the foundations") {
    const Spec& spec = ruleset("klondike");
    const State s = deal(spec, 3);
    for (const Screen& screen : kScreens) {
        CAPTURE(std::string(screen.name));
        const TableView v = layout(spec, s, screen.width, screen.height);
        const float apart = 0.3f * v.card_width - kPx;
        const Rect& w = v.find(waste())->slot;
        const Rect& c1 = v.find(cell(0))->slot;
        const Rect& c2 = v.find(cell(1))->slot;
        const Rect& f1 = v.find(foundation(0))->slot;
        if (c1.x > w.x) CHECK(c1.x - (w.x + w.w) >= apart);     // beside the waste, a gap after it
        if (f1.y == c2.y) CHECK(f1.x - (c2.x + c2.w) >= apart); // on the foundations' row, a gap before f1
        CHECK((f1.y == c2.y || f1.y >= c2.y + c2.h || f1.x >= c2.x + c2.w + apart));
    }
}

TEST_CASE("phones and desktops get the arrangement that suits them") {
    SUBCASE("klondike on a landscape phone: stock and foundations at the sides, the tableau from the top") {
        for (std::string game : {"klondike", "double-klondike"}) {
            CAPTURE(game);
            const Spec& spec = ruleset(game);
            const TableView v = layout(spec, deal(spec, 3), 844, 316);
            const Rect& t1 = v.find(tableau(0))->slot;
            CHECK(t1.y < 0.2f * v.card_width);
            CHECK(v.find(stock())->slot.x < t1.x);
            CHECK(v.find(foundation(0))->slot.x > v.find(tableau(spec.tableau - 1))->slot.x);
            // The same game on a desktop: one row over the tableau.
            const TableView d = layout(spec, deal(spec, 3), 1280, 708);
            CHECK(d.find(tableau(0))->slot.y > d.find(stock())->slot.y + d.card_width);
        }
    }
    SUBCASE("double klondike on a phone: the foundations on a row of their own") {
        const Spec& spec = ruleset("double-klondike");
        const TableView v = layout(spec, deal(spec, 3), 390, 728);
        const Rect& s = v.find(stock())->slot;
        const Rect& f1 = v.find(foundation(0))->slot;
        const Rect& t1 = v.find(tableau(0))->slot;
        CHECK(f1.y >= s.y + s.h);
        CHECK(t1.y >= f1.y + f1.h);
    }
    SUBCASE("terrace family on a landscape phone: reserve, stock and foundations on one row") {
        const Spec& spec = ruleset("falling-star");
        const TableView v = layout(spec, deal(spec, 3), 844, 316);
        CHECK(v.find(foundation(0))->slot.y == v.find(reserve())->slot.y);
        const TableView p = layout(spec, deal(spec, 3), 390, 728);
        CHECK(p.find(foundation(0))->slot.y > p.find(reserve())->slot.y);
    }
}

TEST_CASE("fortress and chessboard: two wings fanning outwards, the foundations between them") {
    for (std::string game : {"fortress", "chessboard"}) {
        CAPTURE(game);
        const Spec& spec = ruleset(game);
        const State s = deal(spec, 3);
        const int rows = spec.wing_piles();
        for (const Screen& screen : kScreens) {
            CAPTURE(std::string(screen.name));
            const TableView v = layout(spec, s, screen.width, screen.height);
            const bool portrait = screen.width < screen.height;
            for (int row = 0; row < rows; ++row) {
                const PileView* left = v.find(tableau(row));
                const PileView* right = v.find(tableau(rows + row));
                CHECK(left->fan == Fan::Left);
                CHECK(right->fan == Fan::Right);
                CHECK(left->slot.y == doctest::Approx(right->slot.y)); // each row of the left wing faces one
                CHECK(left->slot.x + left->slot.w < right->slot.x);
                for (int f = 0; f < spec.foundations; ++f) {
                    const Rect& fs = v.find(foundation(f))->slot;
                    if (portrait) { // a row of foundations above the wings
                        CHECK(fs.y + fs.h <= left->slot.y);
                    } else { // a column of them between the wings
                        CHECK(fs.x >= left->slot.x + left->slot.w);
                        CHECK(fs.x + fs.w <= right->slot.x);
                    }
                }
            }
            const float mid =
                (v.find(tableau(0))->slot.x + v.find(tableau(0))->slot.w + v.find(tableau(rows))->slot.x) / 2;
            float fl = v.width, fr = 0;
            for (int f = 0; f < spec.foundations; ++f) {
                fl = std::min(fl, v.find(foundation(f))->slot.x);
                fr = std::max(fr, v.find(foundation(f))->slot.x + v.card_width);
            }
            CHECK((fl + fr) / 2 == doctest::Approx(mid));
        }
    }
}

TEST_CASE(
    "fortress: the left wing grows outwards with its top card outermost, and a phone keeps it on the table") {
    const Spec& spec = ruleset("fortress");
    const State s = position({{"t1", "KS 2D 9C 4H 7D JS QH KH QS JC TC 9D 8D 7C 6C 5C 4C 3C 2C AC"},
                              {"t6", "KD QD JD TD 9H 8H 7H 6H 5H 4D 3D 2H AH"}});
    for (const Screen& screen : kScreens) {
        CAPTURE(std::string(screen.name));
        const TableView v = layout(spec, s, screen.width, screen.height);
        check_on_table(v);
        check_apart(v);
        const CardView* first = v.card_at(tableau(0), 0);
        const CardView* top = v.card_at(tableau(0), 19);
        REQUIRE(top != nullptr);
        CHECK(top->rect.x < first->rect.x);
        CHECK(first->rect.x - top->rect.x >= 19 * 4.0f); // closed up, still a strip of every card
    }
}

TEST_CASE("hit-testing finds the top card, then the pile; drops choose the most-overlapped target") {
    const Spec& spec = ruleset("falling-star");
    const State s = position({{"f1", "8H"}, {"t1", "6H 5C"}, {"t2", "7S"}, {"r", "3C 4D 9C"}}, 8);
    const TableView v = layout(spec, s, 1280, 708);
    const float cw = v.card_width;
    const CardView* five = v.card_at(tableau(0), 1);
    REQUIRE(five != nullptr);
    auto hit = hit_test(v, five->rect.x + cw / 2, five->rect.y + cw);
    REQUIRE(hit.has_value());
    CHECK(hit->pile == tableau(0));
    CHECK(hit->index == 1);
    const CardView* six = v.card_at(tableau(0), 0);
    hit = hit_test(v, six->rect.x + cw / 2, six->rect.y + 4); // the visible strip of the card below
    REQUIRE(hit.has_value());
    CHECK(hit->index == 0);
    const PileView* empty = v.find(tableau(4));
    hit = hit_test(v, empty->slot.x + cw / 2, empty->slot.y + cw / 2);
    REQUIRE(hit.has_value());
    CHECK(hit->pile == tableau(4));
    CHECK(hit->index == -1);
    CHECK_FALSE(hit_test(v, -5, -5).has_value());

    const PileId targets[] = {tableau(1), foundation(1)};
    Rect dragged = v.find(tableau(1))->slot;
    dragged.x += 0.3f * cw;
    dragged.y += 0.2f * cw;
    CHECK(drop_target(v, targets, dragged) == tableau(1));
    dragged = v.find(foundation(1))->slot;
    dragged.x -= 0.4f * cw;
    CHECK(drop_target(v, targets, dragged) == foundation(1));
    dragged.x = -10 * cw;
    CHECK_FALSE(drop_target(v, targets, dragged).has_value());
}

TEST_CASE("a nonsense canvas size lays out a small table instead of failing") {
    const Spec& spec = ruleset("klondike");
    const State s = deal(spec, 3);
    for (float bad : {0.0f, -5.0f, NAN, INFINITY}) {
        const TableView v = layout(spec, s, bad, bad);
        CHECK(v.width > 0);
        CHECK(v.card_width > 0);
        CHECK(v.piles.size() == static_cast<std::size_t>(2 + spec.cells + spec.foundations + spec.tableau));
    }
}
