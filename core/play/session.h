// A game in progress: the deal's identity, the history with unlimited undo/redo, and save = replay text.
#pragma once

#include "play/deal_id.h"
#include "rules/move.h"
#include "rules/rules.h"
#include "rules/spec.h"
#include "rules/state.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace patience {

// Why the session did not play a move: the rules' Reason, or, for a move given as text, the parser's fault
// when the text is not a move. Empty when the move was played. present/reasons.h says it in words.
struct Refusal {
    Reason reason = Reason::Ok;
    std::optional<MoveFault> not_a_move; // parse_move's fault (rules/move.h)

    bool empty() const { return reason == Reason::Ok && !not_a_move; }
    bool operator==(const Refusal&) const = default;
};

// Why a saved game cannot be loaded, as data: what is wrong and the part of the save at fault; present/
// faults.h says it in words.
struct SaveFault {
    enum class Kind : std::uint8_t {
        TooLarge,
        OtherVersion, // a save of another version of the format
        NotASave,
        Incomplete,    // not the five lines
        NoGameLine,    // the game line is not "game <id> <ruleset>"
        UnknownGame,   // `text`: the "<game>:<ruleset>" named
        BadDealLine,   // not "deal <number> <version>"
        BadDealNumber, // `text`: the deal number as written
        NewerDeal,     // dealt by a deal algorithm this version does not have
        NoMoveList,
        BadUndo, // the undo position is not a number of moves or falls within a player's action
        // Move `move` (counted from 1), `text` as written, refused by the session (`refusal`) in `position`
        // of `spec`.
        IllegalMove,
    };
    Kind kind = Kind::NotASave;
    std::string text;
    std::size_t move = 0;
    Refusal refusal;
    const Spec* spec = nullptr;
    State position{};
    bool operator==(const SaveFault&) const = default;
};

class Session {
  public:
    explicit Session(DealId id);

    const Spec& spec() const { return *id_.spec; }
    const DealId& id() const { return id_; }
    const State& state() const { return states_[cursor_]; }
    const State& initial() const { return states_.front(); }

    // Applies a legal move (dropping the redo list); returns why not when it is illegal, and changes nothing.
    // An automatic move (autoplay, finish) joins the player's move before it as one undo step.
    Refusal play(const Move& move, bool automatic = false);
    Refusal play(std::string_view move_text, bool automatic = false);

    bool can_undo() const { return cursor_ > 0; }
    bool can_redo() const { return cursor_ < moves_.size(); }
    bool undo(); // one player action: the move and the automatic moves that followed it
    bool redo();
    void restart(); // back to the deal, keeping the moves for redo: a restart can be redone
    std::size_t moves_made() const { return cursor_; }
    // The positions from the deal to the one on the table: history()[i] after i moves (automatic ones
    // count), what find_turning_point reads.
    std::span<const State> history() const { return {states_.data(), cursor_ + 1}; }
    // The moves that led to the position on the table (not the redo list): a replay link's moves.
    std::span<const Move> moves() const { return {moves_.data(), cursor_}; }

    // "patience-save 1\n..." text with every move and the undo position (see session.cpp for the grammar).
    std::string save() const;
    // Validates everything in a scratch session; returns it only when every check passes.
    static std::variant<Session, SaveFault> load(std::string_view text);

  private:
    DealId id_;
    std::vector<Move> moves_;     // all moves made, including undone ones (redo list)
    std::vector<bool> automatic_; // per move: made by autoplay / finish, not by the player
    std::vector<State> states_;   // states_[i] = position after moves_[0..i)
    std::size_t cursor_ = 0;      // number of moves currently applied
};

} // namespace patience
