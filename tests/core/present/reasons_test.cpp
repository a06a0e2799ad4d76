// The core's English for refusals, the status line, counts and the difficulty: present's words for the codes
// and figures the rules, the session and the solver return.
#include "play/session.h"
#include "position.h"
#include "present/difficulty.h"
#include "present/reasons.h"
#include "present/words.h"

#include <set>

using namespace patience;
using namespace patience::test;

TEST_CASE("every Reason but Ok has its own sentence in every game") {
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(spec->id);
        CAPTURE(spec->ruleset);
        const State s = position({}, kKing); // a base rank set, for the foundation's sentence
        CHECK(reason_text(*spec, s, Reason::Ok).empty());
        std::set<std::string> said;
        constexpr auto kLast = static_cast<int>(Reason::TableauBuild); // the enum's last code (rules.h)
        for (int r = static_cast<int>(Reason::Ok) + 1; r <= kLast; ++r) {
            CAPTURE(r);
            const std::string text = reason_text(*spec, s, static_cast<Reason>(r));
            CHECK_FALSE(text.empty());
            CHECK(text != "illegal move"); // the fallback for a code without its case
            CHECK(said.insert(text).second);
        }
    }
}

TEST_CASE("a refused move is said in the rules' words, a text that is not a move in the parser's") {
    const Spec& fs = ruleset("falling-star", "std");
    Session s(DealId{&fs, 1, kDealAlgorithm});
    REQUIRE(s.play(mv("deal")).empty());
    const Refusal refused = s.play(mv("t1>f2"));
    CHECK(refused.reason == Reason::FoundationRank);
    CHECK_FALSE(refused.not_a_move.has_value());
    CHECK(refusal_text(fs, s.state(), refused) == "an empty foundation takes only a 4");
    CHECK(refusal_text(fs, s.state(), refused) == why_illegal(fs, s.state(), mv("t1>f2")));

    const Refusal garbage = s.play(std::string_view("banana"));
    CHECK(garbage.reason == Reason::Ok);
    CHECK_FALSE(garbage.empty());
    CHECK(garbage.not_a_move == MoveFault{MoveFault::Kind::NotAMove, {}});
    CHECK(refusal_text(fs, s.state(), garbage) == "expected <from>><to>, 'deal' or 'redeal'");
    CHECK(s.moves_made() == 1);
    CHECK(refusal_text(fs, s.state(), Refusal{}).empty());
}

TEST_CASE("the status line: the base card to choose, then the base rank, and the end of the game") {
    const Spec& terrace = ruleset("terrace", "aisleriot");
    CHECK(status_text(terrace, position({{"t1", "5H"}, {"s", "#2C"}})) ==
          "Choose the base card: move one of the cards on piles 1-4 to a foundation.");
    CHECK(status_text(terrace, position({{"t1", "5H"}, {"s", "#2C"}}, 8)) == "Foundations start with 8s.");
    CHECK(status_text(ruleset("klondike"), position({{"t1", "5H"}, {"s", "#2C"}}, kAce)).empty());
}

TEST_CASE("one pluraliser: a count and its noun") {
    CHECK(plural(1, "card") == "card");
    CHECK(plural(0, "card") == "cards");
    CHECK(plural(2, "redeal") == "redeals");
    CHECK(count_words(1, "card") == "1 card");
    CHECK(count_words(24, "card") == "24 cards");
    CHECK(rank_name(kAce) == "Ace");
    CHECK(rank_name(10) == "10");
    CHECK(rank_name(kKing) == "King");
}

TEST_CASE("the difficulty bands in words, with the solver's figures") {
    CHECK(difficulty_words(Difficulty::Easy) == "Easy");
    CHECK(difficulty_words(Difficulty::Medium) == "Medium");
    CHECK(difficulty_words(Difficulty::Hard) == "Hard");
    CHECK(difficulty_explained().find("Easy up to 300, Medium up to 3,000") != std::string::npos);
}
