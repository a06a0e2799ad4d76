// The statistics: recording a game's start, win or abandonment, and the versioned JSON file, written and read
// with text/json.h; the reading checks every field against the file's rules.
#include "play/stats.h"

#include "play/file.h"

#include "games/registry.h"
#include "text/json.h"

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

namespace patience {

namespace {

constexpr std::string_view kFormat = "patience-stats";
// Far beyond any real count or time (about 300 years of play in ms), small enough that no sum overflows.
constexpr std::int64_t kLimit = 10'000'000'000'000;

struct Field {
    std::string_view name;
    std::int64_t GameStats::*value;
    bool best; // present only for a game won
};
constexpr std::array<Field, 7> kFields = {{
    {"played", &GameStats::played, false},
    {"won", &GameStats::won, false},
    {"streak", &GameStats::streak, false},
    {"bestStreak", &GameStats::best_streak, false},
    {"bestScore", &GameStats::best_score, true},
    {"fewestMoves", &GameStats::fewest_moves, true},
    {"fastestMs", &GameStats::fastest_ms, true},
}};

using Kind = StatsFault::Kind;

std::optional<Kind> inconsistent(const GameStats& g) {
    if (g.played < 0 || g.won < 0 || g.streak < 0 || g.best_streak < 0) return Kind::NegativeCount;
    if (g.won > g.played) return Kind::MoreWonThanPlayed;
    if (g.best_streak > g.won) return Kind::StreakBeyondWins;
    if (g.streak > g.best_streak) return Kind::StreakBeyondBest;
    if (g.won > 0 && (g.fewest_moves < 1 || g.fastest_ms < 0)) return Kind::WinInNoMoves;
    return std::nullopt;
}

StatsFault fault(Kind kind, std::string key = {}, std::string name = {}) {
    StatsFault f;
    f.kind = kind;
    f.key = std::move(key);
    f.name = std::move(name);
    return f;
}

// A fault at the character where `v` starts.
StatsFault at(Kind kind, const JsonValue& v) {
    StatsFault f = fault(kind);
    f.number = static_cast<std::int64_t>(v.at());
    return f;
}

// A count of the file: a whole number within the file's bounds; else why, into `why`.
std::int64_t read_count(const JsonValue& v, std::optional<StatsFault>& why) {
    const auto n = v.number();
    if (!n)
        why = at(Kind::ExpectedNumber, v);
    else if (*n > kLimit || *n < -kLimit)
        why = fault(Kind::NumberOutOfRange);
    return n.value_or(0);
}

std::optional<StatsFault> expected_object(const JsonValue& v) {
    if (v.kind() == JsonValue::Kind::Object) return std::nullopt;
    return at(Kind::ExpectedObject, v);
}

// One game's statistics, from its object; else why.
std::variant<GameStats, StatsFault> game_stats(const std::string& key, const JsonValue& v) {
    if (auto why = expected_object(v)) return *why;
    GameStats g;
    std::array<bool, kFields.size()> got{};
    for (std::size_t m = 0; m < v.size(); ++m) {
        const auto f = std::find_if(kFields.begin(), kFields.end(),
                                    [&](const Field& field) { return field.name == v.key(m); });
        if (f == kFields.end()) return fault(Kind::UnknownGameField, key, v.key(m));
        std::optional<StatsFault> why;
        g.*f->value = read_count(v[m], why);
        if (why) return *why;
        got[static_cast<std::size_t>(f - kFields.begin())] = true;
    }
    for (std::size_t i = 0; i < kFields.size(); ++i)
        if (!got[i] && (!kFields[i].best || g.won > 0))
            return fault(Kind::MissingField, key, std::string(kFields[i].name));
        else if (got[i] && kFields[i].best && g.won == 0)
            return fault(Kind::BestWithoutWin, key);
    if (auto why = inconsistent(g)) return fault(*why, key);
    return g;
}

} // namespace

int GameStats::win_rate() const { return played > 0 ? static_cast<int>(won * 100 / played) : 0; }

void Stats::played(const std::string& key) { ++games_[key].played; }

void Stats::won(const std::string& key, std::int64_t score, std::int64_t moves, std::int64_t ms) {
    GameStats& g = games_[key];
    g.played = std::max(g.played, g.won + 1); // a win is always of a game played
    g.best_score = g.won == 0 ? score : std::max(g.best_score, score);
    g.fewest_moves = g.won == 0 ? moves : std::min(g.fewest_moves, moves);
    g.fastest_ms = g.won == 0 ? ms : std::min(g.fastest_ms, ms);
    ++g.won;
    g.best_streak = std::max(g.best_streak, ++g.streak);
}

void Stats::abandoned(const std::string& key) {
    if (auto it = games_.find(key); it != games_.end()) it->second.streak = 0;
}

std::string Stats::to_json() const {
    JsonObject games;
    for (const auto& [key, g] : games_) {
        JsonObject o;
        for (const Field& f : kFields)
            if (!f.best || g.won > 0) o.number(f.name, g.*f.value);
        games.object(key, o);
    }
    return JsonObject().text("format", kFormat).number("version", kStatsVersion).object("games", games).str();
}

std::variant<Stats, StatsFault> Stats::from_json(std::string_view text) {
    Stats out;
    const auto refused = read_file<StatsFault>(
        text, 1'000'000, Kind::NotStatistics, kFormat, kStatsVersion,
        [](const JsonValue& v, std::optional<StatsFault>& why) { return read_count(v, why); },
        [&](const JsonValue& v, std::optional<StatsFault>& why) {
            why = expected_object(v);
            for (std::size_t g = 0; g < v.size() && !why; ++g) {
                const std::string& key = v.key(g);
                if (key.find(':') == std::string::npos || !find_ruleset_key(key)) {
                    why = fault(Kind::UnknownGame, key);
                } else {
                    auto game = game_stats(key, v[g]);
                    if (auto* bad = std::get_if<StatsFault>(&game))
                        why = *bad;
                    else
                        out.games_[key] = std::get<GameStats>(game);
                }
            }
        });
    if (refused) return *refused;
    return out;
}

} // namespace patience
