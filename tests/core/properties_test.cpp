// Invariants over every ruleset and many deals, by random legal playouts: cards conserved, undo exact,
// save/load exact, the move generator equal to its oracle (every candidate through the validator), the move
// list and the validator agree both ways. Under the sanitizers a tenth of the deals.
#include "playout.h"
#include "position.h"

using namespace patience;
using namespace patience::test;

TEST_CASE("falling star: 1,000 deals of random legal play") {
    const Spec& spec = ruleset("falling-star", "std");
    for (std::uint32_t d = 1; d <= 1000 / kDealDivisor; ++d) {
        CAPTURE(d);
        playout(spec, d, 150, d % 10 == 0 ? 1 : 8); // every step of some deals
    }
}

TEST_CASE("every ruleset: 500 deals of random legal play") {
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(spec->id);
        CAPTURE(spec->ruleset);
        for (std::uint32_t d = 1; d <= 500 / kDealDivisor; ++d) {
            CAPTURE(d);
            playout(*spec, 100000 + d, 120, d % 25 == 0 ? 1 : 8);
        }
    }
}

TEST_CASE("deals are pure: same inputs, same deal; another ruleset or number, another deal") {
    for (const Spec* spec : all_rulesets()) {
        CHECK(deal(*spec, 77) == deal(*spec, 77));
        CHECK_FALSE(deal(*spec, 77) == deal(*spec, 78));
    }
    const State a = deal(ruleset("falling-star", "std"), 5);
    const State b = deal(ruleset("falling-star", "aisleriot"), 5);
    CHECK_FALSE(std::equal(a.pile(reserve()).begin(), a.pile(reserve()).end(), b.pile(reserve()).begin()));
}
