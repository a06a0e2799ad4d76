// The table driven as the page drives it (the canvas's size, pointer events in CSS pixels, keys, a clock
// passed in): moves made by hand and by keys, their refusals, undo and redo, what the screen reader hears,
// hints, replays, and what the painter is handed to draw.
#include "table/controller.h"

#include "play/assist.h"
#include "play/challenge.h"
#include "play/links.h"
#include "position.h"
#include "present/cues.h"
#include "present/json.h"
#include "present/keyboard.h"
#include "present/reasons.h"
#include "present/words.h"
#include "rules/rules.h"
#include "won.h"

#include <doctest/doctest.h>

#include <functional>

using namespace patience;
using namespace patience::web;

namespace {

constexpr float kW = 1280, kH = 800;

// A controller playing a deal, and the same deal played alongside it straight by the session, to say what
// the table should show. Autoplay is off unless a test turns it on, and glides are off unless it wants them.
struct Table {
    Controller c;
    std::optional<Session> s;
    std::string link;
    double now = 1000; // the page's clock: each tap comes well after the last, so none pairs up

    explicit Table(const std::string& fragment, bool motion = false) : link(fragment) {
        c.resize(kW, kH);
        c.set_autoplay(false);
        c.set_reduced_motion(!motion);
        REQUIRE(c.open_link(fragment).empty());
        s.emplace(std::get<DealId>(parse_deal_link(fragment)));
    }
    const Spec& spec() const { return s->spec(); }
    const State& state() const { return s->state(); }
    std::pair<float, float> card(PileId pile, int index) const {
        const CardView* v = c.view().card_at(pile, index);
        REQUIRE(v != nullptr);
        return {v->rect.x + v->rect.w / 2, v->rect.y + 4}; // a fanned card shows its top strip
    }
    std::pair<float, float> top(PileId pile) const { return card(pile, state().size(pile) - 1); }
    void tap(std::pair<float, float> at) {
        now += 1000;
        c.pointer_down(at.first, at.second, 1);
        c.pointer_up(at.first, at.second, 1, now);
    }
    void drag(std::pair<float, float> from, std::pair<float, float> to) {
        now += 1000;
        c.pointer_down(from.first, from.second, 1);
        c.pointer_move(from.first, from.second + 20, 1);
        c.pointer_move(to.first, to.second, 1);
        c.pointer_up(to.first, to.second, 1, now);
    }
    // The table shows the same position as the session alongside.
    bool agrees() const { return c.state_json() == state_json(*s); }
    void finish_glides() {
        for (int frame = 0; frame < 1000 && c.advance(now); ++frame) now += 16;
    }
};

// The first Klondike deal (played strictly: no holdouts) whose position has what a test needs.
std::string deal_where(const std::function<bool(const Spec&, const State&)>& wanted) {
    for (int n = 1; n < 500; ++n) {
        const std::string link = "#game=klondike-strict&deal=" + std::to_string(n);
        const Session s(std::get<DealId>(parse_deal_link(link)));
        if (wanted(s.spec(), s.state())) return link;
    }
    FAIL("no deal has it");
    return {};
}

// A move of one top card from one tableau pile to another.
std::optional<Move> tableau_move(const Spec& spec, const State& state) {
    for (const Move& m : legal_moves(spec, state))
        if (m.kind == Move::Kind::Transfer && m.count == 1 && m.from.kind == PileKind::Tableau &&
            m.to.kind == PileKind::Tableau && tap_move(spec, state, m.from, state.size(m.from) - 1) == m)
            return m;
    return std::nullopt;
}

// A tableau pile whose top card has nowhere to go.
std::optional<PileId> stuck_pile(const Spec& spec, const State& state) {
    for (int i = 0; i < 7; ++i)
        if (!state.empty(tableau(i)) && !tap_move(spec, state, tableau(i), state.size(tableau(i)) - 1))
            return tableau(i);
    return std::nullopt;
}

std::string with_tableau_move() {
    return deal_where([](const Spec& spec, const State& s) { return tableau_move(spec, s).has_value(); });
}

std::string with_move_and_stuck_pile() {
    return deal_where([](const Spec& spec, const State& s) {
        return tableau_move(spec, s).has_value() && stuck_pile(spec, s).has_value();
    });
}

// A deal whose first move `first` (a tap; not to a foundation with `not_home`) lets autoplay send a card
// home: found by playing it alongside.
std::string with_autoplay_after_tap(std::optional<Move>& first, bool not_home = false) {
    return deal_where([&](const Spec& spec, const State& s) {
        for (const Move& m : legal_moves(spec, s)) {
            if (m.kind != Move::Kind::Transfer || (not_home && m.to.kind == PileKind::Foundation) ||
                tap_move(spec, s, m.from, s.size(m.from) - m.count) != m)
                continue;
            if (safe_autoplay_move(spec, apply(spec, s, m))) {
                first = m;
                return true;
            }
        }
        return false;
    });
}

} // namespace

