// Short card moves between two layouts: every card glides from where it was last shown to its new place.
#pragma once

#include "present/view.h"

#include <optional>
#include <span>
#include <vector>

namespace patience::web {

// A card as it was on screen (CSS pixels of the canvas), whether resting, dragged or half-way through a move.
struct ShownCard {
    PileId pile;
    int index = 0;
    Card card;
    Rect rect;
};

class Animator {
  public:
    // Matches the cards of `after` with those shown `before` (same place first, then the same card
    // elsewhere, nearest first: two decks hold twin cards) and moves each one that changed place.
    void start(std::span<const ShownCard> before, const TableView& after, double duration_ms);
    void stop() { moves_.clear(); }

    // Advances to `now` (the first call fixes the start time); false once every card has arrived.
    bool tick(double now_ms);
    bool active() const { return !moves_.empty(); }

    // Where card `i` of the view is drawn now, when it is on its way.
    std::optional<Rect> rect(std::size_t i) const;

  private:
    struct Glide {
        std::size_t card; // index into the view's cards
        Rect from, to;
    };
    std::vector<Glide> moves_;
    double duration_ = 0;
    double start_ = -1;
    float progress_ = 0; // eased, 0..1
};

} // namespace patience::web
