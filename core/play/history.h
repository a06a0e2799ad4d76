// The game history: the player's last games, won or abandoned, newest first, each with its replay so the page
// can offer "Play again" and "Watch"; bounded, merged by game identity on import, and the source the
// statistics can be recomputed from. Its file is versioned JSON in one canonical form, read only when every
// field, replay included, checks out.
#pragma once

#include "play/replay.h"
#include "play/stats.h"
#include "text/json.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace patience {

class Session;

inline constexpr std::int64_t kHistoryVersion = 1; // the file's version this build reads and writes
inline constexpr std::size_t kHistoryGames = 500;  // the games kept: the oldest are dropped first

// One game as it ended for the statistics: won, or abandoned (a new deal, another game, a restart after
// moves). Everything but `ended` and `ms` is fixed by the replay, and checked against it when read.
struct HistoryEntry {
    std::int64_t ended = 0; // when it was won or abandoned: ms since 1970-01-01 UTC, the page's clock
    std::string key;        // the ruleset, "<game>:<ruleset>" (rules/spec.h's ruleset_key)
    std::uint32_t deal = 1; // the deal number
    int algorithm = 1;      // the deal algorithm's version (rules/deal.h)
    bool won = false;       // false: abandoned
    bool resumed = false;   // a win of a game abandoned earlier (and already counted as played then)
    std::int64_t moves = 0; // moves made, automatic ones too (Session::moves_made)
    std::int64_t ms = 0;    // time of play
    std::int64_t score = 0; // the rules' score of the last position (rules/rules.h)
    std::string replay;     // the moves as played: the replay link's canonical text (play/replay.h)
    bool operator==(const HistoryEntry&) const = default;
};

// The entry for the game on `session`'s table as it is now: won if its position is won, else abandoned.
HistoryEntry history_entry(const Session& session, std::int64_t ended, std::int64_t ms, bool resumed = false);

// Why a history file (or an entry given to History::record) cannot be read: what is wrong and where, as
// data; present/faults.h says it in words.
struct HistoryFault {
    enum class Kind : std::uint8_t {
        TooLarge,   // beyond the size of any file this build writes
        NotHistory, // not an object with the history's format
        NoVersion,
        NoGames,
        TooManyGames, // more than kHistoryGames
        // The faults found reading the file: its JSON, then its members in order (the first one is reported).
        NotJson,          // `json`: the JSON reader's fault (text/json.h)
        OtherFormat,      // a "format" that is not the history's
        ExpectedText,     // at character `number`
        ExpectedNumber,   // at character `number`
        ExpectedFlag,     // at character `number`
        ExpectedObject,   // at character `number`
        ExpectedArray,    // at character `number`
        NumberOutOfRange, // `name`: the field
        OtherVersion,     // the file's version is `number`
        UnknownField,     // a member `name` of the file
        // The faults of one game (`place`, `key`):
        UnknownGameField, // a member `name`
        MissingField,     // the field `name`
        UnknownGame,      // a ruleset `key` this page does not have
        BadDeal,          // not a deal number, or a deal algorithm this build cannot deal (`name` says which)
        Negative,         // `name`: a field that cannot be negative
        ResumedNotWon,    // "resumed" on a game not won
        BadReplay,        // `replay`: the replay reader's fault (play/replay.h)
        ReplayNotCanonical,
        ReplayOtherDeal, // the replay is of another ruleset, deal or algorithm than the entry
        ReplayNotWon,    // marked won, but the replay does not end won
        ReplayWon,       // marked abandoned, but the replay ends won
        ReplayDisagrees, // `name`: "moves" or "score", not those of the replay's last position
        Twice,           // the same game (its identity) twice
    };
    Kind kind = Kind::NotHistory;
    std::string key;         // the game's "<game>:<ruleset>"
    std::string name;        // a field's or member's name
    JsonFault json;          // NotJson: the reader's fault
    ReplayFault replay;      // BadReplay: the reader's fault
    std::int64_t number = 0; // a character's position, or the file's version
    std::int64_t place = 0;  // the game's place in the file, from 1; 0: not in a game, or given to record
    bool operator==(const HistoryFault&) const = default;
};

class History {
  public:
    // Newest first: by `ended`, latest first; games that ended in the same millisecond in the order of the
    // rest of their identity.
    const std::vector<HistoryEntry>& games() const { return games_; }
    bool operator==(const History&) const = default;

    // Adds a game in its place by `ended` (nothing when the same game is there already) and drops the oldest
    // beyond kHistoryGames, as merging a history of that one game would; a game that does not check out is
    // refused with why, and changes nothing.
    std::optional<HistoryFault> record(HistoryEntry entry);
    // Adds the other history's games this one lacks (by identity), then keeps the newest kHistoryGames: two
    // devices' files combine, and merging the same file again changes nothing.
    void merge(const History& other);

    // {"format":"patience-history","version":1,"games":[{"ended","game","deal","algorithm","won","resumed",
    // "moves","ms","score","replay"},...]}: games newest first, fields in that order.
    std::string to_json() const;
    // Any spacing and field order; every field present and within its bounds, each replay legal in its
    // ruleset, canonical and agreeing with its entry, at most kHistoryGames games, none twice. A malformed or
    // foreign file gives why, and no history.
    static std::variant<History, HistoryFault> from_json(std::string_view text);

  private:
    std::vector<HistoryEntry> games_;
};

// A game's identity, which merging goes by: (ended, ruleset, deal, algorithm, replay). The same deal is
// played many times (restarts, "Play again"), so the deal alone does not name a game; the time it ended, to
// the millisecond, tells one device's games apart, and the replay tells two devices' games apart should they
// end in the same millisecond. The outcome, moves and score follow from the replay, so they add nothing; the
// time of play is left out so that one game read from two files, whatever its clock said, is one game.
bool same_game(const HistoryEntry& a, const HistoryEntry& b);

// The statistics recomputed from the history, oldest game first, as the page records them: a game counts
// as played unless it is a resumed one, then won or abandoned. Equal to the statistics recorded as the games
// happened while the history holds every game since those began (it keeps only the last kHistoryGames).
Stats stats_from_history(const History& history);

} // namespace patience
