// Cards: rank, suit, colour, face-up flag, and the two-character text form ("TD", "AS", "#KH" face down).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace patience {

enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };
enum class Colour : std::uint8_t { Black, Red };

inline constexpr int kRanks = 13;
inline constexpr int kSuits = 4;
inline constexpr int kDeckCards = kSuits * kRanks; // one deck
inline constexpr int kAce = 1;
inline constexpr int kKing = 13;

// One byte: bits 0-3 rank (1..13), bits 4-5 suit, bit 6 face down. Zero means "no card".
// Two decks hold identical cards; the engine never needs to tell them apart.
class Card {
  public:
    constexpr Card() = default;
    constexpr Card(int rank, Suit suit, bool face_up = true)
        : bits_(static_cast<std::uint8_t>(rank | (static_cast<int>(suit) << 4) | (face_up ? 0 : kDown))) {}

    constexpr bool empty() const { return bits_ == 0; }
    constexpr int rank() const { return bits_ & 0x0f; }
    constexpr Suit suit() const { return static_cast<Suit>((bits_ >> 4) & 3); }
    constexpr Colour colour() const {
        return (suit() == Suit::Diamonds || suit() == Suit::Hearts) ? Colour::Red : Colour::Black;
    }
    constexpr bool face_up() const { return (bits_ & kDown) == 0; }
    constexpr Card turned(bool up) const { return Card::from_bits(up ? (bits_ & ~kDown) : (bits_ | kDown)); }
    // Index 0..51 of the face (suit-major), used for art lookup.
    constexpr int face_index() const { return static_cast<int>(suit()) * kRanks + rank() - 1; }
    static constexpr Card from_face_index(int index) { // face up
        return Card(index % kRanks + 1, static_cast<Suit>(index / kRanks));
    }
    constexpr std::uint8_t bits() const { return bits_; }
    static constexpr Card from_bits(int b) {
        Card c;
        c.bits_ = static_cast<std::uint8_t>(b);
        return c;
    }
    friend constexpr bool operator==(Card, Card) = default;

  private:
    static constexpr std::uint8_t kDown = 0x40;
    std::uint8_t bits_ = 0;
};

// A set of card faces: bit i is the face of index i (Card::face_index).
using FaceSet = std::uint64_t;
static_assert(kDeckCards <= 64);

// Rank one step up / down, with or without wrap (Ace between King and 2). 0 when there is no such rank.
constexpr int rank_above(int rank, bool wrap) { return rank < kKing ? rank + 1 : (wrap ? kAce : 0); }
constexpr int rank_below(int rank, bool wrap) { return rank > kAce ? rank - 1 : (wrap ? kKing : 0); }

char rank_char(int rank);                         // 'A','2'..'9','T','J','Q','K'
char suit_char(Suit suit);                        // 'C','D','H','S'
std::string to_string(Card card);                 // "TD", "#TD" when face down
std::optional<Card> parse_card(std::string_view); // inverse of to_string

} // namespace patience
