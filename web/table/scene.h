// One moment of the table as the controller sees it and the painter draws it: the layout, where each card
// is drawn now and in which layer, and the drag's targets.
#pragma once

#include "present/view.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace patience::web {

enum class Layer : std::uint8_t {
    Resting,
    Flying,  // gliding to its place
    Dragged, // under the pointer
};

struct Scene {
    const TableView* view = nullptr; // none before the first game: the felt alone
    std::vector<Rect> at;            // per card of view->cards: where it is drawn now, CSS pixels
    std::vector<Layer> layer;        // per card of view->cards
    std::vector<Card> face;          // per card of view->cards: the face it shows now (its back, mid-turn)
    std::vector<PileId> targets;     // where the dragged cards may go
    std::optional<PileId> hover;     // the target under them now
    // A hint (shown until the next input): the pile whose cards it moves, from card `hint_index` up, and
    // where they go (none for a deal or a redeal, which point at the stock).
    std::optional<PileId> hint_from;
    int hint_index = 0;
    std::optional<PileId> hint_to;
    std::optional<Rect> focus; // the keyboard's focus ring: the focused pile, card or held run
};

} // namespace patience::web
