// Table layout in card units for the three deal patterns, portrait and landscape, with fans that
// compress to fit; plus hit-testing and drop-target choice.
#include "view.h"

#include "rules.h"

#include <algorithm>
#include <cmath>

namespace patience {

namespace {

constexpr float kMargin = 0.15f;
constexpr float kGap = 0.12f;      // between columns
constexpr float kRowGap = 0.22f;   // between rows
constexpr float kFanUp = 0.32f;    // fan step of a face-up card (Down fans), in card units
constexpr float kFanDown = 0.14f;  // fan step of a face-down card
constexpr float kFanSide = 0.30f;  // sideways fan step (Fortress wings)
constexpr float kMinStep = 0.08f;  // compression never squeezes a fan below this
constexpr float kPitch = 1 + kGap; // one column

float col(int i) { return kMargin + static_cast<float>(i) * kPitch; }

struct Builder {
    const Spec& spec;
    const State& state;
    TableView view;

    void squared(PileId p, float x, float y) {
        const Rect slot{x, y, 1, kCardHeight};
        view.piles.push_back({p, slot, slot, Fan::Squared, false});
        const int n = state.size(p);
        // The card under the top one is drawn too (covered), so a drag reveals it at once.
        for (int i = std::max(0, n - 2); i < n; ++i)
            view.cards.push_back({p, i, state.at(p, i), slot, i < n - 1, false});
    }

    // A fan: `room` is the extent the fan may use beyond the first card (down or sideways).
    void fanned(PileId p, float x, float y, Fan fan, float room, int squared_below = 0) {
        const Rect slot{x, y, 1, kCardHeight};
        const int n = state.size(p);
        const int first = std::max(0, squared_below);
        std::vector<float> steps;
        float want = 0;
        for (int i = first + 1; i < n; ++i) {
            const bool down_card = !state.at(p, i - 1).face_up();
            const float st = fan == Fan::Down ? (down_card ? kFanDown : kFanUp) : kFanSide;
            steps.push_back(st);
            want += st;
        }
        const float scale = want > room && want > 0 ? std::max(room / want, kMinStep / kFanUp) : 1.0f;
        float off = 0;
        float left = slot.x, right = slot.x + slot.w, bottom = slot.y + slot.h;
        for (int i = 0; i < n; ++i) {
            if (i > first) off += steps[static_cast<std::size_t>(i - first - 1)] * scale;
            Rect r = slot;
            if (fan == Fan::Down)
                r.y += off;
            else if (fan == Fan::Right)
                r.x += off;
            else
                r.x -= off;
            view.cards.push_back({p, i, state.at(p, i), r, i < first, false});
            left = std::min(left, r.x);
            right = std::max(right, r.x + r.w);
            bottom = std::max(bottom, r.y + r.h);
        }
        Rect area{left, slot.y, right - left, bottom - slot.y};
        // Drop zones reach to the end of the fan's room so a short pile is easy to hit.
        if (fan == Fan::Down) area.h = std::max(area.h, std::min(kCardHeight + room, kCardHeight * 2));
        view.piles.push_back({p, slot, area, fan, false});
    }

    // The reserve fans right with every card readable; its top card sits apart so it stands out.
    void reserve_fan(float x, float y, float width) {
        const PileId p = reserve();
        const int n = state.size(p);
        const Rect slot{x, y, 1, kCardHeight};
        const float top_gap = 0.12f;
        const float step = n > 1 ? std::min(0.45f, (width - 1 - top_gap) / static_cast<float>(n - 1)) : 0;
        for (int i = 0; i < n; ++i) {
            Rect r = slot;
            r.x += step * static_cast<float>(i) + (i == n - 1 && n > 1 ? top_gap : 0);
            view.cards.push_back({p, i, state.at(p, i), r, false, i == n - 1});
        }
        Rect area = slot;
        area.w = std::max(1.0f, n ? view.cards.back().rect.x + 1 - x : 1.0f);
        view.piles.push_back({p, slot, area, Fan::Right, false});
    }

    void stock_and_waste(float stock_x, float waste_x, float y) {
        squared(stock(), stock_x, y);
        if (spec.draw > 1) {
            // Draw three: the last three turned cards fan right; only the top one plays.
            const int n = state.size(waste());
            fanned(waste(), waste_x, y, Fan::Right, 0.5f, std::max(0, n - 3));
        } else {
            squared(waste(), waste_x, y);
        }
    }

