// How many samples (deals, positions, playouts) the sampled tests take in each build.
#pragma once

#include <algorithm>
#include <cstdint>

namespace patience::test {

// Natively and in wasm, all of them. Under ASan + UBSan a check costs some ten times more, and what that
// build adds is the sanitizers' checks on the code the samples run, which a tenth of them already runs: there
// the property tests play a tenth of their deals and the solver's tests search a tenth of their positions
// (the native run takes them all), and the soak (tests/soak) plays 10^5 short playouts over every ruleset
// besides.
#ifdef PATIENCE_SANITIZE
inline constexpr std::uint32_t kDealDivisor = 10;
#else
inline constexpr std::uint32_t kDealDivisor = 1;
#endif

// `n` samples natively, a tenth of them (at least one) under the sanitizers.
constexpr int sampled(int n) { return std::max(1, n / static_cast<int>(kDealDivisor)); }

} // namespace patience::test
