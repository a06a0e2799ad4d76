// The game on the page: owns the session being played and wires the parts around it: its layout on the
// canvas, pointer gestures (Gestures), keyboard play (KeyboardPlay), the commands (Commands), the automatic
// moves that follow the player's, the glides between positions and the screen reader's words (Announcer).
// It says what the table looks like at each moment (a Scene); the painter draws it.
#pragma once

#include "table/animation.h"
#include "table/announcer.h"
#include "table/celebration.h"
#include "table/commands.h"
#include "table/input.h"
#include "table/keyboard_play.h"
#include "table/scene.h"
#include "table/scene_builder.h"

#include "play/autopilot.h"
#include "play/session.h"
#include "present/cues.h"
#include "present/view.h"
#include "text/messages.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace patience::web {

class Controller {
  public:
    // The canvas in CSS pixels: the layout follows it.
    void resize(float css_w, float css_h);
    // No motion (reduced motion, or speed none) ends a deal being dealt: its cards are at their places.
    void set_reduced_motion(bool reduce);
    void set_autoplay(bool on) { autopilot_.set_autoplay(on); }
    // The player's animation speed: glides take `share` of their time (1 normal, 0.5 fast, 0 none).
    void set_glide_share(double share);
    // The player's layout options (left-handed, large indices); the cards glide to their new places.
    void set_layout_options(LayoutOptions options);
    // The language of the table's words (the status, the mirror, announcements, pile names, the rules help):
    // English until set.
    void set_words(Catalogue words);
    const Catalogue& words() const { return words_ ? *words_ : english(); }

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
    // Another deal of the game on the table as its deal link, or why none (Commands::numbered_deal and
    // stepped_deal): the page opens it as it opens any deal link.
    Linked numbered_deal(std::string_view number) const;
    Linked stepped_deal(int step) const;
    bool undo();
    bool redo();
    bool restart();
    bool deal_from_stock();
    bool finish(); // plays every remaining card home, one glide after another: one undo step
    // Shows a move (the solver's hint, in move text) on the table until the next input or change of the
    // game; "" when shown, else why not.
    std::string show_hint(std::string_view move_text);
    // The win's cascade, when the game is won and motion is welcome; false when there is none to show.
    bool celebrate();
    bool celebrating() const { return celebration_.active(); }

    // A new deal is being dealt: its cards fly from the deck; any input ends it at once.
    bool dealing() const { return animator_.dealing(); }
    // The table is playing moves by itself (autoplay, finish); the page keeps its Finish button away.
    bool busy() const { return autopilot_.busy(); }
    int revision() const { return revision_; }
    // Why the player's last drop or tap moved nothing, in the engine's words; empty after a move, and
    // counted by refusals() so the page hears of the same reason twice.
    const std::string& refusal() const { return refusal_; }
    int refusals() const { return refusals_; }
    // What the table sounded like since the last call (present/cues.h): the moves' cues, cards picked up
    // by a drag or a key, dragged cards put back, a refused drop or tap. Undo and redo make no sound.
    Cues take_cues() { return std::exchange(cues_, Cues{}); }

    // Read-outs for the page. `drawn`: the painter has shown the table.
    std::string save() const;
    std::string info_json(bool drawn) const;
    std::string state_json() const;
    std::string view_json() const;
    std::string rules_help_json() const;

    // Keyboard play (key names in keyboard_play.h): focus moves between piles, Enter picks up the focused
    // pile's cards and puts them down on a legal destination. True when the key was used (the page then
    // keeps it from the browser).
    bool key(std::string_view name);
    // Whether the focus ring is drawn: the page's mirror of the table has the keyboard focus.
    void show_focus(bool shown);
    // The accessible mirror:
    // {"focus","held":{"from","count","targets"},"piles":[{"id","name","words","label"}]}.
    std::string access_json() const;
    // What happened since the last call, in words, for the screen reader's live region: moves (automatic
    // ones summed up), and what the keys did. Empty when there is nothing new.
    std::string take_announcement();
    // A replay being watched: the player's hands are off the table until they take over.
    void set_locked(bool locked);
    std::string open_replay(std::string_view fragment);
    std::string replay_link() const;
    // The won game on the table as a challenge link (play/challenge.h) with the time its clock said, when
    // the page gives one (negative: none); "" when the game is not won.
    std::string challenge_link(int seconds) const;
    // The game watched so far becomes the player's own: the moves up to here, no redo list.
    bool take_over();

  private:
    std::string open(Opened opened); // a game for the table installed, or why not
    void install(Session session);   // a new game, dealt (deal_in) when it is at its first position
    void deal_in();                  // deals the game on the table, when a deal is due and it has a size
    void finish_deal();              // input came: a deal being dealt is over at once
    bool refuse(const Outcome& out); // keeps why a drop or tap moved nothing; false when nothing is said
    bool play(const Move& move);     // a move of the player's, gliding from where the cards are shown
    void sound(const State& before, bool by_player); // the cues of the move just played from `before`
    bool play_automatic();                           // the next autoplay or finish move, if any
    // After a move, an undo or a redo: the new layout, its words, the glide (automatic moves glide quicker).
    void after_change(const std::vector<ShownCard>& before, bool automatic);
    bool history_step(Step step);
    void relayout();
    Rect shown_rect(std::size_t i) const;  // where card i of the view is on screen now (drag, glide)
    SceneBuilder::Sources sources() const; // what the scene is made of now
    std::vector<ShownCard> shown_cards() const;
    double glide(double ms) const { return reduced_motion_ ? 0 : ms * glide_share_; } // 0: no glide

    // Shared, not a member value, so that the parts' pointers to it stay valid when the controller moves.
    std::shared_ptr<const Catalogue> words_;
    KeyboardPlay keyboard_;
    Commands commands_;
    bool locked_ = false;
    Announcer announcer_;

    Animator animator_;
    Celebration celebration_;
    Gestures gestures_;
    Autopilot autopilot_;
    std::optional<Session> session_;
    TableView view_;
    SceneBuilder scene_builder_; // kept, so a frame reuses its scene's memory
    float css_w_ = 0, css_h_ = 0;
    bool reduced_motion_ = false;
    bool deal_due_ = false; // a game installed at its first position waits for the table's size to be dealt
    double glide_share_ = 1;
    LayoutOptions layout_options_;
    bool changed_ = true;
    int revision_ = 0; // bumped on every change of the game on the table
    std::string refusal_;
    int refusals_ = 0;
    Cues cues_;
};

} // namespace patience::web
