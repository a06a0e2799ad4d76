// The table: owns the session, lays it out with core's view at the canvas size, turns gestures into moves,
// animates changes and draws only when something changed or moves.
#include "table.h"

#include "assist.h"
#include "deal.h"
#include "game_id.h"
#include "games/registry.h"
#include "help.h"
#include "json.h"
#include "rules.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace patience::web {

namespace {

constexpr double kMoveMs = 150;      // a played move glides this long
constexpr double kAutoMs = 110;      // an autoplay or finish move: quicker, there may be dozens in a row
constexpr double kSnapBackMs = 120;  // an illegal drop goes back this fast
constexpr float kNudge = 0.08f;      // how far a refused tap pushes the cards aside (card widths)
constexpr double kArtSettleMs = 150; // re-rasterise the cards once a resize has settled this long
constexpr float kTapSlopCss = 6;     // a press that wanders further is not a tap
constexpr float kDoubleSlopCss = 24; // a second tap this close to the first makes a double-tap

std::string number(double v) {
    char buf[32];
    SDL_snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

std::unique_ptr<Table> the_table;
std::string the_start_error;

} // namespace

Table* table() { return the_table.get(); }
void start(SDL_Window* window, SDL_Renderer* renderer) {
    the_table = std::make_unique<Table>(window, renderer);
}
void fail(std::string why) { the_start_error = std::move(why); }
const std::string& start_error() { return the_start_error; }

Table::Table(SDL_Window* window, SDL_Renderer* renderer) : window_(window), renderer_(renderer) {
    gestures_.set_slop(kTapSlopCss, kDoubleSlopCss);
}

// ---- set-up --------------------------------------------------------------------------------------------

void Table::set_art(std::string svg) {
    art_.set_svg(std::move(svg));
    dirty_ = true;
}

void Table::set_autoplay(bool on) {
    autoplay_ = on;
    if (!on) autoplay_pending_ = false;
}

void Table::resize(double css_w, double css_h, int px_w, int px_h) {
    if (px_w < 1 || px_h < 1 || css_w <= 0 || css_h <= 0) return;
    if (px_w != px_w_ || px_h != px_h_ || css_w != css_w_ || css_h != css_h_) {
        css_w_ = css_w;
        css_h_ = css_h;
        px_w_ = px_w;
        px_h_ = px_h;
        SDL_SetWindowSize(window_, px_w, px_h); // sets the canvas's drawing-buffer size (and clears it)
        // Positions in table units change with the aspect: a drag or a glide in progress is dropped.
        gestures_.cancel();
        animator_.stop();
        relayout();
    }
    dirty_ = true;
}

bool Table::graphics_restored() {
    art_.drop(); // before the renderer that owns the texture goes
    SDL_DestroyRenderer(renderer_.sdl());
    SDL_Renderer* fresh = SDL_CreateRenderer(window_, -1, 0);
    if (!fresh) {
        SDL_Log("cannot draw again after the graphics context was lost: %s", SDL_GetError());
        return false;
    }
    renderer_ = Renderer(fresh);
    dirty_ = true;
    return true;
}

// ---- drawing -------------------------------------------------------------------------------------------

void Table::relayout() {
    if (session_ && css_w_ > 0 && css_h_ > 0)
        view_ = layout(session_->spec(), session_->state(), static_cast<float>(css_w_),
                       static_cast<float>(css_h_));
    else
        view_ = {};
    update_transform();
    art_since_ = -1;
}

void Table::update_transform() {
    if (view_.width <= 0 || view_.height <= 0 || px_w_ <= 0) return;
    tf_.scale = static_cast<float>(px_w_ / css_w_);
    tf_.card_w = std::max(1, static_cast<int>(std::lround(view_.card_width * tf_.scale)));
    tf_.card_h = std::max(1, static_cast<int>(std::lround(view_.card_width * kCardHeight * tf_.scale)));
}

SDL_Rect Table::to_pixels(const Rect& r) const {
    const auto at = [](float v) { return static_cast<int>(std::lround(v)); };
    const int x = at(r.x * tf_.scale), y = at(r.y * tf_.scale);
    // Whole cards keep the exact raster size so the art is copied pixel for pixel.
    const float card_w = view_.card_width, card_h = view_.card_width * kCardHeight;
    const int w = std::fabs(r.w - card_w) < 1e-2f ? tf_.card_w : at(r.w * tf_.scale);
    const int h = std::fabs(r.h - card_h) < 1e-2f ? tf_.card_h : at(r.h * tf_.scale);
    return {x, y, w, h};
}

Rect Table::shown_rect(std::size_t i) const {
    if (std::optional<Rect> r = animator_.rect(i)) return *r;
    Rect r = view_.cards[i].rect;
    if (const Drag* d = gestures_.drag();
        d && view_.cards[i].pile == d->pile && view_.cards[i].index >= d->index) {
        r.x += d->dx;
        r.y += d->dy;
    }
    return r;
}

std::vector<ShownCard> Table::shown_cards() const {
    std::vector<ShownCard> out;
    out.reserve(view_.cards.size());
    for (std::size_t i = 0; i < view_.cards.size(); ++i)
        out.push_back({view_.cards[i].pile, view_.cards[i].index, view_.cards[i].card, shown_rect(i)});
    return out;
}

bool Table::frame(double now_ms) {
    bool more = false;
    // Automatic moves wait for the glide before them, and for the player's hand to leave the table. With
    // reduced motion there are no glides, and the whole chain is played in this one frame.
    while (!animator_.active() && !gestures_.pressed() && play_automatic()) {
    }
    if (busy()) more = true;
    // Cards are rasterised at their exact pixel size; while a resize goes on the old raster is scaled.
    if (art_.has_svg() && view_.width > 0 && !art_.matches(tf_.card_w, tf_.card_h)) {
        if (art_since_ < 0) art_since_ = now_ms;
        if (!art_.texture() || now_ms - art_since_ >= kArtSettleMs) {
            if (!art_.prepare(renderer_.sdl(), tf_.card_w, tf_.card_h)) SDL_Log("%s", art_.error().c_str());
            dirty_ = true;
        } else {
            more = true;
        }
    }
    const bool moving = animator_.active();
    if (moving) more = animator_.tick(now_ms) || more;
    if (dirty_ || moving) draw();
    dirty_ = false;
    return more;
}

void Table::draw() {
    Renderer& r = renderer_;
    r.felt(px_w_, px_h_);
    if (!art_.texture() || !session_) {
        r.present();
        return;
    }
    const State& state = session_->state();
    const Drag* drag = gestures_.drag();
    const auto top_rect = [&](const PileView& p) {
        const CardView* top = state.empty(p.pile) ? nullptr : view_.card_at(p.pile, state.size(p.pile) - 1);
        return to_pixels(top ? top->rect : p.slot);
    };
    const int lift = std::max(1, tf_.card_h / 36); // a card's height off the table, in pixels

    for (const PileView& p : view_.piles) r.marker(art_, Marker::Slot, to_pixels(p.slot));

    // Resting cards first, then the ones in flight, then the ones under the pointer.
    std::vector<std::size_t> flying, dragged;
    for (std::size_t i = 0; i < view_.cards.size(); ++i) {
        const CardView& c = view_.cards[i];
        if (drag && c.pile == drag->pile && c.index >= drag->index) {
            dragged.push_back(i);
        } else if (animator_.rect(i)) {
            flying.push_back(i);
        } else if (c.playable) {
            // The reserve's top card stands out: raised off the fan, with a shadow under it.
            SDL_Rect dst = to_pixels(c.rect);
            dst.y -= lift;
            r.shadow(art_, dst, 2 * lift, 170);
            r.card(art_, c.card, dst);
        } else {
            r.card(art_, c.card, to_pixels(c.rect));
        }
    }
    for (const PileView& p : view_.piles)
        if (p.emphasised) r.marker(art_, Marker::Hint, top_rect(p));
    if (drag) {
        for (PileId t : drag->targets)
            if (const PileView* p = view_.find(t))
                r.marker(art_, Marker::Target, top_rect(*p), t == drag->hover ? 255 : 110);
    }
    for (std::size_t i : flying) {
        const SDL_Rect dst = to_pixels(shown_rect(i));
        r.shadow(art_, dst, 2 * lift, 70);
        r.card(art_, view_.cards[i].card, dst);
    }
    for (std::size_t k = 0; k < dragged.size(); ++k) {
        const SDL_Rect dst = to_pixels(shown_rect(dragged[k]));
        if (k == 0) r.shadow(art_, dst, 3 * lift, 120);
        r.card(art_, view_.cards[dragged[k]].card, dst);
    }
    r.present();
    ++frames_drawn_;
}

// ---- pointer input -------------------------------------------------------------------------------------

std::pair<float, float> Table::to_table(double x, double y) const {
    return {static_cast<float>(x), static_cast<float>(y)};
}

void Table::pointer_down(double x, double y, int id) {
    if (!session_ || view_.width <= 0) return;
    const auto [tx, ty] = to_table(x, y);
    if (gestures_.down(session_->spec(), session_->state(), view_, tx, ty, id)) dirty_ = true;
}

void Table::pointer_move(double x, double y, int id) {
    if (!session_ || !gestures_.pressed()) return;
    const auto [tx, ty] = to_table(x, y);
    if (gestures_.move(view_, tx, ty, id)) dirty_ = true;
}

void Table::pointer_up(double x, double y, int id, double now_ms) {
    if (!session_ || !gestures_.pressed()) return;
    const auto [tx, ty] = to_table(x, y);
    const std::vector<ShownCard> before = shown_cards();
    const Outcome out = gestures_.up(session_->spec(), session_->state(), view_, tx, ty, id, now_ms);
    if (out.kind == Outcome::Kind::Play) {
        play(out.move, before);
    } else if (out.kind == Outcome::Kind::SnapBack) {
        animator_.start(before, view_, reduced_motion_ ? 0 : kSnapBackMs);
        dirty_ = true;
    } else if (out.kind == Outcome::Kind::Refuse && !reduced_motion_) {
        // The tap was heard but the cards have nowhere to go: they twitch aside and settle back.
        std::vector<ShownCard> nudged = before;
        for (ShownCard& c : nudged)
            if (c.pile == out.pile && c.index >= out.index) c.rect.x += kNudge * view_.card_width;
        animator_.start(nudged, view_, kSnapBackMs);
        dirty_ = true;
    }
}

void Table::pointer_cancel() {
    const std::vector<ShownCard> before = shown_cards();
    if (gestures_.cancel()) {
        animator_.start(before, view_, reduced_motion_ ? 0 : kSnapBackMs);
        dirty_ = true;
    }
}

// ---- the game ------------------------------------------------------------------------------------------

void Table::install(Session session) {
    stop_automatic();
    gestures_.cancel();
    animator_.stop();
    session_.emplace(std::move(session));
    relayout();
    ++revision_;
    dirty_ = true;
}

bool Table::play(const Move& move, const std::vector<ShownCard>& before) {
    if (!session_ || !session_->play(move).empty()) return false;
    queued_.clear(); // a finish under way stops for the player's own move
    autoplay_pending_ = autoplay_;
    after_change(before, kMoveMs);
    return true;
}

bool Table::play_automatic() {
    if (!session_) return false;
    std::optional<Move> m;
    if (!queued_.empty()) {
        m = queued_.front();
        queued_.pop_front();
    } else if (autoplay_pending_) {
        m = safe_autoplay_move(session_->spec(), session_->state());
        autoplay_pending_ = m.has_value();
    }
    if (!m) return false;
    const std::vector<ShownCard> before = shown_cards();
    // Joined to the player's move before it: one undo takes back the move and what followed it.
    if (!session_->play(*m, /*automatic=*/true).empty()) {
        stop_automatic();
        return false;
    }
    after_change(before, kAutoMs);
    return true;
}

void Table::after_change(const std::vector<ShownCard>& before, double glide_ms) {
    gestures_.cancel();
    relayout();
    animator_.start(before, view_, reduced_motion_ ? 0 : glide_ms);
    ++revision_;
    dirty_ = true;
}

std::string Table::new_deal(std::uint32_t random) {
    const Spec& spec = session_ ? session_->spec() : default_game();
    const std::uint32_t n = kMinDeal + random % (kMaxDeal - kMinDeal + 1);
    install(Session(DealId{&spec, n, kDealAlgorithm}));
    return {};
}

std::string Table::new_game(std::string_view game, std::string_view ruleset, std::uint32_t random) {
    const Spec* spec = find_ruleset(game, ruleset);
    if (!spec)
        return "there is no game '" + std::string(game) + (ruleset.empty() ? "" : ":") +
               std::string(ruleset) + "'";
    const std::uint32_t n = kMinDeal + random % (kMaxDeal - kMinDeal + 1);
    install(Session(DealId{spec, n, kDealAlgorithm}));
    return {};
}

std::string Table::open_link(std::string_view fragment) {
    auto parsed = parse_deal_link(fragment);
    if (auto* why = std::get_if<std::string>(&parsed)) return *why;
    install(Session(std::get<DealId>(parsed)));
    return {};
}

std::string Table::load_save(std::string_view text) {
    auto loaded = Session::load(text);
    if (auto* why = std::get_if<std::string>(&loaded)) return *why;
    install(std::move(std::get<Session>(loaded)));
    return {};
}

bool Table::undo() {
    return history_step(session_ && session_->can_undo(), [](Session& s) { s.undo(); });
}
bool Table::redo() {
    return history_step(session_ && session_->can_redo(), [](Session& s) { s.redo(); });
}
bool Table::restart() {
    return history_step(session_ && session_->can_undo(), [](Session& s) { s.restart(); });
}

// Undo, redo and restart: stop any automatic moves, step through the history, glide to the new position.
bool Table::history_step(bool possible, void (*step)(Session&)) {
    if (!possible) return false;
    stop_automatic();
    const std::vector<ShownCard> before = shown_cards();
    step(*session_);
    after_change(before, kMoveMs);
    return true;
}

bool Table::deal_from_stock() {
    if (!session_) return false;
    const std::optional<Move> m = tap_move(session_->spec(), session_->state(), stock(), 0);
    if (!m || m->kind == Move::Kind::Transfer) return false;
    return play(*m, shown_cards());
}

bool Table::finish() {
    if (!session_) return false;
    const std::vector<Move> moves = finish_moves(session_->spec(), session_->state());
    if (moves.empty()) return false;
    // The click is the player's action: its first move stands as the player's, so one undo takes back the
    // whole finish and nothing before it. The rest follow glide by glide from frame().
    const std::vector<ShownCard> before = shown_cards();
    if (!session_->play(moves.front()).empty()) return false;
    stop_automatic();
    queued_.assign(moves.begin() + 1, moves.end());
    after_change(before, kAutoMs);
    return true;
}

// ---- read-outs -----------------------------------------------------------------------------------------

std::string Table::save() const { return session_ ? session_->save() : std::string(); }

std::string Table::state_json() const { return session_ ? patience::state_json(*session_) : "null"; }

std::string Table::info_json() const {
    if (!session_) return "{\"revision\":" + std::to_string(revision_) + "}";
    const Spec& spec = session_->spec();
    const State& state = session_->state();
    const std::optional<Move> deal = tap_move(spec, state, stock(), 0);
    const auto flag = [](bool b) { return b ? "true" : "false"; };
    std::string j = "{";
    j += "\"game\":" + json_string(spec.id);
    j += ",\"ruleset\":" + json_string(spec.ruleset);
    j += ",\"name\":" + json_string(spec.name);
    j += ",\"deal\":" + std::to_string(session_->id().number);
    j += ",\"link\":" + json_string(deal_link(session_->id()));
    j += ",\"status\":" + json_string(status_text(spec, state));
    j += ",\"home\":" + std::to_string(cards_home(spec, state));
    j += ",\"cards\":" + std::to_string(spec.cards());
    j += ",\"moves\":" + std::to_string(session_->moves_made());
    j += std::string(",\"won\":") + flag(is_won(spec, state));
    j += std::string(",\"over\":") + flag(is_over(spec, state));
    j += std::string(",\"canUndo\":") + flag(session_->can_undo());
    j += std::string(",\"canRedo\":") + flag(session_->can_redo());
    j += std::string(",\"canDeal\":") + flag(deal && deal->kind != Move::Kind::Transfer);
    j += std::string(",\"drawn\":") + flag(frames_drawn_ > 0);
    if (finish_revision_ != revision_) {
        finish_revision_ = revision_;
        can_finish_ = can_finish(spec, state);
    }
    j += std::string(",\"canFinish\":") + flag(can_finish_);
    j += std::string(",\"busy\":") + flag(busy());
    j += std::string(",\"autoplay\":") + flag(autoplay_);
    j += std::string(",\"provisional\":") + flag(spec.provisional);
    j += ",\"source\":" + json_string(spec.source);
    j += ",\"revision\":" + std::to_string(revision_);
    return j + "}";
}

std::string Table::rules_help_json() const {
    return session_ ? patience::rules_help_json(session_->spec()) : "[]";
}

std::string Table::rects_json() const {
    const double per_css = css_w_ > 0 ? px_w_ / css_w_ : 1;
    const auto rect = [&](const Rect& r) {
        const SDL_Rect p = to_pixels(r);
        return "\"x\":" + number(p.x / per_css) + ",\"y\":" + number(p.y / per_css) +
               ",\"w\":" + number(p.w / per_css) + ",\"h\":" + number(p.h / per_css);
    };
    std::string j = "{\"piles\":{";
    for (std::size_t i = 0; i < view_.piles.size(); ++i)
        j += (i ? "," : "") + json_string(to_string(view_.piles[i].pile)) + ":{" + rect(view_.piles[i].area) +
             "}";
    j += "},\"cards\":[";
    bool first = true;
    for (const CardView& c : view_.cards) {
        if (c.covered) continue;
        j += first ? "{" : ",{";
        first = false;
        j += "\"pile\":" + json_string(to_string(c.pile)) + ",\"index\":" + std::to_string(c.index) +
             ",\"card\":" + json_string(to_string(c.card)) + "," + rect(c.rect) + "}";
    }
    return j + "]}";
}

} // namespace patience::web
