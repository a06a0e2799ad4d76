// The statistics: recording a game's start, win or abandonment, and the versioned JSON file, read by a small
// strict parser of exactly the subset the file uses (objects, strings, integers).
#include "play/stats.h"

#include "games/registry.h"
#include "text/json.h"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

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

// ---- the reader ------------------------------------------------------------------------------------------

class Reader {
  public:
    explicit Reader(std::string_view text) : text_(text) {}

    bool failed() const { return !why_.empty(); }
    const std::string& why() const { return why_; }
    void fail(std::string why) {
        if (why_.empty()) why_ = std::move(why);
    }

    void space() {
        while (at_ < text_.size() &&
               (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r'))
            ++at_;
    }
    bool eat(char c) {
        space();
        if (at_ < text_.size() && text_[at_] == c) {
            ++at_;
            return true;
        }
        return false;
    }
    void expect(char c) {
        if (!eat(c)) fail(std::string("expected '") + c + "' at character " + std::to_string(at_ + 1));
    }
    bool at_end() {
        space();
        return at_ == text_.size();
    }
    char peek() {
        space();
        return at_ < text_.size() ? text_[at_] : '\0';
    }

    // A string of printable characters; the escapes \" \\ \/ only (the file never needs others).
    std::string string() {
        std::string out;
        expect('"');
        while (!failed()) {
            if (at_ >= text_.size()) {
                fail("a text is not closed");
                break;
            }
            const char c = text_[at_++];
            if (c == '"') break;
            if (static_cast<unsigned char>(c) < 0x20) fail("a text holds a control character");
            if (c == '\\') {
                const char e = at_ < text_.size() ? text_[at_++] : '\0';
                if (e != '"' && e != '\\' && e != '/') fail("a text holds an escape the file never uses");
                out += e;
            } else {
                out += c;
            }
            if (out.size() > 200) fail("a text is too long");
        }
        return out;
    }

    std::int64_t integer() {
        space();
        const bool negative = at_ < text_.size() && text_[at_] == '-';
        if (negative) ++at_;
        const std::size_t start = at_;
        std::int64_t v = 0;
        while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') {
            v = v * 10 + (text_[at_++] - '0');
            if (v > kLimit) {
                fail("a number is out of range");
                return 0;
            }
        }
        if (at_ == start)
            fail("expected a number at character " + std::to_string(at_ + 1));
        else if (at_ - start > 1 && text_[start] == '0')
            fail("a number has a leading zero");
        else if (at_ < text_.size() && (text_[at_] == '.' || text_[at_] == 'e' || text_[at_] == 'E'))
            fail("a number is not a whole number");
        return negative ? -v : v;
    }

    // Calls `member(name)` for each member of an object; duplicate names are refused.
    template <class F> void object(F&& member) {
        expect('{');
        std::vector<std::string> seen;
        if (eat('}') || failed()) return;
        do {
            std::string name = string();
            if (failed()) return;
            if (std::find(seen.begin(), seen.end(), name) != seen.end())
                fail("\"" + name + "\" appears twice");
            seen.push_back(name);
            expect(':');
            if (failed()) return;
            member(name);
            if (failed()) return;
        } while (eat(','));
        expect('}');
    }

  private:
    std::string_view text_;
    std::size_t at_ = 0;
    std::string why_;
};

std::optional<std::string> inconsistent(const GameStats& g) {
    if (g.played < 0 || g.won < 0 || g.streak < 0 || g.best_streak < 0) return "a count is negative";
    if (g.won > g.played) return "more games won than played";
    if (g.best_streak > g.won) return "a streak longer than the games won";
    if (g.streak > g.best_streak) return "a current streak longer than the best";
    if (g.won > 0 && (g.fewest_moves < 1 || g.fastest_ms < 0)) return "a win in no moves";
    return std::nullopt;
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
    Reader r(text);
    Stats out;
    std::optional<std::string> format;
    std::optional<std::int64_t> version;
    bool has_games = false;
    if (r.peek() != '{') return std::string("this is not a statistics file of Patience");
    r.object([&](const std::string& name) {
        if (name == "format") {
            format = r.string();
            if (!r.failed() && *format != kFormat) r.fail("this is not a statistics file of Patience");
        } else if (name == "version") {
            version = r.integer();
            if (!r.failed() && *version != kVersion)
                r.fail("the file is of statistics version " + std::to_string(*version) +
                       ", this page reads version " + std::to_string(kVersion));
        } else if (name == "games") {
            has_games = true;
            r.object([&](const std::string& key) {
                if (key.find(':') == std::string::npos || !find_ruleset_key(key))
                    return r.fail("the file names a game this page does not have: " + key);
                GameStats g;
                std::array<bool, kFields.size()> got{};
                r.object([&](const std::string& field) {
                    for (std::size_t i = 0; i < kFields.size(); ++i)
                        if (kFields[i].name == field) {
                            g.*kFields[i].value = r.integer();
                            got[i] = true;
                            return;
                        }
                    r.fail("unknown field \"" + field + "\" for " + key);
                });
                if (r.failed()) return;
                for (std::size_t i = 0; i < kFields.size(); ++i)
                    if (!got[i] && (!kFields[i].best || g.won > 0))
                        return r.fail("the statistics of " + key + " lack \"" + std::string(kFields[i].name) +
                                      "\"");
                    else if (got[i] && kFields[i].best && g.won == 0)
                        return r.fail("the statistics of " + key + " have a best without a win");
                if (auto why = inconsistent(g))
                    return r.fail("the statistics of " + key + " do not add up (" + *why + ")");
                out.games_[key] = g;
            });
        } else {
            r.fail("unknown field \"" + name + "\"");
        }
    });
    if (r.failed()) return "the file could not be read: " + r.why();
    if (!r.at_end()) return std::string("the file could not be read: something follows the statistics");
    if (!format) return std::string("this is not a statistics file of Patience");
    if (!version) return std::string("the file does not say its version");
    if (!has_games) return std::string("the file holds no games");
    return out;
}

} // namespace patience
