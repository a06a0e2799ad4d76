// The words for a refused move and the status line (reasons.h), from the rules' codes and predicates.
#include "present/reasons.h"

#include "present/words.h"

#include <string>

namespace patience {

namespace {

std::string build_rule_text(const Spec& spec) {
    std::string t;
    switch (spec.build) {
    case Build::DownAlternateColour: t = "tableau piles build down in alternating colours"; break;
    case Build::DownAnySuitButOwn: t = "tableau piles build down in any suit but the card's own"; break;
    case Build::UpOrDownSameSuit: t = "tableau piles build up or down in the same suit"; break;
    }
    if (spec.build_wrap) t += ", Ace between King and 2";
    return t;
}

std::string foundation_rule_text(const Spec& spec) {
    std::string t = spec.foundation_build == FoundationBuild::UpSameSuit
                        ? "foundations build up in suit"
                        : "foundations build up in alternating colours";
    if (spec.foundation_wrap) t += ", Ace after King, 13 cards each";
    return t;
}

} // namespace

std::string reason_text(const Spec& spec, const State& s, Reason r) {
    switch (r) {
    case Reason::Ok: return {};
    case Reason::Won: return "the game is already won";
    case Reason::NoStock: return "this game has no stock";
    case Reason::StockEmpty: return "the stock is empty";
    case Reason::FillFirst: return "an empty tableau pile must be filled from the stock or discard first";
    case Reason::ChooseBaseFirst:
        return "first choose the base card: move one of the cards on piles 1-" +
               std::to_string(kBaseChoices) + " to a foundation";
    case Reason::StockLocked:
        return "the stock is locked until the waste card is played or no tableau pile is empty";
    case Reason::SecondPassWasteNotEmpty:
        return "in the second pass a card is turned only when the waste is empty";
    case Reason::NoRedeal: return "this game has no redeal";
    case Reason::NoRedealsLeft: return "no redeals left";
    case Reason::StockNotEmpty: return "the stock is not empty yet";
    case Reason::NothingToRedeal: return "the waste is empty: nothing to redeal";
    case Reason::NoSuchPile: return "this game has no such pile";
    case Reason::FromFoundation: return "cards never leave a foundation";
    case Reason::SourceEmpty: return "that pile is empty";
    case Reason::NotEnoughCards: return "that pile does not have that many cards";
    case Reason::ToStockOrWaste: return "cards never go back to the stock or the waste";
    case Reason::ToReserve: return "cards never go to the reserve";
    case Reason::StockFaceDown: return "the stock is face down: deal to turn a card";
    case Reason::OneCardOnly: return "only one card moves from there";
    case Reason::ReserveToFoundationsOnly: return "reserve cards go only to the foundations";
    case Reason::FaceDownCards: return "face-down cards cannot move";
    case Reason::NotARun: return "those cards are not a run: " + build_rule_text(spec);
    case Reason::TopCardOnly: return "only the top card of a pile moves";
    case Reason::WholeFaceUpPartOnly: return "only all the face-up cards of a pile move together";
    case Reason::TopOrWholeOnly: return "only the top card or all the face-up cards move";
    case Reason::RunNeedsEmptyPile: return "moving several cards needs another empty tableau pile";
    case Reason::ChoiceCardsOnly:
        return "the base card must be one of the cards on piles 1-" + std::to_string(kBaseChoices);
    case Reason::FoundationRank:
        return std::string("an empty foundation takes only ") +
               (s.base_rank == kAce || s.base_rank == 8 ? "an " : "a ") + rank_name(s.base_rank);
    case Reason::FoundationFull: return "that foundation is complete";
    case Reason::FoundationSequence: return "that card does not fit: " + foundation_rule_text(spec);
    case Reason::CellOccupied: return "a holdout holds only one card";
    case Reason::CellSource: return "holdout cards go to the tableau or the foundations";
    case Reason::EmptyPileStockOrDiscard: return "an empty pile takes only the stock or discard top card";
    case Reason::EmptyPileWasteOnly: return "an empty pile takes only the waste card";
    case Reason::EmptyPileAutomatic: return "empty piles are filled automatically";
    case Reason::EmptyPileKing: return "only a King or a build starting with a King fills an empty pile";
    case Reason::TableauBuild: return "that card does not fit: " + build_rule_text(spec);
    }
    return "illegal move";
}

std::string why_illegal(const Spec& spec, const State& s, const Move& m) {
    return reason_text(spec, s, check_move(spec, s, m));
}

std::string refusal_text(const Spec& spec, const State& s, const Refusal& refusal) {
    return refusal.not_a_move.empty() ? reason_text(spec, s, refusal.reason) : refusal.not_a_move;
}

std::string stats_fault_text(const StatsFault& f) {
    using Kind = StatsFault::Kind;
    const std::string of_game = "the statistics of " + f.key;
    std::string why;
    switch (f.kind) {
    case Kind::TooLarge: return "the file is too large to be statistics";
    case Kind::NotStatistics: return "this is not a statistics file of Patience";
    case Kind::NoVersion: return "the file does not say its version";
    case Kind::NoGames: return "the file holds no games";
    case Kind::NotJson: why = f.detail; break;
    case Kind::OtherFormat: why = "this is not a statistics file of Patience"; break;
    case Kind::ExpectedText: why = "expected '\"' at character " + std::to_string(f.number); break;
    case Kind::ExpectedNumber: why = "expected a number at character " + std::to_string(f.number); break;
    case Kind::ExpectedObject: why = "expected '{' at character " + std::to_string(f.number); break;
    case Kind::NumberOutOfRange: why = "a number is out of range"; break;
    case Kind::OtherVersion:
        why = "the file is of statistics version " + std::to_string(f.number) + ", this page reads version " +
              std::to_string(kStatsVersion);
        break;
    case Kind::UnknownField: why = "unknown field \"" + f.name + "\""; break;
    case Kind::UnknownGame: why = "the file names a game this page does not have: " + f.key; break;
    case Kind::UnknownGameField: why = "unknown field \"" + f.name + "\" for " + f.key; break;
    case Kind::MissingField: why = of_game + " lack \"" + f.name + "\""; break;
    case Kind::BestWithoutWin: why = of_game + " have a best without a win"; break;
    case Kind::NegativeCount: why = of_game + " do not add up (a count is negative)"; break;
    case Kind::MoreWonThanPlayed: why = of_game + " do not add up (more games won than played)"; break;
    case Kind::StreakBeyondWins: why = of_game + " do not add up (a streak longer than the games won)"; break;
    case Kind::StreakBeyondBest:
        why = of_game + " do not add up (a current streak longer than the best)";
        break;
    case Kind::WinInNoMoves: why = of_game + " do not add up (a win in no moves)"; break;
    }
    return "the file could not be read: " + why;
}

std::string status_text(const Spec& spec, const State& s) {
    if (is_won(spec, s)) return "Won! Every card is home.";
    if (is_over(spec, s)) return "No moves left: the game is over.";
    if (spec.base == BaseCard::ChosenFromFour && s.base_rank == 0)
        return "Choose the base card: move one of the cards on piles 1-" + std::to_string(kBaseChoices) +
               " to a foundation.";
    if (spec.base == BaseCard::FirstPlayed && s.base_rank == 0)
        return "Any top card may start a foundation; its rank becomes the base for all four.";
    if (fill_pending(spec, s))
        return "Fill the empty tableau pile with the stock or discard top card (or play one of them "
               "elsewhere).";
    if (s.stock_locked) return "The stock is locked until the waste card is played or every gap is filled.";
    if (spec.second_pass_turns_only_when_waste_empty && s.redeals_used > 0)
        return "Second pass: each turned card must be played before the next one appears.";
    if (spec.base != BaseCard::Ace && s.base_rank != 0)
        return "Foundations start with " + rank_name(s.base_rank) + "s.";
    return {};
}

} // namespace patience

