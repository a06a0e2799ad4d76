// Statistics: what a start, a win and an abandoned game change, and the file: canonical export, import of
// any spacing and order, and every malformed, foreign or inconsistent file refused with a reason.
#include "play/stats.h"

#include "games/registry.h"
#include "present/faults.h"

#include <doctest/doctest.h>

#include <string>
#include <variant>

using namespace patience;

namespace {

std::string imported(std::string_view text) {
    auto r = Stats::from_json(text);
    if (auto* why = std::get_if<StatsFault>(&r)) return "refused: " + fault_text(*why);
    return std::get<Stats>(r).to_json();
}

} // namespace

TEST_CASE("a win adds to the streak and sets the bests; an abandoned game breaks the streak") {
    Stats s;
    const std::string k = "klondike:std";
    s.played(k);
    s.won(k, 52, 120, 300'000);
    s.played(k);
    s.won(k, 40, 100, 400'000); // fewer moves, lower score, slower
    GameStats g = s.games().at(k);
    CHECK(g.played == 2);
    CHECK(g.won == 2);
    CHECK(g.streak == 2);
    CHECK(g.best_streak == 2);
    CHECK(g.best_score == 52);
    CHECK(g.fewest_moves == 100);
    CHECK(g.fastest_ms == 300'000);
    CHECK(g.win_rate() == 100);

    s.played(k);
    s.abandoned(k);
    g = s.games().at(k);
    CHECK(g.played == 3);
    CHECK(g.won == 2);
    CHECK(g.streak == 0);
    CHECK(g.best_streak == 2);
    CHECK(g.win_rate() == 66);
    s.played(k);
    s.won(k, -5, 130, 200'000); // casino dollars may be negative
    g = s.games().at(k);
    CHECK(g.streak == 1);
    CHECK(g.best_streak == 2);
    CHECK(g.best_score == 52);
    CHECK(g.fastest_ms == 200'000);
    CHECK(s.games().count("fortress:std") == 0);
    s.abandoned("fortress:std"); // nothing to break: no record appears
    CHECK(s.games().count("fortress:std") == 0);
}

TEST_CASE("a first win's score is the best even when negative") {
    Stats s;
    s.played("klondike:std");
    s.won("klondike:std", -20, 90, 1000);
    CHECK(s.games().at("klondike:std").best_score == -20);
}

TEST_CASE("statistics export in one canonical form and import back to the same") {
    Stats s;
    s.played("fortress:std");
    s.played("klondike-familiar:std");
    s.won("klondike-familiar:std", 52, 110, 250'000);
    const std::string json = s.to_json();
    CHECK(json == "{\"format\":\"patience-stats\",\"version\":1,\"games\":{"
                  "\"fortress:std\":{\"played\":1,\"won\":0,\"streak\":0,\"bestStreak\":0},"
                  "\"klondike-familiar:std\":{\"played\":1,\"won\":1,\"streak\":1,\"bestStreak\":1,"
                  "\"bestScore\":52,\"fewestMoves\":110,\"fastestMs\":250000}}}");
    auto back = Stats::from_json(json);
    REQUIRE(std::holds_alternative<Stats>(back));
    CHECK(std::get<Stats>(back) == s);
    // Any spacing and order of fields reads the same.
    CHECK(
        imported(
            " {\n \"games\" : { \"fortress:std\" : {\"bestStreak\":0, \"streak\":0,\"won\":0,\"played\":1}},"
            "\"version\":1, \"format\":\"patience-stats\"}\n") ==
        "{\"format\":\"patience-stats\",\"version\":1,\"games\":{\"fortress:std\":{\"played\":1,\"won\":0,"
        "\"streak\":0,\"bestStreak\":0}}}");
    CHECK(imported(Stats().to_json()) == Stats().to_json());
}

TEST_CASE("a malformed, foreign or inconsistent statistics file is refused with a reason") {
    const std::string head = "{\"format\":\"patience-stats\",\"version\":1,\"games\":{";
    const std::string ok = "\"played\":3,\"won\":1,\"streak\":1,\"bestStreak\":1,\"bestScore\":9,"
                           "\"fewestMoves\":80,\"fastestMs\":9000";
    CHECK(imported(head + "\"klondike:std\":{" + ok + "}}}").rfind("{", 0) == 0);
    struct Row {
        std::string text;
        const char* why;
    };
    const Row rows[] = {
        {"", "not a statistics file"},
        {"hello", "not a statistics file"},
        {"[1,2]", "not a statistics file"},
        {"{\"format\":\"patience-save\",\"version\":1,\"games\":{}}", "not a statistics file"},
        {"{\"format\":\"patience-stats\",\"version\":2,\"games\":{}}",
         "version 2, this page reads version 1"},
        {"{\"format\":\"patience-stats\",\"games\":{}}", "does not say its version"},
        {"{\"format\":\"patience-stats\",\"version\":1}", "holds no games"},
        {"{\"format\":\"patience-stats\",\"version\":1,\"games\":{}", "expected '}'"},
        {"{\"format\":\"patience-stats\",\"version\":1,\"games\":{}} x", "something follows"},
        {"{\"format\":\"patience-stats\",\"version\":1,\"version\":1,\"games\":{}}", "appears twice"},
        {"{\"format\":\"patience-stats\",\"version\":1,\"games\":{},\"extra\":1}", "unknown field \"extra\""},
        {head + "\"chess:std\":{" + ok + "}}}", "a game this page does not have: chess:std"},
        {head + "\"klondike\":{" + ok + "}}}", "a game this page does not have: klondike"},
        {head + "\"klondike:std\":{\"played\":3}}}", "lack \"won\""},
        {head + "\"klondike:std\":{\"played\":1,\"won\":2,\"streak\":0,\"bestStreak\":0,\"bestScore\":9,"
                "\"fewestMoves\":80,\"fastestMs\":9000}}}",
         "more games won than played"},
        {head + "\"klondike:std\":{\"played\":3,\"won\":1,\"streak\":0,\"bestStreak\":2,\"bestScore\":9,"
                "\"fewestMoves\":80,\"fastestMs\":9000}}}",
         "streak longer than the games won"},
        {head + "\"klondike:std\":{\"played\":3,\"won\":2,\"streak\":2,\"bestStreak\":1,\"bestScore\":9,"
                "\"fewestMoves\":80,\"fastestMs\":9000}}}",
         "current streak longer"},
        {head + "\"klondike:std\":{\"played\":3,\"won\":0,\"streak\":0,\"bestStreak\":0,\"bestScore\":9}}}",
         "a best without a win"},
        {head + "\"klondike:std\":{\"played\":-3,\"won\":0,\"streak\":0,\"bestStreak\":0}}}", "negative"},
        {head + "\"klondike:std\":{\"played\":3.5,\"won\":0,\"streak\":0,\"bestStreak\":0}}}",
         "not a whole number"},
        {head +
             "\"klondike:std\":{\"played\":99999999999999999999,\"won\":0,\"streak\":0,\"bestStreak\":0}}}",
         "out of range"},
        {head + "\"klondike:std\":{\"played\":\"3\",\"won\":0,\"streak\":0,\"bestStreak\":0}}}",
         "expected a number"},
        {head + "\"klondike:std\":{" + ok + ",\"colour\":1}}}", "unknown field \"colour\""},
    };
    for (const Row& row : rows) {
        const std::string got = imported(row.text);
        CHECK_MESSAGE(got.rfind("refused: ", 0) == 0, row.text);
        CHECK_MESSAGE(got.find(row.why) != std::string::npos, row.text << " -> " << got);
    }
}
