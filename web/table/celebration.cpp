// The win cascade: each foundation's cards leave from the top, taking turns between the foundations, and
// fall under gravity, bouncing on the bottom edge with some loss, until they are past a side of the table.
#include "table/celebration.h"

#include <algorithm>
#include <cmath>

namespace patience::web {

namespace {

constexpr double kTotalLaunchMs = 2600; // the last card leaves this long after the first
constexpr float kGravity = 0.0022f;     // CSS pixels per ms²
constexpr float kBounce = 0.72f;        // speed kept at each bounce

} // namespace

void Celebration::start(const TableView& view, float css_w, float css_h) {
    flights_.clear();
    of_card_.assign(view.cards.size(), -1);
    w_ = css_w;
    h_ = css_h;
    start_ = -1;
    t_ = 0;
    // Per foundation, its cards from the top down; then dealt out in turns, one from each foundation.
    std::vector<std::vector<std::size_t>> piles;
    for (const PileView& p : view.piles) {
        if (p.pile.kind != PileKind::Foundation) continue;
        std::vector<std::size_t> cards;
        for (std::size_t i = 0; i < view.cards.size(); ++i)
            if (view.cards[i].pile == p.pile) cards.push_back(i);
        std::sort(cards.begin(), cards.end(),
                  [&](std::size_t a, std::size_t b) { return view.cards[a].index > view.cards[b].index; });
        piles.push_back(std::move(cards));
    }
    std::vector<std::size_t> order;
    for (std::size_t round = 0;; ++round) {
        bool any = false;
        for (const auto& p : piles)
            if (round < p.size()) {
                order.push_back(p[round]);
                any = true;
            }
        if (!any) break;
    }
    const double step = order.empty() ? 0 : kTotalLaunchMs / static_cast<double>(order.size());
    for (std::size_t k = 0; k < order.size(); ++k) {
        const std::size_t i = order[k];
        // A fixed pattern, the same every time: alternate sides, speeds varying by position in the order.
        const float speed = css_w * (0.00035f + 0.0001f * static_cast<float>(k % 5)); // off in about a second
        const float vx = (k % 2 == 0 ? -1.f : 1.f) * speed;
        const float vy = -0.25f * static_cast<float>(k % 3) / 2.f;
        of_card_[i] = static_cast<int>(flights_.size());
        flights_.push_back({i, view.cards[i].rect, vx, vy, step * static_cast<double>(k)});
    }
}

bool Celebration::tick(double now_ms) {
    if (flights_.empty()) return false;
    if (start_ < 0) start_ = now_ms;
    t_ = now_ms - start_;
    for (std::size_t i = 0; i < of_card_.size(); ++i)
        if (of_card_[i] >= 0 && !gone(i)) return true;
    flights_.clear();
    return false;
}

std::optional<Rect> Celebration::rect(std::size_t i) const {
    if (i >= of_card_.size() || of_card_[i] < 0 || flights_.empty()) return std::nullopt;
    const Flight& f = flights_[static_cast<std::size_t>(of_card_[i])];
    const double t = t_ - f.delay;
    if (t <= 0) return f.from;
    // Fall from the start, bouncing on the bottom edge: step through the bounces in closed form.
    Rect r = f.from;
    r.x = f.from.x + f.vx * static_cast<float>(t);
    const float floor = h_ - f.from.h;
    float y = f.from.y, vy = f.vy;
    double left = t;
    for (int bounce = 0; bounce < 12 && left > 0; ++bounce) {
        // Time to reach the floor from y with speed vy: y + vy t + g t²/2 = floor.
        const float a = kGravity / 2, b = vy, c = y - floor;
        const float disc = b * b - 4 * a * c;
        const double hit = disc < 0 ? left : (-b + std::sqrt(disc)) / (2 * a);
        if (hit >= left) {
            y = y + vy * static_cast<float>(left) + a * static_cast<float>(left * left);
            left = 0;
        } else {
            left -= hit;
            vy = -(vy + kGravity * static_cast<float>(hit)) * kBounce;
            y = floor;
        }
    }
    r.y = std::min(y, floor);
    return r;
}

bool Celebration::gone(std::size_t i) const {
    const std::optional<Rect> r = rect(i);
    return r && (r->x + r->w < 0 || r->x > w_);
}

} // namespace patience::web
