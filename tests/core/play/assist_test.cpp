// Tap-to-move, send home, safe autoplay and finish.
#include "play/assist.h"
#include "position.h"

using namespace patience;
using namespace patience::test;

TEST_CASE("a tap sends a card to the foundation first, else to a tableau pile") {
    const Spec& spec = ruleset("falling-star");
    const State s = position({{"f1", "8H"},
                              {"t1", "9C"},
                              {"t2", "TD"},
                              {"t3", "5C"},
                              {"t4", "6H"},
                              {"t5", "2C"},
                              {"t6", "3C"},
                              {"t7", "4C"},
                              {"t8", "7C"},
                              {"s", "QS"}},
                             8);
    CHECK(tap_move(spec, s, tableau(0), 0) == mv("t1>f1"));
    CHECK(tap_move(spec, s, tableau(2), 0) == mv("t3>t4"));
    CHECK_FALSE(tap_move(spec, s, tableau(4), 0).has_value());
    CHECK(tap_move(spec, s, stock(), 0) == mv("deal"));
    CHECK(home_move(spec, s, tableau(0)) == mv("t1>f1"));
    CHECK_FALSE(home_move(spec, s, tableau(2)).has_value());
}

TEST_CASE("autoplay never sends home a card still needed for building, nor picks a base card") {
    const Spec& kl = ruleset("klondike");
    // 2H may go home: no card builds on it except black Aces, both home.
    State s =
        position({{"f1", "AC"}, {"f2", "AH"}, {"f3", "AS"}, {"t1", "2H"}, {"t2", "5D"}, {"t3", "#9C"}}, 1);
    CHECK(safe_autoplay_move(kl, s) == mv("t1>f2"));
    // 3H is still needed while a black 2 is out.
    s = position({{"f1", "AC"}, {"f2", "AH 2H"}, {"t1", "3H"}, {"t2", "2S"}}, 1);
    CHECK_FALSE(safe_autoplay_move(kl, s).has_value());
    const Spec& cb = ruleset("chessboard");
    const State c = deal(cb, 1);
    CHECK_FALSE(safe_autoplay_move(cb, c).has_value());
}

TEST_CASE("finish: only when every card can go home") {
    const Spec& kl = ruleset("klondike-easy");
    const State done = position({{"f1", "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"},
                                 {"f2", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"},
                                 {"f3", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"},
                                 {"f4", "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"},
                                 {"t1", "KS"},
                                 {"s", "#KC"}},
                                1);
    CHECK(can_finish(kl, done));
    CHECK(finish_moves(kl, done).size() == 3);
    // The Queen of clubs lies under the King: no foundation move can free it.
    const State blocked = position({{"f1", "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC"},
                                    {"f2", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"},
                                    {"f3", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"},
                                    {"f4", "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"},
                                    {"t1", "QC KC"}},
                                   1);
    CHECK_FALSE(can_finish(kl, blocked));
}

TEST_CASE("with building up or down in suit, a card that can go home always may: its successor follows it") {
    const Spec& fo = ruleset("fortress");
    const State s = position({{"t1", "5S AH"}, {"t2", "2H"}, {"t3", "KD"}}, 1);
    CHECK(safe_autoplay_move(fo, s) == mv("t1>f1"));
}

TEST_CASE("a tap never chooses Chessboard's base rank; a double-tap (send home) may") {
    const Spec& cb = ruleset("chessboard");
    const State s = position({{"t1", "5S 9H"}, {"t2", "TH"}, {"t3", "KD"}});
    CHECK(tap_move(cb, s, tableau(0), 1) == mv("t1>t2")); // 9H onto TH, not onto a foundation
    CHECK(tap_move(cb, s, tableau(2), 0) == mv("t3>t4")); // KD goes to a space, not to a foundation
    CHECK(home_move(cb, s, tableau(2)) == mv("t3>f1"));
    // Once the base is set, a tap sends cards home as usual.
    const State based = position({{"f1", "KD"}, {"t1", "AD"}}, 13);
    CHECK(tap_move(cb, based, tableau(0), 0) == mv("t1>f1"));
}
