// A random new deal skips the deals without a legal move at the start: the next deal with one, wrapping at
// the end of the range, the same every time.
#include "games/registry.h"
#include "position.h"
#include "rules/deal.h"
#include "rules/rules.h"
#include "samples.h"

#include <cstdint>
#include <vector>

using namespace patience;
using namespace patience::test;

namespace {

bool has_move(const Spec& spec, std::uint32_t number) {
    return !legal_moves(spec, deal(spec, number)).empty();
}

} // namespace

TEST_CASE("a random new deal of Fortress steps on to the next deal with a legal move at the start") {
    const Spec& fortress = ruleset("fortress");
    // Found with the CLI: `patience moves fortress 43` lists nothing; 44 has moves.
    REQUIRE_FALSE(has_move(fortress, 43));
    REQUIRE(has_move(fortress, 44));
    struct Row {
        std::uint32_t from, dealt;
    };
    for (const Row& r : std::vector<Row>{
             {43, 44},                 // no move: the next deal
             {44, 44},                 // a playable deal unchanged
             {1, 1},                   // the first deal of the range
             {2147483631, 2147483632}, // near the end of the range
             {kMaxDeal, kMaxDeal},     // the last deal, playable
         }) {
        CAPTURE(r.from);
        CHECK(playable_deal_number(fortress, r.from) == r.dealt);
    }
    CHECK(is_over(fortress, deal(fortress, 43))); // a link to it still deals it: the rules say it is lost
}

TEST_CASE("the deal search steps up and wraps after the last deal to the first") {
    struct Row {
        std::uint32_t from, wanted, found;
    };
    for (const Row& r : std::vector<Row>{
             {5, 9, 9},
             {9, 9, 9},
             {kMaxDeal - 1, kMinDeal, kMinDeal}, // wraps
             {kMaxDeal, kMinDeal + 2, kMinDeal + 2},
             {kMaxDeal - 2, kMaxDeal, kMaxDeal},
         }) {
        CAPTURE(r.from);
        CHECK(first_deal_where(
                  r.from, [&](std::uint32_t n) { return n == r.wanted; }, 100) == r.found);
    }
    // None within the tries: the number it started from.
    CHECK(first_deal_where(
              7, [](std::uint32_t) { return false; }, 100) == 7);
}

TEST_CASE("every ruleset: a random new deal always has a legal move, and a playable one is dealt as drawn") {
    const int deals = sampled(400);
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(ruleset_key(*spec));
        for (int i = 0; i < deals; ++i) {
            // Spread over the whole range, from both ends.
            const std::uint32_t drawn = random_deal_number(static_cast<std::uint32_t>(i) * 2654435761u);
            const std::uint32_t dealt = playable_deal_number(*spec, drawn);
            CHECK(has_move(*spec, dealt));
            // Every deal stepped over has no move.
            for (std::uint32_t n = drawn; n != dealt; n = n == kMaxDeal ? kMinDeal : n + 1)
                CHECK_FALSE(has_move(*spec, n));
            if (has_move(*spec, drawn)) CHECK(dealt == drawn);
            CHECK(playable_deal_number(*spec, drawn) == dealt); // deterministic
        }
    }
}
