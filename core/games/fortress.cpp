// Fortress and Chessboard: all 52 cards face up in two wings, foundations between them.
#include "games/games.h"

namespace patience::games {

namespace {
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
