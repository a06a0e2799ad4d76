// The player's statistics, per game and ruleset: games played and won, the win rate, the current and best
// winning streaks, the best score, the fewest moves and the fastest win; and their file, versioned JSON that
// exports in one canonical form and imports only when every field checks out.
#pragma once

#include "text/json.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <variant>

namespace patience {

struct GameStats {
    std::int64_t played = 0;       // games with at least one move
    std::int64_t won = 0;          // of those, won
    std::int64_t streak = 0;       // wins in a row, up to now
    std::int64_t best_streak = 0;  // the longest run of wins
    std::int64_t best_score = 0;   // the following three mean something only once won > 0
    std::int64_t fewest_moves = 0; // of a won game
    std::int64_t fastest_ms = 0;   // of a won game, time of play
    int win_rate() const;          // percent of games played that were won, rounded down
    bool operator==(const GameStats&) const = default;
};

inline constexpr std::int64_t kStatsVersion = 1; // the file's version this build reads and writes

// Why a statistics file cannot be read: what is wrong and where, as data; present/faults.h says it in
// words.
struct StatsFault {
    enum class Kind : std::uint8_t {
        TooLarge,      // beyond the size of any real file
        NotStatistics, // not an object with the statistics' format
        NoVersion,
        NoGames,
        // The faults found reading the file: its JSON, then its members in order (the first one is reported).
        NotJson,        // `json`: the JSON reader's fault (text/json.h)
        OtherFormat,    // a "format" that is not the statistics'
        ExpectedText,   // at character `number`
        ExpectedNumber, // at character `number`
        ExpectedObject, // at character `number`
        NumberOutOfRange,
        OtherVersion, // the file's version is `number`
        UnknownField, // a member `name` of the file
        UnknownGame,  // a game `key` this page does not have
        // The faults of one game's statistics, `key`:
        UnknownGameField, // a member `name`
        MissingField,     // the field `name`
        BestWithoutWin,
        NegativeCount,
        MoreWonThanPlayed,
        StreakBeyondWins,
        StreakBeyondBest,
        WinInNoMoves,
    };
    Kind kind = Kind::NotStatistics;
    std::string key;         // the game's "<game>:<ruleset>"
    std::string name;        // a field's or member's name
    JsonFault json;          // NotJson: the reader's fault
    std::int64_t number = 0; // a character's position, or the file's version
    bool operator==(const StatsFault&) const = default;
};

class Stats {
  public:
    // `key` names a ruleset, "<game>:<ruleset>" (rules/spec.h's ruleset_key). A game counts as played from
    // its first move; a win adds to the streak and may set the bests; abandoning a game (a new deal, another
    // game, a restart after moves) breaks the streak.
    void played(const std::string& key);
    void won(const std::string& key, std::int64_t score, std::int64_t moves, std::int64_t ms);
    void abandoned(const std::string& key);

    const std::map<std::string, GameStats>& games() const { return games_; }
    bool operator==(const Stats&) const = default;

    // {"format":"patience-stats","version":1,"games":{"<game>:<ruleset>":{"played",...}}}: games in key
    // order, fields in a fixed order, the bests only for a game won.
    std::string to_json() const;
    // Any spacing and field order; every field of a game present, within its bounds and consistent with the
    // others (no more wins than games, no streak longer than the wins), games the page knows. A malformed
    // or foreign file gives why, and no statistics.
    static std::variant<Stats, StatsFault> from_json(std::string_view text);

  private:
    std::map<std::string, GameStats> games_;
};

} // namespace patience
