// The solver's difficulty rating (solver/tasks.h) in words: a band's name, and the bands explained for the
// rules help.
#pragma once

#include "solver/tasks.h"
#include "text/messages.h"

#include <string>
#include <string_view>

namespace patience {

std::string difficulty_words(Difficulty difficulty,
                             const Catalogue& words = english()); // "Easy", "Medium", "Hard"
// The bands and what they mean, with the solver's figures: help.h's SolverFigures::difficulty_explained.
std::string difficulty_explained(const Catalogue& words = english());

} // namespace patience
