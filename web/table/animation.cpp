// Card glides with an ease-out curve; cards are matched across layouts by place, then by face.
#include "table/animation.h"

#include <algorithm>
#include <cmath>

namespace patience::web {

namespace {

bool same_rect(const Rect& a, const Rect& b) {
    return std::fabs(a.x - b.x) < 1e-3f && std::fabs(a.y - b.y) < 1e-3f && std::fabs(a.w - b.w) < 1e-3f &&
           std::fabs(a.h - b.h) < 1e-3f;
}

bool same_face(Card a, Card b) { return a.rank() == b.rank() && a.suit() == b.suit(); }

float distance2(const Rect& a, const Rect& b) {
    const float dx = a.x - b.x, dy = a.y - b.y;
    return dx * dx + dy * dy;
}

Rect lerp(const Rect& a, const Rect& b, float t) {
    return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.w + (b.w - a.w) * t, a.h + (b.h - a.h) * t};
}

} // namespace

void Animator::start(std::span<const ShownCard> before, const TableView& after, double duration_ms) {
    moves_.clear();
    start_ = -1;
    progress_ = 0;
    duration_ = duration_ms;
    if (duration_ms <= 0) return;

    std::vector<bool> used(before.size(), false);
    std::vector<std::optional<Rect>> from(after.cards.size());
    // Cards that stayed in their place (their rect may still change: a fan compressed, a drag let go).
    for (std::size_t i = 0; i < after.cards.size(); ++i) {
        const CardView& c = after.cards[i];
        for (std::size_t j = 0; j < before.size(); ++j) {
            if (!used[j] && before[j].pile == c.pile && before[j].index == c.index &&
                same_face(before[j].card, c.card)) {
                used[j] = true;
                from[i] = before[j].rect;
                break;
            }
        }
    }
    // Cards that changed place: the nearest twin that was shown and is not accounted for.
    for (std::size_t i = 0; i < after.cards.size(); ++i) {
        if (from[i]) continue;
        const CardView& c = after.cards[i];
        std::optional<std::size_t> best;
        for (std::size_t j = 0; j < before.size(); ++j) {
            if (used[j] || !same_face(before[j].card, c.card)) continue;
            if (!best || distance2(before[j].rect, c.rect) < distance2(before[*best].rect, c.rect)) best = j;
        }
        if (best) {
            used[*best] = true;
            from[i] = before[*best].rect;
        }
    }
    for (std::size_t i = 0; i < after.cards.size(); ++i)
        if (from[i] && !same_rect(*from[i], after.cards[i].rect))
            moves_.push_back({i, *from[i], after.cards[i].rect});
}

bool Animator::tick(double now_ms) {
    if (moves_.empty()) return false;
    if (start_ < 0) start_ = now_ms;
    const double t = std::clamp((now_ms - start_) / duration_, 0.0, 1.0);
    const double rest = 1.0 - t;
    progress_ = static_cast<float>(1.0 - rest * rest * rest); // ease-out cubic
    if (t >= 1.0) {
        moves_.clear();
        return false;
    }
    return true;
}

std::optional<Rect> Animator::rect(std::size_t i) const {
    for (const Glide& g : moves_)
        if (g.card == i) return lerp(g.from, g.to, progress_);
    return std::nullopt;
}

} // namespace patience::web
