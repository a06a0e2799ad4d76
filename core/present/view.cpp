// Table layout: a few arrangements of the piles per deal pattern, the one that suits the canvas, the largest
// cards that keep every fan readable, and fans that spread into their room; plus hit-testing and drop
// targets. The arithmetic is in card widths; the finished view is scaled to CSS pixels.
#include "present/view.h"

#include "rules/rules.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace patience {

namespace {

// Distances in card widths.
constexpr float kMargin = 0.15f;
constexpr float kGap = 0.12f;      // between columns
constexpr float kRowGap = 0.22f;   // between rows
constexpr float kPitch = 1 + kGap; // one column
constexpr float kApart = 0.3f;     // more room that sets groups of piles apart (holdouts, wings)

// Fan steps: how much of a covered card shows. The comfortable steps show the whole corner index of the
// art (assets/make_cards.py: the rank glyph ends 0.31 card widths below the top edge and the index column
// is 0.27 wide); with room to spare a face-up step spreads to kSpreadPx, easy to grab.
constexpr float kFanUp = 0.32f;
constexpr float kFanSide = 0.30f;
constexpr float kFanUpLarge = 0.38f; // the same for the large indices: rank glyph to 0.37, column 0.33
constexpr float kFanSideLarge = 0.34f;
constexpr float kFanDown = 0.14f; // a face-down card
constexpr float kSpreadPx = 28;
constexpr float kDownPx = 6;      // a face-down step is at least this many CSS pixels, room allowing
constexpr float kDownMin = 0.04f; // face-down steps close up to this first (or kDownMinPx)
constexpr float kDownMinPx = 3;
constexpr float kReserveStep = 0.45f; // the Terrace reserve fans right this far at most
constexpr float kTopApart = 0.12f;    // and its top card sits this far apart from the others

// The arrangement is chosen for fans as long as a long game makes them, so it suits the whole game and
// does not change under the player's hands.
constexpr int kDesignUp = 12;  // face-up steps of a tableau fan going down
constexpr int kDesignSide = 8; // steps of a wing's row

// The cards keep the size a long game needs when that is at least this share of the largest they could be.
constexpr float kStableShare = 0.6f;
// When a position's fans need more room, the cards shrink by a tenth at a time: seldom, and visibly.
constexpr float kLadder = 0.9f;
constexpr float kEps = 1e-4f;

float row_width(int cards) { return cards > 0 ? static_cast<float>(cards) * kPitch - kGap : 0; }

enum class Need {
    Frame,  // tableau piles as single cards: the largest cards the arrangement can have
    Design, // tableau piles as long as a long game makes them: the arrangement to play on
    State,  // the position itself
};

struct Steps {
    float down = 0, up = 0; // after a face-down card, after a face-up one
};

class Builder {
  public:
    Builder(const Spec& spec, const State& state, float unit, float width, float height, Need need,
            bool record, LayoutOptions options = {})
        : spec_(spec), state_(state), unit_(unit), width_(width), height_(height), w_(width / unit),
          h_(height / unit), need_(need), record_(record), options_(options) {}

    bool fits() const { return !cramped_ && !overflow_; }

    TableView finish() && {
        if (options_.left_handed && spec_.deal != DealPattern::Wings) mirror();
        emphasise();
        place_labels();
        view_.width = width_;
        view_.height = height_;
        view_.card_width = unit_;
        view_.cramped = cramped_;
        const auto scale = [u = unit_](Rect& r) { r = {r.x * u, r.y * u, r.w * u, r.h * u}; };
        for (PileView& p : view_.piles) {
            scale(p.slot);
            scale(p.area);
            scale(p.label);
        }
        for (CardView& c : view_.cards) scale(c.rect);
        return std::move(view_);
    }

    // ---- Klondike ----------------------------------------------------------------------------------

