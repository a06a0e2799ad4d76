// The readers' faults in words: every kind of every fault has a sentence of its
// own, and the sentences name the part of the text at fault.
#include "position.h"
#include "present/faults.h"

#include <doctest/doctest.h>

#include <set>
#include <string>

using namespace patience;
using namespace patience::test;

namespace {

// Every kind of a fault from the first to `last` (the enum's last kind), each
// given to `sentence`: none empty, no two alike.
template <class Kind, class Sentence> void each_kind_has_its_sentence(Kind last, Sentence sentence) {
    std::set<std::string> said;
    for (int k = 0; k <= static_cast<int>(last); ++k) {
        CAPTURE(k);
        const std::string text = sentence(static_cast<Kind>(k));
        CHECK_FALSE(text.empty());
        CHECK(said.insert(text).second);
    }
}

} // namespace

TEST_CASE("every kind of every fault has its own sentence") {
    each_kind_has_its_sentence(MoveFault::Kind::SamePile, [](MoveFault::Kind k) {
        return fault_text(MoveFault{k, "x"});
    });
    each_kind_has_its_sentence(JsonFault::Kind::OutOfRange, [](JsonFault::Kind k) {
        return fault_text(JsonFault{k, 3, ':', "a"});
    });
    each_kind_has_its_sentence(LinkFault::Kind::OtherVersion, [](LinkFault::Kind k) {
        return fault_text(LinkFault{k, "x", "klondike"});
    });
    each_kind_has_its_sentence(ReplayFault::Kind::StrayBits, [](ReplayFault::Kind k) {
        return fault_text(ReplayFault{k, 4, "x", LinkFault{LinkFault::Kind::NoGame, {}, {}}});
    });
    each_kind_has_its_sentence(ChallengeFault::Kind::NotWon, [](ChallengeFault::Kind k) {
        return fault_text(ChallengeFault{k, "x", ReplayFault{ReplayFault::Kind::CutShort, 4, {}, {}}, 3});
    });
    each_kind_has_its_sentence(SaveFault::Kind::IllegalMove, [](SaveFault::Kind k) {
        SaveFault f;
        f.kind = k;
        f.text = "x";
        return fault_text(f);
    });
    each_kind_has_its_sentence(StatsFault::Kind::WinInNoMoves, [](StatsFault::Kind k) {
        StatsFault f;
        f.kind = k;
        f.key = "klondike:std";
        f.name = "won";
        f.number = 7;
        return fault_text(f);
    });
    each_kind_has_its_sentence(PageFault::Kind::NoDealAfter, [](PageFault::Kind k) {
        return fault_text(PageFault{k, "x"});
    });
}

TEST_CASE("the sentences name the part of the text at fault, as the player has always read them") {
    CHECK(fault_text(MoveFault{MoveFault::Kind::UnknownPile, "x9"}) == "unknown pile 'x9'");
    CHECK(fault_text(JsonFault{JsonFault::Kind::Expected, 7, '}', {}}) == "expected '}' at character 7");
    CHECK(fault_text(LinkFault{LinkFault::Kind::UnknownRuleset, "nope", "klondike"}) ==
          "klondike has no ruleset 'nope'");
    CHECK(fault_text(LinkFault{LinkFault::Kind::BadDealNumber, "0", {}}) == deal_number_fault_text("0"));
    CHECK(fault_text(ReplayFault{ReplayFault::Kind::NotLegal, 12, {}, {}}) ==
          "move 12 of the replay is not one of the position's legal moves");
    CHECK(fault_text(ReplayFault{ReplayFault::Kind::BadCount, 0, "x", {}}) ==
          "the replay's move count 'x' is not a number from 0 to 5000");
    // A replay's deal link is at fault in the link's own words.
    const LinkFault twice{LinkFault::Kind::KeyTwice, "replay", {}};
    CHECK(fault_text(ReplayFault{ReplayFault::Kind::BadLink, 0, {}, twice}) ==
          "the link names 'replay' twice");
    // A challenge's replay is at fault in the replay's own words; its time is named as written.
    CHECK(fault_text(ChallengeFault{
              ChallengeFault::Kind::BadReplay, {}, {ReplayFault::Kind::CutShort, 9, {}, {}}, 0}) ==
          "move 9 of the replay is missing: the link was cut short");
    CHECK(fault_text(ChallengeFault{ChallengeFault::Kind::BadSeconds, "3:12", {}, 0}) ==
          "the challenge's time '3:12' is not a number of seconds from 0 to 359999");
    CHECK(fault_text(ChallengeFault{ChallengeFault::Kind::NotWon, {}, {}, 97}) ==
          "the challenger's game of 97 moves does not end won");
    SaveFault deal_line;
    deal_line.kind = SaveFault::Kind::BadDealNumber;
    deal_line.text = "0";
    CHECK(fault_text(deal_line) == "the saved game has a bad deal line: " + deal_number_fault_text("0"));
    StatsFault not_json;
    not_json.kind = StatsFault::Kind::NotJson;
    not_json.json = JsonFault{JsonFault::Kind::NameTwice, 20, 0, "version"};
    CHECK(fault_text(not_json) == "the file could not be read: \"version\" appears twice");
    // A game the page asks for by name is missing in the words a link's would be.
    CHECK(fault_text(PageFault{PageFault::Kind::UnknownGame, "nope"}) ==
          fault_text(LinkFault{LinkFault::Kind::UnknownGame, "nope", {}}));
    CHECK(fault_text(PageFault{PageFault::Kind::CannotDraw, "no WebGL"}) ==
          "this browser cannot draw the table: no WebGL");
    // Next and Previous deal at the ends of the range name the end.
    CHECK(fault_text(PageFault{PageFault::Kind::NoDealBefore, {}}) ==
          "deal 1 is the first: there is none before it");
    CHECK(fault_text(PageFault{PageFault::Kind::NoDealAfter, {}}) ==
          "deal 2147483647 is the last: there is none after it");
}

TEST_CASE("an illegal move in a save says the move and the rule's reason, read where it was refused") {
    const Spec& fs = ruleset("falling-star", "std");
    Session s(DealId{&fs, 1, kDealAlgorithm});
    REQUIRE(s.play(mv("deal")).empty());
    SaveFault f;
    f.kind = SaveFault::Kind::IllegalMove;
    f.move = 2;
    f.text = "t1>f2";
    f.refusal = s.play(mv("t1>f2"));
    f.spec = &fs;
    f.position = s.state();
    const std::string named = "the saved game has an illegal move 2 't1>f2': ";
    CHECK(fault_text(f) == named + "an empty foundation takes only a 4");
    f.refusal = s.play(std::string_view("banana"));
    CHECK(fault_text(f) == named + "expected <from>><to>, 'deal' or 'redeal'");
    f.spec = nullptr; // no game to read the rule in: the move alone
    CHECK(fault_text(f) == "the saved game has an illegal move 2 't1>f2'");
}