    void foundations_row(float x0, float y) {
        for (int i = 0; i < spec.foundations; ++i)
            squared(foundation(i), x0 + static_cast<float>(i) * kPitch, y);
    }

    void terrace(float aspect) {
        const int cols = std::max(spec.tableau, spec.foundations);
        const float width = col(cols) - kGap + kMargin;
        const float min_height = 2 * kMargin + 3 * kCardHeight + 2 * kRowGap + 12 * kFanUp;
        const float height = std::max(min_height, width / aspect);
        const float reserve_width = col(cols - 2) - kGap - kMargin;
        reserve_fan(col(0), kMargin, reserve_width);
        stock_and_waste(col(cols - 1), col(cols - 2), kMargin);
        const float y1 = kMargin + kCardHeight + kRowGap;
        foundations_row(col(0) + static_cast<float>(cols - spec.foundations) * kPitch / 2, y1);
        const float y2 = y1 + kCardHeight + kRowGap;
        const float x0 = static_cast<float>(cols - spec.tableau) * kPitch / 2;
        for (int i = 0; i < spec.tableau; ++i)
            fanned(tableau(i), col(i) + x0, y2, Fan::Down, height - kMargin - y2 - kCardHeight);
        view.width = width;
        view.height = height;
    }

    void klondike(float aspect) {
        const float waste_w = spec.draw > 1 ? 1.5f : 1.0f;
        // The holdouts stand apart from the waste on one side and the foundations on the other: empty,
        // their outlines look just like the foundations', so only the gaps tell the groups apart.
        const float apart = spec.cells ? 0.3f : 0.0f;
        const float top_cols =
            1 + waste_w + static_cast<float>(spec.cells) + static_cast<float>(spec.foundations);
        const bool portrait = aspect < 1.0f;
        // Foundations share the top row when it fits; a narrow portrait table gives them their own row.
        const bool split = portrait && top_cols > static_cast<float>(spec.tableau) + 0.5f;
        const float cols = std::max(static_cast<float>(spec.tableau),
                                    split ? std::max(1 + waste_w + static_cast<float>(spec.cells),
                                                     static_cast<float>(spec.foundations))
                                          : top_cols + 2 * apart);
        const float width = kMargin * 2 + cols * kPitch - kGap;
        const float rows_top = split ? 2 : 1;
        const float min_height = 2 * kMargin + (rows_top + 1) * (kCardHeight + kRowGap) + 14 * kFanUp;
        const float height = std::max(min_height, width / aspect);
        const float right = width - kMargin + kGap; // x just right of the last column
        stock_and_waste(col(0), col(1), kMargin);
        float x = col(1) + waste_w + kGap + apart;
        for (int i = 0; i < spec.cells; ++i, x += kPitch) squared(cell(i), x, kMargin);
        const float fy = split ? kMargin + kCardHeight + kRowGap : kMargin;
        foundations_row(right - static_cast<float>(spec.foundations) * kPitch, fy);
        const float y = fy + kCardHeight + kRowGap;
        const float x0 = (cols - static_cast<float>(spec.tableau)) * kPitch / 2;
        for (int i = 0; i < spec.tableau; ++i)
            fanned(tableau(i), col(i) + x0, y, Fan::Down, height - kMargin - y - kCardHeight);
        view.width = width;
        view.height = height;
    }

