// Winnability survey (figures, not a test): solves deals of every ruleset with a per-deal budget and prints,
// per ruleset, how many were won, proved lost or left unknown, the time per deal and the search speed; on
// stderr one line per deal (ruleset, deal, verdict, positions, ms).
// Usage: survey [--deals N] [--first D] [--positions P] [--ms T] [--memory MB] [--again P[:MB] ...]
//               [game[:ruleset] ...]
// Each --again searches the deals still unknown once more, from the deal, with a larger budget (and memory:
// MB, or --memory's), and prints one more row per ruleset: so a survey and its search of the hard deals are
// one command, and the deals left unknown are listed at the end.
#include "games/registry.h"
#include "rules/deal.h"
#include "solver/solver.h"
#include "text/number.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

using namespace patience;

namespace {

struct Options {
    std::uint32_t deals = 1000;
    std::uint32_t first = 1;
    std::uint64_t positions = 2'000'000;
    std::uint64_t ms = 0; // 0: no time limit
    std::size_t memory = kDefaultSolverMemory;
    struct Again {
        std::uint64_t positions;
        std::size_t memory; // 0: --memory's
    };
    std::vector<Again> again;
    std::vector<const Spec*> games;
};

bool parse(int argc, char** argv, Options& o) {
    // A whole number into `out`, when it fits.
    auto number = [](std::string_view text, auto& out) {
        using Number = std::remove_reference_t<decltype(out)>;
        const auto value = parse_whole(text, std::numeric_limits<Number>::max());
        if (value) out = static_cast<Number>(*value);
        return value.has_value();
    };
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool has_value = i + 1 < argc;
        std::uint64_t mb = 0;
        if (a == "--deals" && has_value) {
            if (!number(argv[++i], o.deals) || o.deals == 0) return false;
        } else if (a == "--first" && has_value) {
            const auto first = parse_deal_number(argv[++i]);
            if (!first) return false;
            o.first = *first;
        } else if (a == "--positions" && has_value) {
            if (!number(argv[++i], o.positions) || o.positions == 0) return false;
        } else if (a == "--ms" && has_value) {
            if (!number(argv[++i], o.ms)) return false;
        } else if (a == "--memory" && has_value) {
            if (!number(argv[++i], mb) || mb == 0) return false;
            o.memory = static_cast<std::size_t>(mb) << 20;
        } else if (a == "--again" && has_value) {
            const std::string v = argv[++i];
            const auto colon = v.find(':');
            std::uint64_t positions = 0;
            if (!number(v.substr(0, colon), positions) || positions == 0) return false;
            if (colon != std::string::npos && (!number(v.substr(colon + 1), mb) || mb == 0)) return false;
            o.again.push_back({positions, static_cast<std::size_t>(mb) << 20});
        } else {
            const Spec* spec = find_ruleset_key(a);
            if (!spec) return false;
            o.games.push_back(spec);
        }
    }
    if (o.games.empty()) o.games.assign(all_rulesets().begin(), all_rulesets().end());
    return true;
}

// Positions per step between two looks at the clock: the page's worker's slice (shell/solver_worker.js).
constexpr std::uint64_t kSlice = 2'000;

// Wilson score interval, 95 %: the range of a proportion consistent with `k` of `n`.
std::pair<double, double> wilson(double k, double n) {
    const double z = 1.96, p = k / n, d = 1 + z * z / n;
    const double centre = (p + z * z / (2 * n)) / d;
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double percentile(std::vector<double> xs, double q) {
    std::sort(xs.begin(), xs.end());
    return xs[std::min(xs.size() - 1, static_cast<std::size_t>(q * static_cast<double>(xs.size())))];
}

} // namespace

