// Rules help and the game list, written from each ruleset's own description so the help the player reads
// can never disagree with the rules the engine applies.
#pragma once

#include "rules/spec.h"

#include <string>
#include <vector>

namespace patience {

struct HelpSection {
    std::string heading;
    std::vector<std::string> points;
};

std::vector<HelpSection> rules_help(const Spec& spec);

// JSON for the page: the game list for the chooser, and one ruleset's help.
std::string games_json();
std::string rules_help_json(const Spec& spec);

} // namespace patience
