// The game history: newest first within its bound, merging two devices' files by game identity, the file's
// canonical export and checked import (every fault from a hand-made file), and the statistics recomputed
// from it equal to those recorded as the games happened.
#include "play/history.h"

#include "games/registry.h"
#include "play/replay.h"
#include "play/session.h"
#include "position.h"
#include "present/faults.h"
#include "present/json.h"
#include "rules/rng.h"
#include "samples.h"
#include "solver/solver.h"
#include "won.h"

#include <doctest/doctest.h>

#include <set>
#include <string>
#include <variant>
#include <vector>

using namespace patience;
using patience::test::ruleset;
using patience::test::won_game;

namespace {

std::string imported(std::string_view text) {
    auto r = History::from_json(text);
    if (auto* why = std::get_if<HistoryFault>(&r)) return "refused: " + fault_text(*why);
    return std::get<History>(r).to_json();
}

// The first `moves` moves of the game on `won`'s table: a game left before its end.
Session prefix(const Session& won, std::size_t moves) {
    Session s(won.id());
    for (std::size_t i = 0; i < moves; ++i) REQUIRE(s.play(won.moves()[i]).empty());
    return s;
}

// An abandoned game of random moves.
Session random_game(const Spec& spec, std::uint32_t number, int moves) {
    Session s(DealId{&spec, number, kDealAlgorithm});
    Rng rng(number * 31ULL + static_cast<std::uint64_t>(moves));
    for (int i = 0; i < moves; ++i) {
        const MoveList list = legal_moves(spec, s.state());
        if (list.empty()) break;
        REQUIRE(s.play(list[rng.below(static_cast<std::uint32_t>(list.size()))]).empty());
    }
    return s;
}

HistoryEntry abandoned_at(std::int64_t ended, std::uint32_t deal = 7, int moves = 3) {
    return history_entry(random_game(ruleset("klondike"), deal, moves), ended, 1000 + ended % 997);
}

std::vector<std::int64_t> ends(const History& h) {
    std::vector<std::int64_t> out;
    for (const HistoryEntry& e : h.games()) out.push_back(e.ended);
    return out;
}

History recorded(const std::vector<HistoryEntry>& entries) {
    History h;
    for (const HistoryEntry& e : entries) REQUIRE_FALSE(h.record(e));
    return h;
}

} // namespace