TEST_CASE("controller: a new game is laid out on the canvas, as core's layout has it") {
    Table t(with_tableau_move());
    const TableView expected = layout(t.spec(), t.state(), kW, kH);
    REQUIRE(t.c.view().cards.size() == expected.cards.size());
    CHECK(t.c.view().card_width == doctest::Approx(expected.card_width));
    CHECK(t.agrees());
    CHECK(t.c.scene().view == &t.c.view());
}

TEST_CASE("controller: a drag from a card to a legal pile makes that move") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    const int revision = t.c.revision();
    t.drag(t.top(m.from), t.top(m.to));
    REQUIRE(t.s->play(m).empty());
    CHECK(t.agrees());
    CHECK(t.c.revision() > revision);
    CHECK(t.c.refusal().empty());
}

TEST_CASE("controller: a tap on a card with a legal move makes it") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    t.tap(t.top(m.from));
    REQUIRE(t.s->play(m).empty());
    CHECK(t.agrees());
}

TEST_CASE("controller: an illegal drop makes no move and says why, in the engine's words") {
    const std::string link = with_move_and_stuck_pile();
    Table t(link);
    const PileId stuck = *stuck_pile(t.spec(), t.state());
    const Move m = *tableau_move(t.spec(), t.state());
    // The legal move's card dropped on the stuck pile instead (unless that is where it goes).
    const PileId onto = m.to == stuck ? m.from : stuck;
    const PileId from = m.to == stuck ? m.to : m.from;
    const Move asked = Move::transfer(from, 1, onto);
    REQUIRE_FALSE(is_legal(t.spec(), t.state(), asked));
    const int refusals = t.c.refusals();
    t.drag(t.top(from), t.top(onto));
    CHECK(t.agrees());
    CHECK(t.c.refusal() == why_illegal(t.spec(), t.state(), asked));
    CHECK_FALSE(t.c.refusal().empty());
    CHECK(t.c.refusals() == refusals + 1);
}

TEST_CASE("controller: a tap on cards with nowhere to go moves nothing and says why") {
    Table t(with_move_and_stuck_pile());
    const PileId stuck = *stuck_pile(t.spec(), t.state());
    t.tap(t.top(stuck));
    CHECK(t.agrees());
    CHECK(t.c.refusal() == refusal_words(t.spec(), t.state(), stuck, t.state().size(stuck) - 1));
    CHECK_FALSE(t.c.refusal().empty());
    // The same refusal twice is heard twice: the count tells the page.
    const int refusals = t.c.refusals();
    t.tap(t.top(stuck));
    CHECK(t.c.refusals() == refusals + 1);
}

TEST_CASE("controller: a move clears the refusal before it") {
    Table t(with_move_and_stuck_pile());
    t.tap(t.top(*stuck_pile(t.spec(), t.state())));
    REQUIRE_FALSE(t.c.refusal().empty());
    const Move m = *tableau_move(t.spec(), t.state());
    t.tap(t.top(m.from));
    CHECK(t.c.refusal().empty());
}

TEST_CASE("controller: undo takes a move back, redo plays it again; with nothing to take back both refuse") {
    Table t(with_tableau_move());
    CHECK_FALSE(t.c.undo());
    CHECK_FALSE(t.c.redo());
    const Move m = *tableau_move(t.spec(), t.state());
    t.tap(t.top(m.from));
    REQUIRE(t.s->play(m).empty());
    REQUIRE(t.agrees());
    CHECK(t.c.undo());
    t.s->undo();
    CHECK(t.agrees());
    CHECK(t.c.redo());
    t.s->redo();
    CHECK(t.agrees());
    CHECK_FALSE(t.c.redo());
}

