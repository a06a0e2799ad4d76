// Shortcuts through a winning line (shorten.h): positions indexed by their place in the line; each one's
// legal moves tried (and with reach 2 the moves after each of them), and moves that reach a later position of
// the line are an edge to it. Edges only go forward, so one pass in order finds the fewest moves from the
// start to the end.
#include "solver/shorten.h"

#include "rules/rules.h"

#include <array>
#include <cstdint>
#include <limits>
#include <unordered_map>

namespace patience {

std::vector<Move> shortened(const Spec& spec, const State& start, std::span<const Move> line, int reach) {
    const std::size_t n = line.size();
    std::vector<State> at{start};
    at.reserve(n + 1);
    for (const Move& m : line) at.push_back(apply(spec, at.back(), m));
    // A position met twice in a line is known by its last place.
    std::unordered_map<State, std::size_t> place;
    place.reserve(n + 1);
    for (std::size_t i = 0; i <= n; ++i) place[at[i]] = i;

    // The best way found to each place: its moves, the place it comes from and the one or two moves taken.
    constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
    std::vector<std::size_t> moves(n + 1, kNone), from(n + 1, kNone);
    std::vector<std::array<Move, 2>> by(n + 1);
    std::vector<std::uint8_t> steps(n + 1, 0);
    moves[0] = 0;
    MoveList legal, next;
    for (std::size_t i = 0; i < n; ++i) {
        auto edge = [&](const State& to, std::array<Move, 2> ms, std::uint8_t count) {
            const auto hit = place.find(to);
            if (hit == place.end()) return;
            const std::size_t j = hit->second;
            if (j > i && moves[i] + count < moves[j]) {
                moves[j] = moves[i] + count;
                from[j] = i;
                by[j] = ms;
                steps[j] = count;
            }
        };
        edge(at[i + 1], {line[i], Move{}}, 1);
        legal_moves(spec, at[i], legal);
        for (const Move& m : legal) {
            const State child = apply(spec, at[i], m);
            edge(child, {m, Move{}}, 1);
            if (reach < 2) continue;
            legal_moves(spec, child, next);
            for (const Move& m2 : next) edge(apply(spec, child, m2), {m, m2}, 2);
        }
    }
    std::vector<Move> out(moves[n]);
    for (std::size_t j = n; j > 0; j = from[j])
        for (std::size_t k = 0; k < steps[j]; ++k) out[moves[j] - steps[j] + k] = by[j][k];
    return out;
}

} // namespace patience
