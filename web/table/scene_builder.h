// Builds the Scene the painter draws from what the table holds at one moment: the layout, the glides, the
// win's cascade, a drag, the cards the keyboard holds, its focus ring and a hint.
#pragma once

#include "table/animation.h"
#include "table/celebration.h"
#include "table/input.h"
#include "table/keyboard_play.h"
#include "table/scene.h"

#include "present/view.h"
#include "rules/move.h"
#include "rules/state.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace patience::web {

class SceneBuilder {
  public:
    // What the scene is made of; pointers are null for what is not there.
    struct Sources {
        const State* state = nullptr; // the position laid out in `view`; none before the first game
        const TableView* view = nullptr;
        const Drag* drag = nullptr;
        const Animator* animator = nullptr;
        const Celebration* celebration = nullptr;
        const Held* held = nullptr;
        std::optional<PileId> focus;
        bool ring = false; // the focus ring is drawn
        const Move* hint = nullptr;
    };

    // Where card `i` of the view is on screen now: flying, gliding, dragged, lifted by the keys or at rest.
    static Rect shown_rect(const Sources& at, std::size_t i);
    // The table as it is to be drawn now (valid until the next call: its memory is reused).
    const Scene& build(const Sources& at);

  private:
    Scene scene_;
};

} // namespace patience::web
