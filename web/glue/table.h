// The table on the page: the controller (the game, gestures, automatic moves, glides) and the painter, the
// frame that joins them, and the one instance the bridge talks to.
#pragma once

#include "draw/painter.h"
#include "table/controller.h"
#include "text/messages.h"

#include <SDL.h>

#include <string>

namespace patience::web {

class Table {
  public:
    Table(SDL_Window* window, SDL_Renderer* renderer) : painter_(window, renderer) {}

    Controller& controller() { return controller_; }
    Painter& painter() { return painter_; }

    // The canvas: its CSS size (the layout follows it) and its drawing buffer in device pixels.
    void resize(double css_w, double css_h, int px_w, int px_h);
    // Plays what is due, draws when something changed or moves; true while further frames are needed.
    bool frame(double now_ms);

    std::string info_json() const { return controller_.info_json(painter_.frames_drawn() > 0); }

  private:
    Controller controller_;
    Painter painter_;
};

// The one table of the page, created by main.cpp; the bridge forwards to it. When SDL cannot start
// (no WebGL), there is no table and `start_error` says why.
Table* table();
void start(SDL_Window* window, SDL_Renderer* renderer);
void fail(std::string why);
const std::string& start_error();

// The page's language for the words made in C++ (English until set), whether or not the table started.
const Catalogue& words();
// A language file's whole text: true when it was read, and the table's words are now in it; false keeps the
// current language.
bool set_language(std::string_view file_text);

} // namespace patience::web
