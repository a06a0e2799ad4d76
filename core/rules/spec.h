// The rule vocabulary: a game is one aggregate of these values, read by the one rules engine (rules.h).
#pragma once

#include "rules/cards.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace patience {

// How the cards are laid out at the start (deal.cpp) and drawn (view.cpp).
enum class DealPattern : std::uint8_t {
    Terrace,  // reserve, base card, one card per tableau pile; rest is the stock
    Klondike, // row by row, pile r gets r cards, last one face up
    Wings,    // Fortress / Chessboard: two wings of five fanned piles, all face up
};

// Building on a non-empty tableau pile.
enum class Build : std::uint8_t {
    DownAlternateColour,
    DownAnySuitButOwn, // Thumb and Pouch
    UpOrDownSameSuit,  // Fortress, Chessboard
};

// Which runs of cards move between tableau piles as one.
enum class Moving : std::uint8_t {
    TopCard,                  // one card at a time
    AnyRun,                   // any face-up run that follows the building rule (full or partial build)
    WholeFaceUpPart,          // Klondike Strict: only all the face-up cards of a pile
    TopCardOrWholeFaceUpPart, // Thumb and Pouch: no partial builds
    TopCardOrRunViaEmptyPile, // Fortress: a run moves as one when a third tableau pile is empty
};

enum class FoundationBuild : std::uint8_t { UpAlternateColour, UpSameSuit };

enum class BaseCard : std::uint8_t {
    Ace,                    // foundations start with Aces
    DealtToFirstFoundation, // the deal puts the base card on foundation 1
    ChosenFromFour,         // the player moves one of kBaseChoices cards on tableau piles 1.. to a foundation
    FirstPlayed,            // Chessboard: any card first played to a foundation sets the base rank
};

enum class StockModel : std::uint8_t {
    None,
    FaceUpWithDiscard, // Solitaire Till Dawn: face-up stock; stock top and discard top both playable
    FaceDownAutoTurn,  // Aisleriot Terrace: one card turned at a time; an empty waste is refilled at once
    FaceDownDraw,      // Klondike: the player turns `draw` cards at a time
};

// Who may fill an empty tableau pile.
enum class EmptyPile : std::uint8_t {
    ForcedFill,        // STD: must be filled from stock/discard top before anything else
    WasteOnlyWithLock, // Aisleriot: only the waste top; turning a card while a pile is empty locks the stock
    AutoFill, // Aisleriot Signora/Redheads: the game fills it at once (reserve, then) waste, then stock
    KingOrKingBuild, // Klondike
    AnyCardOrBuild,  // Thumb and Pouch, Fortress, Chessboard
};

enum class Scoring : std::uint8_t { CardsHome, Casino };

inline constexpr int kUnlimited = -1;
// BaseCard::ChosenFromFour: the deal puts this many choice cards on the first tableau piles.
inline constexpr int kBaseChoices = 4;

struct Spec {
    // Identity and description (ids are permanent: they are part of every link and save).
    std::string_view id;
    std::string_view ruleset;
    std::string_view name;
    std::string_view family;
    std::string_view source;     // whose rules these are
    std::string_view summary;    // one line for the chooser
    std::string_view difficulty; // as the sources describe it
    bool is_default_ruleset = true;
    bool provisional = false; // the source page could not be found; closest documented rules
    // The source's advice for good play, in our own words, one point each: the rules help's Strategy
    // section. It may speak only of what the ruleset has (a test checks the words against the Spec).
    std::span<const std::string_view> tips;

    int decks = 1;
    DealPattern deal = DealPattern::Klondike;
    int reserve = 0;     // Terrace reserve cards
    int cells = 0;       // Klondike holdouts
    int tableau = 7;     // tableau piles
    int foundations = 4; // foundations

    BaseCard base = BaseCard::Ace;
    FoundationBuild foundation_build = FoundationBuild::UpSameSuit;
    bool foundation_wrap = false; // builds round the corner to 13 cards

    Build build = Build::DownAlternateColour;
    bool build_wrap = false;
    Moving moving = Moving::AnyRun;
    EmptyPile empty_pile = EmptyPile::KingOrKingBuild;
    bool fill_from_reserve = false; // AutoFill takes the reserve top first (Redheads)

    StockModel stock = StockModel::FaceDownDraw;
    int draw = 1;
    int redeals = 0;                                      // kUnlimited for no limit
    bool second_pass_turns_only_when_waste_empty = false; // General's Patience

    Scoring scoring = Scoring::CardsHome;
    int casino_stake = 0;    // dollars charged per game
    int casino_per_card = 0; // dollars paid back per foundation card

    int cards() const { return kDeckCards * decks; }
    int wing_piles() const { return tableau / 2; } // Wings: each wing holds half the tableau piles
};

// A ruleset named in one word, "<game>:<ruleset>" ("klondike:std"): the statistics' keys, the CLI's and the
// survey's arguments, the daily deal's record and the deal's seed all spell it this way.
inline std::string ruleset_key(std::string_view game, std::string_view ruleset) {
    std::string key(game);
    key += ':';
    key += ruleset;
    return key;
}
inline std::string ruleset_key(const Spec& spec) { return ruleset_key(spec.id, spec.ruleset); }

} // namespace patience
