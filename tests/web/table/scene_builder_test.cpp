// The scene handed to the painter: where each card is drawn at one moment and in which layer, the piles
// highlighted as targets, the keyboard's focus ring and the hint, from what the table holds.
#include "table/scene_builder.h"

#include "position.h"

using namespace patience;
using namespace patience::test;
using namespace patience::web;

namespace {

struct Moment {
    const Spec& spec = ruleset("klondike-strict");
    State state = position({{"t1", "#5C 9H 8S"}, {"t2", "TC"}, {"s", "#JD"}, {"w", "2D"}}, kAce);
    TableView view = layout(spec, state, 1280, 800);
    Animator animator;
    Celebration celebration;
    SceneBuilder builder;

    SceneBuilder::Sources sources() const {
        SceneBuilder::Sources s;
        s.state = &state;
        s.view = &view;
        s.animator = &animator;
        s.celebration = &celebration;
        return s;
    }
    std::size_t card(PileId pile, int index) const {
        const CardView* c = view.card_at(pile, index);
        REQUIRE(c != nullptr);
        return static_cast<std::size_t>(c - view.cards.data());
    }
};

} // namespace

TEST_CASE("scene: before the first game there is only the felt") {
    Moment m;
    SceneBuilder::Sources none = m.sources();
    none.state = nullptr;
    CHECK(m.builder.build(none).view == nullptr);
}

TEST_CASE("scene: cards at rest are drawn at their places in the layout") {
    Moment m;
    const Scene& s = m.builder.build(m.sources());
    REQUIRE(s.view == &m.view);
    REQUIRE(s.at.size() == m.view.cards.size());
    for (std::size_t i = 0; i < s.at.size(); ++i) {
        CHECK(s.at[i].x == m.view.cards[i].rect.x);
        CHECK(s.at[i].y == m.view.cards[i].rect.y);
        CHECK(s.layer[i] == Layer::Resting);
    }
    CHECK(s.targets.empty());
    CHECK_FALSE(s.focus.has_value());
}

TEST_CASE("scene: dragged cards follow the pointer on top, and their targets are highlighted") {
    Moment m;
    const Drag drag{tableau(0), 1, {tableau(1)}, 30, -20, tableau(1)};
    SceneBuilder::Sources at = m.sources();
    at.drag = &drag;
    const Scene& s = m.builder.build(at);
    for (int index : {1, 2}) {
        const std::size_t i = m.card(tableau(0), index);
        CHECK(s.layer[i] == Layer::Dragged);
        CHECK(s.at[i].x == doctest::Approx(m.view.cards[i].rect.x + 30));
        CHECK(s.at[i].y == doctest::Approx(m.view.cards[i].rect.y - 20));
    }
    CHECK(s.layer[m.card(tableau(0), 0)] == Layer::Resting); // the face-down card below stays
    CHECK(s.targets == std::vector<PileId>{tableau(1)});
    CHECK(s.hover == tableau(1));
}

TEST_CASE("scene: cards held by the keyboard rise a little; the focused target is the one hovered") {
    Moment m;
    const Held held{tableau(0), 2, {1, 2}, {tableau(1)}};
    SceneBuilder::Sources at = m.sources();
    at.held = &held;
    at.focus = tableau(1);
    const Scene& s = m.builder.build(at);
    const std::size_t nine = m.card(tableau(0), 1);
    CHECK(s.layer[nine] == Layer::Dragged);
    CHECK(s.at[nine].x == doctest::Approx(m.view.cards[nine].rect.x));
    CHECK(s.at[nine].y == doctest::Approx(m.view.cards[nine].rect.y - 0.15f * m.view.card_width));
    CHECK(s.targets == std::vector<PileId>{tableau(1)});
    CHECK(s.hover == tableau(1));
}

TEST_CASE("scene: the focus ring goes round the focused pile's top card, or an empty pile's outline") {
    Moment m;
    SceneBuilder::Sources at = m.sources();
    at.ring = true;
    at.focus = tableau(1);
    const Rect ten = m.view.cards[m.card(tableau(1), 0)].rect;
    REQUIRE(m.builder.build(at).focus.has_value());
    CHECK(m.builder.build(at).focus->x == doctest::Approx(ten.x));
    CHECK(m.builder.build(at).focus->y == doctest::Approx(ten.y));
    at.focus = tableau(4);
    REQUIRE(m.builder.build(at).focus.has_value());
    CHECK(m.builder.build(at).focus->x == doctest::Approx(m.view.find(tableau(4))->slot.x));
    at.ring = false; // the page's mirror does not have the keyboard focus
    CHECK_FALSE(m.builder.build(at).focus.has_value());
}

TEST_CASE("scene: the focus ring goes round the whole run the keyboard holds") {
    Moment m;
    const Held held{tableau(0), 2, {1, 2}, {tableau(1)}};
    SceneBuilder::Sources at = m.sources();
    at.held = &held;
    at.focus = tableau(0);
    at.ring = true;
    const Scene& s = m.builder.build(at);
    REQUIRE(s.focus.has_value());
    const Rect& nine = s.at[m.card(tableau(0), 1)];
    const Rect& eight = s.at[m.card(tableau(0), 2)];
    CHECK(s.focus->y == doctest::Approx(nine.y));
    CHECK(s.focus->y + s.focus->h == doctest::Approx(eight.y + eight.h));
}

TEST_CASE("scene: a hint shows where its cards go; a deal's hint points at the stock") {
    Moment m;
    const Move move = mv("t1:2>t2");
    SceneBuilder::Sources at = m.sources();
    at.hint = &move;
    const Scene& s = m.builder.build(at);
    CHECK(s.hint_from == tableau(0));
    CHECK(s.hint_index == 1);
    CHECK(s.hint_to == tableau(1));
    const Move deal = mv("deal");
    at.hint = &deal;
    CHECK(m.builder.build(at).hint_from == stock());
    CHECK_FALSE(m.builder.build(at).hint_to.has_value());
}

TEST_CASE("scene: gliding cards are drawn where their glide has them, in the flying layer") {
    Moment m;
    const std::size_t eight = m.card(tableau(0), 2);
    std::vector<ShownCard> before;
    for (const CardView& c : m.view.cards) before.push_back({c.pile, c.index, c.card, c.rect});
    before[eight].rect.x += 200;
    m.animator.start(before, m.view, 100);
    m.animator.tick(0);
    const Scene& s = m.builder.build(m.sources());
    CHECK(s.layer[eight] == Layer::Flying);
    CHECK(s.at[eight].x == doctest::Approx(m.view.cards[eight].rect.x + 200));
    CHECK(s.layer[m.card(tableau(1), 0)] == Layer::Resting);
}
