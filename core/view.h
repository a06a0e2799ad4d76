// The table's layout in card units (a card is 1 wide and kCardHeight tall) and hit-testing. The renderer
// only scales this to pixels, so layout and hit-testing are tested without a browser.
#pragma once

#include "spec.h"
#include "state.h"

#include <optional>
#include <span>
#include <vector>

namespace patience {

inline constexpr float kCardHeight = 1.4f; // card art is 250 x 350

struct Rect {
    float x = 0, y = 0, w = 0, h = 0;
    bool contains(float px, float py) const { return px >= x && px < x + w && py >= y && py < y + h; }
    float overlap(const Rect& o) const; // area of the intersection
};

enum class Fan : std::uint8_t { Squared, Down, Right, Left };

struct PileView {
    PileId pile;
    Rect slot; // where an empty pile's outline is drawn (the bottom card's place)
    Rect area; // the slot plus every fanned card: the drop zone
    Fan fan = Fan::Squared;
    bool emphasised = false; // a place the player must act on now (forced fill, base choice)
};

struct CardView {
    PileId pile;
    int index = 0; // from the bottom of the pile
    Card card;
    Rect rect;
    bool covered = false;  // drawn but hidden under the card above (squared piles)
    bool playable = false; // the reserve's top card and other cards that may move now stand out
};

struct TableView {
    float width = 0, height = 0; // extent in card units
    std::vector<PileView> piles;
    std::vector<CardView> cards; // in drawing order, bottom to top

    const PileView* find(PileId pile) const;
    const CardView* card_at(PileId pile, int index) const;
};

// `aspect` is the canvas width / height: the layout picks a portrait or landscape arrangement and fits
// long fans into the space it has.
TableView layout(const Spec& spec, const State& state, float aspect);

struct Hit {
    PileId pile;
    int index = -1; // -1: the pile's empty area, not a card
};
// The topmost card under the point, else the pile whose area holds it.
std::optional<Hit> hit_test(const TableView& view, float x, float y);

// Among the candidate destinations, the pile whose area the dragged cards overlap most (ties: nearer to
// the pointer); nullopt when the dragged cards touch none of them.
std::optional<PileId> drop_target(const TableView& view, std::span<const PileId> candidates,
                                  const Rect& dragged);

} // namespace patience