TEST_CASE("controller: restart goes back to the deal, and can be redone") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    t.tap(t.top(m.from));
    REQUIRE(t.s->play(m).empty());
    CHECK(t.c.restart());
    t.s->restart();
    CHECK(t.agrees());
    CHECK(t.c.redo());
    t.s->redo();
    CHECK(t.agrees());
}

TEST_CASE("controller: the Deal button deals from the stock") {
    Table t(with_tableau_move());
    const std::optional<Move> deal = stock_move(t.spec(), t.state());
    REQUIRE(deal.has_value());
    CHECK(t.c.deal_from_stock());
    REQUIRE(t.s->play(*deal).empty());
    CHECK(t.agrees());
}

TEST_CASE("controller: commands that name no game, a bad link or a bad save say why and keep the game") {
    Table t(with_tableau_move());
    const std::string before = t.c.state_json();
    CHECK(t.c.new_game("no-such-game", "", 1) == "there is no game 'no-such-game'");
    CHECK_FALSE(t.c.open_link("#game=klondike-strict&deal=0").empty());
    CHECK_FALSE(t.c.load_save("not a save").empty());
    CHECK(t.c.state_json() == before);
}

TEST_CASE("controller: a save loads back to the same position, and another deal is a new game") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    t.tap(t.top(m.from));
    const std::string saved = t.c.save();
    const std::string position = t.c.state_json();
    CHECK(t.c.new_deal(12345).empty());
    CHECK(t.c.state_json() != position);
    CHECK(t.c.load_save(saved).empty());
    CHECK(t.c.state_json() == position);
}

TEST_CASE("controller: a move is announced once, in the engine's words") {
    Table t(with_tableau_move());
    CHECK(t.c.take_announcement().empty());
    const Move m = *tableau_move(t.spec(), t.state());
    const std::string words = move_words(t.spec(), t.state(), m);
    t.tap(t.top(m.from));
    CHECK(t.c.take_announcement() == words + ".");
    CHECK(t.c.take_announcement().empty());
}

TEST_CASE("controller: an undo is announced as such; a redo says the move made again") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    const std::string words = move_words(t.spec(), t.state(), m);
    t.tap(t.top(m.from));
    t.c.take_announcement();
    t.c.undo();
    CHECK(t.c.take_announcement() == "Undone.");
    t.c.redo();
    CHECK(t.c.take_announcement() == words + ".");
}

TEST_CASE("controller: automatic moves after the player's are played frame by frame and summed up") {
    std::optional<Move> first;
    const std::string link = with_autoplay_after_tap(first);
    Table t(link);
    t.c.set_autoplay(true);
    const std::string played = move_words(t.spec(), t.state(), *first);
    t.tap(t.card(first->from, t.state().size(first->from) - first->count));
    CHECK(t.c.busy());
    t.finish_glides();
    CHECK_FALSE(t.c.busy());
    const std::string said = t.c.take_announcement();
    CHECK(said.rfind(played + ". ", 0) == 0);
    // One undo takes back the player's move and the automatic ones after it.
    CHECK(t.c.undo());
    REQUIRE(t.s->play(*first).empty());
    t.s->undo(); // the deal again, the move on the redo list
    CHECK(t.agrees());
}

TEST_CASE("controller: keyboard: Enter picks up the focused pile's cards and says where they can go") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    t.c.show_focus(true);
    REQUIRE(t.c.key("focus:" + to_string(m.from)));
    CHECK(t.c.key("enter"));
    const std::string said = t.c.take_announcement();
    CHECK(said.rfind("Picked up " + card_words(t.state().top(m.from)), 0) == 0);
    CHECK(said.find(pile_words(t.spec(), m.to)) != std::string::npos);
    CHECK(t.c.access_json().find("\"held\":{\"from\":\"" + to_string(m.from) + "\"") != std::string::npos);
    CHECK(t.agrees()); // nothing moved yet
}

