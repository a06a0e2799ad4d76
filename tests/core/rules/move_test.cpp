// Move text: one canonical form, and garbage rejected with a reason.
#include "position.h"

using namespace patience;
using namespace patience::test;

TEST_CASE("move text round-trips") {
    for (const char* text : {"t3>f1", "t3:4>t5", "deal", "redeal", "s>t1", "w>c2", "r>f8", "c1>t10"})
        CHECK(to_string(mv(text)) == text);
}

TEST_CASE("garbage move text is rejected with a reason, never a crash") {
    const char* garbage[] = {
        "",          "t1",        ">",     "t1>",      ">t1",      "x1>t2",
        "t0>t1",     "t11>t1",    "f9>t1", "c3>t1",    "t1:0>t2",  "t1:-1>t2",
        "t1:abc>t2", "t1:999>t2", "t1>t1", "DEAL",     "deal ",    "t1>>t2",
        "t01>t2",    "t1:2:3>t4", "s1>t1", "\xff\xfe", "t1>t2>t3", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"};
    for (const char* g : garbage) {
        CAPTURE(g);
        const auto parsed = parse_move(g);
        REQUIRE(std::holds_alternative<MoveFault>(parsed));
    }
}

TEST_CASE("a text that is not a move gives the fault's kind and the part at fault") {
    using Kind = MoveFault::Kind;
    const auto fault = [](std::string_view text) {
        const auto parsed = parse_move(text);
        REQUIRE_MESSAGE(std::holds_alternative<MoveFault>(parsed), text);
        return std::get<MoveFault>(parsed);
    };
    CHECK(fault("") == MoveFault{Kind::Empty, {}});
    CHECK(fault("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa") == MoveFault{Kind::TooLong, {}});
    CHECK(fault("DEAL") == MoveFault{Kind::NotAMove, {}});
    CHECK(fault("t1:0>t2") == MoveFault{Kind::BadCount, "0"});
    CHECK(fault("t1:abc>t2") == MoveFault{Kind::BadCount, "abc"});
    CHECK(fault("x1>t2") == MoveFault{Kind::UnknownPile, "x1"});
    CHECK(fault("t1>t11") == MoveFault{Kind::UnknownPile, "t11"});
    CHECK(fault("t1>t1") == MoveFault{Kind::SamePile, {}});
}

TEST_CASE("well-formed but illegal moves are refused with a reason and change nothing") {
    const Spec& spec = ruleset("falling-star");
    const State s = deal(spec, 5);
    for (const char* text : {"f1>t1", "t1>s", "t1>r", "c1>t1", "t9>t1", "t1>t9", "redeal", "r:3>f2"}) {
        CAPTURE(text);
        CHECK_FALSE(why_illegal(spec, s, mv(text)).empty());
    }
}
