// Replay links: round trips over every ruleset and many random playouts, and bad links refused with a reason.
#include "play/links.h"
#include "play/replay.h"
#include "position.h"
#include "present/faults.h"

#include <doctest/doctest.h>

using namespace patience;
using namespace patience::test;

namespace {

// A random game of `length` moves from the deal, as a session.
Session random_game(const Spec& spec, std::uint32_t deal, int length) {
    Session s(DealId{&spec, deal, kDealAlgorithm});
    Rng rng(deal * 31ULL + 7);
    for (int i = 0; i < length; ++i) {
        const MoveList moves = legal_moves(spec, s.state());
        if (moves.empty()) break;
        s.play(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
    }
    return s;
}

Replay accepted(const std::variant<Replay, ReplayFault>& r) {
    if (const auto* why = std::get_if<ReplayFault>(&r)) FAIL("refused: " << fault_text(*why));
    return std::get<Replay>(r);
}

} // namespace

TEST_CASE("a replay link gives back the deal and every move, for every ruleset and many games") {
    for (const Spec* spec : all_rulesets()) {
        for (std::uint32_t deal = 1; deal <= 12; ++deal) {
            const Session game = random_game(*spec, deal * 977, static_cast<int>(deal * 17));
            const std::string link = replay_link(game.id(), game.moves());
            CAPTURE(link);
            CHECK(is_replay_link(link));
            const Replay r = accepted(parse_replay_link("#" + link));
            CHECK(r.deal.spec == game.id().spec);
            CHECK(r.deal.number == game.id().number);
            REQUIRE(r.moves.size() == game.moves().size());
            CHECK(std::equal(r.moves.begin(), r.moves.end(), game.moves().begin()));
            CHECK(replay_link(r.deal, r.moves) == link); // canonical
        }
    }
}

TEST_CASE("a replay link is short: about one character per move, keys in any order") {
    const Spec& kl = ruleset("klondike");
    const Session game = random_game(kl, 42, 100);
    const std::string link = replay_link(game.id(), game.moves());
    CHECK(link.size() < deal_link(game.id()).size() + 20 + game.moves().size());
    const auto amp = link.find("&replay=");
    const std::string reordered = link.substr(amp + 1) + "&" + link.substr(0, amp);
    CHECK(accepted(parse_replay_link(reordered)).moves.size() == game.moves().size());
    CHECK(accepted(parse_replay_link("game=klondike&deal=5&replay=1.0.")).moves.empty());
}

TEST_CASE("bad replay links are refused with a reason") {
    const Spec& kl = ruleset("klondike");
    const Session game = random_game(kl, 7, 30);
    const std::string good = replay_link(game.id(), game.moves());
    const auto why = [](std::string_view link) {
        const auto r = parse_replay_link(link);
        return std::holds_alternative<ReplayFault>(r) ? fault_text(std::get<ReplayFault>(r))
                                                      : std::string("accepted");
    };
    CHECK(!is_replay_link("game=klondike&deal=5"));
    CHECK(why("game=klondike&deal=5&replay=2.0.") ==
          "this version of Patience cannot play replays of version '2'");
    CHECK(why("game=klondike&deal=5&replay=1.0") == "the replay is not of the form version.count.moves");
    CHECK(why("game=klondike&deal=5&replay=1.x.") != "accepted");
    CHECK(why("game=klondike&deal=5&replay=1.01.A") != "accepted"); // leading zero: not canonical
    CHECK(why("game=klondike&deal=5&replay=1.-0.") != "accepted"); // a sign: not canonical (found by fuzzing)
    CHECK(why("game=klondike&deal=5&replay=1.0.&replay=1.0.") == "the link names 'replay' twice");
    CHECK(why("game=nope&deal=5&replay=1.0.") == "there is no game 'nope'");
    CHECK(why("game=klondike&deal=5&replay=1.0.A") == "the replay has more characters than its moves need");
    CHECK(why("game=klondike&deal=5&replay=1.3.") ==
          "move 1 of the replay is missing: the link was cut short");
    CHECK(why("game=klondike&deal=5&replay=1.1.*") == "the replay has a character that is not base64url");
    // Cut short, one character longer, stray bits: each refused.
    CHECK(why(good.substr(0, good.size() - 1)) != "accepted");
    CHECK(why(good + "A") != "accepted");
    // The same moves on another deal are almost never all legal; where they are, they are its own game.
    const std::string other = "game=klondike&deal=8" + good.substr(good.find("&replay="));
    const auto r = parse_replay_link(other);
    if (const auto* ok = std::get_if<Replay>(&r)) CHECK(ok->deal.number == 8);
}

TEST_CASE("a bad replay link gives the fault's kind, the move at fault, or the deal link's own fault") {
    using Kind = ReplayFault::Kind;
    const auto fault = [](std::string_view link) {
        const auto r = parse_replay_link(link);
        REQUIRE_MESSAGE(std::holds_alternative<ReplayFault>(r), link);
        return std::get<ReplayFault>(r);
    };
    CHECK(fault("game=klondike&deal=5&replay=1.0." + std::string(8000, 'A')).kind == Kind::TooLong);
    CHECK(fault("game=klondike&deal=5").kind == Kind::NoReplay);
    const ReplayFault twice = fault("game=klondike&deal=5&replay=1.0.&replay=1.0.");
    CHECK(twice.kind == Kind::BadLink);
    CHECK(twice.link == LinkFault{LinkFault::Kind::KeyTwice, "replay", {}});
    const ReplayFault no_game = fault("game=nope&deal=5&replay=1.0.");
    CHECK(no_game.kind == Kind::BadLink);
    CHECK(no_game.link == LinkFault{LinkFault::Kind::UnknownGame, "nope", {}});
    CHECK(fault("game=klondike&deal=5&replay=1.0").kind == Kind::NotThreeParts);
    CHECK(fault("game=klondike&deal=5&replay=2.0.") == ReplayFault{Kind::OtherVersion, 0, "2", {}});
    CHECK(fault("game=klondike&deal=5&replay=1.01.A") == ReplayFault{Kind::BadCount, 0, "01", {}});
    CHECK(fault("game=klondike&deal=5&replay=1.3.") == ReplayFault{Kind::CutShort, 1, {}, {}});
    CHECK(fault("game=klondike&deal=5&replay=1.1.*").kind == Kind::NotBase64);
    CHECK(fault("game=klondike&deal=5&replay=1.1._") == ReplayFault{Kind::NotLegal, 1, {}, {}});
    CHECK(fault("game=klondike&deal=5&replay=1.0.A").kind == Kind::TooManyCharacters);
    CHECK(fault("game=klondike&deal=5&replay=1.1.B").kind == Kind::StrayBits);
}

TEST_CASE("a replay with more moves than the game has is refused at the first move after its end") {
    // A game played at random to its end (won or stuck) in a game without a redeal, then one move more in
    // the count.
    std::optional<Session> ended;
    for (const Spec* spec : all_rulesets()) {
        for (std::uint32_t deal = 1; deal <= 20 && !ended && spec->redeals == 0; ++deal) {
            Session game = random_game(*spec, deal, kMaxReplayMoves - 1);
            if (legal_moves(*spec, game.state()).empty()) ended.emplace(game);
        }
    }
    REQUIRE(ended.has_value());
    const Session& game = *ended;
    const std::string link = replay_link(game.id(), game.moves());
    const std::string count = "." + std::to_string(game.moves_made()) + ".";
    std::string longer = link;
    longer.replace(longer.find(count), count.size(), "." + std::to_string(game.moves_made() + 1) + ".");
    const auto r = parse_replay_link(longer);
    REQUIRE(std::holds_alternative<ReplayFault>(r));
    CHECK(std::get<ReplayFault>(r) ==
          ReplayFault{ReplayFault::Kind::AfterEnd, static_cast<int>(game.moves_made()) + 1, {}, {}});
}
