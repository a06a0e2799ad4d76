// The difficulty bands in words (difficulty.h).
#include "present/difficulty.h"

namespace patience {

namespace {
std::string with_commas(std::uint64_t n) {
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}
} // namespace

std::string_view difficulty_words(Difficulty difficulty) {
    switch (difficulty) {
    case Difficulty::Easy: return "Easy";
    case Difficulty::Medium: return "Medium";
    case Difficulty::Hard: break;
    }
    return "Hard";
}

std::string difficulty_explained() {
    return "A winnable deal's difficulty is how many positions the solver searched before it found a win: "
           "Easy up to " +
           with_commas(kEasyPositions) + ", Medium up to " + with_commas(kMediumPositions) +
           ", Hard beyond. The more it must search, the better the winning line hides among losing ones.";
}

} // namespace patience
