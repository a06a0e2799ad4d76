// Benchmark (not a test): random legal playouts through the rules engine, in moves per second.
// Built natively and as wasm from the same source, so the two figures compare the same work.
#include "deal.h"
#include "games/registry.h"
#include "rng.h"
#include "rules.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace patience;

namespace {
// Plays `deals` random games of up to 300 moves; returns the number of moves made.
long playouts(const Spec& spec, int deals) {
    long moves = 0;
    for (int d = 1; d <= deals; ++d) {
        State s = deal(spec, static_cast<std::uint32_t>(d));
        Rng rng(static_cast<std::uint64_t>(d));
        for (int i = 0; i < 300; ++i) {
            const auto legal = legal_moves(spec, s);
            if (legal.empty()) break;
            s = apply(spec, s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            ++moves;
        }
    }
    return moves;
}
} // namespace

int main() {
    std::printf("%-24s %-10s %14s\n", "game", "ruleset", "moves/s (median of 5)");
    std::vector<double> all;
    for (const Spec* spec : all_rulesets()) {
        std::vector<double> rates;
        for (int run = 0; run < 5; ++run) {
            const auto t0 = std::chrono::steady_clock::now();
            const long n = playouts(*spec, 40);
            const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            rates.push_back(static_cast<double>(n) / secs);
        }
        std::sort(rates.begin(), rates.end());
        std::printf("%-24.*s %-10.*s %14.0f\n", static_cast<int>(spec->id.size()), spec->id.data(),
                    static_cast<int>(spec->ruleset.size()), spec->ruleset.data(), rates[2]);
        all.push_back(rates[2]);
    }
    std::sort(all.begin(), all.end());
    std::printf("median over rulesets: %.0f moves/s\n", all[all.size() / 2]);
    return 0;
}
