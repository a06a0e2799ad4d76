// Card glides with an ease-out curve; cards are matched across layouts by place, then by face. A turn is the
// card narrowing to an edge showing its old face and widening again showing its new one.
#include "table/animation.h"

#include <algorithm>
#include <cmath>

namespace patience::web {

namespace {

// A card that moves and turns over turns in this last share of its flight; one that turns in place
// turns for the whole of it.
constexpr double kTurnShare = 0.5;

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

float ease_out(double t) {
    const double rest = 1.0 - t;
    return static_cast<float>(1.0 - rest * rest * rest); // cubic
}

// How far through its turn a card is at `t` of its flight (0..1), or -1 before the turn begins.
double turn_phase(double t, bool moves) {
    if (!moves) return t;
    const double begin = 1.0 - kTurnShare;
    return t < begin ? -1 : (t - begin) / kTurnShare;
}

} // namespace

void Animator::start(std::span<const ShownCard> before, const TableView& after, double duration_ms) {
    stop();
    start_ = -1;
    elapsed_ = 0;
    if (duration_ms <= 0) return;

    std::vector<bool> used(before.size(), false);
    std::vector<int> from(after.cards.size(), -1); // index into `before`
    // Cards that stayed in their place (their rect may still change: a fan compressed, a drag let go; or
    // their face: a card turned over).
    for (std::size_t i = 0; i < after.cards.size(); ++i) {
        const CardView& c = after.cards[i];
        for (std::size_t j = 0; j < before.size(); ++j) {
            if (!used[j] && before[j].pile == c.pile && before[j].index == c.index &&
                same_face(before[j].card, c.card)) {
                used[j] = true;
                from[i] = static_cast<int>(j);
                break;
            }
        }
    }
    // Cards that changed place: the nearest twin that was shown and is not accounted for.
    for (std::size_t i = 0; i < after.cards.size(); ++i) {
        if (from[i] >= 0) continue;
        const CardView& c = after.cards[i];
        std::optional<std::size_t> best;
        for (std::size_t j = 0; j < before.size(); ++j) {
            if (used[j] || !same_face(before[j].card, c.card)) continue;
            if (!best || distance2(before[j].rect, c.rect) < distance2(before[*best].rect, c.rect)) best = j;
        }
        if (best) {
            used[*best] = true;
            from[i] = static_cast<int>(*best);
        }
    }
    for (std::size_t i = 0; i < after.cards.size(); ++i) {
        if (from[i] < 0) continue;
        const ShownCard& b = before[static_cast<std::size_t>(from[i])];
        const CardView& c = after.cards[i];
        const bool turns = b.card.face_up() != c.card.face_up();
        if (turns || !same_rect(b.rect, c.rect))
            moves_.push_back({i, b.rect, c.rect, 0, duration_ms, b.card, turns});
    }
    index(after.cards.size());
}

void Animator::index(std::size_t cards) {
    of_card_.assign(cards, -1);
    for (std::size_t g = 0; g < moves_.size(); ++g) of_card_[moves_[g].card] = static_cast<int>(g);
}

void Animator::deal(const TableView& after, const Rect& deck, std::optional<PileId> deck_pile,
                    double flight_ms, double total_ms) {
    stop();
    start_ = -1;
    elapsed_ = 0;
    if (flight_ms <= 0 || total_ms <= 0) return;
    const auto dealt = [&](const CardView& c) { return !deck_pile || c.pile != *deck_pile; };
    const auto n = std::count_if(after.cards.begin(), after.cards.end(), dealt);
    if (n == 0) return;
    flight_ms = std::min(flight_ms, total_ms);
    // The flights overlap: each card leaves a fixed step after the one before it.
    const double step = n > 1 ? (total_ms - flight_ms) / static_cast<double>(n - 1) : 0;
    const Rect from{deck.x, deck.y, after.card_width, after.card_width * kCardHeight};
    for (std::size_t i = 0; i < after.cards.size(); ++i) {
        const CardView& c = after.cards[i];
        if (dealt(c))
            moves_.push_back({i, from, c.rect, step * static_cast<double>(moves_.size()), flight_ms,
                              c.card.turned(false), c.card.face_up()});
    }
    index(after.cards.size());
    dealing_ = true;
}

bool Animator::tick(double now_ms) {
    if (moves_.empty()) return false;
    if (start_ < 0) start_ = now_ms;
    elapsed_ = std::max(0.0, now_ms - start_);
    const bool done = std::all_of(moves_.begin(), moves_.end(),
                                  [&](const Glide& g) { return elapsed_ >= g.delay + g.duration; });
    if (done) stop();
    return !done;
}

bool Animator::in_air(const Glide& g) const { return elapsed_ >= g.delay && elapsed_ < g.delay + g.duration; }

int Animator::in_flight() const {
    int n = 0;
    for (const Glide& g : moves_) n += in_air(g);
    return n;
}

int Animator::turning() const {
    int n = 0;
    for (const Glide& g : moves_)
        n += in_air(g) && g.turns && turn_phase(local(g), !same_rect(g.from, g.to)) >= 0;
    return n;
}

// The glide of card `i` while it is part of the motion: until it has arrived.
const Animator::Glide* Animator::find(std::size_t i) const {
    if (i >= of_card_.size() || of_card_[i] < 0) return nullptr;
    const Glide& g = moves_[static_cast<std::size_t>(of_card_[i])];
    return elapsed_ < g.delay + g.duration ? &g : nullptr;
}

double Animator::local(const Glide& g) const {
    return std::clamp((elapsed_ - g.delay) / g.duration, 0.0, 1.0);
}

std::optional<Rect> Animator::rect(std::size_t i) const {
    const Glide* g = find(i);
    if (!g) return std::nullopt;
    const double t = local(*g);
    Rect r = lerp(g->from, g->to, ease_out(t));
    if (g->turns) {
        const double phase = turn_phase(t, !same_rect(g->from, g->to));
        if (phase >= 0) {
            // Seen edge-on half-way: the width shrinks to nothing and grows back about the card's centre.
            const float width = static_cast<float>(std::fabs(1.0 - 2.0 * phase));
            r.x += r.w * (1 - width) / 2;
            r.w *= width;
        }
    }
    return r;
}

bool Animator::flying(std::size_t i) const {
    const Glide* g = find(i);
    return g && in_air(*g);
}

std::optional<Card> Animator::face(std::size_t i) const {
    const Glide* g = find(i);
    if (!g || !g->turns) return std::nullopt;
    const double phase = turn_phase(local(*g), !same_rect(g->from, g->to));
    return phase < 0.5 ? std::optional<Card>(g->shown) : std::nullopt;
}

} // namespace patience::web
