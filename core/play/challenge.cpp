// Challenge links: a replay link that must end won, with the challenge's version and the winner's claimed
// time.
#include "play/challenge.h"

#include "play/session.h"
#include "rules/rules.h"
#include "text/number.h"

#include <algorithm>

namespace patience {

namespace {
constexpr std::string_view kKey = "challenge";
} // namespace

std::string challenge_link(const DealId& deal, std::span<const Move> moves, std::optional<int> seconds) {
    std::string out =
        replay_link(deal, moves) + "&" + std::string(kKey) + "=" + std::to_string(kChallengeVersion);
    if (seconds) out += "." + std::to_string(std::clamp(*seconds, 0, kMaxChallengeSeconds));
    return out;
}

bool is_challenge_link(std::string_view fragment) { return has_key(fragment, kKey); }

std::variant<Challenge, ChallengeFault> parse_challenge_link(std::string_view fragment) {
    using Kind = ChallengeFault::Kind;
    const auto fault = [](Kind kind, std::string_view text = {}) {
        return ChallengeFault{kind, std::string(text), {}, 0};
    };
    if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
    std::string rest;
    std::string_view value;
    const int seen = take_key(fragment, kKey, rest, value);
    if (seen == 0) return fault(Kind::NoChallenge);
    if (seen > 1) return fault(Kind::KeyTwice);

    // "<version>[.<seconds>]": the version first, so that a later version may say anything after it.
    const auto dot = value.find('.');
    const std::string_view version = value.substr(0, dot);
    if (version != std::to_string(kChallengeVersion)) return fault(Kind::OtherVersion, version);
    Challenge out;
    if (dot != std::string_view::npos) {
        const std::string_view seconds = value.substr(dot + 1);
        const auto parsed = parse_whole(seconds, kMaxChallengeSeconds);
        // Canonical: one spelling per time, so no leading zero.
        if (!parsed || (seconds.size() > 1 && seconds.front() == '0'))
            return fault(Kind::BadSeconds, seconds);
        out.seconds = static_cast<int>(*parsed);
    }

    auto replay = parse_replay_link(rest);
    if (auto* why = std::get_if<ReplayFault>(&replay))
        return ChallengeFault{Kind::BadReplay, {}, std::move(*why), 0};
    out.replay = std::move(std::get<Replay>(replay));
    Session game(out.replay.deal);
    for (const Move& m : out.replay.moves) game.play(m); // each one checked by the parser
    if (!is_won(game.spec(), game.state()))
        return ChallengeFault{Kind::NotWon, {}, {}, static_cast<int>(out.replay.moves.size())};
    return out;
}

} // namespace patience
