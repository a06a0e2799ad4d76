// The page's commands without the table: the game each one brings (a new deal of the same game, another
// game, a link, a save, a replay, a replay taken over) or its reason for bringing none, the steps through
// the history, and the hint, shown only when legal.
#include "table/commands.h"

#include "games/registry.h"
#include "play/assist.h"
#include "play/links.h"
#include "play/replay.h"
#include "present/faults.h"
#include "present/json.h"
#include "rules/deal.h"
#include "rules/rules.h"

#include <doctest/doctest.h>

using namespace patience;
using namespace patience::web;

namespace {

const std::string kLink = "#game=klondike-strict&deal=3";

Session deal() { return Session(std::get<DealId>(parse_deal_link(kLink))); }

const Session& opened(const Opened& o) {
    if (const auto* why = std::get_if<std::string>(&o)) FAIL("refused: " << *why);
    return std::get<Session>(o);
}

std::string refused(const Opened& o) {
    const auto* why = std::get_if<std::string>(&o);
    return why ? *why : std::string();
}

// Plays the first `n` legal moves of the deal.
Session played(int n) {
    Session s = deal();
    for (int i = 0; i < n; ++i) REQUIRE(s.play(legal_moves(s.spec(), s.state())[0]).empty());
    return s;
}

} // namespace

TEST_CASE("commands: a new deal is of the game on the table, numbered from the page's random number") {
    const Session current = deal();
    const Opened o = Commands::new_deal(&current, 12345);
    CHECK(&opened(o).spec() == &current.spec());
    CHECK(opened(o).id().number == random_deal_number(12345));
    CHECK(opened(o).id().algorithm == kDealAlgorithm);
    CHECK(opened(o).moves_made() == 0);
    // Before the first game: the default game.
    CHECK(&opened(Commands::new_deal(nullptr, 7)).spec() == &default_game());
}

TEST_CASE("commands: a new game by its name and ruleset; an unknown one is named in the reason") {
    const Opened o = Commands::new_game("falling-star", "aisleriot", 99);
    CHECK(&opened(o).spec() == find_ruleset("falling-star", "aisleriot"));
    CHECK(opened(o).id().number == random_deal_number(99));
    CHECK(&opened(Commands::new_game("klondike", "", 1)).spec() == find_ruleset("klondike", ""));
    CHECK(refused(Commands::new_game("no-such-game", "", 1)) == "there is no game 'no-such-game'");
    CHECK(refused(Commands::new_game("klondike", "nope", 1)) ==
          "there is no game '" + ruleset_key("klondike", "nope") + "'");
}

TEST_CASE("commands: a deal link opens exactly its deal; a bad one gives the link's reason") {
    CHECK(opened(Commands::open_link(kLink)).state() == deal().state());
    const std::string bad = "#game=klondike-strict&deal=0";
    CHECK(refused(Commands::open_link(bad)) == fault_text(std::get<LinkFault>(parse_deal_link(bad))));
    CHECK_FALSE(refused(Commands::open_link(bad)).empty());
}

TEST_CASE("commands: a save loads back to the same position and history; a bad one gives the reason") {
    Session s = played(3);
    s.undo(); // a redo list too
    const Opened o = Commands::load_save(s.save());
    CHECK(opened(o).state() == s.state());
    CHECK(opened(o).save() == s.save());
    CHECK(opened(o).can_redo());
    CHECK(refused(Commands::load_save("not a save")) == "this is not a saved Patience game");
    CHECK_FALSE(refused(Commands::load_save("not a save")).empty());
}

TEST_CASE("commands: a replay opens at the position played so far, each move a step of its own") {
    const Session s = played(3);
    const Opened o = Commands::open_replay(replay_link(s.id(), s.moves()));
    Session watched = opened(o);
    CHECK(watched.state() == s.state());
    CHECK(watched.moves_made() == 3);
    int steps = 0;
    while (watched.can_undo()) {
        watched.undo();
        ++steps;
    }
    CHECK(steps == 3);
    CHECK_FALSE(refused(Commands::open_replay("#game=klondike-strict&deal=3&replay=9.0.")).empty());
}

TEST_CASE("commands: taking over a replay keeps the moves watched and drops the ones after them") {
    Session watched = played(3);
    watched.undo();
    REQUIRE(watched.can_redo());
    const Session own = Commands::take_over(watched);
    CHECK(own.state() == watched.state());
    CHECK(own.moves_made() == 2);
    CHECK(own.can_undo());
    CHECK_FALSE(own.can_redo());
}

