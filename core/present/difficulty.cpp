// The difficulty bands in words (difficulty.h).
#include "present/difficulty.h"

namespace patience {

namespace {
// A whole number with its digits grouped in threes by the language's separator ("3,000", "3.000").
std::string grouped(std::uint64_t n, const Catalogue& words) {
    const std::string separator = words.format("number.group_separator");
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += separator;
        out += digits[i];
    }
    return out;
}
} // namespace

std::string difficulty_words(Difficulty difficulty, const Catalogue& words) {
    switch (difficulty) {
    case Difficulty::Easy: return words.format("difficulty.easy");
    case Difficulty::Medium: return words.format("difficulty.medium");
    case Difficulty::Hard: break;
    }
    return words.format("difficulty.hard");
}

std::string difficulty_explained(const Catalogue& words) {
    return words.format("difficulty.explained", {{"easy", grouped(kEasyPositions, words)},
                                                 {"medium", grouped(kMediumPositions, words)}});
}

} // namespace patience
