// The sanitizer soak: 5 x 10^4 random playouts spread evenly over every ruleset, run under ASan + UBSan,
// every step checked (cards conserved, undo exact, list = validator, save/load exact). Prints its figures.
#include "playout.h"

#include "games/registry.h"

#include <chrono>
#include <cstdio>

using namespace patience;
using namespace patience::test;

// Breadth over depth: a checked step costs about 0.1 ms under the sanitizers, so 5 x 10^4 playouts of up to
// 10 moves (some 5 x 10^5 steps) take about a minute, beside the other suites on the other core (the test
// command's time, docs/testing.md). The property tests play 120-150 moves deep on fewer deals.
constexpr int kPlayouts = 50000;
constexpr int kPlayoutMoves = 10;
// The whole-table check (some 2,500 candidate moves against the list) on one step in 64: one playout in six.
constexpr int kUnlistedEvery = 64;

TEST_CASE("soak: 5 x 10^4 random playouts over every ruleset") {
    const auto rulesets = all_rulesets();
    const auto started = std::chrono::steady_clock::now();
    long moves = 0;
    for (int i = 0; i < kPlayouts; ++i) {
        const Spec& spec = *rulesets[static_cast<std::size_t>(i) % rulesets.size()];
        const auto deal_number = static_cast<std::uint32_t>(1000000 + i);
        CAPTURE(spec.id);
        CAPTURE(spec.ruleset);
        CAPTURE(deal_number);
        moves += playout(spec, deal_number, kPlayoutMoves, kUnlistedEvery);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("soak: %d playouts over %zu rulesets, %ld moves in %.1f s (%.0f moves/s)\n", kPlayouts,
                rulesets.size(), moves, seconds, static_cast<double>(moves) / seconds);
}
