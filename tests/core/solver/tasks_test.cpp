// The page's solver jobs: difficulty bands, the daily deal (same date same deal, another date another,
// pinned, winnable), and the sliced searches giving exactly what their one-call forms give.
#include "play/session.h"
#include "position.h"
#include "solver/tasks.h"

#include <set>

using namespace patience;

TEST_CASE("difficulty: bands of the positions the solver searched before it found a win") {
    const std::pair<std::uint64_t, Difficulty> rows[] = {
        {0, Difficulty::Easy},
        {kEasyPositions, Difficulty::Easy},
        {kEasyPositions + 1, Difficulty::Medium},
        {kMediumPositions, Difficulty::Medium},
        {kMediumPositions + 1, Difficulty::Hard},
        {20'000'000, Difficulty::Hard},
    };
    for (const auto& row : rows) { // no structured bindings: clang 14 cannot capture them in CAPTURE
        CAPTURE(row.first);
        CHECK(difficulty_of(row.first) == row.second);
    }
}

TEST_CASE("dates: YYYY-MM-DD calendar dates only") {
    CHECK(parse_date("2026-11-24") == Date{2026, 11, 24});
    CHECK(parse_date("2024-02-29") == Date{2024, 2, 29});
    CHECK(to_string(Date{2026, 3, 5}) == "2026-03-05");
    for (const char* bad : {"2023-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-4-01", "26-04-01x",
                            "", "1999-12-31", "2026/04/01", "2026-04-0a"}) {
        CAPTURE(bad);
        CHECK_FALSE(parse_date(bad).has_value());
    }
}

TEST_CASE("the daily deal: the same for a date and ruleset, another for another date or game, pinned") {
    const Spec& klondike = test::ruleset("klondike");
    const Spec& star = test::ruleset("falling-star");
    const Date today{2026, 11, 24}, tomorrow{2026, 11, 25};
    CHECK(daily_first_deal(klondike, today) == daily_first_deal(klondike, today));
    CHECK(daily_first_deal(klondike, today) != daily_first_deal(klondike, tomorrow));
    CHECK(daily_first_deal(klondike, today) != daily_first_deal(star, today));
    CHECK(daily_first_deal(star, today) !=
          daily_first_deal(test::ruleset("falling-star", "aisleriot"), today));
    // Pinned: the daily deal of a date must never change, on any machine or build (native and wasm).
    CHECK(daily_first_deal(klondike, today) == 1294826825u);
    CHECK(daily_record(klondike, today) == "2026-11-24 klondike:std");
    std::set<std::uint32_t> days;
    for (int day = 1; day <= 28; ++day) {
        const std::uint32_t n = daily_first_deal(star, Date{2026, 2, day});
        CHECK(n >= kMinDeal);
        CHECK(n <= kMaxDeal);
        days.insert(n);
    }
    CHECK(days.size() == 28);
}

TEST_CASE("the daily deal is the first deal from its start that the solver proves winnable in the budget") {
    for (const char* game : {"klondike-easy", "fortress"}) {
        CAPTURE(game);
        const Spec& spec = test::ruleset(game);
        const std::uint32_t first = daily_first_deal(spec, Date{2026, 11, 24});
        WinnableDealSearch search(spec, first, kDailyTries, kDailyPositions);
        while (!search.step(30'000)) {
        }
        REQUIRE(search.found().has_value());
        CHECK(search.found() == next_winnable_deal(spec, first, kDailyTries, kDailyPositions));
        const Solution s = solve(spec, deal(spec, *search.found()), kDailyPositions);
        CHECK(s.verdict == Verdict::Win);
        CHECK(search.found_positions() == s.positions);
        CHECK(search.found_line_length() == s.line.size());
    }
}

TEST_CASE("winnable deal search in slices equals next_winnable_deal, however sliced") {
    const Spec& spec = test::ruleset("fortress");
    const auto once = next_winnable_deal(spec, 1, 50, 20000);
    REQUIRE(once.has_value());
    for (std::uint64_t slice : {1u, 777u, 20000u, 1000000u}) {
        CAPTURE(slice);
        WinnableDealSearch search(spec, 1, 50, 20000);
        while (!search.step(slice)) {
        }
        CHECK(search.found() == once);
        CHECK(search.tried() == static_cast<int>(*once - 1));
    }
    // Nothing to search: no tries, or a start outside the deal range.
    CHECK(WinnableDealSearch(spec, 1, 0, 20000).finished());
    CHECK_FALSE(WinnableDealSearch(spec, 0, 5, 20000).found().has_value());
    WinnableDealSearch last(spec, kMaxDeal, 5, 2000);
    while (!last.step(500)) {
    }
    CHECK(last.tried() <= 1);
}

TEST_CASE("turning point search in slices equals find_turning_point") {
    const Spec& spec = test::ruleset("fortress");
    int lost = 0;
    for (std::uint32_t d = 1; d <= 40 && lost < 2; ++d) {
        CAPTURE(d);
        const std::vector<State> history = test::random_history(spec, d, 30);
        const TurningPoint once = find_turning_point(spec, history, 50000);
        for (std::uint64_t slice : {333u, 50000u}) {
            TurningPointSearch search(spec, history, 50000);
            while (!search.step(slice)) {
            }
            CHECK(search.result().start == once.start);
            CHECK(search.result().last_winnable == once.last_winnable);
            CHECK(search.result().first_lost == once.first_lost);
        }
        if (once.start == Verdict::Win && once.first_lost < history.size()) ++lost;
    }
    CHECK(lost >= 1);
    CHECK(TurningPointSearch(spec, {}, 100).finished());
}

TEST_CASE("a session's history: the positions from the deal to the one on the table") {
    const Spec& spec = test::ruleset("fortress");
    Session session(DealId{&spec, 3, kDealAlgorithm});
    CHECK(session.history().size() == 1);
    const MoveList moves = legal_moves(spec, session.state());
    REQUIRE(!moves.empty());
    CHECK(session.play(moves[0]).empty());
    REQUIRE(session.history().size() == 2);
    CHECK(session.history()[0] == session.initial());
    CHECK(session.history()[1] == session.state());
    session.undo();
    CHECK(session.history().size() == 1); // undone moves are not history, only redo's
}
