// The deal link grammar: "game=<id>&deal=<n>[&rules=<ruleset>][&v=<algorithm>]" (the page's URL hash).
#pragma once

#include "play/deal_id.h"

#include <string>
#include <string_view>
#include <variant>

namespace patience {

// Parses a link fragment (with or without the leading '#'); on failure the string says what is wrong.
std::variant<DealId, std::string> parse_deal_link(std::string_view fragment);
// The canonical fragment (no '#'): rules only when not the default, v only when not current.
std::string deal_link(const DealId& id);

} // namespace patience
