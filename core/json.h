// The state as JSON, the one form shared by the CLI and the page's test API.
#pragma once

#include "session.h"

#include <string>

namespace patience {

std::string state_json(const Session& session);

// A JSON string literal: quotes and backslashes escaped, control characters as \u00XX.
std::string json_string(std::string_view text);

} // namespace patience
