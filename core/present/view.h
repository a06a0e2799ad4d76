// The table's layout and hit-testing: where every pile and card of a position goes on a canvas of a given
// size, in CSS pixels. The renderer only multiplies by devicePixelRatio, so the layout rules (card size,
// fan steps, arrangement) are tested without a browser.
#pragma once

#include "rules/spec.h"
#include "rules/state.h"

#include <optional>
#include <span>
#include <vector>

namespace patience {

inline constexpr float kCardHeight = 1.4f; // a card's height in card widths (the art is 250 x 350)

// A covered face-up card in a fan shows at least this much of itself (CSS pixels), enough to read its
// index and to grab it, wherever the screen has the room; and never less than kIndexShare of a card width.
inline constexpr float kReadableStep = 18;
inline constexpr float kIndexShare = 0.2f;
// Cards shrink to keep long fans readable down to this width (CSS pixels); below it the fans give way.
inline constexpr float kSmallestCard = 36;
// How far a card's corner index (rank over suit) reaches below its top edge, in card widths, with the
// art's standard and large indices (assets/make_cards.py: the suit ends 0.57 and 0.64 card widths down).
inline constexpr float kIndexDepth = 0.6f;
inline constexpr float kIndexDepthLarge = 0.67f;

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
    // Where the pile's label (its name; the stock's count) goes, for every pile but the tableau's (empty
    // there): never over a face-up card's index. On an empty pile, its outline; on a face-down top card,
    // the card; on a face-up one, the card below its corner indices, where nothing needs reading.
    Rect label;
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
    float width = 0, height = 0; // the canvas, CSS pixels
    float card_width = 0;        // one card, CSS pixels; its height is card_width * kCardHeight
    bool cramped = false;        // a fan shows less than kReadableStep of a card: the screen is too small
    std::vector<PileView> piles;
    std::vector<CardView> cards; // in drawing order, bottom to top

    const PileView* find(PileId pile) const;
    const CardView* card_at(PileId pile, int index) const;
};

// What the player may change about the layout.
struct LayoutOptions {
    // Stock, waste and the piles beside them change sides (and fans along that row turn round), so a left
    // hand playing from the bottom right does not cover the stock; the tableau keeps its order, left to
    // right. Games without a stock (Fortress, Chessboard) have no such side and are laid out as always.
    bool left_handed = false;
    // The art's large corner indices (assets/make_cards.py's "large" faces), taller and wider: comfortable
    // fan steps grow to show them whole.
    bool large_index = false;
};

// The position on a canvas of `width` x `height` CSS pixels. The arrangement of the piles suits the
// canvas's shape and the cards are as large as the canvas allows with a long game's fans readable, so
// neither changes during a game; only a position with longer fans shrinks the cards (by a tenth at a time).
// The fans spread into the room they have and close up only as far as they must.
TableView layout(const Spec& spec, const State& state, float width, float height, LayoutOptions options = {});

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
