// Deal links: "game=<id>&deal=<n>[&rules=<ruleset>][&v=<algorithm>]", keys in any order.
#include "play/links.h"

#include "games/registry.h"
#include "rules/deal.h"
#include "text/number.h"

#include <limits>

namespace patience {

std::variant<DealId, LinkFault> parse_deal_link(std::string_view text) {
    using Kind = LinkFault::Kind;
    if (!text.empty() && text.front() == '#') text.remove_prefix(1);
    if (text.size() > 200) return LinkFault{Kind::TooLong, {}, {}};
    std::string_view game, rules, deal_text, version_text;
    while (!text.empty()) {
        const auto amp = text.find('&');
        const std::string_view pair = text.substr(0, amp);
        text = amp == std::string_view::npos ? std::string_view{} : text.substr(amp + 1);
        if (pair.empty()) continue;
        const auto eq = pair.find('=');
        if (eq == std::string_view::npos) return LinkFault{Kind::NoValue, std::string(pair), {}};
        const std::string_view key = pair.substr(0, eq), value = pair.substr(eq + 1);
        std::string_view* slot = key == "game"    ? &game
                                 : key == "rules" ? &rules
                                 : key == "deal"  ? &deal_text
                                 : key == "v"     ? &version_text
                                                  : nullptr;
        if (!slot) return LinkFault{Kind::UnknownKey, std::string(key), {}};
        if (!slot->empty()) return LinkFault{Kind::KeyTwice, std::string(key), {}};
        if (value.empty()) return LinkFault{Kind::EmptyValue, std::string(key), {}};
        *slot = value;
    }
    if (game.empty()) return LinkFault{Kind::NoGame, {}, {}};
    const Spec* spec = find_ruleset(game, rules);
    if (!spec) {
        if (!find_ruleset(game)) return LinkFault{Kind::UnknownGame, std::string(game), {}};
        return LinkFault{Kind::UnknownRuleset, std::string(rules), std::string(game)};
    }
    DealId id{spec, 0, kDealAlgorithm};
    if (deal_text.empty()) return LinkFault{Kind::NoDeal, {}, {}};
    const auto number = parse_deal_number(deal_text);
    if (!number) return LinkFault{Kind::BadDealNumber, std::string(deal_text), {}};
    id.number = *number;
    if (!version_text.empty()) {
        const auto version = parse_whole(version_text, std::numeric_limits<int>::max());
        if (!version || !deal_algorithm_supported(static_cast<int>(*version)))
            return LinkFault{Kind::OtherVersion, std::string(version_text), {}};
        id.algorithm = static_cast<int>(*version);
    }
    return id;
}

std::string deal_link(const DealId& id) {
    std::string out = "game=" + std::string(id.spec->id) + "&deal=" + std::to_string(id.number);
    if (!id.spec->is_default_ruleset) out += "&rules=" + std::string(id.spec->ruleset);
    if (id.algorithm != kDealAlgorithm) out += "&v=" + std::to_string(id.algorithm);
    return out;
}

int take_key(std::string_view fragment, std::string_view key, std::string& rest, std::string_view& value) {
    int seen = 0;
    while (!fragment.empty()) {
        const auto amp = fragment.find('&');
        const std::string_view pair = fragment.substr(0, amp);
        fragment = amp == std::string_view::npos ? std::string_view{} : fragment.substr(amp + 1);
        if (pair.size() > key.size() && pair.substr(0, key.size()) == key && pair[key.size()] == '=') {
            value = pair.substr(key.size() + 1);
            ++seen;
        } else if (!pair.empty()) {
            if (!rest.empty()) rest += '&';
            rest += pair;
        }
    }
    return seen;
}

bool has_key(std::string_view fragment, std::string_view key) {
    if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
    std::string rest;
    std::string_view value;
    return take_key(fragment, key, rest, value) > 0;
}

} // namespace patience
