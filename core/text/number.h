// Whole numbers in text: the one parser of every count, deal number, version and budget the project reads.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>

namespace patience {

// The value of `text` when it is decimal digits only, at least one, and at most `max`: no sign, no space, no
// fraction. Leading zeros are read ("007" is 7); a caller that wants one spelling per number refuses them.
constexpr std::optional<std::uint64_t>
parse_whole(std::string_view text, std::uint64_t max = std::numeric_limits<std::uint64_t>::max()) {
    if (text.empty()) return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (digit > max || value > (max - digit) / 10) return std::nullopt; // value * 10 + digit > max
        value = value * 10 + digit;
    }
    return value;
}

} // namespace patience