TEST_CASE("controller: keyboard: Right goes to a destination and Enter puts the cards down there: one move") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    const std::vector<int> counts = movable_counts(t.spec(), t.state(), m.from);
    REQUIRE_FALSE(counts.empty());
    const std::vector<PileId> targets = destinations(t.spec(), t.state(), m.from, counts.back());
    REQUIRE_FALSE(targets.empty());
    t.c.show_focus(true);
    t.c.key("focus:" + to_string(m.from));
    t.c.key("enter");
    t.c.key("right");
    t.c.take_announcement();
    CHECK(t.c.key("enter"));
    const Move put = Move::transfer(m.from, counts.back(), targets.front());
    const std::string words = move_words(t.spec(), t.state(), put);
    REQUIRE(t.s->play(put).empty());
    CHECK(t.agrees());
    CHECK(t.c.take_announcement() == words + ".");
    CHECK(t.c.access_json().find("\"held\":null") != std::string::npos);
}

TEST_CASE("controller: keyboard: Escape puts the held cards back") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    t.c.show_focus(true);
    t.c.key("focus:" + to_string(m.from));
    t.c.key("enter");
    t.c.take_announcement();
    CHECK(t.c.key("escape"));
    CHECK(t.c.take_announcement() == "Put back.");
    CHECK(t.agrees());
}

TEST_CASE("controller: keyboard: the move key plays the focused card's best move, or says it has none") {
    Table t(with_move_and_stuck_pile());
    const PileId stuck = *stuck_pile(t.spec(), t.state());
    t.c.show_focus(true);
    t.c.key("focus:" + to_string(stuck));
    CHECK(t.c.key("move"));
    CHECK(t.c.take_announcement() == card_words(t.state().top(stuck)) + " has nowhere to go.");
    const Move m = *tableau_move(t.spec(), t.state());
    t.c.key("focus:" + to_string(m.from));
    CHECK(t.c.key("move"));
    REQUIRE(t.s->play(m).empty());
    CHECK(t.agrees());
}

TEST_CASE("controller: keyboard: arrows and Tab move the focus between piles; Tab leaves past the last") {
    Table t(with_tableau_move());
    t.c.show_focus(true);
    const std::vector<PileView>& piles = t.c.view().piles;
    CHECK(t.c.access_json().find("\"focus\":\"" + to_string(piles.front().pile) + "\"") != std::string::npos);
    CHECK(t.c.key("tab"));
    CHECK(t.c.access_json().find("\"focus\":\"" + to_string(piles[1].pile) + "\"") != std::string::npos);
    REQUIRE(t.c.key("focus:" + to_string(piles.back().pile)));
    CHECK_FALSE(t.c.key("tab")); // the page takes the focus on
    const std::optional<PileId> left = neighbour(t.c.view(), piles.back().pile, Direction::Left);
    REQUIRE(left.has_value());
    CHECK(t.c.key("left"));
    CHECK(t.c.access_json().find("\"focus\":\"" + to_string(*left) + "\"") != std::string::npos);
}

TEST_CASE("controller: a replay being watched keeps the player's hands off the table") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    t.c.set_locked(true);
    t.tap(t.top(m.from));
    t.drag(t.top(m.from), t.top(m.to));
    t.c.show_focus(true);
    t.c.key("focus:" + to_string(m.from));
    CHECK_FALSE(t.c.key("enter"));
    CHECK(t.agrees());
    t.c.set_locked(false);
    t.tap(t.top(m.from));
    REQUIRE(t.s->play(m).empty());
    CHECK(t.agrees());
}

TEST_CASE("controller: a replay link opens at the position played so far; taking over keeps it") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    t.tap(t.top(m.from));
    REQUIRE(t.s->play(m).empty());
    const std::string replay = t.c.replay_link();
    REQUIRE_FALSE(replay.empty());
    Controller watcher;
    watcher.resize(kW, kH);
    REQUIRE(watcher.open_replay(replay).empty());
    CHECK(watcher.state_json() == state_json(*t.s));
    CHECK(watcher.take_over());
    CHECK(watcher.state_json() == state_json(*t.s));
    CHECK(watcher.undo()); // the moves watched are the player's own now
}

