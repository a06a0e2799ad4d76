// The frame: the controller moves the game on, the painter sizes the art to the cards and draws the
// controller's scene when either has something new to show.
#include "glue/table.h"

#include <memory>
#include <optional>

namespace patience::web {

namespace {
std::unique_ptr<Table> the_table;
std::string the_start_error;
std::optional<Catalogue> the_words; // none: English
} // namespace

Table* table() { return the_table.get(); }
void start(SDL_Window* window, SDL_Renderer* renderer) {
    the_table = std::make_unique<Table>(window, renderer);
    if (the_words) the_table->controller().set_words(*the_words);
}
void fail(std::string why) { the_start_error = std::move(why); }
const std::string& start_error() { return the_start_error; }

const Catalogue& words() { return the_words ? *the_words : english(); }

bool set_language(std::string_view file_text) {
    auto read = read_catalogue(file_text);
    if (!std::holds_alternative<Catalogue>(read)) return false;
    the_words = std::get<Catalogue>(std::move(read));
    if (the_table) the_table->controller().set_words(*the_words);
    return true;
}

void Table::resize(double css_w, double css_h, int px_w, int px_h) {
    if (px_w < 1 || px_h < 1 || !(css_w > 0) || !(css_h > 0)) return;
    controller_.resize(static_cast<float>(css_w), static_cast<float>(css_h));
    painter_.resize(px_w, px_h, static_cast<float>(px_w / css_w));
}

bool Table::frame(double now_ms) {
    bool more = controller_.advance(now_ms);
    painter_.choose_art_size(controller_.view().card_width, now_ms, more);
    // Both flags are taken every frame, so neither carries a stale change into the next one.
    const bool controller_changed = controller_.take_changed();
    if (painter_.take_changed() || controller_changed) painter_.paint(controller_.scene());
    return more;
}

} // namespace patience::web
