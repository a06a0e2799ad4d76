// The game for the ears: the cues of a move, read from the move and the positions before and after it.
#include "position.h"
#include "present/cues.h"

using namespace patience;
using namespace patience::test;

namespace {

// The cues of `move_text` played by the rules from `before`, by the player or by the table.
std::string heard(const Spec& spec, const State& before, std::string_view move_text, bool by_player = true) {
    const Move m = mv(move_text);
    REQUIRE(is_legal(spec, before, m));
    return cue_names(move_cues(spec, before, m, apply(spec, before, m), by_player));
}

// Every card of a suit from the ace up to `top`, as a foundation's text.
std::string suit_up_to(char suit, int top) {
    static constexpr const char* kRanks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"};
    std::string out;
    for (int r = 0; r < top; ++r) out += (out.empty() ? "" : " ") + std::string(kRanks[r]) + suit;
    return out;
}

} // namespace

TEST_CASE(
    "cues: a move of the player's puts cards down; the rules turning the card under them is heard too") {
    const Spec& kl = ruleset("klondike");
    const State s = position({{"t1", "#9C 8S"}, {"t2", "9D"}, {"t3", "7H"}, {"s", "#2C"}});
    CHECK(heard(kl, s, "t1>t2") == "put-down turn");
    CHECK(heard(kl, s, "t3>t1") == "put-down"); // nothing turned
    // The table's own moves (autoplay, a finish) go home only; a card they uncover still turns.
    CHECK(heard(kl, s, "t1>t2", /*by_player=*/false) == "turn");
}

TEST_CASE("cues: a card home is heard as such, whoever plays it, and not as a put-down") {
    const Spec& kl = ruleset("klondike");
    const State s = position({{"w", "AH"}, {"t1", "#5C AS"}, {"s", "#2C"}});
    CHECK(heard(kl, s, "w>f1") == "home");
    CHECK(heard(kl, s, "w>f1", /*by_player=*/false) == "home");
    CHECK(heard(kl, s, "t1>f1") == "turn home");
}

TEST_CASE("cues: dealing from the stock and turning the waste back are deals; the dealt cards turn no card") {
    CHECK(heard(ruleset("klondike"), position({{"s", "#2C #3C #4C"}, {"t1", "#5D 6S"}}), "deal") == "deal");
    const Spec& familiar = ruleset("klondike-familiar"); // three at a time, as many passes as you like
    CHECK(heard(familiar, position({{"s", "#2C #3C #4C #5C"}, {"t1", "#5D 6S"}}), "deal") == "deal");
    CHECK(heard(familiar, position({{"w", "2C 3C 4C"}, {"t1", "#5D 6S"}}), "redeal") == "deal");
}

TEST_CASE("cues: the move that wins the game is heard with the win; the moves before it without") {
    const Spec& kl = ruleset("klondike");
    const State last = position({{"f1", suit_up_to('H', 13)},
                                 {"f2", suit_up_to('S', 13)},
                                 {"f3", suit_up_to('D', 13)},
                                 {"f4", suit_up_to('C', 12)},
                                 {"t1", "KC"}});
    CHECK(heard(kl, last, "t1>f4") == "home win");
    CHECK(heard(kl, last, "t1>f4", /*by_player=*/false) == "home win");
    const State two_left = position({{"f1", suit_up_to('H', 13)},
                                     {"f2", suit_up_to('S', 13)},
                                     {"f3", suit_up_to('D', 13)},
                                     {"f4", suit_up_to('C', 11)},
                                     {"t1", "KC QC"}});
    CHECK(heard(kl, two_left, "t1>f4") == "home");
}

TEST_CASE("cues: a set, named in one order; each kind once however often it is added") {
    Cues all;
    for (Cue c : {Cue::Win, Cue::Home, Cue::Turn, Cue::Deal, Cue::Refused, Cue::PutDown, Cue::PickUp})
        all.add(c);
    CHECK(cue_names(all) == "pick-up put-down refused deal turn home win");
    Cues twice;
    twice.add(Cue::Home);
    twice.add(Cue::Home);
    CHECK(cue_names(twice) == "home");
    CHECK(twice.has(Cue::Home));
    CHECK_FALSE(twice.has(Cue::Win));
    Cues none;
    CHECK(none.empty());
    CHECK(cue_names(none).empty());
    none |= twice;
    CHECK(none == twice);
}