TEST_CASE("history: a game's entry says what its session shows, and games keep newest first") {
    const Session won = won_game(ruleset("klondike-easy"), 1);
    const HistoryEntry w = history_entry(won, 1'700'000'000'000, 95'000);
    CHECK(w.key == "klondike-easy:std");
    CHECK(w.deal == won.id().number);
    CHECK(w.algorithm == kDealAlgorithm);
    CHECK(w.won);
    CHECK_FALSE(w.resumed);
    CHECK(w.moves == static_cast<std::int64_t>(won.moves_made()));
    CHECK(w.score == score(won.spec(), won.state()));
    CHECK(w.replay == replay_link(won.id(), won.moves()));
    const HistoryEntry a = history_entry(prefix(won, 5), 1'700'000'100'000, 4000);
    CHECK_FALSE(a.won);
    CHECK(a.moves == 5);

    History h;
    CHECK_FALSE(h.record(abandoned_at(300)));
    CHECK_FALSE(h.record(abandoned_at(100)));
    CHECK_FALSE(h.record(abandoned_at(200)));
    CHECK_FALSE(h.record(w));
    CHECK_FALSE(h.record(a));
    CHECK(ends(h) == std::vector<std::int64_t>{1'700'000'100'000, 1'700'000'000'000, 300, 200, 100});
    // The same game again is there already.
    const History before = h;
    CHECK_FALSE(h.record(abandoned_at(200)));
    CHECK(h == before);
    // Two games that ended in the same millisecond are two games, in one order whichever came first.
    History one = h, other = h;
    REQUIRE_FALSE(one.record(abandoned_at(250, 7, 4)));
    REQUIRE_FALSE(one.record(abandoned_at(250, 8, 4)));
    REQUIRE_FALSE(other.record(abandoned_at(250, 8, 4)));
    REQUIRE_FALSE(other.record(abandoned_at(250, 7, 4)));
    CHECK(one.games().size() == 7);
    CHECK(one == other);
}

TEST_CASE("history: 501 games keep the newest 500, the oldest dropped first") {
    // One short game's replay, 501 times at different ends: the check replays each once.
    History h;
    const HistoryEntry game = abandoned_at(0, 11, 2);
    for (std::int64_t t = 1; t <= 501; ++t) {
        HistoryEntry e = game;
        e.ended = t * 1000;
        REQUIRE_FALSE(h.record(e));
        CHECK(h.games().size() == std::min<std::size_t>(static_cast<std::size_t>(t), kHistoryGames));
    }
    REQUIRE(h.games().size() == kHistoryGames);
    CHECK(h.games().front().ended == 501'000);
    CHECK(h.games().back().ended == 2000); // the first game dropped
    // A game older than all 500 comes and goes at once; a newer one pushes the oldest out.
    const History full = h;
    HistoryEntry old = game;
    old.ended = 500;
    CHECK_FALSE(h.record(old));
    CHECK(h == full);
    HistoryEntry fresh = game;
    fresh.ended = 600'000;
    CHECK_FALSE(h.record(fresh));
    CHECK(h.games().size() == kHistoryGames);
    CHECK(h.games().front().ended == 600'000);
    CHECK(h.games().back().ended == 3000);
    // What was recorded reads back; one game more than the bound does not.
    auto back = History::from_json(h.to_json());
    REQUIRE(std::holds_alternative<History>(back));
    CHECK(std::get<History>(back) == h);
    std::string over = h.to_json();
    over.insert(over.size() - 2, "," + over.substr(over.find("[{") + 1, over.find("},{") - over.find("[{")));
    CHECK(imported(over).find("more than the 500 games") != std::string::npos);
}

TEST_CASE("history: two devices' files combine; merging again changes nothing") {
    const Session won = won_game(ruleset("klondike-easy"), 1);
    std::vector<HistoryEntry> a_games, b_games;
    for (std::int64_t t = 1; t <= 6; ++t) a_games.push_back(abandoned_at(t * 10, 7, static_cast<int>(t)));
    for (std::int64_t t = 1; t <= 6; ++t) b_games.push_back(abandoned_at(t * 10 + 5, 9, static_cast<int>(t)));
    b_games.push_back(a_games[2]); // a game both devices have (imported once before)
    b_games.push_back(history_entry(won, 1000, 60'000));
    const History a = recorded(a_games), b = recorded(b_games);

    History ab = a, ba = b;
    ab.merge(b);
    ba.merge(a);
    CHECK(ab == ba);
    CHECK(ab.games().size() == 13);
    CHECK(ends(ab) == std::vector<std::int64_t>{1000, 65, 60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10});
    for (const HistoryEntry& e : b.games()) CHECK(std::count(ab.games().begin(), ab.games().end(), e) == 1);
    History again = ab;
    again.merge(b);
    CHECK(again == ab);
    again.merge(a);
    CHECK(again == ab);
    again.merge(again);
    CHECK(again == ab);
    History empty;
    empty.merge(ab);
    CHECK(empty == ab);
    // Through the files, as Export and Import carry them.
    auto from_b = History::from_json(b.to_json());
    REQUIRE(std::holds_alternative<History>(from_b));
    History via = a;
    via.merge(std::get<History>(from_b));
    CHECK(via == ab);

    // Merged, two full histories keep the newest 500 of their games.
    History full_a, full_b;
    const HistoryEntry game = abandoned_at(0, 11, 2);
    for (std::int64_t t = 1; t <= 400; ++t) {
        HistoryEntry e = game;
        e.ended = t * 2; // even on one device, odd on the other
        REQUIRE_FALSE(full_a.record(e));
        e.ended = t * 2 + 1;
        REQUIRE_FALSE(full_b.record(e));
    }
    full_a.merge(full_b);
    REQUIRE(full_a.games().size() == kHistoryGames);
    CHECK(full_a.games().front().ended == 801);
    CHECK(full_a.games().back().ended == 302);
}

TEST_CASE("history: the file exports in one canonical form and imports back to the same") {
    const HistoryEntry a = abandoned_at(1'700'000'000'000, 7, 2);
    const History h = recorded({a});
    const std::string json = h.to_json();
    CHECK(json == "{\"format\":\"patience-history\",\"version\":1,\"games\":[{\"ended\":1700000000000,"
                  "\"game\":\"klondike:std\",\"deal\":7,\"algorithm\":1,\"won\":false,\"resumed\":false,"
                  "\"moves\":2,\"ms\":" +
                      std::to_string(a.ms) + ",\"score\":" + std::to_string(a.score) + ",\"replay\":\"" +
                      a.replay + "\"}]}");
    CHECK(a.replay.rfind("game=klondike&deal=7&replay=1.2.", 0) == 0);
    auto back = History::from_json(json);
    REQUIRE(std::holds_alternative<History>(back));
    CHECK(std::get<History>(back) == h);
    CHECK(imported(History().to_json()) == "{\"format\":\"patience-history\",\"version\":1,\"games\":[]}");

    // Any spacing, any order of fields and of games, reads the same.
    const Session won = won_game(ruleset("terrace"), 1);
    const HistoryEntry w = history_entry(won, 1'800'000'000'000, 123'456, true);
    const History two = recorded({a, w});
    const std::string spaced =
        " {\n \"games\" : [ {\"replay\":\"" + a.replay + "\", \"score\":" + std::to_string(a.score) +
        ",\"ms\":" + std::to_string(a.ms) + ",\"moves\":2,\"resumed\":false,\"won\":false,\"algorithm\":1," +
        "\"deal\":7,\"game\":\"klondike:std\",\"ended\":1700000000000},\n" +
        two.to_json().substr(two.to_json().find("[{") + 1,
                             two.to_json().find("},{") - two.to_json().find("[{")) +
        "], \"version\" : 1, \"format\":\"patience-history\"}\n";
    CHECK(imported(spaced) == two.to_json());
    CHECK(two.games().front().resumed);
    CHECK(two.games().front().key == "terrace:aisleriot");
}

TEST_CASE("history: a malformed, foreign or inconsistent file is refused with a reason") {
    const Session won = won_game(ruleset("klondike-easy"), 1);
    const HistoryEntry w = history_entry(won, 2000, 90'000);
    const HistoryEntry a = history_entry(prefix(won, 3), 1000, 5000);
    const std::string head = "{\"format\":\"patience-history\",\"version\":1,\"games\":[";
    // One game's object with one field's text replaced (or, with an empty `to`, left out).
    const auto game = [&](const HistoryEntry& e, const std::string& field, const std::string& to) {
        const std::string json = recorded({e}).to_json();
        std::string o = json.substr(head.size(), json.size() - head.size() - 2);
        const auto at = o.find("\"" + field + "\":");
        if (at == std::string::npos) return o;
        // No value of the file holds ',' or '}': a replay link's characters are letters, digits, "&=.-_:".
        const auto start = at + field.size() + 3, end = o.find_first_of(",}", start);
        if (to.empty()) return o.erase(at == 1 ? at : at - 1, end - at + 1); // with one of its commas
        return o.replace(start, end - start, to);
    };
    const std::string ok = game(w, "", "");
    CHECK(imported(head + ok + "," + game(a, "", "") + "]}").rfind("{", 0) == 0);
    // A replay of another game: a won one of Terrace, a shorter one of the same deal.
    const Session terrace = won_game(ruleset("terrace"), 1);
    const std::string other_deal = replay_link(DealId{won.id().spec, won.id().number + 1, 1}, {});
    const std::string three = replay_link(won.id(), won.moves().first(3));
    const std::string two = replay_link(won.id(), won.moves().first(2));
    const std::string spelt = "game=klondike-easy&rules=std&deal=" + std::to_string(won.id().number) +
                              three.substr(three.find("&replay="));
    REQUIRE(std::holds_alternative<Replay>(parse_replay_link(spelt)));

    struct Row {
        std::string text;
        const char* why;
        HistoryFault::Kind kind;
    };
    using K = HistoryFault::Kind;
    const Row rows[] = {
        {std::string(5'000'001, ' '), "too large", K::TooLarge},
        {"", "not a game history", K::NotHistory},
        {"[1,2]", "not a game history", K::NotHistory},
        {"{\"version\":1,\"games\":[]}", "not a game history", K::NotHistory},
        {"{\"format\":\"patience-history\",\"games\":[]}", "does not say its version", K::NoVersion},
        {"{\"format\":\"patience-history\",\"version\":1}", "holds no games", K::NoGames},
        {"{\"format\":\"patience-history\",\"version\":1,\"games\":[}", "could not be read", K::NotJson},
        {"{\"format\":\"patience-stats\",\"version\":1,\"games\":[]}", "not a game history", K::OtherFormat},
        {"{\"format\":1,\"version\":1,\"games\":[]}", "expected '\"' at character 11", K::ExpectedText},
        {"{\"format\":\"patience-history\",\"version\":\"1\",\"games\":[]}", "expected a number",
         K::ExpectedNumber},
        {head + game(w, "won", "1") + "]}", "expected true or false", K::ExpectedFlag},
        {head + "7]}", "expected '{' at character 51 (game 1)", K::ExpectedObject},
        {"{\"format\":\"patience-history\",\"version\":1,\"games\":{}}", "expected '['", K::ExpectedArray},
        {head + game(w, "ms", "99999999999999999") + "]}", "\"ms\" is out of range", K::NumberOutOfRange},
        {"{\"format\":\"patience-history\",\"version\":2,\"games\":[]}",
         "history version 2, this page reads "
         "version 1",
         K::OtherVersion},
        {"{\"format\":\"patience-history\",\"version\":1,\"games\":[],\"stats\":{}}",
         "unknown field \"stats\"", K::UnknownField},
        {head + ok + "," + game(a, "score", "0,\"colour\":1") + "]}",
         "unknown field \"colour\" in game 2 (klondike-easy:std)", K::UnknownGameField},
        {head + game(w, "ms", "") + "]}", "game 1 (klondike-easy:std) lacks \"ms\"", K::MissingField},
        {head + game(w, "game", "\"chess:std\"") + "]}", "game 1 (chess:std) is of a game this page does not",
         K::UnknownGame},
        {head + game(w, "game", "\"klondike-easy\"") + "]}", "a game this page does not have",
         K::UnknownGame},
        {head + game(w, "deal", "0") + "]}", "deal numbers run from 1 to 2147483647; '0' is not one",
         K::BadDeal},
        {head + game(w, "algorithm", "9") + "]}", "cannot deal", K::BadDeal},
        {head + game(w, "ended", "-1") + "]}", "a negative \"ended\"", K::Negative},
        {head + game(a, "moves", "-3") + "]}", "a negative \"moves\"", K::Negative},
        {head + game(a, "resumed", "true") + "]}", "marked resumed but not won", K::ResumedNotWon},
        {head + game(w, "replay", "\"game=klondike-easy&deal=1\"") + "]}",
         "cannot be played: the link has no "
         "replay",
         K::BadReplay},
        {head + game(a, "replay", "\"" + three + "A\"") + "]}", "more characters than its moves need",
         K::BadReplay},
        {head + game(a, "replay", "\"" + spelt + "\"") + "]}", "not written the one way",
         K::ReplayNotCanonical},
        {head + game(a, "replay", "\"" + three + "&rules=std\"") + "]}", "not written the one way",
         K::ReplayNotCanonical},
        {head + game(a, "replay", "\"" + three + "&\"") + "]}", "not written the one way",
         K::ReplayNotCanonical},
        {head + game(a, "replay", "\"" + other_deal + "\"") + "]}", "is of another deal", K::ReplayOtherDeal},
        {head + game(w, "replay", "\"" + replay_link(terrace.id(), terrace.moves()) + "\"") + "]}",
         "is of another deal", K::ReplayOtherDeal},
        {head + game(w, "replay", "\"" + three + "\"") + "]}", "marked won, but its replay does not end won",
         K::ReplayNotWon},
        {head +
             game(a, "won", "false")
                 .replace(game(a, "", "").find("\"replay\":"), std::string::npos,
                          "\"replay\":\"" + w.replay + "\"}") +
             "]}",
         "marked abandoned, but its replay ends won", K::ReplayWon},
        {head + game(a, "replay", "\"" + two + "\"") + "]}", "does not have the \"moves\" of its replay",
         K::ReplayDisagrees},
        {head + game(w, "score", std::to_string(w.score + 1)) + "]}", "does not have the \"score\"",
         K::ReplayDisagrees},
        {head + ok + "," + game(a, "", "") + "," + ok + "]}",
         "game 3 (klondike-easy:std) is in the file twice", K::Twice},
        {head + ok + "," + game(a, "", "") + "," + game(w, "ms", "1") + "]}",
         "game 3 (klondike-easy:std) is in "
         "the file twice",
         K::Twice},
    };
    std::set<K> kinds;
    for (const Row& row : rows) {
        auto read = History::from_json(row.text);
        REQUIRE_MESSAGE(std::holds_alternative<HistoryFault>(read), row.text);
        const HistoryFault& f = std::get<HistoryFault>(read);
        CHECK_MESSAGE(f.kind == row.kind, row.text.substr(0, 300));
        const std::string got = fault_text(f);
        CHECK_MESSAGE(got.find(row.why) != std::string::npos, row.text.substr(0, 300) << " -> " << got);
        kinds.insert(f.kind);
    }
    // Every kind of fault has its row; TooManyGames has its own in the bounds' test.
    CHECK(kinds.size() + 1 == static_cast<std::size_t>(K::Twice) + 1);

    // A game given to record is checked as one read from a file, and a refused one changes nothing.
    History h = recorded({a});
    HistoryEntry bad = w;
    bad.score += 1;
    const auto why = h.record(bad);
    REQUIRE(why);
    CHECK(fault_text(*why) == "the game could not join the history: the game (klondike-easy:std) does "
                              "not have the \"score\" of its replay");
    CHECK(h == recorded({a}));
}

TEST_CASE("history: the statistics recomputed from it equal those recorded as the games happened") {
    // A few rulesets, each with a won game and games left before their end: prefixes of the won one (which
    // may be resumed and won later) and random ones.
    struct Pool {
        Session won;
        std::vector<Session> left;
    };
    std::vector<Pool> pools;
    for (const char* id : {"klondike", "thumb-and-pouch", "terrace", "signora"}) {
        Session w = won_game(ruleset(id), 1);
        std::vector<Session> left;
        for (std::size_t n : {std::size_t{0}, std::size_t{1}, w.moves_made() / 2, w.moves_made() - 1})
            left.push_back(prefix(w, n));
        left.push_back(random_game(ruleset(id), 5, 40));
        pools.push_back(Pool{std::move(w), std::move(left)});
    }
    // Winning the same deal again differs only in the time of play: scores and moves come from the pools.
    for (int round = 0; round < test::sampled(200); ++round) {
        Rng rng(static_cast<std::uint64_t>(round) + 1);
        Stats direct;
        History history;
        std::int64_t now = 1'700'000'000'000;
        std::vector<std::size_t> open; // pools with a game abandoned that may be resumed
        const int games = 1 + static_cast<int>(rng.below(30));
        for (int g = 0; g < games; ++g) {
            now += 1 + rng.below(1'000'000);
            const std::int64_t ms = rng.below(10'000'000);
            const std::size_t p = rng.below(static_cast<std::uint32_t>(pools.size()));
            const Pool& pool = pools[p];
            const std::string key = ruleset_key(pool.won.spec());
            const std::uint32_t what = rng.below(4);
            HistoryEntry e;
            if (what == 0 && !open.empty()) { // back to a game left behind, and won
                const std::size_t q = open[rng.below(static_cast<std::uint32_t>(open.size()))];
                open.erase(std::find(open.begin(), open.end(), q));
                const Pool& back = pools[q];
                e = history_entry(back.won, now, ms, true);
                direct.won(e.key, e.score, e.moves, ms);
            } else if (what == 1) { // won
                e = history_entry(pool.won, now, ms);
                direct.played(key);
                direct.won(key, e.score, e.moves, ms);
            } else { // abandoned
                e = history_entry(pool.left[rng.below(static_cast<std::uint32_t>(pool.left.size()))], now,
                                  ms);
                direct.played(key);
                direct.abandoned(key);
                if (std::find(open.begin(), open.end(), p) == open.end()) open.push_back(p);
            }
            REQUIRE_FALSE(history.record(e));
        }
        CHECK(stats_from_history(history) == direct);
        auto read = History::from_json(history.to_json());
        REQUIRE(std::holds_alternative<History>(read));
        CHECK(stats_from_history(std::get<History>(read)) == direct);
    }
}

TEST_CASE("history: the panel's read-out lists the games newest first, with their links") {
    const Session won = won_game(ruleset("klondike"), 1);
    const HistoryEntry w = history_entry(won, 2000, 90'000);
    const HistoryEntry a = history_entry(random_game(ruleset("terrace"), 4, 2), 1000, 5000);
    const std::string view = history_view_json(recorded({a, w}));
    CHECK(view.rfind("[{\"ended\":2000,\"key\":\"klondike:std\",\"game\":\"klondike\",\"ruleset\":\"std\","
                     "\"name\":\"Klondike\",\"deal\":" +
                         std::to_string(w.deal) + ",\"won\":true,\"moves\":" + std::to_string(w.moves) +
                         ",\"ms\":90000,\"score\":" + std::to_string(w.score) + ",\"scoreText\":\"",
                     0) == 0);
    CHECK(view.find(",\"link\":\"game=klondike&deal=" + std::to_string(w.deal) + "\",\"replay\":\"" +
                    w.replay + "\"},{\"ended\":1000,\"key\":\"terrace:aisleriot\"") != std::string::npos);
    CHECK(view.find("\"link\":\"game=terrace&deal=4\"") != std::string::npos);
    CHECK(history_view_json(History()) == "[]");
}

TEST_CASE("history: one game in two entries (another time of play) keeps the same one, recorded or merged") {
    HistoryEntry slow = abandoned_at(500, 7, 3), quick = slow;
    slow.ms = 9000;
    quick.ms = 4000;
    History recorded_first = recorded({slow}), merged_first = recorded({quick});
    REQUIRE_FALSE(recorded_first.record(quick));
    merged_first.merge(recorded({slow}));
    CHECK(recorded_first == merged_first);
    REQUIRE(recorded_first.games().size() == 1);
    CHECK(recorded_first.games().front().ms == 4000);
}