TEST_CASE("controller: only a won game gives a challenge link, with the clock's time when the page has one") {
    const Session won = test::won_game(test::ruleset("klondike-easy"), 1);
    Table t(deal_link(won.id()));
    CHECK(t.c.challenge_link(192).empty()); // not won yet
    REQUIRE(t.c.load_save(won.save()).empty());
    CHECK(t.c.challenge_link(192) == challenge_link(won.id(), won.moves(), 192));
    CHECK(t.c.challenge_link(-1) == challenge_link(won.id(), won.moves(), std::nullopt));
    REQUIRE(std::holds_alternative<Challenge>(parse_challenge_link(t.c.challenge_link(-1))));
}

TEST_CASE("controller: a hint is shown until the next input, and only a legal one") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    CHECK(t.c.show_hint("t1 f9") != "");
    CHECK(t.c.show_hint(to_string(m)).empty());
    const Scene& shown = t.c.scene();
    CHECK(shown.hint_from == m.from);
    CHECK(shown.hint_to == m.to);
    CHECK(shown.hint_index == t.state().size(m.from) - 1);
    const auto at = t.top(m.from);
    t.c.pointer_down(at.first, at.second, 1);
    CHECK_FALSE(t.c.scene().hint_from.has_value());
}

TEST_CASE("controller: the scene draws dragged cards under the pointer, with the piles they may go to") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    const auto from = t.top(m.from);
    t.c.pointer_down(from.first, from.second, 1);
    t.c.pointer_move(from.first + 50, from.second + 60, 1);
    const Scene& s = t.c.scene();
    const CardView* card = t.c.view().card_at(m.from, t.state().size(m.from) - 1);
    const std::size_t i = static_cast<std::size_t>(card - t.c.view().cards.data());
    CHECK(s.layer[i] == Layer::Dragged);
    CHECK(s.at[i].x == doctest::Approx(card->rect.x + 50));
    CHECK(s.at[i].y == doctest::Approx(card->rect.y + 60));
    CHECK(std::find(s.targets.begin(), s.targets.end(), m.to) != s.targets.end());
    t.c.pointer_cancel();
    CHECK(t.c.scene().layer[i] == Layer::Resting);
    CHECK(t.agrees());
}

TEST_CASE("controller: a move glides for 150 ms on the page's clock, then the cards rest at their places") {
    Table t(with_tableau_move(), /*motion=*/true);
    const Move m = *tableau_move(t.spec(), t.state());
    t.tap(t.top(m.from));
    REQUIRE(t.s->play(m).empty());
    const CardView* card = t.c.view().card_at(m.to, t.state().size(m.to) - 1);
    const std::size_t i = static_cast<std::size_t>(card - t.c.view().cards.data());
    CHECK(t.c.advance(5000));
    CHECK(t.c.scene().layer[i] == Layer::Flying);
    CHECK(t.c.advance(5149));
    CHECK_FALSE(t.c.advance(5150));
    CHECK(t.c.scene().layer[i] == Layer::Resting);
    CHECK(t.c.scene().at[i].x == doctest::Approx(card->rect.x));
}

TEST_CASE("controller: with reduced motion nothing glides, and the win's cascade is not offered") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    t.tap(t.top(m.from));
    CHECK_FALSE(t.c.advance(5000));
    CHECK_FALSE(t.c.celebrate()); // and not won either
}

TEST_CASE("controller: the page hears when the table needs drawing again, once") {
    Table t(with_tableau_move());
    t.c.scene();
    t.c.take_changed();
    CHECK_FALSE(t.c.take_changed());
    const Move m = *tableau_move(t.spec(), t.state());
    t.tap(t.top(m.from));
    CHECK(t.c.take_changed());
    CHECK_FALSE(t.c.take_changed());
}

