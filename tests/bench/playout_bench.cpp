// Benchmark (not a test): random legal playouts through the rules engine, in positions per second, where a
// position is one move generation plus one apply: the old enumeration (every candidate through the
// validator, kept as the test oracle) against the generator. Then the solver's speed in positions searched
// per second, with a digest of its verdicts that must be the same natively and in wasm. Built natively and as
// wasm from the same source, so the figures compare the same work.
#include "games/registry.h"
#include "oracle.h"
#include "rules/deal.h"
#include "rules/rng.h"
#include "rules/rules.h"
#include "solver/klondike_board.h"
#include "solver/solver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace patience;

namespace {

constexpr int kRuns = 5;
constexpr int kMovesPerGame = 300;

// Plays a random game of up to kMovesPerGame moves from each deal; returns the positions played.
template <class Generate>
long playouts(const Spec& spec, const std::vector<State>& deals, Generate generate) {
    long positions = 0;
    for (std::size_t d = 0; d < deals.size(); ++d) {
        State s = deals[d];
        Rng rng(d + 1);
        for (int i = 0; i < kMovesPerGame; ++i) {
            const auto& legal = generate(s);
            if (legal.empty()) break;
            s = apply(spec, s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            ++positions;
        }
    }
    return positions;
}

// Median positions per second of kRuns runs over deals 1..n (dealt before the clock starts).
template <class Generate> double rate(const Spec& spec, int n, Generate generate) {
    std::vector<State> deals;
    for (int d = 1; d <= n; ++d) deals.push_back(deal(spec, static_cast<std::uint32_t>(d)));
    std::vector<double> rates;
    for (int run = 0; run < kRuns; ++run) {
        const auto t0 = std::chrono::steady_clock::now();
        const long positions = playouts(spec, deals, generate);
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        rates.push_back(static_cast<double>(positions) / secs);
    }
    std::sort(rates.begin(), rates.end());
    return rates[kRuns / 2];
}

} // namespace

int main() {
    std::printf("positions/s (one generation + one apply), median of %d runs\n", kRuns);
    std::printf("%-24s %-10s %12s %12s %8s\n", "game", "ruleset", "enumeration", "generator", "speed-up");
    std::vector<double> old_all, new_all;
    for (const Spec* spec : all_rulesets()) {
        std::vector<Move> old_list;
        const double old_rate = rate(*spec, 20, [&](const State& s) -> const std::vector<Move>& {
            old_list = test::every_candidate_through_the_validator(*spec, s);
            return old_list;
        });
        MoveList list;
        const double new_rate = rate(*spec, 200, [&](const State& s) -> const MoveList& {
            legal_moves(*spec, s, list);
            return list;
        });
        std::printf("%-24.*s %-10.*s %12.0f %12.0f %7.1fx\n", static_cast<int>(spec->id.size()),
                    spec->id.data(), static_cast<int>(spec->ruleset.size()), spec->ruleset.data(), old_rate,
                    new_rate, new_rate / old_rate);
        old_all.push_back(old_rate);
        new_all.push_back(new_rate);
    }
    std::sort(old_all.begin(), old_all.end());
    std::sort(new_all.begin(), new_all.end());
    std::printf("median over rulesets: enumeration %.0f, generator %.0f positions/s; slowest ruleset %.0f\n",
                old_all[old_all.size() / 2], new_all[new_all.size() / 2], new_all.front());

    // The solver on deals 1..kSolverDeals with kSolverBudget positions each: positions searched per second
    // (the same search everywhere: the digest sums the verdicts and positions, and must agree native and
    // wasm).
    constexpr int kSolverDeals = 10;
    constexpr std::uint64_t kSolverBudget = 50'000;
    constexpr int kSolverRuns = 3;
    std::printf(
        "\nsolver: positions searched per second, deals 1-%d, %llu positions each, median of %d runs\n",
        kSolverDeals, static_cast<unsigned long long>(kSolverBudget), kSolverRuns);
    // Where the Klondike board serves a ruleset (the solver's fast path), the search on the engine's
    // positions beside it: the same positions, so the same digest, at its own speed.
    // visits/s: children entered, those already seen included, as solvers that count a node per move made
    // count them (lonelybot's "visits"): docs/figures.md sets the two units side by side.
    std::printf("%-24s %-10s %12s %12s %5s %5s %5s %10s %12s\n", "game", "ruleset", "positions/s", "engine",
                "won", "lost", "unk", "positions", "visits/s");
    struct Measured {
        double rate = 0, visit_rate = 0;
        int won = 0, lost = 0, unknown = 0;
        std::uint64_t searched = 0, visited = 0;
    };
    auto measure = [&](const Spec& spec, const SolverOptions& options) {
        std::vector<double> rates, visit_rates;
        Measured m;
        for (int run = 0; run < kSolverRuns; ++run) {
            m = Measured{};
            const auto t0 = std::chrono::steady_clock::now();
            for (int d = 1; d <= kSolverDeals; ++d) {
                const Solution s =
                    solve(spec, deal(spec, static_cast<std::uint32_t>(d)), kSolverBudget, options);
                m.searched += s.positions;
                m.visited += s.visits;
                (s.verdict == Verdict::Win ? m.won : s.verdict == Verdict::Loss ? m.lost : m.unknown) += 1;
            }
            const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            rates.push_back(static_cast<double>(m.searched) / secs);
            visit_rates.push_back(static_cast<double>(m.visited) / secs);
        }
        std::sort(rates.begin(), rates.end());
        std::sort(visit_rates.begin(), visit_rates.end());
        m.rate = rates[kSolverRuns / 2];
        m.visit_rate = visit_rates[kSolverRuns / 2];
        return m;
    };
    std::vector<double> solver_all;
    std::uint64_t digest = 0;
    for (const Spec* spec : all_rulesets()) {
        const Measured m = measure(*spec, SolverOptions{});
        char engine[16] = "-";
        if (board_fits(*spec)) {
            SolverOptions on_engine;
            on_engine.board = false;
            std::snprintf(engine, sizeof engine, "%.0f", measure(*spec, on_engine).rate);
        }
        std::printf("%-24.*s %-10.*s %12.0f %12s %5d %5d %5d %10llu %12.0f\n",
                    static_cast<int>(spec->id.size()), spec->id.data(),
                    static_cast<int>(spec->ruleset.size()), spec->ruleset.data(), m.rate, engine, m.won,
                    m.lost, m.unknown, static_cast<unsigned long long>(m.searched), m.visit_rate);
        solver_all.push_back(m.rate);
        digest = digest * 1000003 + m.searched * 7 + static_cast<std::uint64_t>(m.won * 3 + m.lost);
    }
    // A long search, as the page's worker makes on a hard deal: its table far larger than the cache, so
    // memory counts as much as instructions. Klondike Easy deal 900137, still unknown after the 2,000,000
    // positions searched (and after 15,000,000). (Deal 900039, which took 1,488,550 positions to prove lost,
    // now takes 81,238; deal 900045, unknown at 2,000,000 before twin classes, now takes 573,056.)
    {
        const Spec& spec = *find_ruleset("klondike-easy");
        const State start = deal(spec, 900137);
        auto timed = [&](bool board) {
            SolverOptions options;
            options.board = board;
            std::vector<double> ms;
            Solution s;
            for (int run = 0; run < kSolverRuns; ++run) {
                const auto t0 = std::chrono::steady_clock::now();
                s = solve(spec, start, 2'000'000, options);
                ms.push_back(
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
            }
            std::sort(ms.begin(), ms.end());
            return std::pair{ms[kSolverRuns / 2], s};
        };
        const auto [board_ms, board] = timed(true);
        const auto [engine_ms, engine] = timed(false);
        std::printf(
            "long search, klondike-easy deal 900137: %s in %llu positions, %.0f ms (%.0f positions/s, %.0f "
            "visits/s); on the engine's positions %.0f ms\n",
            std::string(to_string(board.verdict)).c_str(), static_cast<unsigned long long>(board.positions),
            board_ms, static_cast<double>(board.positions) / board_ms * 1000,
            static_cast<double>(board.visits) / board_ms * 1000, engine_ms);
        if (board.verdict != engine.verdict || board.positions != engine.positions ||
            board.visits != engine.visits) {
            std::printf("the board's search and the engine's differ\n");
            return 1;
        }
    }
    std::sort(solver_all.begin(), solver_all.end());
    std::printf("solver median over rulesets %.0f positions/s, slowest %.0f; digest %016llx\n",
                solver_all[solver_all.size() / 2], solver_all.front(),
                static_cast<unsigned long long>(digest));
    return 0;
}
