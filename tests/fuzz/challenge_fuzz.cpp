// Fuzz target: challenge links ("<replay link>&challenge=1.192"), the page's URL hash from a friend.
#include "fuzz.h"

#include "play/challenge.h"
#include "present/faults.h"
#include "rules/rules.h"

#include <string>

using namespace patience;
using namespace patience::fuzz;

namespace {
// The value of `key` in the link ("" when absent).
std::string_view value_of(std::string_view link, std::string_view key) {
    if (!link.empty() && link.front() == '#') link.remove_prefix(1);
    std::string rest;
    std::string_view value;
    take_key(link, key, rest, value);
    return value;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = as_text(data, size);
    const auto parsed = parse_challenge_link(input);
    if (const auto* why = std::get_if<ChallengeFault>(&parsed)) {
        require(!fault_text(*why).empty(), "a refused challenge link says why");
        return 0;
    }
    const Challenge& c = std::get<Challenge>(parsed);
    require(c.replay.deal.spec != nullptr, "an accepted challenge names a ruleset");
    require(!c.seconds || (*c.seconds >= 0 && *c.seconds <= kMaxChallengeSeconds),
            "an accepted challenge's time is in range");

    // Written again, the challenge gives the very text of the link's replay and challenge (canonical) ...
    const std::string link = challenge_link(c.replay.deal, c.replay.moves, c.seconds);
    require(value_of(link, "replay") == value_of(input, "replay"),
            "an accepted replay re-encodes to its text");
    require(value_of(link, "challenge") == value_of(input, "challenge"),
            "an accepted challenge writes its version and time as they were written");
    // ... which parses back to the same deal, moves and time, and the moves win the game.
    const auto again = parse_challenge_link(link);
    const auto* c2 = std::get_if<Challenge>(&again);
    require(c2 && c2->replay.moves == c.replay.moves && c2->replay.deal.spec == c.replay.deal.spec &&
                c2->replay.deal.number == c.replay.deal.number && c2->seconds == c.seconds,
            "the canonical link parses back to the same challenge");
    Session game(c.replay.deal);
    for (const Move& m : c.replay.moves) require(game.play(m).empty(), "every move of a challenge is legal");
    require(is_won(game.spec(), game.state()), "an accepted challenge ends won");
    return 0;
}
