// The explicit table of every registered ruleset. Adding a game: one file in core/games/, one line here.
#pragma once

#include "rules/spec.h"

#include <span>
#include <string_view>

namespace patience {

std::span<const Spec* const> all_rulesets();
// The ruleset, or nullptr. An empty ruleset name means the game's default ruleset.
const Spec* find_ruleset(std::string_view game, std::string_view ruleset = {});
// The ruleset a key names, "<game>:<ruleset>" (ruleset_key), or "<game>" alone for its default ruleset.
const Spec* find_ruleset_key(std::string_view key);
const Spec& default_game();

} // namespace patience