    // Stock, waste, holdouts and foundations on one row over the tableau (desktops).
    void klondike_row() {
        const float apart = spec_.cells ? kApart : 0;
        const float before_foundations =
            kPitch + waste_width() + kGap + apart + row_width(spec_.cells) + apart;
        const float inner =
            std::max(before_foundations + kGap + row_width(spec_.foundations), tableau_width());
        const float x0 = start_x(inner);
        stock_and_waste(x0, kMargin, x0 + kPitch, kMargin);
        holdouts_row(x0 + kPitch + waste_width() + kGap + apart, kMargin);
        foundations_row(x0 + inner - row_width(spec_.foundations), kMargin);
        tableau_down(x0 + (inner - tableau_width()) / 2, kMargin + kCardHeight + kRowGap);
    }

    // The foundations on a row of their own (phones, where one top row would be wider than the tableau).
    void klondike_two_rows() {
        const float apart = spec_.cells ? kApart : 0;
        const float row1 = kPitch + waste_width() + (spec_.cells ? kGap + apart + row_width(spec_.cells) : 0);
        const float inner = std::max({row1, row_width(spec_.foundations), tableau_width()});
        const float x0 = start_x(inner);
        stock_and_waste(x0, kMargin, x0 + kPitch, kMargin);
        holdouts_row(x0 + kPitch + waste_width() + kGap + apart, kMargin);
        const float y1 = kMargin + kCardHeight + kRowGap;
        foundations_row(x0 + inner - row_width(spec_.foundations), y1);
        tableau_down(x0 + (inner - tableau_width()) / 2, y1 + kCardHeight + kRowGap);
    }

    // Stock over waste on the left (holdouts in a column apart beside them), the foundations in two rows on
    // the right, and the tableau between them with the whole height to fan into (landscape phones).
    void klondike_sides() {
        const float waste_col = std::max(1.0f, waste_width());
        const float left = waste_col + (spec_.cells ? kGap + kApart + 1 : 0);
        const int fcols = (spec_.foundations + 1) / 2;
        const float side_gap = kGap + kApart;
        const float inner = left + side_gap + tableau_width() + side_gap + row_width(fcols);
        const float x0 = start_x(inner);
        const float row2 = kMargin + kCardHeight + kRowGap;
        need_height(row2 + kCardHeight);
        stock_and_waste(x0, kMargin, x0, row2);
        for (int i = 0; i < spec_.cells; ++i)
            squared(cell(i), x0 + waste_col + kGap + kApart,
                    kMargin + static_cast<float>(i) * (kCardHeight + kRowGap));
        const float fx = x0 + inner - row_width(fcols);
        for (int i = 0; i < spec_.foundations; ++i)
            squared(foundation(i), fx + static_cast<float>(i % fcols) * kPitch,
                    kMargin + static_cast<float>(i / fcols) * (kCardHeight + kRowGap));
        tableau_down(x0 + left + side_gap, kMargin);
    }

    // ---- Terrace -----------------------------------------------------------------------------------

    // The reserve with waste and stock, the foundations, the tableau: three rows (portrait, desktops).
    void terrace_rows() {
        const int cols = std::max(spec_.tableau, spec_.foundations);
        const float inner = row_width(cols);
        const float x0 = start_x(inner);
        reserve_fan(x0, kMargin, row_width(cols - 2));
        stock_and_waste(x0 + static_cast<float>(cols - 1) * kPitch, kMargin,
                        x0 + static_cast<float>(cols - 2) * kPitch, kMargin);
        const float y1 = kMargin + kCardHeight + kRowGap;
        foundations_row(x0 + (inner - row_width(spec_.foundations)) / 2, y1);
        tableau_down(x0 + (inner - tableau_width()) / 2, y1 + kCardHeight + kRowGap);
    }

    // Reserve, waste, stock and foundations on one row over the tableau (landscape phones).
    void terrace_row() {
        const float readable_reserve =
            1 + static_cast<float>(spec_.reserve - 1) * readable() + kTopApart; // the deal's reserve
        // On a tiny screen the readable step can exceed the comfortable one; never less than readable.
        const float comfortable_reserve =
            std::max(readable_reserve, 1 + static_cast<float>(spec_.reserve - 1) * kReserveStep + kTopApart);
        const float rest = kGap + 2 * kPitch + kApart + row_width(spec_.foundations);
        const float reserve_w = std::clamp(w_ - 2 * kMargin - rest, readable_reserve, comfortable_reserve);
        const float inner = std::max(reserve_w + rest, tableau_width());
        const float x0 = start_x(inner);
        reserve_fan(x0, kMargin, reserve_w);
        const float wx = x0 + reserve_w + kGap;
        stock_and_waste(wx + kPitch, kMargin, wx, kMargin);
        foundations_row(x0 + inner - row_width(spec_.foundations), kMargin);
        tableau_down(x0 + (inner - tableau_width()) / 2, kMargin + kCardHeight + kRowGap);
    }

