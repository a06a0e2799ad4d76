// The game on the page: the session being played, its layout on the canvas, pointer gestures, the automatic
// moves that follow the player's and the glides between positions. It says what the table looks like at
// each moment (a Scene); the painter draws it.
#pragma once

#include "animation.h"
#include "celebration.h"
#include "input.h"
#include "scene.h"

#include "autopilot.h"
#include "session.h"
#include "view.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace patience::web {

class Controller {
  public:
    // The canvas in CSS pixels: the layout follows it.
    void resize(float css_w, float css_h);
    void set_reduced_motion(bool reduce) { reduced_motion_ = reduce; }
    void set_autoplay(bool on) { autopilot_.set_autoplay(on); }

    // Plays the automatic moves that are due and advances the glides to `now`; true while further frames
    // are needed.
    bool advance(double now_ms);
    // Whether the table looks different since the last scene() (then clears the flag).
    bool take_changed();
    // The table as it is to be drawn now (valid until the next call).
    const Scene& scene();
    const TableView& view() const { return view_; }

    // Pointer input in CSS pixels of the canvas, one path for mouse, touch and pen.
    void pointer_down(float x, float y, int id);
    void pointer_move(float x, float y, int id);
    void pointer_up(float x, float y, int id, double now_ms);
    void pointer_cancel();

    // Commands. The strings are empty on success, else a reason for the player.
    std::string new_deal(std::uint32_t random);
    std::string new_game(std::string_view game, std::string_view ruleset, std::uint32_t random);
    std::string open_link(std::string_view fragment);
    std::string load_save(std::string_view text);
    bool undo();
    bool redo();
    bool restart();
    bool deal_from_stock();
    bool finish(); // plays every remaining card home, one glide after another: one undo step
    // The win's cascade, when the game is won and motion is welcome; false when there is none to show.
    bool celebrate();
    bool celebrating() const { return celebration_.active(); }

    // The table is playing moves by itself (autoplay, finish); the page keeps its Finish button away.
    bool busy() const { return autopilot_.busy(); }
    int revision() const { return revision_; }
    // Why the player's last drop or tap moved nothing, in the engine's words; empty after a move, and
    // counted by refusals() so the page hears of the same reason twice.
    const std::string& refusal() const { return refusal_; }
    int refusals() const { return refusals_; }

    // Read-outs for the page. `drawn`: the painter has shown the table.
    std::string save() const;
    std::string info_json(bool drawn) const;
    std::string state_json() const;
    std::string view_json() const;
    std::string rules_help_json() const;

  private:
    void install(Session session);   // a new game, shown without a glide
    void refuse(const Outcome& out); // keeps why a drop or tap moved nothing
    bool play(const Move& move);     // a move of the player's, gliding from where the cards are shown
    bool play_automatic();           // the next autoplay or finish move, if any
    void after_change(const std::vector<ShownCard>& before, double glide_ms); // new layout, glide
    bool history_step(bool possible, void (*step)(Session&));
    void relayout();
    Rect shown_rect(std::size_t i) const; // where card i of the view is on screen now (drag, glide)
    std::vector<ShownCard> shown_cards() const;

    Animator animator_;
    Celebration celebration_;
    Gestures gestures_;
    Autopilot autopilot_;
    std::optional<Session> session_;
    TableView view_;
    Scene scene_; // kept, so a frame reuses its memory
    float css_w_ = 0, css_h_ = 0;
    bool reduced_motion_ = false;
    mutable int finish_revision_ = -1; // can_finish is worked out once per change of the game
    mutable bool can_finish_ = false;
    bool changed_ = true;
    int revision_ = 0; // bumped on every change of the game on the table
    std::string refusal_;
    int refusals_ = 0;
};

} // namespace patience::web
