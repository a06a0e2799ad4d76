// The only C API of the wasm module: what the page's bridge module (shell/bridge.js) calls, listed in
// web/CMakeLists.txt. Thin forwarding to the table; returned strings stay valid until the next call that
// returns a string.
#include "glue/table.h"

#include "present/cues.h"
#include "present/faults.h"
#include "present/help.h"
#include "present/json.h"
#include "present/keys.h"

#include <cstdint>
#include <string>

using patience::web::table;

namespace {

std::string result;

const char* give(std::string s) {
    result = std::move(s);
    return result.c_str();
}

patience::web::Controller* game() { return table() ? &table()->controller() : nullptr; }

std::string no_table() {
    return patience::fault_text(patience::PageFault{patience::PageFault::Kind::NoTable, {}},
                                patience::web::words());
}

patience::web::Linked no_link() { return {{}, no_table()}; }

std::string linked(const patience::web::Linked& l) {
    return l.link.empty() ? patience::JsonObject().text("error", l.why).str()
                          : patience::JsonObject().text("link", l.link).str();
}

} // namespace

extern "C" {

// ---- the canvas, the art and the frames ----------------------------------------------------------------

void pt_resize(double css_w, double css_h, int px_w, int px_h) {
    if (table()) table()->resize(css_w, css_h, px_w, px_h);
}
void pt_set_reduced_motion(int reduce) {
    if (game()) game()->set_reduced_motion(reduce != 0);
}
// The player's settings: the felt's colours (0xRRGGBB centre and corners), how long glides take (a share
// of their normal time: 1, 0.5, 0 for none) and the layout options (left-handed; large indices, which the
// chosen art sheet has).
void pt_set_felt(unsigned centre, unsigned edge) {
    if (table()) table()->painter().set_felt(centre, edge);
}
void pt_set_glide_share(double share) {
    if (game()) game()->set_glide_share(share);
}
void pt_set_layout(int left_handed, int large_index) {
    if (game())
        game()->set_layout_options({.left_handed = left_handed != 0, .large_index = large_index != 0});
}
// Draws if needed; 1 while more frames are wanted (a glide, automatic moves), 0 when the page may sleep.
int pt_frame(double now_ms) { return table() && table()->frame(now_ms) ? 1 : 0; }
// The card sheet, assets/cards.svg's text; 1 when the table could read it.
int pt_set_art(const char* svg) { return table() && table()->painter().set_art(svg ? svg : "") ? 1 : 0; }
// Rasterises a few more cards of the sheet ahead of need; 1 while some are left (the page calls it when
// idle).
int pt_art_work() { return table() && table()->painter().fill_art() ? 1 : 0; }
int pt_graphics_restored() { return table() && table()->painter().graphics_restored() ? 1 : 0; }
int pt_frames_drawn() { return table() ? table()->painter().frames_drawn() : 0; }
// Changes whenever the game on the table changes (a move, an automatic move, undo, a new game).
int pt_revision() { return game() ? game()->revision() : 0; }
// The cues heard since the last call (present/cues.h), bit n for the nth of pt_cue_names' names: the page
// plays their sounds.
int pt_take_cues() { return game() ? game()->take_cues().bits() : 0; }
const char* pt_cue_names() { return patience::kCueNames.data(); }

// ---- input ----------------------------------------------------------------------------------------------

// Pointer events in CSS pixels relative to the canvas; `id` is the PointerEvent's pointerId, `now_ms` its
// timeStamp (double-taps are timed with it).
void pt_pointer_down(double x, double y, int id) {
    if (game()) game()->pointer_down(static_cast<float>(x), static_cast<float>(y), id);
}
void pt_pointer_move(double x, double y, int id) {
    if (game()) game()->pointer_move(static_cast<float>(x), static_cast<float>(y), id);
}
void pt_pointer_up(double x, double y, int id, double now_ms) {
    if (game()) game()->pointer_up(static_cast<float>(x), static_cast<float>(y), id, now_ms);
}
void pt_pointer_cancel() {
    if (game()) game()->pointer_cancel();
}

// ---- commands -------------------------------------------------------------------------------------------

void pt_set_autoplay(int on) {
    if (game()) game()->set_autoplay(on != 0);
}
// Each returns "" on success, else a reason to show the player.
const char* pt_new_deal(unsigned random) { return give(game() ? game()->new_deal(random) : no_table()); }
// A fresh random deal of a game; an empty ruleset means the game's default one.
const char* pt_new_game(const char* game_id, const char* ruleset, unsigned random) {
    return give(game() ? game()->new_game(game_id ? game_id : "", ruleset ? ruleset : "", random)
                       : no_table());
}
const char* pt_open_link(const char* fragment) {
    return give(game() ? game()->open_link(fragment ? fragment : "") : no_table());
}
const char* pt_load_save(const char* text) {
    return give(game() ? game()->load_save(text ? text : "") : no_table());
}

// Another deal of the game on the table, as its deal link for the page to open: {"link"}, or {"error"} with
// why none. The deal number the player typed, checked by the core; or the deal `step` from the one on the
// table.
const char* pt_numbered_deal(const char* number) {
    return give(linked(game() ? game()->numbered_deal(number ? number : "") : no_link()));
}
const char* pt_stepped_deal(int step) {
    return give(linked(game() ? game()->stepped_deal(step) : no_link()));
}

int pt_undo() { return game() && game()->undo() ? 1 : 0; }
int pt_redo() { return game() && game()->redo() ? 1 : 0; }
int pt_restart() { return game() && game()->restart() ? 1 : 0; }
int pt_deal() { return game() && game()->deal_from_stock() ? 1 : 0; }
int pt_finish() { return game() && game()->finish() ? 1 : 0; }
// Shows a move (move text, the solver's hint) on the table until the next input; "" or why not.
const char* pt_show_hint(const char* move) {
    return give(game() ? game()->show_hint(move ? move : "") : no_table());
}
// The win's cascade; 0 when there is none (not won, reduced motion): the page shows its panel at once.
int pt_celebrate() { return game() && game()->celebrate() ? 1 : 0; }

// ---- read-outs ------------------------------------------------------------------------------------------

const char* pt_save() { return give(game() ? game()->save() : ""); }
const char* pt_state_json() { return give(game() ? game()->state_json() : "null"); }
// The chooser's list: [{"id","ruleset","name","family","source","summary","difficulty","default",
// "provisional"}], in the registry's order. Needs no table.
const char* pt_games_json() { return give(patience::games_json(patience::web::words())); }
// The rules help of the game on the table: [{"heading","points":[...]}].
const char* pt_rules_help_json() { return give(game() ? game()->rules_help_json() : "[]"); }
// The layout in CSS pixels of the canvas (core's view_json).
const char* pt_rects_json() {
    return give(game() ? game()->view_json() : patience::view_json(patience::TableView{}));
}
// core's info_fields plus the table's "drawn", "busy", "autoplay", "revision"; {"error"} when the table
// could not start.
const char* pt_info() {
    if (!table()) return give(patience::JsonObject().text("error", patience::web::start_error()).str());
    return give(table()->info_json());
}

// ---- keyboard play, the accessible mirror, replays -------------------------------------------------------

// A key for the table (the names are in table/keyboard_play.h); 1 when it was used.
int pt_key(const char* name) { return game() && game()->key(name ? name : "") ? 1 : 0; }
// 1 while the page's mirror of the table has the keyboard focus: the focus ring is drawn.
void pt_show_focus(int shown) {
    if (game()) game()->show_focus(shown != 0);
}
const char* pt_access_json() { return give(game() ? game()->access_json() : "{}"); }
const char* pt_take_announcement() { return give(game() ? game()->take_announcement() : ""); }
// The page's key table, for its key maps and the rules help (core's keys_json).
const char* pt_keys_json() { return give(patience::keys_json(patience::web::words())); }
void pt_set_locked(int locked) {
    if (game()) game()->set_locked(locked != 0);
}
// "" on success, else why the replay link cannot be played.
const char* pt_open_replay(const char* fragment) {
    return give(game() ? game()->open_replay(fragment ? fragment : "") : no_table());
}
const char* pt_replay_link() { return give(game() ? game()->replay_link() : ""); }
// A friend's challenge link, read and checked (core's challenge_json), or {"error"} with why it cannot be
// taken up. Needs no table: the page opens the challenge's deal as a deal link.
const char* pt_read_challenge(const char* fragment) {
    auto read = patience::parse_challenge_link(fragment ? fragment : "");
    if (const auto* why = std::get_if<patience::ChallengeFault>(&read))
        return give(
            patience::JsonObject().text("error", patience::fault_text(*why, patience::web::words())).str());
    return give(patience::challenge_json(std::get<patience::Challenge>(read), patience::web::words()));
}
// The won game on the table as a challenge link, with its clock's `seconds` (negative: none); "" when not
// won.
const char* pt_challenge_link(int seconds) { return give(game() ? game()->challenge_link(seconds) : ""); }
int pt_take_over() { return game() && game()->take_over() ? 1 : 0; }

// ---- the language ---------------------------------------------------------------------------------------

// A language file's whole text (assets/lang/<code>.json): 1 when it was read and the table's words (status,
// mirror, announcements, pile names, the rules help, the games list) are now in that language; 0 keeps the
// current one. The page reads its read-outs again afterwards.
int pt_set_language(const char* json) { return patience::web::set_language(json ? json : "") ? 1 : 0; }

} // extern "C"