TEST_CASE("commands: undo, redo and restart step through the history, each only when it can") {
    Session s = deal();
    for (Step step : {Step::Undo, Step::Redo, Step::Restart}) CHECK_FALSE(Commands::can(s, step));
    s = played(2);
    const State after = s.state();
    CHECK(Commands::can(s, Step::Undo));
    CHECK(Commands::can(s, Step::Restart));
    CHECK_FALSE(Commands::can(s, Step::Redo));
    Commands::step(s, Step::Undo);
    CHECK(s.moves_made() == 1);
    CHECK(Commands::can(s, Step::Redo));
    Commands::step(s, Step::Redo);
    CHECK(s.state() == after);
    Commands::step(s, Step::Restart);
    CHECK(s.state() == deal().state());
    CHECK(Commands::can(s, Step::Redo)); // a restart can be redone
    Commands::step(s, Step::Redo);
    CHECK(s.moves_made() == 1);
}

TEST_CASE("commands: a hint is shown only when it is a legal move of the game on the table") {
    Commands c;
    const Session s = deal();
    CHECK(c.show_hint(nullptr, "deal") == "no game on the table");
    CHECK(c.show_hint(&s, "t1 f9") == fault_text(std::get<MoveFault>(parse_move("t1 f9"))));
    CHECK(c.hint() == nullptr);
    const Move illegal = Move::transfer(foundation(0), 1, tableau(0)); // from an empty foundation
    REQUIRE_FALSE(is_legal(s.spec(), s.state(), illegal));
    CHECK(c.show_hint(&s, to_string(illegal)) == "the hinted move is not legal here");
    CHECK(c.hint() == nullptr);
    const Move m = legal_moves(s.spec(), s.state())[0];
    CHECK(c.show_hint(&s, to_string(m)).empty());
    REQUIRE(c.hint() != nullptr);
    CHECK(*c.hint() == m);
    CHECK_FALSE(c.show_hint(&s, to_string(illegal)).empty()); // a refused hint leaves the one on show
    CHECK(*c.hint() == m);
    CHECK(c.clear_hint());
    CHECK(c.hint() == nullptr);
    CHECK_FALSE(c.clear_hint());
}

TEST_CASE("commands: whether Finish can play the game out is core's answer, worked out once per revision") {
    Commands c;
    const Session s = deal();
    CHECK(c.can_finish(s, 1) == can_finish(s.spec(), s.state()));
    CHECK_FALSE(c.can_finish(s, 1)); // cards face down at the deal
}

TEST_CASE("commands: another deal of the game on the table as its deal link, or why none") {
    const Session current = deal();
    const auto link_to = [&](std::uint32_t n) {
        return deal_link(DealId{&current.spec(), n, kDealAlgorithm});
    };
    // A typed number, checked by the core: the one sentence of a number that is not one.
    CHECK(Commands::numbered_deal(&current, "43").link == link_to(43));
    CHECK(Commands::numbered_deal(&current, "2147483647").link == link_to(kMaxDeal));
    for (const char* bad : {"", "0", "2147483648", "12a", "-3", " 7", "1e3", "7&game=klondike"}) {
        CAPTURE(bad);
        const Linked l = Commands::numbered_deal(&current, bad);
        CHECK(l.link.empty());
        CHECK(l.why == deal_number_fault_text(bad));
    }
    // A step from the deal on the table, none beyond either end of the range.
    const std::uint32_t n = current.id().number;
    CHECK(Commands::stepped_deal(&current, 1).link == link_to(n + 1));
    CHECK(Commands::stepped_deal(&current, -1).link == link_to(n - 1));
    const Session first(DealId{&current.spec(), kMinDeal, kDealAlgorithm});
    const Session last(DealId{&current.spec(), kMaxDeal, kDealAlgorithm});
    CHECK(Commands::stepped_deal(&first, -1).why == fault_text(PageFault{PageFault::Kind::NoDealBefore, {}}));
    CHECK(Commands::stepped_deal(&first, -1).link.empty());
    CHECK(Commands::stepped_deal(&first, 1).link == link_to(kMinDeal + 1));
    CHECK(Commands::stepped_deal(&last, 1).why == fault_text(PageFault{PageFault::Kind::NoDealAfter, {}}));
    CHECK(Commands::stepped_deal(&last, -1).link == link_to(kMaxDeal - 1));
    // No game on the table: nothing to step from.
    CHECK_FALSE(Commands::stepped_deal(nullptr, 1).why.empty());
    CHECK_FALSE(Commands::numbered_deal(nullptr, "5").why.empty());
}

TEST_CASE("commands: a new deal of Fortress skips a deal without a legal move; its link still opens it") {
    const Spec& fortress = *find_ruleset("fortress", "");
    // random_deal_number(42) is deal 43, which has no move at the start (`patience moves fortress 43`).
    REQUIRE(random_deal_number(42) == 43);
    CHECK(opened(Commands::new_game("fortress", "", 42)).id().number == 44);
    const Session on_table(DealId{&fortress, 7, kDealAlgorithm});
    CHECK(opened(Commands::new_deal(&on_table, 42)).id().number == 44);
    CHECK(opened(Commands::open_link("game=fortress&deal=43")).id().number == 43);
}
