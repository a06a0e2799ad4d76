// Shortcuts through a winning line (shorten.h): positions indexed by their place in the line; each one's
// legal moves tried, and a move that reaches a later position of the line is an edge to it. Edges only go
// forward, so one pass in order finds the fewest moves from the start to the end.
#include "solver/shorten.h"

#include "rules/rules.h"

#include <cstdint>
#include <limits>
#include <unordered_map>

namespace patience {

std::vector<Move> shortened(const Spec& spec, const State& start, std::span<const Move> line) {
    const std::size_t n = line.size();
    std::vector<State> at{start};
    at.reserve(n + 1);
    for (const Move& m : line) at.push_back(apply(spec, at.back(), m));
    // A position met twice in a line is known by its last place.
    std::unordered_map<State, std::size_t> place;
    place.reserve(n + 1);
    for (std::size_t i = 0; i <= n; ++i) place[at[i]] = i;

    constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
    std::vector<std::size_t> moves(n + 1, kNone), from(n + 1, kNone);
    std::vector<Move> by(n + 1);
    moves[0] = 0;
    MoveList legal;
    for (std::size_t i = 0; i < n; ++i) {
        if (moves[i] == kNone) continue;
        auto reach = [&](std::size_t j, const Move& m) {
            if (j > i && moves[i] + 1 < moves[j]) {
                moves[j] = moves[i] + 1;
                from[j] = i;
                by[j] = m;
            }
        };
        reach(i + 1, line[i]);
        legal_moves(spec, at[i], legal);
        for (const Move& m : legal)
            if (auto hit = place.find(apply(spec, at[i], m)); hit != place.end()) reach(hit->second, m);
    }
    std::vector<Move> out(moves[n]);
    for (std::size_t j = n; j > 0; j = from[j]) out[moves[j] - 1] = by[j];
    return out;
}

} // namespace patience
