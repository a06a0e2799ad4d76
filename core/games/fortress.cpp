// Fortress and Chessboard: all 52 cards face up in two wings, foundations between them.
#include "games/games.h"

namespace patience::games {

namespace {
// Solitaire Till Dawn's advice for Fortress and Chessboard, in our own words.
constexpr std::string_view kTips[] = {
    "Make an empty pile as soon as you can, and keep one: with a space, a whole run can move onto another "
    "pile; without one, only single cards move.",
    "A run moves through a space as you would move it card by card: onto the space, where it lies reversed, "
    "then onto its new pile, the right way round again. The game makes it one move.",
};
constexpr Spec wings(std::string_view id, std::string_view name) {
    Spec s;
    s.id = id;
    s.ruleset = "std";
    s.name = name;
    s.family = "Fortress";
    s.source = "Solitaire Till Dawn";
    s.decks = 1;
    s.deal = DealPattern::Wings;
    s.tableau = 10;
    s.foundations = 4;
    s.base = BaseCard::Ace;
    s.foundation_build = FoundationBuild::UpSameSuit;
    s.build = Build::UpOrDownSameSuit;
    s.moving = Moving::TopCardOrRunViaEmptyPile;
    s.empty_pile = EmptyPile::AnyCardOrBuild;
    s.stock = StockModel::None;
    s.tips = kTips;
    return s;
}
} // namespace

constinit const Spec fortress = [] {
    Spec s = wings("fortress", "Fortress");
    s.summary = "Every card face up; build up or down in suit and free the Aces.";
    s.difficulty = "Hard: about one deal in five can be won (Wolter)";
    return s;
}();

constinit const Spec chessboard = [] {
    Spec s = wings("chessboard", "Chessboard");
    s.base = BaseCard::FirstPlayed;
    s.foundation_wrap = true;
    s.build_wrap = true;
    s.summary = "Fortress with wrap-around building and a base rank of your choosing.";
    s.difficulty = "Medium: easier than Fortress (Solitaire Till Dawn)";
    return s;
}();

} // namespace patience::games
