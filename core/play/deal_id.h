// A deal's identity: the ruleset, the deal number and the deal algorithm's version. A deal link names one,
// a session is made from one; kept apart from the session so the link grammar needs nothing more.
#pragma once

#include "rules/spec.h"

#include <cstdint>

namespace patience {

struct DealId {
    const Spec* spec = nullptr;
    std::uint32_t number = 1;
    int algorithm = 1;
};

} // namespace patience
