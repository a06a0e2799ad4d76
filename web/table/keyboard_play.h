// Playing with the keyboard: the focus among the piles, the cards picked up, what each key does, and the
// accessible mirror of the table that the page's screen reader reads. It decides what a key asks for; the
// controller plays the move and says the words.
#pragma once

#include "present/view.h"
#include "rules/move.h"
#include "rules/spec.h"
#include "rules/state.h"
#include "text/messages.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace patience::web {

// Cards picked up by the keyboard: the top `count` cards of `from`.
struct Held {
    PileId from;
    int count = 1;
    std::vector<int> counts;     // the counts the pile can give
    std::vector<PileId> targets; // where `count` cards may go
};

// What a key asks of the table.
struct KeyAction {
    bool used = false;   // the key was the table's: the page keeps it from the browser
    bool redraw = false; // the focus, the held cards or the words may look different
    std::optional<Move> play;
    std::string words; // for the screen reader when no move is played (a move has its own words)
};

class KeyboardPlay {
  public:
    // Key names: "focus:<pile>" (the screen reader moved to a pile of the mirror), left right up down tab
    // shift-tab enter escape move home. `locked`: a replay is being watched, the focus moves but nothing
    // is picked up or played.
    KeyAction key(std::string_view name, const Spec& spec, const State& state, const TableView& view,
                  bool locked);
    // The language the words are said in (English until set); the catalogue must outlive this.
    void set_words(const Catalogue& words) { words_ = &words; }
    // Whether the focus ring is drawn (the mirror has the keyboard focus); true when that changed.
    bool show_focus(bool shown, const TableView& view);
    // The held cards go back without a word: a move was made, the pointer took over, the table is locked.
    // True when cards were held.
    bool drop();
    // Another game on the table: nothing is held, and the focus stays only on a pile the table still has.
    void start(const TableView& view);

    std::optional<PileId> focus() const { return focus_; }
    const Held* held() const { return held_ ? &*held_ : nullptr; }
    bool ring() const { return ring_; }

    // The mirror: {"focus","held":{"from","count","targets"},"piles":[{"id","name","words","label"}]},
    // each pile's label in full for the screen reader (pile_label_words).
    std::string access_json(const Spec& spec, const State& state, const TableView& view) const;

  private:
    KeyAction key_held(std::string_view name, const Spec& spec, const State& state);
    KeyAction pick_up(const Spec& spec, const State& state, PileId pile);

    const Catalogue* words_ = &english();
    std::optional<PileId> focus_;
    std::optional<Held> held_;
    bool ring_ = false;
};

} // namespace patience::web
