// Card motion between two layouts: every card glides from where it was last shown to its new place, a
// card whose face changed turns over on the way, and a new deal flies from the deck pile by pile.
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
    // elsewhere, nearest first: two decks hold twin cards) and moves each one that changed place; one
    // turned face up or down (same rank and suit, the other face) turns over as it goes.
    void start(std::span<const ShownCard> before, const TableView& after, double duration_ms);
    // A new deal: every card of `after` outside `deck_pile` leaves `deck` face down, in the view's order
    // (pile by pile, bottom to top), one `flight_ms` flight after another, the last landing `total_ms`
    // after the first leaves; a face-up card turns over before it lands. Cards waiting to leave are
    // drawn at the deck. The deck pile's own cards stay where they lie.
    void deal(const TableView& after, const Rect& deck, std::optional<PileId> deck_pile, double flight_ms,
              double total_ms);
    void stop() {
        moves_.clear();
        of_card_.clear();
        dealing_ = false;
    }

    // Advances to `now` (the first call fixes the start time); false once every card has arrived.
    bool tick(double now_ms);
    bool active() const { return !moves_.empty(); }
    bool dealing() const { return dealing_ && active(); } // a new deal is being dealt
    int in_flight() const;                                // cards on their way now: left, not yet arrived
    int turning() const;                                  // cards turning over now

    // Where card `i` of the view is drawn now, when it is part of the motion (waiting at the deck, on its
    // way or turning over); none once it has arrived.
    std::optional<Rect> rect(std::size_t i) const;
    // Whether card `i` is in the air now (a card waiting at the deck lies there at rest).
    bool flying(std::size_t i) const;
    // The face card `i` shows now when it differs from its face in the layout (its back, half-way through
    // a turn; face down while waiting to be dealt).
    std::optional<Card> face(std::size_t i) const;

  private:
    struct Glide {
        std::size_t card; // index into the view's cards
        Rect from, to;
        double delay = 0; // ms after the start it leaves
        double duration = 0;
        Card shown; // the face it shows before it turns over (its face in the layout when it does not)
        bool turns = false;
    };
    const Glide* find(std::size_t i) const;
    void index(std::size_t cards);      // of_card_ for a view of `cards` cards
    bool in_air(const Glide& g) const;  // it has left and not yet arrived
    double local(const Glide& g) const; // 0..1 of its own flight, not eased

    std::vector<Glide> moves_;
    std::vector<int> of_card_; // per view card: its glide's index, -1 for none
    double start_ = -1;
    double elapsed_ = 0;
    bool dealing_ = false;
};

} // namespace patience::web
