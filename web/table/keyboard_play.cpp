// Keyboard play: the focus follows the arrows and Tab in the layout, Enter picks up the longest run that
// can move and puts it down where the focus is, and the other keys ask for the focused card's best move or
// its way home. The rules questions are core's (present/keyboard.h, play/assist.h), the words too.
#include "table/keyboard_play.h"

#include "play/assist.h"
#include "present/json.h"
#include "present/keyboard.h"
#include "present/words.h"

#include <algorithm>
#include <utility>

namespace patience::web {

namespace {

// The key moved the focus or the held cards: nothing to play, nothing to say.
KeyAction shown() { return {true, true, std::nullopt, {}}; }
// Not the table's key (the page lets the browser have it); drawn again all the same.
KeyAction passed() { return {false, true, std::nullopt, {}}; }
KeyAction say(std::string words) { return {true, true, std::nullopt, std::move(words)}; }
// A move for the table to play; `otherwise` is said when it is not played.
KeyAction ask(std::optional<Move> move, std::string otherwise) {
    return {true, true, std::move(move), std::move(otherwise)};
}

} // namespace

bool KeyboardPlay::show_focus(bool shown, const TableView& view) {
    if (ring_ == shown) return false;
    ring_ = shown;
    if (ring_ && !focus_ && !view.piles.empty()) focus_ = view.piles.front().pile;
    return true;
}

bool KeyboardPlay::drop() { return std::exchange(held_, std::nullopt).has_value(); }

void KeyboardPlay::start(const TableView& view) {
    held_.reset();
    if (focus_ && !view.find(*focus_)) focus_.reset();
}

KeyAction KeyboardPlay::key(std::string_view name, const Spec& spec, const State& state,
                            const TableView& view, bool locked) {
    if (view.piles.empty()) return {};
    if (name.substr(0, 6) == "focus:") {
        const std::optional<PileId> p = parse_pile(name.substr(6));
        if (!p || !view.find(*p) || held_ || p == focus_) return {};
        focus_ = p;
        return shown();
    }
    if (!focus_) {
        // The first key only shows where the focus is.
        if (name == "escape" || name == "move" || name == "home") return {};
        focus_ = view.piles.front().pile;
        return shown();
    }
    if (held_) return key_held(name, spec, state);
    const auto arrow = [&](Direction d) {
        if (const std::optional<PileId> n = neighbour(view, *focus_, d)) focus_ = n;
        return shown();
    };
    if (name == "left") return arrow(Direction::Left);
    if (name == "right") return arrow(Direction::Right);
    if (name == "up") return arrow(Direction::Up);
    if (name == "down") return arrow(Direction::Down);
    if (name == "tab" || name == "shift-tab") {
        // Through the piles in the layout's order; past either end the focus leaves the table.
        const auto at = std::find_if(view.piles.begin(), view.piles.end(),
                                     [&](const PileView& p) { return p.pile == *focus_; });
        const std::ptrdiff_t i = at - view.piles.begin() + (name == "tab" ? 1 : -1);
        if (at == view.piles.end() || i < 0 || i >= static_cast<std::ptrdiff_t>(view.piles.size()))
            return passed();
        focus_ = view.piles[static_cast<std::size_t>(i)].pile;
        return shown();
    }
    if (locked) return passed();
    if (name == "enter") {
        // The stock deals, unless its own top card can move (a face-up stock): then it is picked up.
        if (focus_->kind == PileKind::Stock && movable_counts(spec, state, *focus_).empty())
            return ask(stock_move(spec, state), stock_cannot_deal_words(*words_));
        return pick_up(spec, state, *focus_);
    }
    if (name == "move" || name == "home") {
        const std::optional<Move> m = name == "move" ? tap_move(spec, state, *focus_, state.size(*focus_) - 1)
                                                     : home_move(spec, state, *focus_);
        if (m) return ask(m, {});
        if (state.empty(*focus_)) return say(pile_empty_words(spec, *focus_, *words_));
        return say(name == "move" ? card_nowhere_words(state.top(*focus_), *words_)
                                  : card_not_home_words(state.top(*focus_), *words_));
    }
    return passed();
}

KeyAction KeyboardPlay::pick_up(const Spec& spec, const State& state, PileId pile) {
    std::vector<int> counts = movable_counts(spec, state, pile);
    if (counts.empty())
        return say(state.empty(pile) ? pile_empty_words(spec, pile, *words_)
                                     : nothing_can_move_words(spec, pile, *words_));
    const int count = counts.back(); // the longest run: what a player most often moves
    held_ = Held{pile, count, std::move(counts), destinations(spec, state, pile, count)};
    return say(
        picked_up_words(spec, state.at(pile, state.size(pile) - count), count, held_->targets, *words_));
}

KeyAction KeyboardPlay::key_held(std::string_view name, const Spec& spec, const State& state) {
    Held& h = *held_;
    // Left and Right (and Tab) go round the held cards' own pile and their destinations.
    std::vector<PileId> ring{h.from};
    ring.insert(ring.end(), h.targets.begin(), h.targets.end());
    const auto at = std::find(ring.begin(), ring.end(), *focus_);
    const std::size_t i = at == ring.end() ? 0 : static_cast<std::size_t>(at - ring.begin());
    if (name == "right" || name == "tab") {
        focus_ = ring[(i + 1) % ring.size()];
        return shown();
    }
    if (name == "left" || name == "shift-tab") {
        focus_ = ring[(i + ring.size() - 1) % ring.size()];
        return shown();
    }
    if (name == "up" || name == "down") {
        // More cards (Up) or fewer (Down), among the counts that can go somewhere.
        const auto c = std::find(h.counts.begin(), h.counts.end(), h.count);
        std::size_t k = static_cast<std::size_t>(c - h.counts.begin());
        if (name == "up" && k + 1 < h.counts.size()) ++k;
        if (name == "down" && k > 0) --k;
        h.count = h.counts[k];
        h.targets = destinations(spec, state, h.from, h.count);
        focus_ = h.from;
        return say(held_count_words(h.count, state.at(h.from, state.size(h.from) - h.count), *words_));
    }
    if (name == "escape" || (name == "enter" && *focus_ == h.from)) {
        focus_ = h.from;
        held_.reset();
        return say(put_back_words(*words_));
    }
    if (name == "enter") {
        const Move m = Move::transfer(h.from, h.count, *focus_);
        held_.reset();
        return ask(m, move_not_allowed_words(*words_));
    }
    if (name == "move" || name == "home") {
        const PileId from = h.from;
        const int index = state.size(from) - h.count;
        held_.reset();
        focus_ = from;
        return ask(name == "move" ? tap_move(spec, state, from, index) : home_move(spec, state, from),
                   held_nowhere_words(*words_));
    }
    return passed();
}

std::string KeyboardPlay::access_json(const Spec& spec, const State& state, const TableView& view) const {
    JsonObject j;
    if (focus_)
        j.text("focus", to_string(*focus_));
    else
        j.null("focus");
    if (held_) {
        JsonArray targets;
        for (PileId t : held_->targets) targets.text(to_string(t));
        j.object("held", JsonObject()
                             .text("from", to_string(held_->from))
                             .number("count", held_->count)
                             .array("targets", targets));
    } else {
        j.null("held");
    }
    JsonArray piles;
    for (const PileView& p : view.piles) {
        const bool from = held_ && held_->from == p.pile;
        const bool takes =
            held_ && std::find(held_->targets.begin(), held_->targets.end(), p.pile) != held_->targets.end();
        piles.object(JsonObject()
                         .text("id", to_string(p.pile))
                         .text("name", pile_words(spec, p.pile, *words_))
                         .text("words", pile_contents_words(spec, state, p.pile, *words_))
                         .text("label", pile_label_words(spec, state, p.pile, from ? held_->count : 0, takes,
                                                         *words_)));
    }
    return j.array("piles", piles).str();
}

} // namespace patience::web
