// The Terrace family: Solitaire Till Dawn's Falling Star and Blondes and Brunettes, and Aisleriot's seven
// Terrace options. Each ruleset reads like its rules page (docs/rules.md).
#include "games/games.h"

namespace patience::games {

namespace {
// The sources' advice (Solitaire Till Dawn's tips for Falling Star and Blondes and Brunettes; Aisleriot's
// Strategy for its Terrace options), in our own words.
constexpr std::string_view kStdTips[] = {
    "Free the reserve first: it is the hardest pile to empty. Look a few cards ahead, and avoid plays that "
    "bury the cards its next few cards need.",
    "Fill a space from the discard rather than from the stock, unless the stock's card lets the discard's "
    "top card play at once: a short discard keeps more cards within reach.",
    "Keep piles of a single card where you can: moving one onto another pile opens a space.",
};
constexpr std::string_view kAisleriotTips[] = {
    "Look for cards that will come out of the stock or the reserve in the wrong order for building, and keep "
    "a foundation ready to take each run of them.",
    "Start a space with the card its foundation will need last, so that what is built on it stays useful to "
    "the end.",
};
constexpr std::string_view kChoosingTips[] = {
    "Before choosing the base card, look through the reserve: a rank with several cards buried deep in it "
    "makes a poor base.",
    kAisleriotTips[0],
    kAisleriotTips[1],
};
constexpr std::string_view kAutoFillTips[] = {kAisleriotTips[0]}; // the game fills the spaces
// What every Terrace ruleset shares: two decks, reserve top to foundations only, single cards building
// down in alternating colours round the corner, 8 foundations up to 13 cards with wrap.
constexpr Spec terrace_base() {
    Spec s;
    s.family = "Terrace";
    s.decks = 2;
    s.deal = DealPattern::Terrace;
    s.foundations = 8;
    s.base = BaseCard::DealtToFirstFoundation;
    s.foundation_build = FoundationBuild::UpAlternateColour;
    s.foundation_wrap = true;
    s.build = Build::DownAlternateColour;
    s.build_wrap = true;
    s.moving = Moving::TopCard;
    s.draw = 1;
    s.redeals = 0;
    s.scoring = Scoring::CardsHome;
    return s;
}
// Solitaire Till Dawn: face-up stock and discard, both tops playable; empty piles must be filled at once.
constexpr Spec std_model(Spec s) {
    s.ruleset = "std";
    s.source = "Solitaire Till Dawn";
    s.stock = StockModel::FaceUpWithDiscard;
    s.empty_pile = EmptyPile::ForcedFill;
    s.tips = kStdTips;
    return s;
}
// Aisleriot: face-down stock, the waste refilled at once, empty piles take only the waste card (stock lock).
constexpr Spec aisleriot_model(Spec s) {
    s.ruleset = "aisleriot";
    s.source = "GNOME Aisleriot";
    s.stock = StockModel::FaceDownAutoTurn;
    s.empty_pile = EmptyPile::WasteOnlyWithLock;
    s.tips = kAisleriotTips;
    return s;
}
constexpr Spec with(Spec s, std::string_view id, std::string_view name, int reserve, int piles) {
    s.id = id;
    s.name = name;
    s.reserve = reserve;
    s.tableau = piles;
    return s;
}
} // namespace

constinit const Spec falling_star_std = [] {
    Spec s = with(std_model(terrace_base()), "falling-star", "Falling Star", 11, 8);
    s.summary = "Eleven stars in the reserve must fall to the foundations; face-up stock, eight piles.";
    s.difficulty = "Hard: harder than Blondes and Brunettes (Solitaire Till Dawn)";
    return s;
}();

constinit const Spec falling_star_aisleriot = [] {
    Spec s = with(aisleriot_model(terrace_base()), "falling-star", "Falling Stars", 11, 9);
    s.is_default_ruleset = false;
    s.summary = "Aisleriot's Falling Stars: face-down stock, nine piles, the stock locks over a gap.";
    s.difficulty = "Hard (Aisleriot gives no figure)";
    return s;
}();

constinit const Spec blondes_and_brunettes_std = [] {
    Spec s = with(std_model(terrace_base()), "blondes-and-brunettes", "Blondes and Brunettes", 10, 9);
    s.summary = "A ten-card reserve, nine piles and a face-up stock; the base card is dealt.";
    s.difficulty = "Hard: a bit harder than Terrace (Solitaire Till Dawn)";
    return s;
}();

constinit const Spec blondes_and_brunettes_aisleriot = [] {
    Spec s = with(aisleriot_model(terrace_base()), "blondes-and-brunettes", "Blondes and Brunettes", 10, 8);
    s.is_default_ruleset = false;
    s.summary = "Aisleriot's version: face-down stock, eight piles, the stock locks over a gap.";
    s.difficulty = "Hard (Aisleriot gives no figure)";
    return s;
}();

constinit const Spec terrace = [] {
    Spec s = with(aisleriot_model(terrace_base()), "terrace", "Terrace", 11, 9);
    s.base = BaseCard::ChosenFromFour;
    s.tips = kChoosingTips;
    s.summary = "Choose the base rank from four cards, then bring an eleven-card reserve home.";
    s.difficulty = "Medium: won about half the time with careful play (Wikipedia)";
    return s;
}();

constinit const Spec generals_patience = [] {
    Spec s = with(aisleriot_model(terrace_base()), "generals-patience", "General's Patience", 13, 9);
    s.base = BaseCard::ChosenFromFour;
    s.tips = kChoosingTips;
    s.foundation_build = FoundationBuild::UpSameSuit;
    s.redeals = 1;
    s.second_pass_turns_only_when_waste_empty = true;
    s.summary = "Terrace with a 13-card reserve, foundations in suit and one must-play second pass.";
    s.difficulty = "Very hard: under 1% (Goodsol)";
    return s;
}();

constinit const Spec signora = [] {
    Spec s = with(aisleriot_model(terrace_base()), "signora", "Signora", 11, 9);
    s.empty_pile = EmptyPile::AutoFill;
    s.tips = kAutoFillTips;
    s.summary = "Gaps fill themselves from the waste, else the stock; no stock lock.";
    s.difficulty = "Medium: mostly skill (PySolFC)";
    return s;
}();

constinit const Spec redheads = [] {
    Spec s = with(aisleriot_model(terrace_base()), "redheads", "Redheads", 21, 8);
    s.empty_pile = EmptyPile::AutoFill;
    s.tips = kAutoFillTips;
    s.fill_from_reserve = true;
    s.summary = "A 21-card reserve that also fills the gaps in the tableau.";
    s.difficulty = "Very hard: much harder than Blondes and Brunettes (Goodsol)";
    return s;
}();

constinit const Spec wood = [] {
    Spec s = with(aisleriot_model(terrace_base()), "wood", "Wood", 10, 9);
    s.summary = "A ten-card reserve, nine piles; gaps take only the waste card.";
    s.difficulty = "Medium: luck and skill balanced (PySolFC)";
    return s;
}();

} // namespace patience::games
