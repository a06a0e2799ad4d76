// The position: every pile's cards in one flat array plus a few rule flags. A small value type (under 150
// bytes) with == and a hash, cheap to copy for undo and for the solver.
#pragma once

#include "rules/cards.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace patience {

struct Spec;

enum class PileKind : std::uint8_t { Stock, Waste, Reserve, Cell, Foundation, Tableau };

inline constexpr int kMaxCells = 2;
inline constexpr int kMaxFoundations = 8;
inline constexpr int kMaxTableau = 10;
inline constexpr int kPiles = 3 + kMaxCells + kMaxFoundations + kMaxTableau;
inline constexpr int kMaxCards = 104;

// A pile by kind and 0-based index. Text form as in move text: s, w, r, c1.., f1.., t1.. (1-based).
struct PileId {
    PileKind kind = PileKind::Stock;
    std::uint8_t index = 0;

    // Fixed slot in State::start_: stock, waste, reserve, cells, foundations, tableau.
    constexpr int slot() const {
        switch (kind) {
        case PileKind::Stock: return 0;
        case PileKind::Waste: return 1;
        case PileKind::Reserve: return 2;
        case PileKind::Cell: return 3 + index;
        case PileKind::Foundation: return 3 + kMaxCells + index;
        case PileKind::Tableau: return 3 + kMaxCells + kMaxFoundations + index;
        }
        return 0;
    }
    static constexpr PileId from_slot(int s) {
        if (s == 0) return {PileKind::Stock, 0};
        if (s == 1) return {PileKind::Waste, 0};
        if (s == 2) return {PileKind::Reserve, 0};
        if (s < 3 + kMaxCells) return {PileKind::Cell, static_cast<std::uint8_t>(s - 3)};
        if (s < 3 + kMaxCells + kMaxFoundations)
            return {PileKind::Foundation, static_cast<std::uint8_t>(s - 3 - kMaxCells)};
        return {PileKind::Tableau, static_cast<std::uint8_t>(s - 3 - kMaxCells - kMaxFoundations)};
    }
    friend constexpr bool operator==(PileId, PileId) = default;
    friend constexpr auto operator<=>(PileId a, PileId b) { return a.slot() <=> b.slot(); }
};

constexpr PileId stock() { return {PileKind::Stock, 0}; }
constexpr PileId waste() { return {PileKind::Waste, 0}; }
constexpr PileId reserve() { return {PileKind::Reserve, 0}; }
constexpr PileId cell(int i) { return {PileKind::Cell, static_cast<std::uint8_t>(i)}; }
constexpr PileId foundation(int i) { return {PileKind::Foundation, static_cast<std::uint8_t>(i)}; }
constexpr PileId tableau(int i) { return {PileKind::Tableau, static_cast<std::uint8_t>(i)}; }

std::string to_string(PileId pile);
std::optional<PileId> parse_pile(std::string_view text);

// Does the game described by `spec` have this pile?
bool has_pile(const Spec& spec, PileId pile);

class State {
  public:
    State() = default;

    std::span<const Card> pile(PileId p) const {
        const int s = p.slot();
        return {cards_.data() + start_[s], static_cast<std::size_t>(start_[s + 1] - start_[s])};
    }
    int size(PileId p) const { return start_[p.slot() + 1] - start_[p.slot()]; }
    // The cards of `count` piles of one kind from `first` on (their slots are consecutive): two reads.
    int size(PileId first, int count) const { return start_[first.slot() + count] - start_[first.slot()]; }
    bool empty(PileId p) const { return size(p) == 0; }
    Card top(PileId p) const { return empty(p) ? Card{} : cards_[start_[p.slot() + 1] - 1]; }
    Card at(PileId p, int i) const { return cards_[start_[p.slot()] + i]; }

    // Edits. Cards keep their order: the top `count` cards of `from` become the top of `to`.
    void move_cards(PileId from, int count, PileId to);
    void push(PileId p, Card c);
    void set(PileId p, int i, Card c) { cards_[start_[p.slot()] + i] = c; }

    // Rule flags.
    int base_rank = 0;         // rank every foundation starts with; 0 while not yet chosen
    int redeals_used = 0;      // times the waste was turned back into the stock
    bool stock_locked = false; // Aisleriot stock lock

    friend bool operator==(const State&, const State&) = default;
    // Whether pile `p` holds the same cards (face up or down alike) in both positions.
    friend bool same_pile(const State& a, const State& b, PileId p) {
        const auto x = a.pile(p), y = b.pile(p);
        return std::equal(x.begin(), x.end(), y.begin(), y.end());
    }
    // Whether pile `p` has the same size and top card in both: for a position and its child, whether the pile
    // changed (a child takes cards from a pile's top or puts cards on it: solver/key.cpp, KeyParts::changed).
    friend bool same_ends(const State& a, const State& b, PileId p) {
        return a.size(p) == b.size(p) && a.top(p) == b.top(p);
    }
    std::uint64_t hash() const;

  private:
    std::array<Card, kMaxCards> cards_{};
    std::array<std::uint8_t, kPiles + 1> start_{};
};

} // namespace patience

template <> struct std::hash<patience::State> {
    std::size_t operator()(const patience::State& s) const noexcept {
        return static_cast<std::size_t>(s.hash());
    }
};
