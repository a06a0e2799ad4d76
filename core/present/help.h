// Rules help and the game list, written from each ruleset's own description so the help the player reads
// can never disagree with the rules the engine applies.
#pragma once

#include "present/difficulty.h"
#include "rules/spec.h"
#include "text/messages.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace patience {

struct HelpSection {
    std::string heading;
    std::vector<std::string> points;
};

// The solver's figures that the help quotes, passed in by the caller (difficulty.h's difficulty_explained(),
// solver/tasks.h's kDailyPositions), so the help's own text needs no solver.
struct SolverFigures {
    std::string difficulty_explained;  // the difficulty bands in words
    std::uint64_t daily_positions = 0; // the daily deal's budget per deal tried
};

std::vector<HelpSection> rules_help(const Spec& spec, const SolverFigures& solver,
                                    const Catalogue& words = english());

// A ruleset's own words in the catalogue's language, `what` being "name", "summary", "difficulty" or
// "tip.<n>": the message game_text_id(spec, what) of another language; in English, the registry's own words
// (the one home of a game's English, which the CLI prints too: en.json does not repeat them).
std::string game_words(const Spec& spec, std::string_view what, const Catalogue& words = english());
std::string game_text_id(const Spec& spec, std::string_view what); // "game.<id>.<ruleset>.<what>"
// The family's name: the message family_text_id(spec) ("family.<family in lowercase>"), else the registry's.
std::string family_words(const Spec& spec, const Catalogue& words = english());
std::string family_text_id(const Spec& spec);

// JSON for the page: the game list for the chooser
// ([{"id","ruleset","key","name","family","source","summary", "difficulty","default","provisional"}], "key"
// being ruleset_key's), and one ruleset's help.
std::string games_json(const Catalogue& words = english());
std::string rules_help_json(const Spec& spec, const SolverFigures& solver,
                            const Catalogue& words = english());

} // namespace patience
