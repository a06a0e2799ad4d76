// Challenge links: a won game sent to a friend to beat. Grammar: "<replay link>&challenge=1[.<seconds>]":
// the deal and the winner's moves as a replay link (replay.h), then version 1 of the challenge and, when the
// winner's page kept a clock, the time it said in whole seconds (0 to 359999, no leading zero). The moves are
// checked one by one when the link is read, and they must end in a won game, so the move count to beat is
// proved; the time is a claim, which no link can prove. Canonical: one text per game and time, keys in the
// order written here (a link read accepts them in any order, as deal links do).
#pragma once

#include "play/links.h"
#include "play/replay.h"
#include "rules/move.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>

namespace patience {

inline constexpr int kChallengeVersion = 1;
inline constexpr int kMaxChallengeSeconds = 359'999; // 99:59:59

struct Challenge {
    Replay replay;              // the winner's game, every move legal, ending won
    std::optional<int> seconds; // the time the winner's clock said, when it is given
};

// The whole fragment (no '#'). The moves must be legal from the deal and win it; the seconds are clamped to
// 0..kMaxChallengeSeconds.
std::string challenge_link(const DealId& deal, std::span<const Move> moves, std::optional<int> seconds);
// Is there a "challenge" key in the fragment at all (then it is a challenge link, good or bad)?
bool is_challenge_link(std::string_view fragment);

// Why a challenge link cannot be taken up, as data; present/faults.h says it in words.
struct ChallengeFault {
    enum class Kind : std::uint8_t {
        NoChallenge,  // no "challenge" key
        KeyTwice,     // two "challenge" keys
        OtherVersion, // `text`: the challenge's version as written
        BadSeconds,   // `text`: the time as written: not a whole number of seconds in range, or not canonical
        BadReplay,    // `replay`: the replay's own fault
        NotWon,       // the replay's `moves` moves do not win the game
    };
    Kind kind = Kind::NoChallenge;
    std::string text;
    ReplayFault replay;
    int moves = 0;
    bool operator==(const ChallengeFault&) const = default;
};

// Parses and checks a challenge link (with or without '#'): the challenge's version and time first, then
// every move of the replay, then that they end won.
std::variant<Challenge, ChallengeFault> parse_challenge_link(std::string_view fragment);

} // namespace patience
