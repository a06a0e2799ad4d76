// The registry: one line per ruleset, in the order the chooser shows them.
#include "games/registry.h"

#include "games/games.h"

#include <array>

namespace patience {

namespace {
// Pointers, not copies: the game files' objects are the single definition of each ruleset.
// Static-initialisation order is safe because the table is built on first use.
const auto& table() {
    static const std::array t = {
        // Klondike Familiar first: the game most players know, offered first to a first visit.
        &games::klondike_familiar,
        &games::klondike,
        &games::klondike_easy,
        &games::klondike_strict,
        &games::double_klondike,
        &games::gargantua,
        &games::thumb_and_pouch,
        &games::falling_star_std,
        &games::falling_star_aisleriot,
        &games::blondes_and_brunettes_std,
        &games::blondes_and_brunettes_aisleriot,
        &games::terrace,
        &games::generals_patience,
        &games::signora,
        &games::redheads,
        &games::wood,
        &games::fortress,
        &games::chessboard,
    };
    return t;
}
} // namespace

std::span<const Spec* const> all_rulesets() { return table(); }

const Spec* find_ruleset(std::string_view game, std::string_view ruleset) {
    for (const Spec* s : table())
        if (s->id == game && (ruleset.empty() ? s->is_default_ruleset : s->ruleset == ruleset)) return s;
    return nullptr;
}

const Spec* find_ruleset_key(std::string_view key) {
    const auto colon = key.find(':');
    return colon == std::string_view::npos ? find_ruleset(key)
                                           : find_ruleset(key.substr(0, colon), key.substr(colon + 1));
}

const Spec& default_game() { return games::klondike_familiar; }

} // namespace patience
