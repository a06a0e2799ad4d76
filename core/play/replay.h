// Replay links: a deal and the moves played on it, in the URL's hash, so a game as played can be shared and
// watched. Grammar: "<deal link>&replay=1.<count>.<moves>": version 1, the number of moves, then the moves
// packed as bits in base64url (A-Z a-z 0-9 - _). Each move is its index in the position's legal moves
// sorted by their text (the CLI's `moves` order), in just enough bits for that list's length (none when only
// one move is legal); the last character's unused bits are zero. The encoding is canonical: one text per
// game.
#pragma once

#include "play/links.h"
#include "play/session.h"
#include "rules/move.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace patience {

inline constexpr int kReplayVersion = 1;
inline constexpr int kMaxReplayMoves = 5000;

struct Replay {
    DealId deal;
    std::vector<Move> moves;
};

// The whole fragment (no '#'); the moves must be legal from the deal, one after another.
std::string replay_link(const DealId& deal, std::span<const Move> moves);
// Is there a "replay" key in the fragment at all (then it is a replay link, good or bad)?
bool is_replay_link(std::string_view fragment);
// Why a replay link cannot be played, as data: what is wrong and where; present/faults.h says it in words.
struct ReplayFault {
    enum class Kind : std::uint8_t {
        TooLong,
        NoReplay,      // no "replay" key
        BadLink,       // `link`: the deal link's fault (a second "replay" key is one)
        NotThreeParts, // not "<version>.<count>.<moves>"
        OtherVersion,  // `text`: the replay's version as written
        BadCount,      // `text`: the move count as written
        AfterEnd,      // move `move` comes after the game has ended
        CutShort,      // move `move` is missing
        NotBase64,     // a character of the moves is not base64url
        NotLegal,      // move `move` is not one of the position's legal moves
        TooManyCharacters,
        StrayBits, // in the last character
    };
    Kind kind = Kind::TooLong;
    int move = 0; // counted from 1
    std::string text;
    LinkFault link;
    bool operator==(const ReplayFault&) const = default;
};

// Parses and checks a replay link (with or without '#'): every move must be legal in turn. On failure what
// is wrong.
std::variant<Replay, ReplayFault> parse_replay_link(std::string_view fragment);

} // namespace patience