TEST_CASE("controller: sounds: a drag picks the cards up, and the move puts them down with what it turns") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    const auto from = t.top(m.from), to = t.top(m.to);
    CHECK(t.c.take_cues().empty());
    t.c.pointer_down(from.first, from.second, 1);
    t.c.pointer_move(from.first + 2, from.second + 2, 1); // still a tap
    CHECK(t.c.take_cues().empty());
    t.c.pointer_move(from.first, from.second + 20, 1);
    CHECK(cue_names(t.c.take_cues()) == "pick-up");
    t.c.pointer_move(to.first, to.second, 1);
    CHECK(t.c.take_cues().empty()); // picked up once
    const State before = t.state();
    t.c.pointer_up(to.first, to.second, 1, t.now += 1000);
    REQUIRE(t.s->play(m).empty());
    const Cues expected = move_cues(t.spec(), before, m, t.state(), /*by_player=*/true);
    CHECK(expected.has(Cue::PutDown));
    CHECK(t.c.take_cues() == expected);
    CHECK(t.c.take_cues().empty()); // taken once
}

TEST_CASE(
    "controller: sounds: a refused drop and a refused tap are refusals; cards dropped back are put down") {
    Table t(with_move_and_stuck_pile());
    const PileId stuck = *stuck_pile(t.spec(), t.state());
    const Move m = *tableau_move(t.spec(), t.state());
    const PileId onto = m.to == stuck ? m.from : stuck;
    const PileId from = m.to == stuck ? m.to : m.from;
    t.drag(t.top(from), t.top(onto));
    REQUIRE_FALSE(t.c.refusal().empty());
    CHECK(cue_names(t.c.take_cues()) == "pick-up refused");
    t.tap(t.top(stuck));
    CHECK(cue_names(t.c.take_cues()) == "refused");
    const int refusals = t.c.refusals();
    t.drag(t.top(m.from), t.top(m.from)); // lifted and laid back on its own pile: nothing to say
    CHECK(t.c.refusals() == refusals);
    CHECK(cue_names(t.c.take_cues()) == "pick-up put-down");
    CHECK(t.agrees());
}

TEST_CASE("controller: sounds: the stock deals with the deal's sound; undo, redo and a new game are silent") {
    Table t(with_tableau_move());
    CHECK(t.c.deal_from_stock());
    CHECK(cue_names(t.c.take_cues()) == "deal");
    CHECK(t.c.undo());
    CHECK(t.c.redo());
    CHECK(t.c.restart());
    CHECK(t.c.new_deal(12345).empty());
    CHECK(t.c.take_cues().empty());
}

TEST_CASE("controller: sounds: autoplay's moves go home with the home sound, never put down") {
    std::optional<Move> first;
    const std::string link = with_autoplay_after_tap(first, /*not_home=*/true);
    Table t(link);
    t.c.set_autoplay(true);
    t.tap(t.card(first->from, t.state().size(first->from) - first->count));
    CHECK(t.c.take_cues().has(Cue::PutDown)); // the player's move
    t.finish_glides();
    const Cues automatic = t.c.take_cues();
    CHECK(automatic.has(Cue::Home));
    CHECK_FALSE(automatic.has(Cue::PutDown));
}

TEST_CASE("controller: sounds: keys pick cards up and put them down as the hand does") {
    Table t(with_tableau_move());
    const Move m = *tableau_move(t.spec(), t.state());
    t.c.show_focus(true);
    t.c.key("focus:" + to_string(m.from));
    CHECK(t.c.take_cues().empty());
    t.c.key("enter");
    CHECK(cue_names(t.c.take_cues()) == "pick-up");
    t.c.key("escape"); // put back: no move
    CHECK(t.c.take_cues().empty());
    t.c.key("move");
    CHECK(t.c.take_cues().has(Cue::PutDown));
}

TEST_CASE("controller: sounds: the move that wins the game sounds the win") {
    const Session won = test::won_game(test::ruleset("klondike-easy"), 1);
    Session nearly(won.id());
    for (std::size_t i = 0; i + 1 < won.moves().size(); ++i) REQUIRE(nearly.play(won.moves()[i]).empty());
    Table t(deal_link(won.id()));
    REQUIRE(t.c.load_save(nearly.save()).empty());
    const Move last = won.moves().back();
    t.c.show_focus(true);
    t.c.key("focus:" + to_string(last.from));
    REQUIRE(t.c.key("move"));
    REQUIRE(t.c.state_json() == state_json(won));
    CHECK(t.c.take_cues().has(Cue::Win));
}

