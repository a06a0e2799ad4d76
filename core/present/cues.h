// The game for the ears: what a move sounds like, as cues the page plays (shell/sound.js), each a sound of
// its own. The table adds the cues of the player's hands (a card picked up, put back, a refused drop).
#pragma once

#include "rules/move.h"
#include "rules/spec.h"
#include "rules/state.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace patience {

enum class Cue : std::uint8_t { PickUp, PutDown, Refused, Deal, Turn, Home, Win };

// The cues' names, space-separated, in Cue's order. Each is the name of its sound file: assets/make_sounds.py
// writes them, the page fetches them by these names. (A literal: its data() ends with a NUL.)
inline constexpr std::string_view kCueNames = "pick-up put-down refused deal turn home win";

// A set of cues: the cues heard since the page last asked. A set, not a list, so the many moves of an
// autoplay run between two frames sound once each kind, never as a burst.
class Cues {
  public:
    void add(Cue cue) { bits_ = static_cast<std::uint8_t>(bits_ | 1u << static_cast<int>(cue)); }
    bool has(Cue cue) const { return (bits_ >> static_cast<int>(cue) & 1u) != 0; }
    bool empty() const { return bits_ == 0; }
    // Bit n for the nth cue of Cue (and of kCueNames): the set as the page reads it.
    int bits() const { return bits_; }
    Cues& operator|=(Cues other) {
        bits_ = static_cast<std::uint8_t>(bits_ | other.bits_);
        return *this;
    }
    friend bool operator==(Cues, Cues) = default;

  private:
    std::uint8_t bits_ = 0;
};

// The cues of `move` played from `before` to `after`: a deal (or redeal) from the stock, a card going home
// to a foundation, or else, for a move of the player's (not autoplay's or a finish's), the cards put down;
// and with any of them a card turned face up (outside the stock) and the game won.
Cues move_cues(const Spec& spec, const State& before, const Move& move, const State& after, bool by_player);

// The names of a set's cues, space-separated, in Cue's order: "turn home".
std::string cue_names(Cues cues);

} // namespace patience
