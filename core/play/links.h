// The deal link grammar: "game=<id>&deal=<n>[&rules=<ruleset>][&v=<algorithm>]" (the page's URL hash).
#pragma once

#include "play/deal_id.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace patience {

// Why a deal link cannot be opened, as data: what is wrong and the part of the link at fault;
// present/faults.h says it in words.
struct LinkFault {
    enum class Kind : std::uint8_t {
        TooLong,
        NoValue,        // `text`: a part without '='
        UnknownKey,     // `text`: the key
        KeyTwice,       // `text`: the key
        EmptyValue,     // `text`: the key
        NoGame,         // no "game" key
        UnknownGame,    // `text`: the game
        UnknownRuleset, // `game` has no ruleset `text`
        NoDeal,         // no "deal" key
        BadDealNumber,  // `text`: the deal number as written
        OtherVersion,   // `text`: the deal algorithm's version as written
    };
    Kind kind = Kind::TooLong;
    std::string text;
    std::string game;
    bool operator==(const LinkFault&) const = default;
};

// Parses a link fragment (with or without the leading '#'); on failure what is wrong.
std::variant<DealId, LinkFault> parse_deal_link(std::string_view fragment);
// The canonical fragment (no '#'): rules only when not the default, v only when not current.
std::string deal_link(const DealId& id);

// The links that extend a deal link with a key of their own (replay.h, challenge.h) take it out first:
// how many "<key>=" pairs the fragment has, the last one's value, and the other pairs joined by '&' in
// `rest` (empty pairs dropped). The caller refuses a key given twice.
int take_key(std::string_view fragment, std::string_view key, std::string& rest, std::string_view& value);
// Has the fragment (with or without '#') a "<key>=" pair at all?
bool has_key(std::string_view fragment, std::string_view key);

} // namespace patience
