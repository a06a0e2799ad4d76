// The page's commands on the game, apart from how the table shows them: which game a command brings to the
// table (a new deal, another game, a deal link, a save, a replay link, a replay taken over) or why none, the
// steps through the history, the hint on show, and whether Finish can play the game out. The controller
// puts the result on the table (a new layout, a glide).
#pragma once

#include "play/session.h"
#include "rules/move.h"
#include "text/messages.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace patience::web {

// A game for the table, or why there is none (for the player, in present/faults.h's words).
using Opened = std::variant<Session, std::string>;

// A deal link, or why none (`link` empty).
struct Linked {
    std::string link;
    std::string why;
};

enum class Step : std::uint8_t { Undo, Redo, Restart };

class Commands {
  public:
    // ---- the game that comes to the table ----
    // A random deal of the game on the table (none: the default game), dealt by today's algorithm.
    static Opened new_deal(const Session* current, std::uint32_t random);
    // A random deal of a game; an empty ruleset is the game's default one.
    static Opened new_game(std::string_view game, std::string_view ruleset, std::uint32_t random,
                           const Catalogue& words = english());
    static Opened open_link(std::string_view fragment, const Catalogue& words = english());
    static Opened load_save(std::string_view text, const Catalogue& words = english());
    // A replay link, at the position played so far: each move one step of Undo and Redo.
    static Opened open_replay(std::string_view fragment, const Catalogue& words = english());
    // Another deal of the game on the table (its ruleset, today's algorithm) as its deal link, for the page
    // to open as it opens any deal link; or why none, in present/faults.h's words. The deal number the player
    // typed (the one sentence of a number that is not one), or the deal `step` from the one on the table
    // (none beyond either end of the range).
    static Linked numbered_deal(const Session* current, std::string_view number,
                                const Catalogue& words = english());
    static Linked stepped_deal(const Session* current, int step, const Catalogue& words = english());
    // The game watched so far as the player's own: the moves up to here, no redo list.
    static Session take_over(const Session& watched);

    // ---- the history: undo, redo, restart (back to the deal, which can be redone) ----
    static bool can(const Session& session, Step step);
    static void step(Session& session, Step step);

    // ---- the hint: a move shown on the table until the next input or change of the game ----
    // "" when shown, else why not: only a legal move of the game on the table is shown.
    std::string show_hint(const Session* session, std::string_view move_text,
                          const Catalogue& words = english());
    const Move* hint() const { return hint_ ? &*hint_ : nullptr; }
    bool clear_hint() { return std::exchange(hint_, std::nullopt).has_value(); } // true when one was shown

    // ---- Finish ----
    // Whether every remaining card can go home, worked out once per `revision` of the game.
    bool can_finish(const Session& session, int revision) const;

  private:
    std::optional<Move> hint_;
    mutable int finish_revision_ = -1;
    mutable bool can_finish_ = false;
};

} // namespace patience::web
