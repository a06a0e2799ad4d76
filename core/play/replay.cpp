// Replay links: moves as indices into the sorted legal-move list, bit-packed and base64url-encoded.
#include "play/replay.h"

#include "play/links.h"
#include "rules/rules.h"
#include "text/number.h"

#include <algorithm>

namespace patience {

namespace {

constexpr std::string_view kDigits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::string_view kKey = "replay";

// The position's legal moves in the order of their text.
std::vector<Move> sorted_moves(const Spec& spec, const State& state) {
    MoveList list;
    legal_moves(spec, state, list);
    std::vector<std::pair<std::string, Move>> named;
    named.reserve(static_cast<std::size_t>(list.size()));
    for (const Move& m : list) named.emplace_back(to_string(m), m);
    std::sort(named.begin(), named.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Move> out;
    out.reserve(named.size());
    for (auto& [text, m] : named) out.push_back(m);
    return out;
}

int bits_for(std::size_t n) {
    int bits = 0;
    while ((std::size_t{1} << bits) < n) ++bits;
    return bits;
}

} // namespace

std::string replay_link(const DealId& deal, std::span<const Move> moves) {
    Session session(deal);
    std::string bits_text;
    unsigned acc = 0;
    int acc_bits = 0;
    for (const Move& m : moves) {
        const std::vector<Move> legal = sorted_moves(session.spec(), session.state());
        const auto at = std::find(legal.begin(), legal.end(), m);
        if (at == legal.end()) break; // not legal: the link stops before it (callers pass legal moves)
        const unsigned index = static_cast<unsigned>(at - legal.begin());
        for (int b = bits_for(legal.size()) - 1; b >= 0; --b) {
            acc = (acc << 1) | ((index >> b) & 1u);
            if (++acc_bits == 6) {
                bits_text += kDigits[acc];
                acc = 0;
                acc_bits = 0;
            }
        }
        session.play(m);
    }
    if (acc_bits > 0) bits_text += kDigits[acc << (6 - acc_bits)];
    return deal_link(deal) + "&" + std::string(kKey) + "=" + std::to_string(kReplayVersion) + "." +
           std::to_string(session.moves_made()) + "." + bits_text;
}

bool is_replay_link(std::string_view fragment) { return has_key(fragment, kKey); }

std::variant<Replay, ReplayFault> parse_replay_link(std::string_view fragment) {
    using Kind = ReplayFault::Kind;
    const auto fault = [](Kind kind, int move = 0, std::string text = {}) {
        return ReplayFault{kind, move, std::move(text), {}};
    };
    if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
    if (fragment.size() > 8000) return fault(Kind::TooLong);
    std::string rest;
    std::string_view value;
    const int seen = take_key(fragment, kKey, rest, value);
    if (seen == 0) return fault(Kind::NoReplay);
    if (seen > 1)
        return ReplayFault{Kind::BadLink, 0, {}, LinkFault{LinkFault::Kind::KeyTwice, "replay", {}}};
    auto deal = parse_deal_link(rest);
    if (auto* why = std::get_if<LinkFault>(&deal)) return ReplayFault{Kind::BadLink, 0, {}, std::move(*why)};

    // "<version>.<count>.<bits>"
    const auto dot1 = value.find('.');
    const auto dot2 = dot1 == std::string_view::npos ? dot1 : value.find('.', dot1 + 1);
    if (dot2 == std::string_view::npos) return fault(Kind::NotThreeParts);
    const std::string_view version = value.substr(0, dot1),
                           count_text = value.substr(dot1 + 1, dot2 - dot1 - 1),
                           bits_text = value.substr(dot2 + 1);
    if (version != std::to_string(kReplayVersion)) return fault(Kind::OtherVersion, 0, std::string(version));
    const auto parsed_count = parse_whole(count_text, kMaxReplayMoves);
    // Canonical: one spelling per count, so no leading zero.
    if (!parsed_count || (count_text.size() > 1 && count_text.front() == '0'))
        return fault(Kind::BadCount, 0, std::string(count_text));
    const auto count = static_cast<int>(*parsed_count);

    Replay out{std::get<DealId>(deal), {}};
    Session session(out.deal);
    std::size_t pos = 0; // next character
    unsigned acc = 0;
    int acc_bits = 0;
    const auto next_bit = [&](int& bit) {
        if (acc_bits == 0) {
            if (pos >= bits_text.size()) return false;
            const auto d = kDigits.find(bits_text[pos++]);
            if (d == std::string_view::npos) return false;
            acc = static_cast<unsigned>(d);
            acc_bits = 6;
        }
        bit = static_cast<int>((acc >> --acc_bits) & 1u);
        return true;
    };
    for (int i = 0; i < count; ++i) {
        const std::vector<Move> legal = sorted_moves(session.spec(), session.state());
        if (legal.empty()) return fault(Kind::AfterEnd, i + 1);
        unsigned index = 0;
        for (int b = bits_for(legal.size()); b > 0; --b) {
            int bit = 0;
            if (!next_bit(bit)) {
                if (pos <= bits_text.size() && pos > 0 &&
                    kDigits.find(bits_text[pos - 1]) == std::string_view::npos)
                    return fault(Kind::NotBase64);
                return fault(Kind::CutShort, i + 1);
            }
            index = (index << 1) | static_cast<unsigned>(bit);
        }
        if (index >= legal.size()) return fault(Kind::NotLegal, i + 1);
        out.moves.push_back(legal[index]);
        session.play(legal[index]);
    }
    if (pos < bits_text.size()) return fault(Kind::TooManyCharacters);
    if (acc_bits > 0 && (acc & ((1u << acc_bits) - 1)) != 0) return fault(Kind::StrayBits);
    return out;
}

} // namespace patience
