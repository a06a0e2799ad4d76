// The only C API of the wasm module: what shell/shell.js calls (listed in web/CMakeLists.txt). Thin
// forwarding to the Table; returned strings stay valid until the next call that returns a string.
#include "table.h"

#include "help.h"

#include <string>

using patience::web::table;

namespace {

std::string result;

const char* give(std::string s) {
    result = std::move(s);
    return result.c_str();
}

} // namespace

extern "C" {

void pt_set_art(const char* svg) {
    if (table()) table()->set_art(svg ? svg : "");
}
void pt_resize(double css_w, double css_h, int px_w, int px_h) {
    if (table()) table()->resize(css_w, css_h, px_w, px_h);
}
void pt_set_reduced_motion(int reduce) {
    if (table()) table()->set_reduced_motion(reduce != 0);
}
void pt_set_autoplay(int on) {
    if (table()) table()->set_autoplay(on != 0);
}
// Draws if needed; 1 while more frames are wanted (an animation), 0 when the page may sleep.
int pt_graphics_restored() { return table() && table()->graphics_restored() ? 1 : 0; }
int pt_frame(double now_ms) { return table() && table()->frame(now_ms) ? 1 : 0; }
int pt_frames_drawn() { return table() ? table()->frames_drawn() : 0; }
// Changes whenever the game on the table changes (a move, an automatic move, undo, a new game).
int pt_revision() { return table() ? table()->revision() : 0; }

// Pointer events in CSS pixels relative to the canvas; `id` is the PointerEvent's pointerId, `now_ms` its
// timeStamp (double-taps are timed with it).
void pt_pointer_down(double x, double y, int id) {
    if (table()) table()->pointer_down(x, y, id);
}
void pt_pointer_move(double x, double y, int id) {
    if (table()) table()->pointer_move(x, y, id);
}
void pt_pointer_up(double x, double y, int id, double now_ms) {
    if (table()) table()->pointer_up(x, y, id, now_ms);
}
void pt_pointer_cancel() {
    if (table()) table()->pointer_cancel();
}

// Each returns "" on success, else a reason to show the player.
const char* pt_new_deal(unsigned random) { return give(table() ? table()->new_deal(random) : "no table"); }
// A fresh random deal of a game; an empty ruleset means the game's default one.
const char* pt_new_game(const char* game, const char* ruleset, unsigned random) {
    return give(table() ? table()->new_game(game ? game : "", ruleset ? ruleset : "", random) : "no table");
}
const char* pt_open_link(const char* fragment) {
    return give(table() ? table()->open_link(fragment ? fragment : "") : "no table");
}
const char* pt_load_save(const char* text) {
    return give(table() ? table()->load_save(text ? text : "") : "no table");
}

int pt_undo() { return table() && table()->undo() ? 1 : 0; }
int pt_redo() { return table() && table()->redo() ? 1 : 0; }
int pt_restart() { return table() && table()->restart() ? 1 : 0; }
int pt_deal() { return table() && table()->deal_from_stock() ? 1 : 0; }
int pt_finish() { return table() && table()->finish() ? 1 : 0; }

const char* pt_save() { return give(table() ? table()->save() : ""); }
const char* pt_state_json() { return give(table() ? table()->state_json() : "null"); }
// The chooser's list: [{"id","ruleset","name","family","source","summary","difficulty","default",
// "provisional"}], in the registry's order. Needs no table.
const char* pt_games_json() { return give(patience::games_json()); }
// The rules help of the game on the table: [{"heading","points":[...]}].
const char* pt_rules_help_json() { return give(table() ? table()->rules_help_json() : "[]"); }
const char* pt_rects_json() { return give(table() ? table()->rects_json() : "{\"piles\":{},\"cards\":[]}"); }
// {"game","ruleset","name","deal","link","status","home","cards","moves","won","over","canUndo","canRedo",
//  "canDeal","drawn","canFinish","busy","autoplay","provisional","source","revision"}, or {"error"} when the
// table could not start.
const char* pt_info() {
    if (!table()) {
        std::string why;
        for (char c : patience::web::start_error()) why += (c == '"' || c == '\\' || c < ' ') ? '\'' : c;
        return give("{\"error\":\"" + why + "\"}");
    }
    return give(table()->info_json());
}

} // extern "C"
