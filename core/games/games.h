// Every ruleset's description, defined in one file per family and listed in registry.cpp.
#pragma once

#include "rules/spec.h"

namespace patience::games {

extern const Spec falling_star_std, falling_star_aisleriot, blondes_and_brunettes_std,
    blondes_and_brunettes_aisleriot, terrace, generals_patience, signora, redheads, wood;
extern const Spec klondike, klondike_familiar, klondike_easy, klondike_strict, double_klondike, gargantua,
    thumb_and_pouch;
extern const Spec fortress, chessboard;

} // namespace patience::games