    // ---- Fortress and Chessboard -------------------------------------------------------------------

    // The two wings left and right, each row fanning outwards, the foundations in a column between them.
    void wings_sides() {
        const int rows = spec_.wing_piles();
        const int fcols = (spec_.foundations + rows - 1) / rows;
        const float rows_h = static_cast<float>(rows) * kCardHeight + static_cast<float>(rows - 1) * kGap;
        const float middle = row_width(fcols) + 2 * (kGap + kApart);
        const float room = (w_ - 2 * kMargin - middle) / 2 - 1;
        const float top = std::max(kMargin, (h_ - rows_h) / 2);
        need_height(top + rows_h);
        const float mid = w_ / 2;
        wings(mid - middle / 2 - 1, mid + middle / 2, top, room);
        const int per_col = (spec_.foundations + fcols - 1) / fcols;
        const float fx = mid - row_width(fcols) / 2;
        for (int i = 0; i < spec_.foundations; ++i) {
            const int c = i / per_col, r = i % per_col;
            const int in_col = std::min(per_col, spec_.foundations - c * per_col);
            const float gap = in_col > 1 ? (rows_h - static_cast<float>(in_col) * kCardHeight) /
                                               static_cast<float>(in_col - 1)
                                         : 0;
            const float y = in_col > 1 ? top + static_cast<float>(r) * (kCardHeight + gap)
                                       : top + (rows_h - kCardHeight) / 2;
            squared(foundation(i), fx + static_cast<float>(c) * kPitch, y);
        }
    }

    // The foundations on a row on top and the two wings side by side under them (portrait): stacking the
    // ten rows instead would leave a phone's cards half as wide, with most of the width idle.
    void wings_stacked() {
        const int rows = spec_.wing_piles();
        const float rows_h = static_cast<float>(rows) * kCardHeight + static_cast<float>(rows - 1) * kGap;
        const float block = kCardHeight + kRowGap + rows_h;
        const float top = std::max(kMargin, (h_ - block) / 2);
        need_height(top + block);
        const float mid = w_ / 2;
        foundations_row(mid - row_width(spec_.foundations) / 2, top);
        need_width(row_width(spec_.foundations));
        const float room = (w_ - 2 * kMargin - kApart) / 2 - 1;
        wings(mid - kApart / 2 - 1, mid + kApart / 2, top + kCardHeight + kRowGap, room);
    }

  private:
    // Left and right change places: every pile but the tableau mirrored about the canvas's middle (a fan to
    // the right now fans left), and the tableau's piles take the mirrored places in their own order, left
    // to right, so t1 stays the leftmost.
    void mirror() {
        const auto flip = [this](Rect& r) { r.x = w_ - r.x - r.w; };
        std::vector<float> columns;
        for (const PileView& p : view_.piles)
            if (p.pile.kind == PileKind::Tableau) columns.push_back(w_ - p.slot.x - p.slot.w);
        std::sort(columns.begin(), columns.end());
        std::array<float, kPiles> shift{}; // how far each tableau pile moves
        std::size_t next = 0;
        for (PileView& p : view_.piles) {
            if (p.pile.kind == PileKind::Tableau) {
                const float dx = columns[next++] - p.slot.x;
                shift[static_cast<std::size_t>(p.pile.slot())] = dx;
                p.slot.x += dx;
                p.area.x += dx;
                continue;
            }
            flip(p.slot);
            flip(p.area);
            if (p.fan == Fan::Right || p.fan == Fan::Left)
                p.fan = p.fan == Fan::Right ? Fan::Left : Fan::Right;
        }
        for (CardView& c : view_.cards) {
            if (c.pile.kind == PileKind::Tableau)
                c.rect.x += shift[static_cast<std::size_t>(c.pile.slot())];
            else
                flip(c.rect);
        }
    }

