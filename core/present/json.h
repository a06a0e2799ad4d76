// JSON read-outs of the game: the state (shared by the CLI and the page's test API), what the page shows
// about the game on the table, and its layout; plus the one string escaper and a field-by-field writer.
#pragma once

#include "play/session.h"
#include "present/view.h"

#include <string>
#include <string_view>

namespace patience {

std::string state_json(const Session& session);

// A JSON string literal: quotes and backslashes escaped, control characters as \u00XX.
std::string json_string(std::string_view text);

// A JSON object written field by field: the keys are the caller's own names, the values are escaped here.
class JsonObject {
  public:
    JsonObject& text(std::string_view key, std::string_view value);
    JsonObject& number(std::string_view key, long long value);
    JsonObject& decimal(std::string_view key, float value); // two decimals
    JsonObject& flag(std::string_view key, bool value);
    JsonObject& raw(std::string_view key, std::string_view json); // a value that is JSON already
    std::string str() const { return out_ + '}'; }

  private:
    void key(std::string_view key);
    std::string out_ = "{";
};

// The facts of the game on the table that the page shows: "game", "ruleset", "name", "deal", "link",
// "status", "home", "cards", "moves", "won", "over", "canUndo", "canRedo", "canDeal", "canFinish",
// "provisional", "source". `can_finish` is assist.h's can_finish() of the session's position, which the
// caller works out once per change of the game.
void info_fields(JsonObject& out, const Session& session, bool can_finish);

// The layout for the page's test API, in CSS pixels of the canvas: {"piles":{"t1":{"x","y","w","h"},...},
// "cards":[{"pile","index","card","x","y","w","h"},...]}, the cards that show (not the covered ones).
std::string view_json(const TableView& view);

} // namespace patience