TEST_CASE("controller: a new deal is dealt from the stock in under a second, its cards turning face up") {
    Table t(with_tableau_move(), /*motion=*/true);
    REQUIRE(t.c.dealing());
    CHECK(t.c.info_json(true).find("\"dealing\":true") != std::string::npos);
    const PileView* stock_pile = t.c.view().find(stock());
    REQUIRE(stock_pile != nullptr);
    CHECK(t.c.advance(5000));
    const Scene& first = t.c.scene();
    // The last tableau card waits at the stock, face down.
    const CardView* last = t.c.view().card_at(tableau(6), 6);
    const std::size_t i = static_cast<std::size_t>(last - t.c.view().cards.data());
    CHECK(first.at[i].x == doctest::Approx(stock_pile->slot.x));
    CHECK(first.at[i].y == doctest::Approx(stock_pile->slot.y));
    CHECK_FALSE(first.face[i].face_up());
    CHECK(t.c.advance(5400));
    CHECK(t.c.info_json(true).find("\"inFlight\":0") == std::string::npos); // cards in the air
    CHECK_FALSE(t.c.advance(5800));
    CHECK_FALSE(t.c.dealing());
    const Scene& rest = t.c.scene();
    CHECK(rest.layer[i] == Layer::Resting);
    CHECK(rest.at[i].x == doctest::Approx(last->rect.x));
    CHECK(rest.face[i] == last->card);
    CHECK(rest.face[i].face_up());
}

TEST_CASE("controller: a tap during the deal ends it at once and makes its move on the dealt cards") {
    Table t(with_tableau_move(), /*motion=*/true);
    t.c.advance(5000);
    t.c.advance(5100);
    REQUIRE(t.c.dealing());
    const Move m = *tableau_move(t.spec(), t.state());
    t.tap(t.top(m.from));
    CHECK_FALSE(t.c.dealing());
    REQUIRE(t.s->play(m).empty());
    CHECK(t.agrees());
}

TEST_CASE("controller: a key during the deal ends it at once") {
    Table t(with_tableau_move(), /*motion=*/true);
    REQUIRE(t.c.dealing());
    t.c.key("ArrowRight");
    CHECK_FALSE(t.c.dealing());
}

TEST_CASE("controller: with reduced motion or speed none a new deal is shown at once") {
    Table reduced(with_tableau_move());
    CHECK_FALSE(reduced.c.dealing());
    CHECK_FALSE(reduced.c.advance(5000));
    Controller none;
    none.set_glide_share(0);
    none.resize(kW, kH);
    REQUIRE(none.open_link(with_tableau_move()).empty());
    CHECK_FALSE(none.dealing());
    // Turning motion off mid-deal ends the deal.
    Table moving(with_tableau_move(), /*motion=*/true);
    REQUIRE(moving.c.dealing());
    moving.c.set_reduced_motion(true);
    CHECK_FALSE(moving.c.dealing());
}

TEST_CASE("controller: a game opened before the table has a size is dealt once it has one") {
    Controller c;
    c.set_autoplay(false);
    REQUIRE(c.open_link(with_tableau_move()).empty());
    CHECK_FALSE(c.dealing());
    c.resize(kW, kH);
    CHECK(c.dealing());
}

TEST_CASE("controller: a game without a stock is dealt from the middle of the table; one under way is not") {
    Controller c;
    c.set_autoplay(false);
    c.resize(kW, kH);
    REQUIRE(c.open_link("#game=fortress&deal=1").empty());
    REQUIRE(c.dealing());
    c.advance(0);
    const Scene& s = c.scene();
    const float w = c.view().card_width;
    CHECK(s.at.back().x == doctest::Approx((kW - w) / 2));
    CHECK(s.at.back().y == doctest::Approx((kH - w * kCardHeight) / 2));
    // A save with a move in it comes back as it stands.
    Table t(with_tableau_move(), /*motion=*/true);
    const Move m = *tableau_move(t.spec(), t.state());
    t.tap(t.top(m.from));
    const std::string save = t.c.save();
    REQUIRE(t.c.load_save(save).empty());
    CHECK_FALSE(t.c.dealing());
}
