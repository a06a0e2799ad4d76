// Move scripts: move text one move a line, as the CLI reads it from stdin.
#pragma once

#include "play/session.h"

#include <optional>
#include <string>
#include <string_view>

namespace patience {

// The first line of a script that could not be played: its 1-based number, its move text, and why (in the
// position the session is left in: present/reasons.h's refusal_text says it).
struct ScriptError {
    int line = 0;
    std::string move;
    Refusal why;
};

// Plays the script's moves into the session in order, stopping at the first malformed or illegal one (which
// is not applied). Lines end at '\n'; spaces, tabs and carriage returns around a move are ignored; blank
// lines are skipped.
std::optional<ScriptError> play_script(Session& session, std::string_view script);

} // namespace patience