int main(int argc, char** argv) {
    Options o;
    if (!parse(argc, argv, o)) {
        std::fprintf(stderr, "usage: survey [--deals N] [--first D] [--positions P] [--ms T] [--memory MB] "
                             "[--again P[:MB] ...] [game[:ruleset] ...]\n");
        return 64;
    }
    std::printf("deals %u..%u, per deal at most %llu positions%s, %zu MB\n", o.first, o.first + o.deals - 1,
                static_cast<unsigned long long>(o.positions),
                o.ms ? (" or " + std::to_string(o.ms) + " ms").c_str() : "", o.memory >> 20);
    if (!o.again.empty())
        std::printf("then the deals still unknown again at each budget below; a row's deals are those it "
                    "searched, its won, lost and unknown of all deals\n");
    std::printf("%-32s %6s %7s %7s %7s %8s  %-15s %8s %8s %8s %8s %10s %10s\n", "ruleset", "deals", "won%",
                "lost%", "unknown%", "decided%", "winnable% (95%)", "median", "p90", "p99", "max",
                "positions/s", "visits/s");
    for (const Spec* spec : o.games) {
        const std::string name = ruleset_key(*spec);
        std::vector<Verdict> verdicts(o.deals, Verdict::Unknown);
        // Searches every deal still unknown with this budget and prints the row.
        auto pass = [&](std::uint64_t budget, std::size_t memory, const std::string& label) {
            std::vector<double> ms;
            double seconds = 0;
            std::uint64_t positions = 0, visits = 0;
            for (std::uint32_t i = 0; i < o.deals; ++i) {
                if (verdicts[i] != Verdict::Unknown) continue;
                const std::uint32_t d = o.first + i;
                const auto t0 = std::chrono::steady_clock::now();
                Solver solver(*spec, deal(*spec, d), {memory, true});
                auto elapsed = [&] {
                    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                };
                while (!solver.finished() && solver.positions() < budget &&
                       (o.ms == 0 || elapsed() * 1000 < o.ms))
                    solver.step(std::min<std::uint64_t>(kSlice, budget - solver.positions()));
                const double s = elapsed();
                ms.push_back(s * 1000);
                seconds += s;
                positions += solver.positions();
                visits += solver.visits();
                verdicts[i] = solver.verdict();
                // One line per deal on stderr, so a long run can be followed, or tabulated if it is stopped.
                std::fprintf(stderr, "%s %u %.*s %llu %.1f\n", name.c_str(), d,
                             static_cast<int>(to_string(solver.verdict()).size()),
                             to_string(solver.verdict()).data(),
                             static_cast<unsigned long long>(solver.positions()), s * 1000);
            }
            const auto count = [&](Verdict v) {
                return static_cast<double>(std::count(verdicts.begin(), verdicts.end(), v));
            };
            const double n = o.deals, won = count(Verdict::Win), lost = count(Verdict::Loss),
                         unknown = count(Verdict::Unknown);
            const auto low = wilson(won, n).first, high = wilson(won + unknown, n).second;
            char range[32];
            std::snprintf(range, sizeof range, "%.2f-%.2f", 100 * low, 100 * high);
            std::printf(
                "%-32s %6zu %7.2f %7.2f %8.2f %8.2f  %-15s %6.0fms %6.0fms %6.0fms %6.0fms %10.0f %10.0f\n",
                label.c_str(), ms.size(), 100 * won / n, 100 * lost / n, 100 * unknown / n,
                100 * (won + lost) / n, range, percentile(ms, 0.5), percentile(ms, 0.9), percentile(ms, 0.99),
                percentile(ms, 1.0), static_cast<double>(positions) / seconds,
                static_cast<double>(visits) / seconds);
            std::fflush(stdout);
        };
        pass(o.positions, o.memory, name);
        for (const Options::Again& a : o.again) {
            if (std::find(verdicts.begin(), verdicts.end(), Verdict::Unknown) == verdicts.end()) break;
            pass(a.positions, a.memory ? a.memory : o.memory, "  then " + std::to_string(a.positions));
        }
        if (!o.again.empty()) {
            std::string left;
            for (std::uint32_t i = 0; i < o.deals; ++i)
                if (verdicts[i] == Verdict::Unknown) left += " " + std::to_string(o.first + i);
            std::printf("  still unknown:%s\n", left.empty() ? " none" : left.c_str());
        }
    }
    return 0;
}