    // The wings' rows from `top` down, each fanning outwards from the middle into `room`: the left wing's
    // innermost cards at `left_x`, the right wing's at `right_x`.
    void wings(float left_x, float right_x, float top, float room) {
        const int rows = spec_.wing_piles();
        for (int r = 0; r < rows; ++r) {
            const float y = top + static_cast<float>(r) * (kCardHeight + kGap);
            fanned(tableau(r), left_x, y, Fan::Left, room);
            fanned(tableau(rows + r), right_x, y, Fan::Right, room);
        }
    }

    // The least a covered face-up card shows, and the least a face-down one shows once fans close up.
    float readable() const { return std::max(kReadableStep / unit_, kIndexShare); }
    float down_comfortable() const { return std::max(kFanDown, kDownPx / unit_); }
    float down_least() const { return std::min(down_comfortable(), std::max(kDownMin, kDownMinPx / unit_)); }
    float tableau_width() const { return row_width(spec_.tableau); }
    // Draw three: the last three turned cards fan right, readable.
    float waste_width() const { return spec_.draw > 1 ? 1 + 2 * readable() : 1; }

    // The left edge of content `inner` wide, centred on the canvas.
    float start_x(float inner) {
        need_width(inner);
        return (w_ - inner) / 2;
    }
    void need_width(float inner) {
        if (inner + 2 * kMargin > w_ + kEps) overflow_ = true;
    }
    void need_height(float bottom) {
        if (bottom + kMargin > h_ + kEps) overflow_ = true;
    }

    void squared(PileId p, float x, float y) {
        need_height(y + kCardHeight);
        if (!record_) return;
        const Rect slot{x, y, 1, kCardHeight};
        view_.piles.push_back({p, slot, slot, Fan::Squared, false, {}});
        const int n = state_.size(p);
        // The card under the top one is drawn too (covered), so a drag reveals it at once.
        for (int i = std::max(0, n - 2); i < n; ++i)
            view_.cards.push_back({p, i, state_.at(p, i), slot, i < n - 1, false});
    }

    void stock_and_waste(float stock_x, float stock_y, float waste_x, float waste_y) {
        squared(stock(), stock_x, stock_y);
        if (spec_.draw > 1)
            fanned(waste(), waste_x, waste_y, Fan::Right, waste_width() - 1, state_.size(waste()) - 3);
        else
            squared(waste(), waste_x, waste_y);
    }

    void holdouts_row(float x, float y) {
        for (int i = 0; i < spec_.cells; ++i) squared(cell(i), x + static_cast<float>(i) * kPitch, y);
    }

    void foundations_row(float x, float y) {
        for (int i = 0; i < spec_.foundations; ++i)
            squared(foundation(i), x + static_cast<float>(i) * kPitch, y);
    }

    void tableau_down(float x, float y) {
        const float room = h_ - kMargin - y - kCardHeight;
        for (int i = 0; i < spec_.tableau; ++i)
            fanned(tableau(i), x + static_cast<float>(i) * kPitch, y, Fan::Down, room);
    }

    // The reserve fans right across `width`, every card as readable as the width allows; its top card
    // sits apart so it stands out.
    void reserve_fan(float x, float y, float width) {
        need_height(y + kCardHeight);
        if (!record_) return;
        const PileId p = reserve();
        const int n = state_.size(p);
        const Rect slot{x, y, 1, kCardHeight};
        const float step =
            n > 1 ? std::clamp((width - 1 - kTopApart) / static_cast<float>(n - 1), 0.0f, kReserveStep) : 0;
        for (int i = 0; i < n; ++i) {
            Rect r = slot;
            r.x += step * static_cast<float>(i) + (i == n - 1 && n > 1 ? kTopApart : 0);
            view_.cards.push_back({p, i, state_.at(p, i), r, false, i == n - 1});
        }
        Rect area = slot;
        area.w = std::max(1.0f, n ? view_.cards.back().rect.x + 1 - x : 1.0f);
        view_.piles.push_back({p, slot, area, Fan::Right, false, {}});
    }