// The history's words, after the statistics' and in their manner.
#include "play/history.h"
#include "rules/deal.h"

namespace patience {

std::string history_fault_text(const HistoryFault& f) {
    using Kind = HistoryFault::Kind;
    // The game's place in the file; none for a game given to History::record.
    const std::string game = (f.place > 0 ? "game " + std::to_string(f.place) : std::string("the game")) +
                             (f.key.empty() ? "" : " (" + f.key + ")");
    std::string why;
    switch (f.kind) {
    case Kind::TooLarge: return "the file is too large to be a game history";
    case Kind::NotHistory: return "this is not a game history of Patience";
    case Kind::NoVersion: return "the file does not say its version";
    case Kind::NoGames: return "the file holds no games";
    case Kind::TooManyGames:
        return "the file holds more than the " + std::to_string(kHistoryGames) + " games a history keeps";
    case Kind::NotJson: why = f.detail; break;
    case Kind::OtherFormat: why = "this is not a game history of Patience"; break;
    case Kind::ExpectedText: why = "expected '\"' at character " + std::to_string(f.number); break;
    case Kind::ExpectedNumber: why = "expected a number at character " + std::to_string(f.number); break;
    case Kind::ExpectedFlag: why = "expected true or false at character " + std::to_string(f.number); break;
    case Kind::ExpectedObject: why = "expected '{' at character " + std::to_string(f.number); break;
    case Kind::ExpectedArray: why = "expected '[' at character " + std::to_string(f.number); break;
    case Kind::NumberOutOfRange: why = "\"" + f.name + "\" is out of range"; break;
    case Kind::OtherVersion:
        why = "the file is of history version " + std::to_string(f.number) + ", this page reads version " +
              std::to_string(kHistoryVersion);
        break;
    case Kind::UnknownField: why = "unknown field \"" + f.name + "\""; break;
    case Kind::UnknownGameField: why = "unknown field \"" + f.name + "\" in " + game; break;
    case Kind::MissingField: why = game + " lacks \"" + f.name + "\""; break;
    case Kind::UnknownGame: why = game + " is of a game this page does not have"; break;
    case Kind::BadDeal:
        why = game + (f.name == "deal" ? " has no deal number from 1 to " + std::to_string(kMaxDeal)
                                       : " was dealt in a way this version of Patience cannot deal");
        break;
    case Kind::Negative: why = game + " has a negative \"" + f.name + "\""; break;
    case Kind::ResumedNotWon: why = game + " is marked resumed but not won"; break;
    case Kind::BadReplay: why = "the replay of " + game + " cannot be played: " + f.detail; break;
    case Kind::ReplayNotCanonical:
        why = "the replay of " + game + " is not written the one way it should be";
        break;
    case Kind::ReplayOtherDeal: why = "the replay of " + game + " is of another deal"; break;
    case Kind::ReplayNotWon: why = game + " is marked won, but its replay does not end won"; break;
    case Kind::ReplayWon: why = game + " is marked abandoned, but its replay ends won"; break;
    case Kind::ReplayDisagrees: why = game + " does not have the \"" + f.name + "\" of its replay"; break;
    case Kind::Twice: why = game + " is in the file twice"; break;
    }
    if (f.place > 0 && f.kind < Kind::UnknownGameField) why += " (" + game + ")";
    if (f.place == 0 && f.kind >= Kind::UnknownGameField)
        return "the game could not join the history: " + why;
    return "the file could not be read: " + why;
}

} // namespace patience
