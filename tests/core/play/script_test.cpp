// Move scripts (the CLI's stdin): line numbers, whitespace, blank lines, and the first bad line not applied.
#include "play/script.h"
#include "position.h"

using namespace patience;
using namespace patience::test;

namespace {
Session fresh() { return Session(DealId{&ruleset("falling-star"), 1, kDealAlgorithm}); }
} // namespace

TEST_CASE("a script plays its moves in order, whatever the whitespace and line endings") {
    Session by_move = fresh();
    REQUIRE(by_move.play("deal").empty());
    REQUIRE(by_move.play("t3>t7").empty());
    for (const char* script :
         {"deal\nt3>t7\n", "deal\nt3>t7", "  deal \r\n\n\t t3>t7\t\r\n\n", "\r\ndeal\n \nt3>t7"}) {
        CAPTURE(script);
        Session s = fresh();
        CHECK_FALSE(play_script(s, script).has_value());
        CHECK(s.moves_made() == 2);
        CHECK(s.state() == by_move.state());
    }
    Session s = fresh();
    CHECK_FALSE(play_script(s, "").has_value());
    CHECK_FALSE(play_script(s, "\n \r\n\t\n").has_value());
    CHECK(s.moves_made() == 0);
}

TEST_CASE("a script stops at its first bad line, counting blank lines, and does not apply it") {
    Session s = fresh();
    const auto error = play_script(s, "deal\n\n  t1>f2 \r\ndeal\n");
    REQUIRE(error.has_value());
    CHECK(error->line == 3);
    CHECK(error->move == "t1>f2");
    CHECK(error->why.reason == Reason::FoundationRank);
    CHECK(refusal_text(s.spec(), s.state(), error->why) == "an empty foundation takes only a 4");
    CHECK(s.moves_made() == 1);

    Session g = fresh();
    const auto garbage = play_script(g, "deal\nt3>t7\nbanana split\n");
    REQUIRE(garbage.has_value());
    CHECK(garbage->line == 3);
    CHECK(garbage->move == "banana split");
    REQUIRE(garbage->why.not_a_move.has_value());
    CHECK(garbage->why.not_a_move->kind == MoveFault::Kind::NotAMove);
    CHECK(refusal_text(g.spec(), g.state(), garbage->why) == "expected <from>><to>, 'deal' or 'redeal'");
    CHECK(g.moves_made() == 2);
}