    // The steps of a fan with `down` steps after face-down cards and `up` after face-up ones in `room`:
    // spread when there is room; else the face-down steps close up first, then the face-up ones down to
    // readable(); below that only when nothing else fits.
    Steps steps(Fan fan, float room, int down, int up) const {
        const float fd = static_cast<float>(down), fu = static_cast<float>(up);
        const float comfortable = options_.large_index ? (fan == Fan::Down ? kFanUpLarge : kFanSideLarge)
                                                       : (fan == Fan::Down ? kFanUp : kFanSide);
        const float up_hi = std::max(comfortable, kSpreadPx / unit_);
        const float down_hi = down_comfortable(), down_lo = down_least(), up_lo = readable();
        if (down + up == 0 || fd * down_hi + fu * up_hi <= room) return {down_hi, up_hi};
        if (fd * down_lo + fu * up_hi <= room) return {(room - fu * up_hi) / fd, up_hi};
        if (fd * down_lo + fu * up_lo <= room) return {down_lo, (room - fd * down_lo) / fu};
        const float squeeze = std::max(0.0f, room) / (fd * down_lo + fu * up_lo);
        return {down_lo * squeeze, up_lo * squeeze};
    }

    // Would a tableau fan of these steps fit `room` readably? What is counted depends on the need.
    void check_fan(Fan fan, float room, int down, int up) {
        if (room < -kEps) overflow_ = true;
        if (need_ == Need::Frame) return;
        if (need_ == Need::Design) {
            down = fan == Fan::Down && spec_.deal == DealPattern::Klondike ? spec_.tableau - 1 : 0;
            up = fan == Fan::Down ? kDesignUp : kDesignSide;
        }
        if (static_cast<float>(down) * down_least() + static_cast<float>(up) * readable() > room + kEps)
            cramped_ = true;
    }

    // A fan of pile `p` from (x, y); `room` is what it may use beyond its first card. Cards below `first`
    // lie squared under it (a draw-three waste shows its last three).
    void fanned(PileId p, float x, float y, Fan fan, float room, int first = 0) {
        const int n = state_.size(p);
        first = std::max(0, first);
        int down = 0, up = 0;
        for (int i = first + 1; i < n; ++i) ++(state_.at(p, i - 1).face_up() ? up : down);
        if (p.kind == PileKind::Tableau) check_fan(fan, room, down, up);
        need_height(y + kCardHeight);
        if (!record_) return;
        const Steps st = steps(fan, std::max(0.0f, room), down, up);
        const Rect slot{x, y, 1, kCardHeight};
        float off = 0;
        float left = slot.x, right = slot.x + slot.w, bottom = slot.y + slot.h;
        for (int i = 0; i < n; ++i) {
            if (i > first) off += state_.at(p, i - 1).face_up() ? st.up : st.down;
            Rect r = slot;
            if (fan == Fan::Down)
                r.y += off;
            else if (fan == Fan::Right)
                r.x += off;
            else
                r.x -= off;
            view_.cards.push_back({p, i, state_.at(p, i), r, i < first, false});
            left = std::min(left, r.x);
            right = std::max(right, r.x + r.w);
            bottom = std::max(bottom, r.y + r.h);
        }
        Rect area{left, slot.y, right - left, bottom - slot.y};
        // Drop zones reach down the fan's room so a short pile is easy to hit.
        if (fan == Fan::Down)
            area.h = std::max(area.h, std::min(kCardHeight + std::max(0.0f, room), kCardHeight * 2));
        view_.piles.push_back({p, slot, area, fan, false, {}});
    }

    // Labels go where they hide nothing the player reads: the top card of a pile (the last drawn) covers
    // the rest of it, and of a face-up one only the part below its indices is free.
    void place_labels() {
        const float depth = options_.large_index ? kIndexDepthLarge : kIndexDepth;
        for (PileView& p : view_.piles) {
            if (p.pile.kind == PileKind::Tableau) continue;
            const CardView* top = nullptr;
            for (const CardView& c : view_.cards)
                if (c.pile == p.pile) top = &c;
            p.label = !top ? p.slot
                      : !top->card.face_up()
                          ? top->rect
                          : Rect{top->rect.x, top->rect.y + depth, top->rect.w, top->rect.h - depth};
        }
    }

