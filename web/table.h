// The table on the page: the session being played, its layout at the canvas size, pointer gestures,
// animations and drawing on demand. bridge.cpp exposes it to the shell; main.cpp creates it.
#pragma once

#include "animation.h"
#include "input.h"
#include "renderer.h"
#include "textures.h"

#include "session.h"
#include "view.h"

#include <SDL.h>

#include <deque>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace patience::web {

class Table {
  public:
    Table(SDL_Window* window, SDL_Renderer* renderer);

    // Page set-up: the card sheet (SVG text), the canvas size in CSS and device pixels, motion preference.
    void set_art(std::string svg);
    void resize(double css_w, double css_h, int px_w, int px_h);
    void set_reduced_motion(bool reduce) { reduced_motion_ = reduce; }
    // The browser took the GPU context away and gave it back (phones do this to background tabs): every GPU
    // object is gone, so the renderer and the card texture are made anew. False if that fails.
    bool graphics_restored();
    // Optional autoplay: after each move of the player's, safe moves to the foundations follow by themselves.
    void set_autoplay(bool on);

    // Draws when something changed or moves; returns true while further frames are needed.
    bool frame(double now_ms);
    int frames_drawn() const { return frames_drawn_; }

    // Pointer input in CSS pixels of the canvas, one path for mouse, touch and pen.
    void pointer_down(double x, double y, int id);
    void pointer_move(double x, double y, int id);
    void pointer_up(double x, double y, int id, double now_ms);
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

    // The table is playing moves by itself (autoplay, finish); the shell keeps its Finish button away.
    bool busy() const { return autoplay_pending_ || !queued_.empty(); }
    int revision() const { return revision_; }

    // Read-outs for the shell.
    std::string save() const;
    std::string info_json() const;
    std::string state_json() const;
    std::string rects_json() const;
    std::string rules_help_json() const;

  private:
    struct Transform {
        float scale = 1;            // device pixels per CSS pixel
        int card_w = 1, card_h = 1; // device-pixel size of one card
    };

    void install(Session session);                                     // a new game, drawn without animation
    bool play(const Move& move, const std::vector<ShownCard>& before); // a legal move, gliding from `before`
    void after_change(const std::vector<ShownCard>& before, double glide_ms); // new layout, glide, redraw
    bool history_step(bool possible, void (*step)(Session&));
    bool play_automatic(); // the next finish or autoplay move, if any; true when one was played
    void stop_automatic() {
        autoplay_pending_ = false;
        queued_.clear();
    }
    void relayout();
    void update_transform();
    SDL_Rect to_pixels(const Rect& r) const;
    std::pair<float, float> to_table(double css_x, double css_y) const;
    void draw();
    Rect shown_rect(std::size_t i) const; // where card i of the view is on screen now (drag, animation)
    std::vector<ShownCard> shown_cards() const;

    SDL_Window* window_;
    Renderer renderer_;
    CardArt art_;
    Animator animator_;
    Gestures gestures_;

    std::optional<Session> session_;
    TableView view_;
    Transform tf_;
    double css_w_ = 0, css_h_ = 0;
    int px_w_ = 0, px_h_ = 0;
    bool reduced_motion_ = false;
    bool autoplay_ = true;
    bool autoplay_pending_ = false;    // a player's move was made: look for safe moves home after its glide
    std::deque<Move> queued_;          // the finish's moves still to play
    mutable int finish_revision_ = -1; // can_finish is worked out once per change of the game
    mutable bool can_finish_ = false;
    bool dirty_ = true;
    double art_since_ = -1; // when the card size last changed: the art is re-rasterised once it settles
    int revision_ = 0;      // bumped on every change of the game on the table
    int frames_drawn_ = 0;
};

// The one table of the page, created by main.cpp; the bridge forwards to it. When SDL cannot start
// (no WebGL), there is no table and `start_error` says why.
Table* table();
void start(SDL_Window* window, SDL_Renderer* renderer);
void fail(std::string why);
const std::string& start_error();

} // namespace patience::web
