// Turns pointer presses, moves and releases into drags, drops, taps and double-taps, using the rules
// engine for what may move where (legal_moves) and core's view for hit-testing and drop targets.
#include "table/input.h"

#include "play/assist.h"
#include "present/reasons.h"
#include "present/words.h"
#include "rules/rules.h"

#include <algorithm>
#include <cmath>

namespace patience::web {

namespace {

constexpr double kDoubleTapMs = 350;
constexpr float kTapSlop = 6;        // a press that wanders further (CSS pixels) is not a tap
constexpr float kDoubleTapSlop = 24; // a second tap this close to the first makes a double-tap

Rect bounding(const Rect& a, const Rect& b) {
    const float x = std::min(a.x, b.x), y = std::min(a.y, b.y);
    return {x, y, std::max(a.x + a.w, b.x + b.w) - x, std::max(a.y + a.h, b.y + b.h) - y};
}

} // namespace

std::string why_nothing_moved(const Spec& spec, const State& state, const Outcome& out,
                              const Catalogue& words) {
    if (out.refused) return why_illegal(spec, state, *out.refused, words);
    if (out.kind == Outcome::Kind::Refuse || out.kind == Outcome::Kind::SnapBack)
        return refusal_words(spec, state, out.pile, out.index, words);
    return {};
}

bool Gestures::down(const Spec& spec, const State& state, const TableView& view, float x, float y, int id) {
    if (press_) return false; // one pointer at a time; a second finger is ignored
    const std::optional<Hit> hit = hit_test(view, x, y);
    if (!hit) return false;
    Press p{id, hit->pile, hit->index, x, y, {}};
    if (hit->index >= 0) {
        const int count = state.size(hit->pile) - hit->index;
        for (const Move& m : legal_moves(spec, state))
            if (m.kind == Move::Kind::Transfer && m.from == hit->pile && m.count == count &&
                std::find(p.targets.begin(), p.targets.end(), m.to) == p.targets.end())
                p.targets.push_back(m.to);
    }
    press_ = std::move(p);
    dragging_ = false;
    return false;
}

bool Gestures::move(const TableView& view, float x, float y, int id) {
    if (!press_ || press_->id != id || press_->spent) return false;
    const float dx = x - press_->x, dy = y - press_->y;
    if (!dragging_) {
        if (std::hypot(dx, dy) <= kTapSlop) return false;
        if (press_->targets.empty()) {
            // Not a tap any more, and these cards cannot move: the press is spent (its release says why).
            press_->spent = true;
            return false;
        }
        dragging_ = true;
        drag_ = Drag{press_->pile, press_->index, press_->targets, 0, 0, std::nullopt};
        last_tap_ = {};
    }
    drag_.dx = dx;
    drag_.dy = dy;
    drag_.hover = drop_target(view, drag_.targets, dragged_rect(view));
    return true;
}

Outcome Gestures::up(const Spec& spec, const State& state, const TableView& view, float x, float y, int id,
                     double now) {
    if (!press_ || press_->id != id) return {};
    move(view, x, y, id);
    if (!press_) return {};
    const Press p = *press_;
    press_.reset();

    // The pile under the pointer at a refused drop: the move the player asked for there.
    const auto refused = [&](PileId from, int index) -> std::optional<Move> {
        const std::optional<Hit> at = hit_test(view, x, y);
        if (!at || at->pile == from || index < 0) return std::nullopt;
        return Move::transfer(from, state.size(from) - index, at->pile);
    };
    if (p.spent) return {Outcome::Kind::None, {}, p.pile, p.index, refused(p.pile, p.index)};
    if (dragging_) {
        dragging_ = false;
        if (const std::optional<PileId> to = drop_target(view, drag_.targets, dragged_rect(view))) {
            const Move m = Move::transfer(drag_.pile, state.size(drag_.pile) - drag_.index, *to);
            if (is_legal(spec, state, m)) return {Outcome::Kind::Play, m};
        }
        return {Outcome::Kind::SnapBack, {}, drag_.pile, drag_.index, refused(drag_.pile, drag_.index)};
    }

    // A tap. A second tap on the same spot soon after is a double-tap: it sends the card home. When the
    // first tap already moved the card (a tap tries the foundations first), the second has nothing left
    // to do and must not move the card that the first one uncovered.
    // Taps on the stock deal, and quick repeated deals are common: they never pair up.
    const bool is_double = p.pile.kind != PileKind::Stock && now - last_tap_.time <= kDoubleTapMs &&
                           std::hypot(x - last_tap_.x, y - last_tap_.y) <= kDoubleTapSlop;
    std::optional<Move> m;
    if (is_double) {
        const bool first_moved = last_tap_.moved;
        last_tap_ = {};
        if (first_moved) return {};
        if (p.index >= 0 && p.index == state.size(p.pile) - 1) m = home_move(spec, state, p.pile);
    }
    if (!m) m = tap_move(spec, state, p.pile, p.index);
    if (!is_double) last_tap_ = {now, x, y, m.has_value()};
    if (m) return {Outcome::Kind::Play, *m};
    if (p.index >= 0) return {Outcome::Kind::Refuse, {}, p.pile, p.index};
    return {};
}

bool Gestures::cancel() {
    const bool was_dragging = dragging_;
    press_.reset();
    dragging_ = false;
    last_tap_ = {};
    return was_dragging;
}

Rect Gestures::dragged_rect(const TableView& view) const {
    std::optional<Rect> r;
    for (const CardView& c : view.cards)
        if (c.pile == drag_.pile && c.index >= drag_.index) r = r ? bounding(*r, c.rect) : c.rect;
    Rect out = r.value_or(Rect{});
    out.x += drag_.dx;
    out.y += drag_.dy;
    return out;
}

} // namespace patience::web
