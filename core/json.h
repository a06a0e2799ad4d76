// The state as JSON, the one form shared by the CLI and the page's test API.
#pragma once

#include "session.h"

#include <string>

namespace patience {

std::string state_json(const Session& session);

} // namespace patience
