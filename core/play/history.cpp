// The game history: recording and merging in newest-first order within the bound, the versioned JSON file
// written and read with text/json.h (the reading checks every field and replays every game), and the
// statistics recomputed from it.
#include "play/history.h"

#include "play/file.h"

#include "games/registry.h"
#include "play/links.h"
#include "play/replay.h"
#include "play/session.h"
#include "rules/deal.h"
#include "rules/rules.h"
#include "text/json.h"

#include <algorithm>
#include <array>
#include <limits>
#include <tuple>
#include <utility>

namespace patience {

namespace {

constexpr std::string_view kFormat = "patience-history";
// Far beyond any real time (about 300 years in ms) or score, small enough that no sum overflows.
constexpr std::int64_t kLimit = 10'000'000'000'000;
// The longest file this build writes is 500 games of about 200 characters each and a replay link of at most
// 8,000 (play/replay.h refuses longer ones): about 4.1 million. A typical game takes 200 to 400 in all.
constexpr std::size_t kMaxText = 5'000'000;

using Kind = HistoryFault::Kind;

HistoryFault fault(Kind kind, std::string name = {}) {
    HistoryFault f;
    f.kind = kind;
    f.name = std::move(name);
    return f;
}

// A fault at the character where `v` starts.
HistoryFault at(Kind kind, const JsonValue& v) {
    HistoryFault f = fault(kind);
    f.number = static_cast<std::int64_t>(v.at());
    return f;
}

// The order of the history: newest first, then by the rest of the identity, then by what is left, so that
// every set of games has one order and merging is the same whichever file comes first.
auto order_key(const HistoryEntry& e) {
    return std::tuple<std::int64_t, const std::string&, std::uint32_t, int, const std::string&, std::int64_t,
                      bool>(-e.ended, e.key, e.deal, e.algorithm, e.replay, e.ms, e.resumed);
}
bool before(const HistoryEntry& a, const HistoryEntry& b) { return order_key(a) < order_key(b); }

// What the replay says of the game, or why it says nothing. `entry.key` names a ruleset already.
std::optional<HistoryFault> check_replay(const HistoryEntry& e) {
    auto parsed = parse_replay_link(e.replay);
    if (const auto* why = std::get_if<ReplayFault>(&parsed)) {
        HistoryFault f = fault(Kind::BadReplay);
        f.replay = *why;
        return f;
    }
    const Replay& r = std::get<Replay>(parsed);
    if (ruleset_key(*r.deal.spec) != e.key || r.deal.number != e.deal || r.deal.algorithm != e.algorithm)
        return fault(Kind::ReplayOtherDeal);
    // The reader refuses every other spelling of the moves (no leading zero, no character or bit to spare),
    // so the text is canonical when the deal's part is and comes first, and nothing follows the moves: one
    // game, one text, one identity.
    const std::string head = deal_link(r.deal) + "&replay=";
    if (e.replay.rfind(head, 0) != 0 || e.replay.find('&', head.size()) != std::string::npos)
        return fault(Kind::ReplayNotCanonical);
    Session session(r.deal);
    for (const Move& m : r.moves) session.play(m);
    const bool won = is_won(session.spec(), session.state());
    if (e.won && !won) return fault(Kind::ReplayNotWon);
    if (!e.won && won) return fault(Kind::ReplayWon);
    if (e.moves != static_cast<std::int64_t>(session.moves_made()))
        return fault(Kind::ReplayDisagrees, "moves");
    if (e.score != score(session.spec(), session.state())) return fault(Kind::ReplayDisagrees, "score");
    return std::nullopt;
}

// Every check of one game but its place among the others.
std::optional<HistoryFault> check_entry(const HistoryEntry& e) {
    if (e.key.find(':') == std::string::npos || !find_ruleset_key(e.key)) return fault(Kind::UnknownGame);
    if (!is_deal_number(e.deal)) {
        HistoryFault f = fault(Kind::BadDeal, "deal");
        f.number = static_cast<std::int64_t>(e.deal);
        return f;
    }
    if (!deal_algorithm_supported(e.algorithm)) return fault(Kind::BadDeal, "algorithm");
    if (e.ended < 0) return fault(Kind::Negative, "ended");
    if (e.moves < 0) return fault(Kind::Negative, "moves");
    if (e.ms < 0) return fault(Kind::Negative, "ms");
    if (e.ended > kLimit) return fault(Kind::NumberOutOfRange, "ended");
    if (e.ms > kLimit) return fault(Kind::NumberOutOfRange, "ms");
    if (e.resumed && !e.won) return fault(Kind::ResumedNotWon);
    return check_replay(e);
}

// The fields of a game in the file, in the canonical order.
enum class Field : std::uint8_t { Ended, Game, Deal, Algorithm, Won, Resumed, Moves, Ms, Score, Replay };
constexpr std::array<std::string_view, 10> kFields = {"ended",   "game",  "deal", "algorithm", "won",
                                                      "resumed", "moves", "ms",   "score",     "replay"};

// A whole number of the file within `low`..`high`; else why, into `why`.
std::int64_t read_number(const JsonValue& v, std::string_view name, std::int64_t low, std::int64_t high,
                         std::optional<HistoryFault>& why) {
    const auto n = v.number();
    if (!n)
        why = at(Kind::ExpectedNumber, v);
    else if (*n > high || *n < low)
        why = fault(Kind::NumberOutOfRange, std::string(name));
    return n.value_or(0);
}

// One game, from its object; else why (its place and, once read, its ruleset are the caller's to add).
std::variant<HistoryEntry, HistoryFault> read_entry(const JsonValue& v) {
    if (v.kind() != JsonValue::Kind::Object) return at(Kind::ExpectedObject, v);
    HistoryEntry e;
    std::array<bool, kFields.size()> got{};
    std::optional<HistoryFault> why;
    for (std::size_t m = 0; m < v.size() && !why; ++m) {
        const std::string& name = v.key(m);
        const auto f = std::find(kFields.begin(), kFields.end(), name);
        if (f == kFields.end()) return fault(Kind::UnknownGameField, name);
        const auto i = static_cast<std::size_t>(f - kFields.begin());
        got[i] = true;
        const JsonValue& x = v[m];
        const auto field = static_cast<Field>(i);
        switch (field) {
        case Field::Ended: e.ended = read_number(x, name, -kLimit, kLimit, why); break;
        case Field::Moves: e.moves = read_number(x, name, -kLimit, kLimit, why); break;
        case Field::Ms: e.ms = read_number(x, name, -kLimit, kLimit, why); break;
        case Field::Score: e.score = read_number(x, name, -kLimit, kLimit, why); break;
        case Field::Deal:
            e.deal = static_cast<std::uint32_t>(
                read_number(x, name, 0, std::numeric_limits<std::uint32_t>::max(), why));
            break;
        case Field::Algorithm:
            e.algorithm = static_cast<int>(read_number(x, name, 0, std::numeric_limits<int>::max(), why));
            break;
        case Field::Won:
        case Field::Resumed:
            if (const auto flag = x.flag())
                (field == Field::Won ? e.won : e.resumed) = *flag;
            else
                why = at(Kind::ExpectedFlag, x);
            break;
        case Field::Game:
        case Field::Replay:
            if (const std::string* text = x.text())
                (field == Field::Game ? e.key : e.replay) = *text;
            else
                why = at(Kind::ExpectedText, x);
            break;
        }
    }
    if (why) return *why;
    for (std::size_t i = 0; i < kFields.size(); ++i)
        if (!got[i]) return fault(Kind::MissingField, std::string(kFields[i]));
    if (auto bad = check_entry(e)) return *bad;
    return e;
}

} // namespace

bool same_game(const HistoryEntry& a, const HistoryEntry& b) {
    return a.ended == b.ended && a.key == b.key && a.deal == b.deal && a.algorithm == b.algorithm &&
           a.replay == b.replay;
}

HistoryEntry history_entry(const Session& session, std::int64_t ended, std::int64_t ms, bool resumed) {
    HistoryEntry e;
    e.ended = ended;
    e.key = ruleset_key(session.spec());
    e.deal = session.id().number;
    e.algorithm = session.id().algorithm;
    e.won = is_won(session.spec(), session.state());
    e.resumed = resumed;
    e.moves = static_cast<std::int64_t>(session.moves_made());
    e.ms = ms;
    e.score = score(session.spec(), session.state());
    e.replay = replay_link(session.id(), session.moves());
    return e;
}

std::optional<HistoryFault> History::record(HistoryEntry entry) {
    if (auto why = check_entry(entry)) {
        why->key = entry.key;
        return why;
    }
    // As a history of one game merged in, so that recording and importing keep the same one of two entries
    // of one game (which differ at most in the time of play).
    History one;
    one.games_.push_back(std::move(entry));
    merge(one);
    return std::nullopt;
}

void History::merge(const History& other) {
    std::vector<HistoryEntry> all;
    all.reserve(games_.size() + other.games_.size());
    std::merge(games_.begin(), games_.end(), other.games_.begin(), other.games_.end(),
               std::back_inserter(all), before);
    // One game's entries are neighbours: the identity leads the order.
    all.erase(std::unique(all.begin(), all.end(), same_game), all.end());
    if (all.size() > kHistoryGames) all.resize(kHistoryGames);
    games_ = std::move(all);
}

std::string History::to_json() const {
    JsonArray games;
    for (const HistoryEntry& e : games_)
        games.object(JsonObject()
                         .number("ended", e.ended)
                         .text("game", e.key)
                         .number("deal", e.deal)
                         .number("algorithm", e.algorithm)
                         .flag("won", e.won)
                         .flag("resumed", e.resumed)
                         .number("moves", e.moves)
                         .number("ms", e.ms)
                         .number("score", e.score)
                         .text("replay", e.replay));
    return JsonObject()
        .text("format", kFormat)
        .number("version", kHistoryVersion)
        .array("games", games)
        .str();
}

std::variant<History, HistoryFault> History::from_json(std::string_view text) {
    History out;
    const auto refused = read_file<HistoryFault>(
        text, kMaxText, Kind::NotHistory, kFormat, kHistoryVersion,
        [](const JsonValue& v, std::optional<HistoryFault>& why) {
            return read_number(v, "version", -kLimit, kLimit, why);
        },
        [&](const JsonValue& v, std::optional<HistoryFault>& why) {
            if (v.kind() != JsonValue::Kind::Array)
                why = at(Kind::ExpectedArray, v);
            else if (v.size() > kHistoryGames)
                why = fault(Kind::TooManyGames);
            for (std::size_t g = 0; g < v.size() && !why; ++g) {
                auto entry = read_entry(v[g]);
                if (auto* bad = std::get_if<HistoryFault>(&entry)) {
                    bad->place = static_cast<std::int64_t>(g + 1);
                    if (const JsonValue* key = v[g].find("game"); key && key->text()) bad->key = *key->text();
                    why = *bad;
                } else {
                    out.games_.push_back(std::move(std::get<HistoryEntry>(entry)));
                }
            }
        });
    if (refused) return *refused;
    // Any order of games reads; one game twice does not (no file written by the page has that).
    std::vector<std::size_t> order(out.games_.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return before(out.games_[a], out.games_[b]); });
    std::vector<HistoryEntry> sorted;
    sorted.reserve(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        const HistoryEntry& e = out.games_[order[i]];
        if (i > 0 && same_game(sorted.back(), e)) {
            HistoryFault f = fault(Kind::Twice);
            f.key = e.key;
            f.place = static_cast<std::int64_t>(std::max(order[i - 1], order[i]) + 1);
            return f;
        }
        sorted.push_back(e);
    }
    out.games_ = std::move(sorted);
    return out;
}

Stats stats_from_history(const History& history) {
    Stats stats;
    const auto& games = history.games();
    for (auto it = games.rbegin(); it != games.rend(); ++it) {
        if (!it->resumed) stats.played(it->key);
        if (it->won)
            stats.won(it->key, it->score, it->moves, it->ms);
        else
            stats.abandoned(it->key);
    }
    return stats;
}

} // namespace patience
