// A move as a small value with one canonical text form: "t3>f1", "t3:4>t5", "deal", "redeal".
#pragma once

#include "rules/state.h"

#include <string>
#include <string_view>
#include <variant>

namespace patience {

struct Move {
    enum class Kind : std::uint8_t { Transfer, Deal, Redeal };
    Kind kind = Kind::Transfer;
    PileId from{};
    std::uint8_t count = 1;
    PileId to{};

    static constexpr Move transfer(PileId from, int count, PileId to) {
        return {Kind::Transfer, from, static_cast<std::uint8_t>(count), to};
    }
    static constexpr Move deal() { return {Kind::Deal, {}, 0, {}}; }
    static constexpr Move redeal() { return {Kind::Redeal, {}, 0, {}}; }

    friend constexpr bool operator==(const Move&, const Move&) = default;
};

std::string to_string(const Move& move);

// Why a text is not a move, as data: what is wrong and the part of the text at fault. present/faults.h says
// it in words.
struct MoveFault {
    enum class Kind : std::uint8_t {
        Empty,
        TooLong,     // longer than any move's text
        NotAMove,    // neither "<from>><to>" nor "deal" nor "redeal"
        BadCount,    // `text`: the count after ':', not a number of cards
        UnknownPile, // `text`: the name of no pile
        SamePile,    // from and to are one pile
    };
    Kind kind = Kind::Empty;
    std::string text;
    bool operator==(const MoveFault&) const = default;
};

// Parse the canonical text; on failure why not.
std::variant<Move, MoveFault> parse_move(std::string_view text);

} // namespace patience
