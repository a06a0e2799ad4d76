// Pointer gestures on the table: press, drag (the cards follow the pointer), drop, tap and double-tap.
// Coordinates are CSS pixels of the canvas, as the layout (core/present/view.h) uses; the caller applies the
// outcome.
#pragma once

#include "present/view.h"
#include "rules/move.h"
#include "rules/spec.h"
#include "rules/state.h"
#include "text/messages.h"

#include <optional>
#include <string>
#include <vector>

namespace patience::web {

struct Drag {
    PileId pile;
    int index = 0;               // the lowest dragged card; every card above it comes along
    std::vector<PileId> targets; // where these cards may legally go
    float dx = 0, dy = 0;        // how far the cards are from their place
    std::optional<PileId> hover; // the drop target under the cards now
};

struct Outcome {
    enum class Kind {
        None,
        Play,     // `move`
        SnapBack, // the dragged cards go back to their place
        Refuse,   // a tap on cards that have nowhere to go: `pile` and `index` name them
    };
    Kind kind = Kind::None;
    Move move{};
    PileId pile{};
    int index = 0;
    // A drop the rules refused (SnapBack, or None for cards that could not move at all): the move it asked
    // for, so the page can say why.
    std::optional<Move> refused{};
};

// Why a release moved nothing, in the engine's words, for the status line: the reason a drop was refused,
// or why the tapped or dragged cards cannot move; empty for a move, or for nothing the player need hear.
std::string why_nothing_moved(const Spec& spec, const State& state, const Outcome& out,
                              const Catalogue& words = english());

class Gestures {
  public:
    // Each returns whether the table needs redrawing.
    bool down(const Spec& spec, const State& state, const TableView& view, float x, float y, int id);
    bool move(const TableView& view, float x, float y, int id);
    Outcome up(const Spec& spec, const State& state, const TableView& view, float x, float y, int id,
               double now);
    // Drops any press; returns true when cards were being dragged (they go back).
    bool cancel();

    const Drag* drag() const { return dragging_ ? &drag_ : nullptr; }
    bool pressed() const { return press_.has_value(); }

  private:
    struct Press {
        int id = 0;
        PileId pile;
        int index = -1; // -1: the pile's empty area
        float x = 0, y = 0;
        std::vector<PileId> targets; // non-empty when the pressed cards can move
        bool spent = false;          // dragged although they cannot move: the release only says why
    };
    struct LastTap {
        double time = -1e9;
        float x = 0, y = 0;
        bool moved = false;
    };

    Rect dragged_rect(const TableView& view) const;

    std::optional<Press> press_;
    bool dragging_ = false;
    Drag drag_;
    LastTap last_tap_;
};

} // namespace patience::web
