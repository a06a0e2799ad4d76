// The scene of one moment: each card's place now and its layer, the drag's or the held cards' targets, the
// keyboard's focus ring and the hint.
#include "table/scene_builder.h"

#include <algorithm>

namespace patience::web {

namespace {

constexpr float kLift = 0.15f; // how far cards picked up by the keyboard rise (card widths)

bool held_card(const SceneBuilder::Sources& at, const CardView& c) {
    return at.held && c.pile == at.held->from && c.index >= at.state->size(at.held->from) - at.held->count;
}

} // namespace

Rect SceneBuilder::shown_rect(const Sources& at, std::size_t i) {
    const TableView& view = *at.view;
    if (std::optional<Rect> r = at.celebration->rect(i)) return *r;
    if (std::optional<Rect> r = at.animator->rect(i)) return *r;
    Rect r = view.cards[i].rect;
    if (const Drag* d = at.drag; d && view.cards[i].pile == d->pile && view.cards[i].index >= d->index) {
        r.x += d->dx;
        r.y += d->dy;
    }
    if (held_card(at, view.cards[i])) r.y -= kLift * view.card_width; // picked up by the keyboard
    return r;
}

const Scene& SceneBuilder::build(const Sources& at) {
    Scene& s = scene_;
    s.at.clear();
    s.layer.clear();
    s.face.clear();
    s.targets.clear();
    s.hover.reset();
    s.focus.reset();
    s.view = at.state && !at.view->piles.empty() ? at.view : nullptr;
    if (!s.view) return s;
    const TableView& view = *at.view;
    const Drag* drag = at.drag;
    const Held* held = at.held;
    const std::optional<PileId>& focus = at.focus;
    for (std::size_t i = 0; i < view.cards.size(); ++i) {
        const CardView& c = view.cards[i];
        s.at.push_back(shown_rect(at, i));
        s.layer.push_back((drag && c.pile == drag->pile && c.index >= drag->index) || held_card(at, c)
                              ? Layer::Dragged
                          : at.animator->flying(i) || at.celebration->rect(i) ? Layer::Flying
                                                                              : Layer::Resting);
        s.face.push_back(at.animator->face(i).value_or(c.card));
    }
    if (drag) {
        s.targets.assign(drag->targets.begin(), drag->targets.end());
        s.hover = drag->hover;
    } else if (held) {
        s.targets.assign(held->targets.begin(), held->targets.end());
        if (focus && std::find(held->targets.begin(), held->targets.end(), *focus) != held->targets.end())
            s.hover = focus;
    }
    if (at.ring && focus && !drag) {
        // Around the held run, else the pile's top card, else its outline.
        std::optional<Rect> ring;
        const int size = at.state->size(*focus);
        const int first = held && held->from == *focus ? size - held->count : size - 1;
        for (std::size_t i = 0; i < view.cards.size(); ++i) {
            const CardView& c = view.cards[i];
            if (c.pile != *focus || c.index < first) continue;
            const Rect& r = s.at[i];
            if (!ring) {
                ring = r;
            } else {
                const float x = std::min(ring->x, r.x), y = std::min(ring->y, r.y);
                ring = Rect{x, y, std::max(ring->x + ring->w, r.x + r.w) - x,
                            std::max(ring->y + ring->h, r.y + r.h) - y};
            }
        }
        if (!ring)
            if (const PileView* p = view.find(*focus)) ring = p->slot;
        s.focus = ring;
    }
    s.hint_from.reset();
    s.hint_to.reset();
    if (at.hint && !drag) {
        const Move& hint = *at.hint;
        if (hint.kind == Move::Kind::Transfer) {
            s.hint_from = hint.from;
            s.hint_index = at.state->size(hint.from) - hint.count;
            s.hint_to = hint.to;
        } else {
            s.hint_from = stock();
        }
    }
    return s;
}

} // namespace patience::web
