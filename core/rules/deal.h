// Deals: a pure function of (game, ruleset, deal number, deal-algorithm version).
#pragma once

#include "rules/spec.h"
#include "rules/state.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace patience {

// Bump when the shuffle or the dealing order changes; old links and saves name the version they used.
inline constexpr int kDealAlgorithm = 1;
inline constexpr std::uint32_t kMinDeal = 1;
inline constexpr std::uint32_t kMaxDeal = 2147483647; // 2^31 - 1, like KPatience: fits every int32

constexpr bool is_deal_number(std::uint64_t number) { return number >= kMinDeal && number <= kMaxDeal; }
// A deal number written in digits, else none; present/faults.h has the one sentence for a number that is not
// one, whoever reads it (a link, a save, the CLI).
std::optional<std::uint32_t> parse_deal_number(std::string_view text);

bool deal_algorithm_supported(int version);

// The deal number of a fresh random deal, from a random 32-bit number (the page's crypto.getRandomValues):
// any number of the range kMinDeal..kMaxDeal can come up.
std::uint32_t random_deal_number(std::uint32_t random);

// The first deal number from `from` on for which `wanted(number)` holds, stepping up and wrapping after
// kMaxDeal to kMinDeal; `from` itself when none of the `tries` numbers from it does.
template <class Wanted> std::uint32_t first_deal_where(std::uint32_t from, Wanted wanted, int tries) {
    std::uint32_t n = from;
    for (int i = 0; i < tries; ++i, n = n == kMaxDeal ? kMinDeal : n + 1)
        if (wanted(n)) return n;
    return from;
}

// The deal a random new deal of the game deals from a random deal number: the first from `number` on with a
// legal move at the start, so that a new deal is never lost before it begins (some 3.5% of Fortress's deals
// are). Deterministic; a deal link to a deal without a move still opens that deal.
std::uint32_t playable_deal_number(const Spec& spec, std::uint32_t number);

// The initial state, including the automatic actions the deal itself triggers (Aisleriot waste turn).
State deal(const Spec& spec, std::uint32_t deal_number, int algorithm = kDealAlgorithm);

} // namespace patience
