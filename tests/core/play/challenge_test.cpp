// Challenge links: a won game round-trips with its claimed time for every ruleset the solver wins a deal of,
// a game that does not end won is refused, and every bad, cut or foreign link is refused with its reason.
#include "play/challenge.h"

#include "play/replay.h"
#include "position.h"
#include "present/faults.h"
#include "present/json.h"
#include "present/words.h"
#include "samples.h"
#include "won.h"

#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

using namespace patience;
using namespace patience::test;

namespace {

// The link's fault, or "accepted".
std::string why(std::string_view link) {
    const auto r = parse_challenge_link(link);
    return std::holds_alternative<ChallengeFault>(r) ? fault_text(std::get<ChallengeFault>(r))
                                                     : std::string("accepted");
}

Challenge accepted(std::string_view link) {
    const auto r = parse_challenge_link(link);
    if (const auto* fault = std::get_if<ChallengeFault>(&r)) FAIL("refused: " << fault_text(*fault));
    return std::get<Challenge>(r);
}

// `text` with its first `from` replaced by `to`.
std::string replaced(std::string text, std::string_view from, std::string_view to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

} // namespace

TEST_CASE("a won game's challenge link gives back its deal, moves and time; a game not won is refused") {
    int rulesets_won = 0;
    for (const Spec* spec : all_rulesets()) {
        CAPTURE(spec->id);
        CAPTURE(spec->ruleset);
        // Some deals of each ruleset: the first the solver wins from a few starting numbers (from one under
        // the sanitizers and in wasm).
        for (std::uint32_t first : {1u, 1001u, 2001u}) {
            if (first > 1 && sampled(3) < 3) break;
            const auto won = try_won_game(*spec, first, 20, 100'000);
            if (!won) continue;
            if (first == 1) ++rulesets_won;
            const std::span<const Move> moves = won->moves();
            for (const std::optional<int> seconds :
                 {std::optional<int>(), std::optional<int>(0), std::optional<int>(192),
                  std::optional<int>(kMaxChallengeSeconds)}) {
                const std::string link = challenge_link(won->id(), moves, seconds);
                CAPTURE(link);
                CHECK(is_challenge_link(link));
                CHECK(link.rfind(replay_link(won->id(), moves) + "&challenge=1", 0) == 0);
                const Challenge c = accepted("#" + link);
                CHECK(c.replay.deal.spec == spec);
                CHECK(c.replay.deal.number == won->id().number);
                CHECK(c.seconds == seconds);
                REQUIRE(c.replay.moves.size() == moves.size());
                CHECK(std::equal(moves.begin(), moves.end(), c.replay.moves.begin()));
                CHECK(challenge_link(c.replay.deal, c.replay.moves, c.seconds) == link); // canonical
                // Keys in any order, as every link of the page.
                const auto amp = link.find("&challenge=");
                CHECK(accepted(link.substr(amp + 1) + "&" + link.substr(0, amp)).seconds == seconds);
            }
            // Every game of that deal short of its win is refused, named by its moves: none can be beaten.
            for (const std::size_t n : {std::size_t{0}, moves.size() / 2, moves.size() - 1}) {
                const auto r = parse_challenge_link(challenge_link(won->id(), moves.first(n), 60));
                REQUIRE(std::holds_alternative<ChallengeFault>(r));
                CHECK(std::get<ChallengeFault>(r) ==
                      ChallengeFault{ChallengeFault::Kind::NotWon, {}, {}, static_cast<int>(n)});
            }
        }
    }
    // The solver wins a deal of nearly every ruleset within the budget; all but the hardest must round-trip.
    MESSAGE(rulesets_won << " rulesets of " << all_rulesets().size() << " won");
    CHECK(rulesets_won >= static_cast<int>(all_rulesets().size()) - 3);
}

TEST_CASE("bad, cut and foreign challenge links are refused with the reason") {
    using Kind = ChallengeFault::Kind;
    const Session won = won_game(ruleset("klondike-easy"), 1);
    const std::string good = challenge_link(won.id(), won.moves(), 192);
    const std::string replay = replay_link(won.id(), won.moves());
    const std::string deal = deal_link(won.id());
    const int count = static_cast<int>(won.moves_made());
    const std::string count_text = "." + std::to_string(count) + ".";
    struct Row {
        std::string link;
        Kind kind;
        std::string words;
    };
    const std::vector<Row> rows = {
        {replay, Kind::NoChallenge, "the link has no challenge"},
        {good + "&challenge=1", Kind::KeyTwice, "the link names 'challenge' twice"},
        {replaced(good, "challenge=1", "challenge=2"), Kind::OtherVersion,
         "this version of Patience cannot take up challenges of version '2'"},
        {replay + "&challenge=", Kind::OtherVersion,
         "this version of Patience cannot take up challenges of version ''"},
        {replaced(good, ".192", ".3:12"), Kind::BadSeconds,
         "the challenge's time '3:12' is not a number of seconds from 0 to 359999"},
        {replaced(good, ".192", ".abc"), Kind::BadSeconds,
         "the challenge's time 'abc' is not a number of seconds from 0 to 359999"},
        {replaced(good, ".192", ".1.5"), Kind::BadSeconds,
         "the challenge's time '1.5' is not a number of seconds from 0 to 359999"},
        {replaced(good, ".192", ".-1"), Kind::BadSeconds,
         "the challenge's time '-1' is not a number of seconds from 0 to 359999"},
        {replaced(good, ".192", ".0192"), Kind::BadSeconds, // not canonical
         "the challenge's time '0192' is not a number of seconds from 0 to 359999"},
        {replaced(good, ".192", ".360000"), Kind::BadSeconds,
         "the challenge's time '360000' is not a number of seconds from 0 to 359999"},
        {replaced(good, ".192", "."), Kind::BadSeconds,
         "the challenge's time '' is not a number of seconds from 0 to 359999"},
        {deal + "&challenge=1", Kind::BadReplay, "the link has no replay"},
        {replaced(good, count_text, "." + std::to_string(count + 40) + "."), Kind::BadReplay,
         "move " + std::to_string(count + 1) + " of the replay comes after the game has ended"},
        {replaced(good, "&replay=1.", "&replay=2."), Kind::BadReplay,
         "this version of Patience cannot play replays of version '2'"},
        {replaced(good, "game=klondike-easy", "game=nope"), Kind::BadReplay, "there is no game 'nope'"},
        {good + "&colour=red", Kind::BadReplay, "the link has an unknown key 'colour'"},
        {replaced(good, count_text, ".3."), Kind::BadReplay,
         "the replay has more characters than its moves need"},
        {deal + "&replay=1.0.&challenge=1", Kind::NotWon,
         "the challenger's game of 0 moves does not end won"},
        {challenge_link(won.id(), won.moves().first(1), {}), Kind::NotWon,
         "the challenger's game of 1 move does not end won"},
    };
    for (const Row& row : rows) {
        CAPTURE(row.link);
        const auto r = parse_challenge_link(row.link);
        REQUIRE(std::holds_alternative<ChallengeFault>(r));
        CHECK(std::get<ChallengeFault>(r).kind == row.kind);
        CHECK(why(row.link) == row.words);
    }
    // Cut anywhere inside the replay, the link is refused: the cut replay is short, or it does not win.
    const auto moves_at = good.find(count_text) + count_text.size();
    for (std::size_t cut = moves_at; cut < good.find("&challenge="); ++cut) {
        const std::string cut_link = good.substr(0, cut) + good.substr(good.find("&challenge="));
        CAPTURE(cut_link);
        CHECK(why(cut_link) != "accepted");
    }
    CHECK_FALSE(is_challenge_link(replay));
    CHECK(why(good) == "accepted");
}

TEST_CASE("a challenge is said as what to beat and a claimed time, and read out for the page") {
    CHECK(challenge_words(97) == "Beat 97 moves");
    CHECK(challenge_words(1) == "Beat 1 move");
    CHECK(clock_words(0) == "0:00");
    CHECK(clock_words(192) == "3:12");
    CHECK(clock_words(3723) == "1:02:03");
    CHECK(clock_words(kMaxChallengeSeconds) == "99:59:59");
    CHECK(claimed_time_words(192) == "Their clock said 3:12, a claim the link can't prove.");

    const Session won = won_game(ruleset("klondike-easy"), 1);
    const std::string replay = replay_link(won.id(), won.moves());
    const std::string moves = std::to_string(won.moves_made());
    CHECK(challenge_json(accepted(challenge_link(won.id(), won.moves(), 192))) ==
          "{\"deal\":\"" + deal_link(won.id()) + "\",\"replay\":\"" + replay + "\",\"moves\":" + moves +
              ",\"seconds\":192,\"beat\":\"Beat " + moves +
              " moves\",\"claim\":\"Their clock said 3:12, a claim the link can't prove.\"}");
    CHECK(challenge_json(accepted(challenge_link(won.id(), won.moves(), {}))) ==
          "{\"deal\":\"" + deal_link(won.id()) + "\",\"replay\":\"" + replay + "\",\"moves\":" + moves +
              ",\"seconds\":null,\"beat\":\"Beat " + moves + " moves\",\"claim\":\"\"}");
}
