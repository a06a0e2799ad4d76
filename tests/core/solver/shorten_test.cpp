// A winning line made shorter (solver/shorten.h): still a winning line, never longer, and a detour taken out.
#include "games/registry.h"
#include "rules/deal.h"
#include "rules/rules.h"
#include "samples.h"
#include "solver/shorten.h"
#include "solver/solver.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace patience;

namespace {
bool wins(const Spec& spec, State s, const std::vector<Move>& line) {
    for (const Move& m : line) {
        if (!is_legal(spec, s, m)) return false;
        s = apply(spec, s, m);
    }
    return is_won(spec, s);
}
} // namespace

TEST_CASE("a shortened line still wins, is never longer, and loses a detour put in front of it") {
    int detours = 0;
    for (const Spec* spec : all_rulesets()) {
        const std::string name = ruleset_key(*spec);
        CAPTURE(name);
        int won = 0;
        for (std::uint32_t d = 1; d <= 12 && won < test::sampled(3); ++d) {
            CAPTURE(d);
            const State start = deal(*spec, d);
            const Solution found = solve(*spec, start, 50'000);
            if (found.verdict != Verdict::Win) continue;
            ++won;
            const std::vector<Move> line = shortened(*spec, start, found.line);
            CHECK(wins(*spec, start, line));
            CHECK(line.size() <= found.line.size());
            // Two-move shortcuts, from the shortened line as the page asks for them (on short lines: they
            // cost the moves of every move).
            if (line.size() <= 300) {
                const std::vector<Move> polished = shortened(*spec, start, line, 2);
                CHECK(wins(*spec, start, polished));
                CHECK(polished.size() <= line.size());
            }
            // A move and the move that takes it back, then the line: the shortened line skips the pair.
            for (const Move& m : legal_moves(*spec, start)) {
                const State there = apply(*spec, start, m);
                const Move back = Move::transfer(m.to, m.count, m.from);
                if (m.kind != Move::Kind::Transfer || !is_legal(*spec, there, back) ||
                    !(apply(*spec, there, back) == start))
                    continue;
                std::vector<Move> detour{m, back};
                detour.insert(detour.end(), found.line.begin(), found.line.end());
                const std::vector<Move> straight = shortened(*spec, start, detour);
                CHECK(wins(*spec, start, straight));
                CHECK(straight.size() <= found.line.size());
                ++detours;
                break;
            }
        }
    }
    CHECK(detours > 0); // some deal of some ruleset has a move that can be taken back
}
