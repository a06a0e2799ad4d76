// The Solitaire Till Dawn Klondike family: Klondike with two holdouts and its variants.
#include "games/games.h"

namespace patience::games {

namespace {
// Solitaire Till Dawn's tips for Klondike, in our own words: the family's, those for Kings (where only a King
// fills a space), those for the holdouts.
constexpr std::string_view kTips[] = {
    "Keep the foundations level: a card sent home early may be the one a card of the tableau still needs to "
    "build on.",
    "Play the waste's cards before the tableau's.",
    "Uncover the face-down cards: prefer the move that turns one over.",
};
constexpr std::string_view kKingTips[] = {
    kTips[0],
    kTips[1],
    kTips[2],
    "Keep spaces for Kings: a King left in the waste blocks every card under it.",
};
constexpr std::string_view kHoldoutTips[] = {
    kTips[0],
    kTips[1],
    kTips[2],
    kKingTips[3],
    "Keep both holdouts free as long as you can: with both empty, cards that would be stuck can change "
    "places. A King can wait in a holdout while another King takes its space, then return to the space its "
    "Queen leaves.",
    "Late in the game, park tableau cards in the holdouts to uncover the last face-down cards or to open a "
    "space for a King.",
};
// One deck, seven piles 1..7 with the top card up, foundations Ace to King in suit, building down in
// alternating colours, full or partial builds, Kings (or King builds) into spaces.
constexpr Spec klondike_base(std::string_view id, std::string_view name) {
    Spec s;
    s.id = id;
    s.ruleset = "std";
    s.name = name;
    s.family = "Klondike";
    s.source = "Solitaire Till Dawn";
    s.decks = 1;
    s.deal = DealPattern::Klondike;
    s.tableau = 7;
    s.foundations = 4;
    s.base = BaseCard::Ace;
    s.foundation_build = FoundationBuild::UpSameSuit;
    s.build = Build::DownAlternateColour;
    s.moving = Moving::AnyRun;
    s.empty_pile = EmptyPile::KingOrKingBuild;
    s.stock = StockModel::FaceDownDraw;
    s.draw = 1;
    s.redeals = 0;
    s.tips = kKingTips;
    return s;
}
constexpr Spec two_decks(Spec s) {
    s.decks = 2;
    s.tableau = 9;
    s.foundations = 8;
    return s;
}
} // namespace

constinit const Spec klondike = [] {
    Spec s = klondike_base("klondike", "Klondike");
    s.cells = 2;
    s.tips = kHoldoutTips;
    s.scoring = Scoring::Casino;
    s.casino_stake = 52;
    s.casino_per_card = 3;
    s.summary = "Solitaire Till Dawn X's Klondike: one pass, two holdouts, $52 a game and $3 a card.";
    s.difficulty = "Medium: at least one game in five (Solitaire Till Dawn)";
    return s;
}();

constinit const Spec klondike_familiar = [] {
    Spec s = klondike_base("klondike-familiar", "Klondike Familiar");
    s.draw = 3;
    s.redeals = kUnlimited;
    s.summary = "The familiar Klondike: three cards at a time, as many passes as you like.";
    s.difficulty = "Hard: perhaps one game in ten (Solitaire Till Dawn guide)";
    return s;
}();

constinit const Spec klondike_easy = [] {
    Spec s = klondike_base("klondike-easy", "Klondike Easy");
    s.provisional = true;
    s.redeals = kUnlimited;
    s.summary = "One card at a time with unlimited passes.";
    s.difficulty = "Easy (provisional rules)";
    return s;
}();

constinit const Spec klondike_strict = [] {
    Spec s = klondike_base("klondike-strict", "Klondike Strict");
    s.moving = Moving::WholeFaceUpPart;
    s.scoring = Scoring::Casino;
    s.casino_stake = 52;
    s.casino_per_card = 5;
    s.summary = "One pass, and only whole builds move between piles; casino scoring.";
    s.difficulty = "Very hard: expect to lose $5 a game (Solitaire Till Dawn)";
    return s;
}();

constinit const Spec double_klondike = [] {
    Spec s = two_decks(klondike_base("double-klondike", "Double Klondike"));
    s.provisional = true;
    s.draw = 3;
    s.redeals = kUnlimited;
    s.summary = "Two decks, nine piles, three cards at a time, unlimited passes.";
    s.difficulty = "Medium: about one game in three (gamesforone)";
    return s;
}();

constinit const Spec gargantua = [] {
    Spec s = two_decks(klondike_base("gargantua", "Gargantua"));
    s.provisional = true;
    s.redeals = 1;
    s.summary = "Two decks, nine piles, one card at a time and one redeal.";
    s.difficulty = "Easy: about three games in four (gemsolitaire)";
    return s;
}();

constinit const Spec thumb_and_pouch = [] {
    Spec s = klondike_base("thumb-and-pouch", "Thumb and Pouch");
    s.build = Build::DownAnySuitButOwn;
    s.moving = Moving::TopCardOrWholeFaceUpPart;
    s.empty_pile = EmptyPile::AnyCardOrBuild;
    s.tips = kTips;
    s.summary = "Build down in any suit but the card's own; any card fills a space.";
    s.difficulty = "Easy: most games with good play (Solitaire Till Dawn)";
    return s;
}();

} // namespace patience::games
