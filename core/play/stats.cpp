// The statistics: recording a game's start, win or abandonment, and the versioned JSON file, written and read
// with text/json.h; the reading checks every field against the file's rules.
#include "play/stats.h"

#include "games/registry.h"
#include "text/json.h"

#include <algorithm>
#include <array>
#include <optional>

namespace patience {

namespace {

constexpr std::string_view kFormat = "patience-stats";
constexpr std::int64_t kVersion = 1;
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

std::optional<std::string> inconsistent(const GameStats& g) {
    if (g.played < 0 || g.won < 0 || g.streak < 0 || g.best_streak < 0) return "a count is negative";
    if (g.won > g.played) return "more games won than played";
    if (g.best_streak > g.won) return "a streak longer than the games won";
    if (g.streak > g.best_streak) return "a current streak longer than the best";
    if (g.won > 0 && (g.fewest_moves < 1 || g.fastest_ms < 0)) return "a win in no moves";
    return std::nullopt;
}

// A count of the file: a whole number within the file's bounds; else why, into `why`.
std::int64_t read_count(const JsonValue& v, std::string& why) {
    const auto n = v.number();
    if (!n)
        why = "expected a number at character " + std::to_string(v.at());
    else if (*n > kLimit || *n < -kLimit)
        why = "a number is out of range";
    return n.value_or(0);
}

std::string expected_object(const JsonValue& v) {
    return v.kind() == JsonValue::Kind::Object ? std::string()
                                               : "expected '{' at character " + std::to_string(v.at());
}

// One game's statistics, from its object; else why.
std::variant<GameStats, std::string> game_stats(const std::string& key, const JsonValue& v) {
    if (std::string why = expected_object(v); !why.empty()) return why;
    GameStats g;
    std::array<bool, kFields.size()> got{};
    for (std::size_t m = 0; m < v.size(); ++m) {
        const auto f = std::find_if(kFields.begin(), kFields.end(),
                                    [&](const Field& field) { return field.name == v.key(m); });
        if (f == kFields.end()) return "unknown field \"" + v.key(m) + "\" for " + key;
        std::string why;
        g.*f->value = read_count(v[m], why);
        if (!why.empty()) return why;
        got[static_cast<std::size_t>(f - kFields.begin())] = true;
    }
    for (std::size_t i = 0; i < kFields.size(); ++i)
        if (!got[i] && (!kFields[i].best || g.won > 0))
            return "the statistics of " + key + " lack \"" + std::string(kFields[i].name) + "\"";
        else if (got[i] && kFields[i].best && g.won == 0)
            return "the statistics of " + key + " have a best without a win";
    if (auto why = inconsistent(g)) return "the statistics of " + key + " do not add up (" + *why + ")";
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
    return JsonObject().text("format", kFormat).number("version", kVersion).object("games", games).str();
}

std::variant<Stats, std::string> Stats::from_json(std::string_view text) {
    if (text.size() > 1'000'000) return std::string("the file is too large to be statistics");
    if (const auto first = text.find_first_not_of(" \t\n\r");
        first == std::string_view::npos || text[first] != '{')
        return std::string("this is not a statistics file of Patience");
    const auto parsed = parse_json(text);
    if (const auto* why = std::get_if<std::string>(&parsed)) return "the file could not be read: " + *why;
    const JsonValue& file = std::get<JsonValue>(parsed);
    // The members in the file's order, so the first fault in the file is the one reported.
    Stats out;
    std::string why;
    for (std::size_t m = 0; m < file.size() && why.empty(); ++m) {
        const std::string& name = file.key(m);
        const JsonValue& v = file[m];
        if (name == "format") {
            if (!v.text())
                why = "expected '\"' at character " + std::to_string(v.at());
            else if (*v.text() != kFormat)
                why = "this is not a statistics file of Patience";
        } else if (name == "version") {
            const std::int64_t n = read_count(v, why);
            if (why.empty() && n != kVersion)
                why = "the file is of statistics version " + std::to_string(n) +
                      ", this page reads version " + std::to_string(kVersion);
        } else if (name == "games") {
            why = expected_object(v);
            for (std::size_t g = 0; g < v.size() && why.empty(); ++g) {
                const std::string& key = v.key(g);
                if (key.find(':') == std::string::npos || !find_ruleset_key(key)) {
                    why = "the file names a game this page does not have: " + key;
                } else {
                    auto game = game_stats(key, v[g]);
                    if (auto* fault = std::get_if<std::string>(&game))
                        why = *fault;
                    else
                        out.games_[key] = std::get<GameStats>(game);
                }
            }
        } else {
            why = "unknown field \"" + name + "\"";
        }
    }
    if (!why.empty()) return "the file could not be read: " + why;
    if (!file.find("format")) return std::string("this is not a statistics file of Patience");
    if (!file.find("version")) return std::string("the file does not say its version");
    if (!file.find("games")) return std::string("the file holds no games");
    return out;
}

} // namespace patience
