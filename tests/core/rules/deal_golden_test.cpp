// Golden deals: any change to a deal, for any ruleset, must be deliberate (and bump kDealAlgorithm).
#include "play/session.h"
#include "position.h"
#include "present/json.h"
#include "rules/rng.h"

#include <algorithm>

using namespace patience;

namespace {
std::string piles_of(const Spec& spec, std::uint32_t n) {
    const std::string json = state_json(Session(DealId{&spec, n, kDealAlgorithm}));
    return json.substr(json.find("\"piles\""), json.find("},\"won\"") - json.find("\"piles\"") + 1);
}
} // namespace

TEST_CASE("falling star deal 1, card by card") {
    const State s = deal(test::ruleset("falling-star"), 1);
    CHECK(test::pile_text(s, "r") == "JS 5D 3H 2H JH 2S 5D 5S 7H 7D 3S");
    CHECK(test::pile_text(s, "f1") == "4S");
    for (int i = 0; i < 8; ++i)
        CHECK(test::pile_text(s, to_string(tableau(i))) ==
              std::array{"5C", "AS", "2C", "9S", "AD", "9S", "3D", "9H"}[static_cast<std::size_t>(i)]);
    CHECK(s.top(stock()) == *parse_card("6H"));
}

TEST_CASE("every ruleset's deals 1 and 2147483647 are pinned") {
    // FNV-1a of the piles JSON. Regenerate only with a new deal algorithm version.
    const std::pair<const char*, std::pair<std::uint64_t, std::uint64_t>> golden[] = {
#include "deal_golden.inc"
    };
    REQUIRE(std::size(golden) == all_rulesets().size());
    // Found by name: the chooser's order (the registry's) may change, the deals may not.
    for (const Spec* spec : all_rulesets()) {
        const std::string name = ruleset_key(*spec);
        CAPTURE(name);
        const auto* pinned = std::find_if(std::begin(golden), std::end(golden),
                                          [&](const auto& g) { return name == g.first; });
        REQUIRE(pinned != std::end(golden));
        CHECK(fnv1a(piles_of(*spec, 1)) == pinned->second.first);
        CHECK(fnv1a(piles_of(*spec, 2147483647)) == pinned->second.second);
    }
}