    void wings(float aspect) {
        if (aspect >= 1.0f) {
            // Landscape: two wings of five rows, foundations in a column between them.
            const float wing = 1 + 15 * kFanSide;
            const float width = 2 * kMargin + 2 * wing + 1 + 2 * 0.4f;
            const float rows_h = 5 * kCardHeight + 4 * kGap;
            const float height = std::max(2 * kMargin + rows_h, width / aspect);
            const float top = (height - rows_h) / 2;
            const float mid = kMargin + wing + 0.4f;
            for (int i = 0; i < 5; ++i) {
                const float y = top + static_cast<float>(i) * (kCardHeight + kGap);
                fanned(tableau(i), mid - 0.4f - 1, y, Fan::Left, wing - 1);
                fanned(tableau(5 + i), mid + 1 + 0.4f, y, Fan::Right, wing - 1);
            }
            const float fgap = (rows_h - 4 * kCardHeight) / 3;
            for (int i = 0; i < 4; ++i)
                squared(foundation(i), mid, top + static_cast<float>(i) * (kCardHeight + fgap));
            view.width = width;
            view.height = height;
        } else {
            // Portrait: the foundations in a row on top and the two wings side by side below them, each
            // row fanning outwards from the middle as in landscape. Stacking the ten rows instead would
            // leave a phone's cards half as wide, with most of the width idle.
            const float wing_gap = 0.3f;
            const float rows_h = 5 * kCardHeight + 4 * kGap;
            const float min_width =
                2 * kMargin + 2 * (1 + 5 * kFanSide) + wing_gap; // six-card rows unsqueezed
            const float min_height = 2 * kMargin + kCardHeight + kRowGap + rows_h;
            const float width = std::max(min_width, min_height * aspect);
            const float height = std::max(min_height, width / aspect);
            const float mid = width / 2;
            const float fx = mid - (4 * kPitch - kGap) / 2;
            for (int i = 0; i < 4; ++i) squared(foundation(i), fx + static_cast<float>(i) * kPitch, kMargin);
            const float top = kMargin + kCardHeight + kRowGap;
            const float room = mid - wing_gap / 2 - 1 - kMargin;
            for (int i = 0; i < 5; ++i) {
                const float y = top + static_cast<float>(i) * (kCardHeight + kGap);
                fanned(tableau(i), mid - wing_gap / 2 - 1, y, Fan::Left, room);
                fanned(tableau(5 + i), mid + wing_gap / 2, y, Fan::Right, room);
            }
            view.width = width;
            view.height = height;
        }
    }

    void emphasise() {
        const bool pending = fill_pending(spec, state);
        const bool choosing = spec.base == BaseCard::ChosenFromFour && state.base_rank == 0;
        for (auto& p : view.piles) {
            if (pending && p.pile.kind == PileKind::Tableau && state.empty(p.pile)) p.emphasised = true;
            if (choosing && p.pile.kind == PileKind::Tableau && p.pile.index < 4) p.emphasised = true;
        }
    }
};

} // namespace

float Rect::overlap(const Rect& o) const {
    const float ix = std::min(x + w, o.x + o.w) - std::max(x, o.x);
    const float iy = std::min(y + h, o.y + o.h) - std::max(y, o.y);
    return ix > 0 && iy > 0 ? ix * iy : 0;
}

const PileView* TableView::find(PileId pile) const {
    for (const auto& p : piles)
        if (p.pile == pile) return &p;
    return nullptr;
}

const CardView* TableView::card_at(PileId pile, int index) const {
    for (const auto& c : cards)
        if (c.pile == pile && c.index == index) return &c;
    return nullptr;
}

TableView layout(const Spec& spec, const State& state, float aspect) {
    if (!(aspect > 0.2f)) aspect = 0.2f; // also catches NaN
    if (aspect > 5.0f) aspect = 5.0f;
    Builder b{spec, state, {}};
    switch (spec.deal) {
    case DealPattern::Terrace: b.terrace(aspect); break;
    case DealPattern::Klondike: b.klondike(aspect); break;
    case DealPattern::Wings: b.wings(aspect); break;
    }
    b.emphasise();
    return b.view;
}

std::optional<Hit> hit_test(const TableView& view, float x, float y) {
    for (auto it = view.cards.rbegin(); it != view.cards.rend(); ++it)
        if (!it->covered && it->rect.contains(x, y)) return Hit{it->pile, it->index};
    for (const auto& p : view.piles)
        if (p.area.contains(x, y)) return Hit{p.pile, -1};
    return std::nullopt;
}

std::optional<PileId> drop_target(const TableView& view, std::span<const PileId> candidates,
                                  const Rect& dragged) {
    std::optional<PileId> best;
    float best_overlap = 0, best_dist = 0;
    const float cx = dragged.x + dragged.w / 2, cy = dragged.y + dragged.h / 2;
    for (PileId c : candidates) {
        const PileView* p = view.find(c);
        if (!p) continue;
        // The landing spot is the pile's top card (or slot), not the whole fan.
        Rect target = p->slot;
        for (const auto& card : view.cards)
            if (card.pile == c && !card.covered) target = card.rect;
        const float ov = std::max(target.overlap(dragged), p->area.overlap(dragged) * 0.5f);
        if (ov <= 0) continue;
        const float dx = target.x + target.w / 2 - cx, dy = target.y + target.h / 2 - cy;
        const float dist = dx * dx + dy * dy;
        if (!best || ov > best_overlap + 1e-4f ||
            (std::fabs(ov - best_overlap) <= 1e-4f && dist < best_dist)) {
            best = c;
            best_overlap = ov;
            best_dist = dist;
        }
    }
    return best;
}

} // namespace patience
