// Move scripts: one move a line, blank lines skipped, surrounding whitespace ignored.
#include "play/script.h"

#include <utility>

namespace patience {

std::optional<ScriptError> play_script(Session& session, std::string_view script) {
    int number = 0;
    while (!script.empty()) {
        ++number;
        const auto newline = script.find('\n');
        std::string_view line = script.substr(0, newline);
        script = newline == std::string_view::npos ? std::string_view{} : script.substr(newline + 1);
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string_view::npos) continue; // blank lines are skipped
        line = line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
        Refusal why = session.play(line);
        if (!why.empty()) return ScriptError{number, std::string(line), std::move(why)};
    }
    return std::nullopt;
}

} // namespace patience
