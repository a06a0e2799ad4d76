// How many samples (deals, positions, playouts) the sampled tests take in each build.
#pragma once

#include <algorithm>
#include <cstdint>

namespace patience::test {

// Natively, all of them: that run is the suites' full strength. Under ASan + UBSan a check costs some ten
// times more, and what that build adds is the sanitizers' checks on the code the samples run, which a tenth
// of them already runs; in wasm what the run adds is another compiler and a 32-bit target, which a tenth runs
// through as surely (the same code, the same deterministic results). There the property tests play a tenth of
// their deals and the solver's tests search a tenth of their positions, and under the sanitizers the soak
// (tests/soak) plays 5 x 10^4 short playouts over every ruleset besides.
#if defined(PATIENCE_SANITIZE) || defined(__EMSCRIPTEN__)
inline constexpr std::uint32_t kDealDivisor = 10;
#else
inline constexpr std::uint32_t kDealDivisor = 1;
#endif

// `n` samples natively, a tenth of them (at least one) under the sanitizers and in wasm.
constexpr int sampled(int n) { return std::max(1, n / static_cast<int>(kDealDivisor)); }

} // namespace patience::test
