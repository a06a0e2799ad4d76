// Fuzz target: replay links ("game=klondike&deal=7&replay=1.30.<base64url>"), the page's URL hash.
#include "fuzz.h"

#include "play/replay.h"
#include "present/faults.h"
#include "rules/rules.h"

#include <string>

using namespace patience;
using namespace patience::fuzz;

namespace {
std::string_view replay_value(std::string_view link) {
    const auto at = link.find("replay=");
    if (at == std::string_view::npos) return {};
    const std::string_view rest = link.substr(at + 7);
    return rest.substr(0, rest.find('&'));
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = as_text(data, size);
    const auto parsed = parse_replay_link(input);
    if (const auto* why = std::get_if<ReplayFault>(&parsed)) {
        require(!fault_text(*why).empty(), "a refused replay link says why");
        return 0;
    }
    const Replay& r = std::get<Replay>(parsed);
    require(r.deal.spec != nullptr, "an accepted replay names a ruleset");

    // Re-encoded, the moves give the very text of the link's replay (the encoding is canonical) ...
    const std::string link = replay_link(r.deal, r.moves);
    require(replay_value(link) == replay_value(input), "an accepted replay re-encodes to the same text");
    // ... which parses back to the same moves, and playing them gives the same game.
    const auto again = parse_replay_link(link);
    const auto* r2 = std::get_if<Replay>(&again);
    require(r2 && r2->moves == r.moves && r2->deal.spec == r.deal.spec && r2->deal.number == r.deal.number,
            "the canonical link parses back to the same deal and moves");
    Session a(r.deal), b(r2->deal);
    for (const Move& m : r.moves) require(a.play(m).empty(), "every move of an accepted replay is legal");
    for (const Move& m : r2->moves) b.play(m);
    require(a.state() == b.state(), "the replay and its re-encoding end in the same position");
    return 0;
}
