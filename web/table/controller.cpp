// The controller: owns the session, lays it out with core's view at the canvas size, plays the moves the
// gestures, the keys and the commands ask for, lets the autopilot play the automatic moves one glide at a
// time, and describes what to draw.
#include "table/controller.h"

#include "play/assist.h"
#include "play/challenge.h"
#include "play/replay.h"
#include "present/help.h"
#include "present/json.h"
#include "rules/rules.h"
#include "solver/tasks.h"

namespace patience::web {

namespace {

constexpr double kMoveMs = 150;     // a played move glides this long
constexpr double kAutoMs = 110;     // an autoplay or finish move: quicker, there may be dozens in a row
constexpr double kSnapBackMs = 120; // an illegal drop goes back this fast
constexpr float kNudge = 0.08f;     // how far a refused tap pushes the cards aside (card widths)
// A new deal: each card flies this long, and the last one lands this long after the first one leaves
// (under a second in all at normal speed, however many cards).
constexpr double kDealFlightMs = 260;
constexpr double kDealMs = 800;

} // namespace

void Controller::resize(float css_w, float css_h) {
    if (!(css_w > 0) || !(css_h > 0) || (css_w == css_w_ && css_h == css_h_)) return;
    css_w_ = css_w;
    css_h_ = css_h;
    // Every card has a new place: a drag in progress is dropped, and the cards glide from where they are
    // shown (a notice's row coming or going, a phone turned) to where they go.
    const std::vector<ShownCard> before = shown_cards();
    gestures_.cancel();
    relayout();
    if (deal_due_) {
        deal_in(); // the first size of the table: a game installed before it is dealt now
        return;
    }
    animator_.start(before, view_, glide(kMoveMs));
}

void Controller::set_reduced_motion(bool reduce) {
    reduced_motion_ = reduce;
    if (glide(1) == 0) finish_deal();
}

void Controller::set_glide_share(double share) {
    glide_share_ = share < 0 ? 0 : share > 1 ? 1 : share;
    if (glide(1) == 0) finish_deal();
}

void Controller::set_layout_options(LayoutOptions options) {
    if (options.left_handed == layout_options_.left_handed &&
        options.large_index == layout_options_.large_index)
        return;
    layout_options_ = options;
    const std::vector<ShownCard> before = shown_cards();
    gestures_.cancel();
    relayout();
    animator_.start(before, view_, glide(kMoveMs));
}

bool Controller::celebrate() {
    if (!session_ || reduced_motion_ || !is_won(session_->spec(), session_->state()) || view_.piles.empty())
        return false;
    celebration_.start(view_, css_w_, css_h_);
    changed_ = true;
    return celebration_.active();
}

void Controller::relayout() {
    celebration_.stop(); // a new layout (a move, a resize, a new game) ends the cascade
    view_ = session_ && css_w_ > 0
                ? layout(session_->spec(), session_->state(), css_w_, css_h_, layout_options_)
                : TableView{};
    changed_ = true;
}

// ---- what to draw --------------------------------------------------------------------------------------

bool Controller::advance(double now_ms) {
    // Automatic moves wait for the glide before them, and for the player's hand to leave the table. With
    // reduced motion there are no glides, and the whole chain is played in this one frame.
    while (!animator_.active() && !gestures_.pressed() && play_automatic()) {
    }
    bool more = busy();
    if (celebration_.active()) {
        more = celebration_.tick(now_ms) || more;
        changed_ = true;
    }
    if (animator_.active()) {
        more = animator_.tick(now_ms) || more;
        changed_ = true; // the glide moved on, or ended and the cards are drawn at rest
    }
    return more;
}

bool Controller::take_changed() { return std::exchange(changed_, false); }

Rect Controller::shown_rect(std::size_t i) const { return SceneBuilder::shown_rect(sources(), i); }

std::vector<ShownCard> Controller::shown_cards() const {
    std::vector<ShownCard> out;
    out.reserve(view_.cards.size());
    for (std::size_t i = 0; i < view_.cards.size(); ++i)
        out.push_back({view_.cards[i].pile, view_.cards[i].index, view_.cards[i].card, shown_rect(i)});
    return out;
}

const Scene& Controller::scene() { return scene_builder_.build(sources()); }

SceneBuilder::Sources Controller::sources() const {
    return {session_ ? &session_->state() : nullptr,
            &view_,
            gestures_.drag(),
            &animator_,
            &celebration_,
            keyboard_.held(),
            keyboard_.focus(),
            keyboard_.ring(),
            commands_.hint()};
}

// ---- pointer input -------------------------------------------------------------------------------------

void Controller::pointer_down(float x, float y, int id) {
    if (!session_ || view_.piles.empty() || locked_) return;
    finish_deal(); // the touch acts on the cards where they are dealt to
    if (celebration_.active() || commands_.hint() || keyboard_.held()) {
        celebration_.stop();    // a touch ends the cascade: the cards are back at rest
        commands_.clear_hint(); // a hint shows until the next input
        keyboard_.drop();       // the hand takes over from the keys
        changed_ = true;
    }
    if (gestures_.down(session_->spec(), session_->state(), view_, x, y, id)) changed_ = true;
}

void Controller::pointer_move(float x, float y, int id) {
    if (!session_ || !gestures_.pressed()) return;
    const bool dragging = gestures_.drag() != nullptr;
    if (gestures_.move(view_, x, y, id)) changed_ = true;
    if (!dragging && gestures_.drag()) cues_.add(Cue::PickUp);
}

void Controller::pointer_up(float x, float y, int id, double now_ms) {
    if (!session_ || !gestures_.pressed()) return;
    const std::vector<ShownCard> before = shown_cards();
    const State was = session_->state();
    const Outcome out = gestures_.up(session_->spec(), session_->state(), view_, x, y, id, now_ms);
    if (refuse(out))
        cues_.add(Cue::Refused);
    else if (out.kind == Outcome::Kind::SnapBack)
        cues_.add(Cue::PutDown); // dropped where they cannot go, with nothing to say: put back
    if (out.kind == Outcome::Kind::Play) {
        if (autopilot_.play(*session_, out.move).empty()) {
            sound(was, /*by_player=*/true);
            after_change(before, /*automatic=*/false);
        }
    } else if (out.kind == Outcome::Kind::SnapBack) {
        animator_.start(before, view_, glide(kSnapBackMs));
        changed_ = true;
    } else if (out.kind == Outcome::Kind::Refuse && glide(kSnapBackMs) > 0) {
        // The tap was heard but the cards have nowhere to go: they twitch aside and settle back.
        std::vector<ShownCard> nudged = before;
        for (ShownCard& c : nudged)
            if (c.pile == out.pile && c.index >= out.index) c.rect.x += kNudge * view_.card_width;
        animator_.start(nudged, view_, glide(kSnapBackMs));
        changed_ = true;
    }
}

bool Controller::refuse(const Outcome& out) {
    std::string why = why_nothing_moved(session_->spec(), session_->state(), out, words());
    if (why.empty()) return false;
    refusal_ = std::move(why);
    ++refusals_;
    return true;
}

void Controller::pointer_cancel() {
    const std::vector<ShownCard> before = shown_cards();
    if (gestures_.cancel()) {
        animator_.start(before, view_, glide(kSnapBackMs));
        changed_ = true;
    }
}

// ---- the game ------------------------------------------------------------------------------------------

std::string Controller::open(Opened opened) {
    if (auto* why = std::get_if<std::string>(&opened)) return std::move(*why);
    install(std::move(std::get<Session>(opened)));
    return {};
}

void Controller::install(Session session) {
    commands_.clear_hint();
    autopilot_.stop();
    gestures_.cancel();
    animator_.stop();
    session_.emplace(std::move(session));
    locked_ = false; // a replay's lock lasts until another game comes to the table
    announcer_.start(*session_);
    refusal_.clear();
    relayout();
    // A game at its first position is dealt (as soon as the table has a size); one in progress (a save,
    // a replay taken over) is shown as it stands.
    deal_due_ = session_->moves().empty();
    deal_in();
    keyboard_.start(view_);
    ++revision_;
}

void Controller::deal_in() {
    if (!deal_due_ || view_.cards.empty()) return;
    deal_due_ = false;
    const float w = view_.card_width, h = w * kCardHeight;
    // From the stock; a game without one is dealt from a deck held at the middle of the table.
    const PileView* stock_pile = view_.find(stock());
    const Rect deck = stock_pile ? stock_pile->slot : Rect{(css_w_ - w) / 2, (css_h_ - h) / 2, w, h};
    animator_.deal(view_, deck, stock_pile ? std::optional<PileId>(stock()) : std::nullopt,
                   glide(kDealFlightMs), glide(kDealMs));
    changed_ = true;
}

void Controller::finish_deal() {
    deal_due_ = false;
    if (!animator_.dealing()) return;
    animator_.stop();
    changed_ = true;
}

bool Controller::play(const Move& move) {
    if (!session_ || locked_) return false;
    finish_deal();
    const std::vector<ShownCard> before = shown_cards();
    const State was = session_->state();
    if (!autopilot_.play(*session_, move).empty()) return false;
    sound(was, /*by_player=*/true);
    after_change(before, /*automatic=*/false);
    return true;
}

bool Controller::play_automatic() {
    if (!session_) return false;
    const std::vector<ShownCard> before = shown_cards();
    const State was = session_->state();
    if (!autopilot_.play_next(*session_)) return false;
    sound(was, /*by_player=*/false);
    after_change(before, /*automatic=*/true);
    return true;
}

void Controller::sound(const State& before, bool by_player) {
    cues_ |= move_cues(session_->spec(), before, session_->moves().back(), session_->state(), by_player);
}

void Controller::after_change(const std::vector<ShownCard>& before, bool automatic) {
    commands_.clear_hint();
    refusal_.clear();
    gestures_.cancel();
    keyboard_.drop();
    announcer_.note_change(*session_, automatic);
    relayout();
    animator_.start(before, view_, glide(automatic ? kAutoMs : kMoveMs));
    ++revision_;
}

std::string Controller::new_deal(std::uint32_t random) {
    return open(Commands::new_deal(session_ ? &*session_ : nullptr, random));
}

std::string Controller::new_game(std::string_view game, std::string_view ruleset, std::uint32_t random) {
    return open(Commands::new_game(game, ruleset, random, words()));
}

std::string Controller::open_link(std::string_view fragment) {
    return open(Commands::open_link(fragment, words()));
}

std::string Controller::load_save(std::string_view text) { return open(Commands::load_save(text, words())); }

Linked Controller::numbered_deal(std::string_view number) const {
    return Commands::numbered_deal(session_ ? &*session_ : nullptr, number, words());
}

Linked Controller::stepped_deal(int step) const {
    return Commands::stepped_deal(session_ ? &*session_ : nullptr, step, words());
}

bool Controller::undo() { return history_step(Step::Undo); }
bool Controller::redo() { return history_step(Step::Redo); }
bool Controller::restart() { return history_step(Step::Restart); }

// Undo, redo and restart: stop any automatic moves, step through the history, glide to the new position.
bool Controller::history_step(Step step) {
    if (!session_ || !Commands::can(*session_, step)) return false;
    autopilot_.stop();
    finish_deal();
    const std::vector<ShownCard> before = shown_cards();
    Commands::step(*session_, step);
    after_change(before, /*automatic=*/false);
    return true;
}

bool Controller::deal_from_stock() {
    if (!session_) return false;
    const std::optional<Move> m = stock_move(session_->spec(), session_->state());
    return m && play(*m);
}

bool Controller::finish() {
    if (!session_ || locked_) return false;
    finish_deal();
    const std::vector<ShownCard> before = shown_cards();
    const State was = session_->state();
    if (!autopilot_.finish(*session_)) return false;
    sound(was, /*by_player=*/false);
    after_change(before, /*automatic=*/true);
    return true;
}

std::string Controller::show_hint(std::string_view move_text) {
    std::string why = commands_.show_hint(session_ ? &*session_ : nullptr, move_text, words());
    if (why.empty()) changed_ = true;
    return why;
}

void Controller::set_words(Catalogue words) {
    words_ = std::make_shared<const Catalogue>(std::move(words));
    keyboard_.set_words(*words_);
    announcer_.set_words(*words_);
    changed_ = true;
}

// ---- read-outs -----------------------------------------------------------------------------------------

std::string Controller::save() const { return session_ ? session_->save() : std::string(); }

std::string Controller::state_json() const {
    return session_ ? patience::state_json(*session_, words()) : "null";
}

std::string Controller::info_json(bool drawn) const {
    JsonObject j;
    if (session_) info_fields(j, *session_, commands_.can_finish(*session_, revision_), words());
    return j.flag("drawn", drawn)
        .flag("busy", busy())
        .flag("autoplay", autopilot_.autoplay())
        .number("revision", revision_)
        .flag("celebrating", celebration_.active())
        .flag("dealing", animator_.dealing())
        .number("inFlight", animator_.in_flight())
        .number("turning", animator_.turning())
        .text("refusal", refusal_)
        .number("refusals", refusals_)
        .str();
}

std::string Controller::view_json() const { return patience::view_json(view_); }

std::string Controller::rules_help_json() const {
    return session_ ? patience::rules_help_json(session_->spec(),
                                                {difficulty_explained(words()), kDailyPositions}, words())
                    : "[]";
}

// ---- keyboard play --------------------------------------------------------------------------------------

void Controller::show_focus(bool shown) {
    if (keyboard_.show_focus(shown, view_)) changed_ = true;
}

bool Controller::key(std::string_view name) {
    if (!session_) return false;
    finish_deal(); // a key acts on the cards where they are dealt to
    const bool holding = keyboard_.held() != nullptr;
    KeyAction a = keyboard_.key(name, session_->spec(), session_->state(), view_, locked_);
    if (a.redraw) changed_ = true;
    if (!holding && keyboard_.held()) cues_.add(Cue::PickUp);
    if (!(a.play && play(*a.play)) && !a.words.empty()) announcer_.say(std::move(a.words));
    return a.used;
}

std::string Controller::take_announcement() { return announcer_.take(); }

std::string Controller::access_json() const {
    return session_ ? keyboard_.access_json(session_->spec(), session_->state(), view_) : JsonObject().str();
}

// ---- replays -------------------------------------------------------------------------------------------

void Controller::set_locked(bool locked) {
    locked_ = locked;
    if (locked_) {
        gestures_.cancel();
        keyboard_.drop();
        changed_ = true;
    }
}

std::string Controller::open_replay(std::string_view fragment) {
    return open(Commands::open_replay(fragment, words()));
}

std::string Controller::replay_link() const {
    return session_ ? patience::replay_link(session_->id(), session_->moves()) : std::string();
}

std::string Controller::challenge_link(int seconds) const {
    if (!session_ || !is_won(session_->spec(), session_->state())) return {};
    return patience::challenge_link(session_->id(), session_->moves(),
                                    seconds < 0 ? std::nullopt : std::optional<int>(seconds));
}

bool Controller::take_over() {
    if (!session_) return false;
    install(Commands::take_over(*session_));
    return true;
}

} // namespace patience::web