    void emphasise() {
        const bool pending = fill_pending(spec_, state_);
        const bool choosing = spec_.base == BaseCard::ChosenFromFour && state_.base_rank == 0;
        for (auto& p : view_.piles) {
            if (pending && p.pile.kind == PileKind::Tableau && state_.empty(p.pile)) p.emphasised = true;
            if (choosing && p.pile.kind == PileKind::Tableau && p.pile.index < kBaseChoices)
                p.emphasised = true;
        }
    }

    const Spec& spec_;
    const State& state_;
    float unit_;           // CSS pixels per card width
    float width_, height_; // the canvas in CSS pixels
    float w_, h_;          // and in card widths
    Need need_;
    bool record_; // place the cards, not only measure
    LayoutOptions options_;
    bool cramped_ = false, overflow_ = false;
    TableView view_;
};

using Arrangement = void (Builder::*)();

// The arrangements a deal pattern offers; the first wins a tie.
std::vector<Arrangement> arrangements(const Spec& spec) {
    switch (spec.deal) {
    case DealPattern::Terrace: return {&Builder::terrace_rows, &Builder::terrace_row};
    case DealPattern::Klondike:
        return {&Builder::klondike_row, &Builder::klondike_two_rows, &Builder::klondike_sides};
    case DealPattern::Wings: return {&Builder::wings_sides, &Builder::wings_stacked};
    }
    return {};
}

struct Canvas {
    const Spec& spec;
    const State& state;
    float width, height;

    bool fits(Arrangement arrange, float unit, Need need) const {
        Builder b(spec, state, unit, width, height, need, false);
        (b.*arrange)();
        return b.fits();
    }

    // The largest card width (CSS pixels) at which the arrangement fits the need; 0 when none does.
    float largest(Arrangement arrange, Need need) const {
        float lo = 1, hi = std::max(lo, std::min(width, height / kCardHeight));
        if (!fits(arrange, lo, need)) return 0;
        if (fits(arrange, hi, need)) return hi;
        for (int i = 0; i < 16; ++i) {
            const float mid = std::sqrt(lo * hi);
            (fits(arrange, mid, need) ? lo : hi) = mid;
        }
        return lo;
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

TableView layout(const Spec& spec, const State& state, float width, float height, LayoutOptions options) {
    // NaN and nonsense sizes become a small canvas rather than a crash.
    width = std::isfinite(width) ? std::clamp(width, 16.0f, 16384.0f) : 16.0f;
    height = std::isfinite(height) ? std::clamp(height, 16.0f, 16384.0f) : 16.0f;
    const Canvas canvas{spec, state, width, height};

    // The arrangement that takes a long game's fans with the largest cards; the first one on a tie.
    Arrangement chosen = nullptr;
    float best = -1;
    for (Arrangement a : arrangements(spec)) {
        const float unit = canvas.largest(a, Need::Design);
        if (unit > best * 1.001f) chosen = a, best = unit;
    }

    // Cards sized for a long game, so their size holds for the whole game; but where a long game's fans
    // would cost the cards too much (a phone's Fortress), as large as the arrangement allows. Smaller, down
    // the ladder, only when this position's fans would not be readable.
    const float largest = std::max(1.0f, canvas.largest(chosen, Need::Frame));
    const bool stable = best >= kStableShare * largest && best >= std::min(kSmallestCard, largest);
    float unit = stable ? best : largest;
    const float floor = std::min(kSmallestCard, unit);
    while (unit > floor && !canvas.fits(chosen, unit, Need::State)) unit = std::max(floor, unit * kLadder);
    Builder b(spec, state, unit, width, height, Need::State, true, options);
    (b.*chosen)();
    return std::move(b).finish();
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
        // Overlaps are areas in CSS pixels: "equal" within a square pixel.
        if (!best || ov > best_overlap + 1 || (std::fabs(ov - best_overlap) <= 1 && dist < best_dist)) {
            best = c;
            best_overlap = ov;
            best_dist = dist;
        }
    }
    return best;
}

} // namespace patience
