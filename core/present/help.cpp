// Rules help in the project's own words, assembled from the Spec values (docs/rules.md).
#include "present/help.h"

#include "games/registry.h"
#include "present/words.h"
#include "text/json.h"

namespace patience {

namespace {

// What the page's solver features mean, the same for every game.
HelpSection solver_help(const SolverFigures& solver) {
    return {
        "Solver",
        {"The Winnable mark, Hint, Where did I lose it?, New winnable deal and the daily deal come from a "
         "solver that searches every line of play from the position on the table. Like every published "
         "solitaire solver it sees the face-down cards: Winnable means a player who knew them could still "
         "win; Can't be won from here is a proof that no line wins. Thinking: it is still searching. Not "
         "sure yet: it gave up within its budget.",
         solver.difficulty_explained,
         "The daily deal is the same for everyone on a date: a deal number worked out from the date and the "
         "game, then the first deal from there that the solver proves winnable within " +
             std::to_string(solver.daily_positions) + " positions."}};
}

// "one", "two", ... for the small counts the help names in words; figures beyond ten.
std::string in_words(int n) {
    static constexpr const char* kWords[] = {"no",  "one",   "two",   "three", "four", "five",
                                             "six", "seven", "eight", "nine",  "ten"};
    return n >= 0 && n <= 10 ? kWords[n] : std::to_string(n);
}
std::string capitalised(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}
std::string decks_text(const Spec& s) { return in_words(s.decks) + ' ' + plural(s.decks, "deck"); }

std::string layout_text(const Spec& s) {
    switch (s.deal) {
    case DealPattern::Terrace: {
        std::string t = std::to_string(s.cards()) + " cards (" + decks_text(s) + "). A reserve of " +
                        count_words(s.reserve, "card") +
                        " is fanned so every card shows; the last card dealt is its top. ";
        if (s.base == BaseCard::ChosenFromFour)
            t += capitalised(in_words(kBaseChoices)) + " cards go to tableau piles 1-" +
                 std::to_string(kBaseChoices) + "; you pick one of them as the base card.";
        else
            t +=
                "The next card goes to the first foundation as the base card, then one card to each of the " +
                std::to_string(s.tableau) + " tableau piles.";
        return t;
    }
    case DealPattern::Klondike:
        return capitalised(decks_text(s)) + ". " + std::to_string(s.tableau) + " tableau piles hold 1 to " +
               std::to_string(s.tableau) +
               " cards, only the top card face up; the rest is the face-down stock.";
    case DealPattern::Wings: {
        const int per_pile = s.cards() / s.tableau;
        return "All " + std::to_string(s.cards()) + " cards face up in two wings of " +
               in_words(s.wing_piles()) + " fanned piles (the top pile of each wing has " +
               in_words(per_pile + 1) + " cards, the others " + in_words(per_pile) + "), with " +
               in_words(s.foundations) + " empty foundations between them.";
    }
    }
    return {};
}
} // namespace

std::vector<HelpSection> rules_help(const Spec& s, const SolverFigures& solver) {
    std::vector<HelpSection> out;
    HelpSection about{"About", {}};
    about.points.push_back(std::string(s.summary));
    about.points.push_back("Rules as " + std::string(s.source) + " plays it" +
                           (s.provisional
                                ? " (provisional: the source's own page could not be found, so these are "
                                  "the closest documented rules)."
                                : "."));
    about.points.push_back(std::string(s.difficulty) + "."); // "Hard: harder than ..." reads on its own
    out.push_back(about);
    out.push_back({"Goal", {"Move every card to the foundations."}});
    out.push_back({"Layout", {layout_text(s)}});

    HelpSection f{"Foundations", {}};
    switch (s.base) {
    case BaseCard::Ace: f.points.push_back("Each foundation starts with an Ace."); break;
    case BaseCard::DealtToFirstFoundation:
        f.points.push_back("Every foundation starts with a card of the base card's rank.");
        break;
    case BaseCard::ChosenFromFour:
        f.points.push_back(
            "First move: put one of the " + in_words(kBaseChoices) + " cards on piles 1-" +
            std::to_string(kBaseChoices) +
            " on a foundation. Its rank is the base rank; then every empty tableau pile gets a card from the "
            "stock and the other " +
            in_words(kBaseChoices - 1) + " choice cards stay where they are.");
        break;
    case BaseCard::FirstPlayed:
        f.points.push_back("While all " + in_words(s.foundations) +
                           " foundations are empty, any top card may start one; the "
                           "other " +
                           in_words(s.foundations - 1) +
                           " must then start with that rank. Autoplay never makes this choice for you.");
        break;
    }
    f.points.push_back(
        std::string("Build up ") +
        (s.foundation_build == FoundationBuild::UpSameSuit ? "in suit" : "in alternating colours") +
        (s.foundation_wrap ? ", round the corner (Ace follows King), to 13 cards each." : " to the King."));
    f.points.push_back("Cards never leave a foundation.");
    out.push_back(f);

    HelpSection t{"Tableau", {}};
    switch (s.build) {
    case Build::DownAlternateColour: t.points.push_back("Build down in alternating colours"); break;
    case Build::DownAnySuitButOwn: t.points.push_back("Build down in any suit except the card's own"); break;
    case Build::UpOrDownSameSuit: t.points.push_back("Build up or down in the same suit"); break;
    }
    t.points.back() += s.build_wrap ? ", round the corner (King on Ace and Ace on 2 are fine)." : ".";
    switch (s.moving) {
    case Moving::TopCard: t.points.push_back("Only the top card of a pile moves, one card at a time."); break;
    case Moving::AnyRun:
        t.points.push_back("Any run of face-up cards in sequence moves as one, whole or in part.");
        break;
    case Moving::WholeFaceUpPart:
        t.points.push_back(
            "Between tableau piles only all the face-up cards of a pile move together; a top card "
            "may still go to a foundation.");
        break;
    case Moving::TopCardOrWholeFaceUpPart:
        t.points.push_back(
            "The top card moves alone, or all the face-up cards together; never part of a build.");
        break;
    case Moving::TopCardOrRunViaEmptyPile:
        t.points.push_back(
            "One card at a time; as a shortcut, a run in suit moves as one when another tableau "
            "pile (not its source or destination) is empty, since it could go card by card "
            "through that pile.");
        break;
    }
    switch (s.empty_pile) {
    case EmptyPile::ForcedFill:
        t.points.push_back(
            "An empty pile must be filled at once with the stock's or the discard's top card; "
            "until it is, only those two cards may move (to the gap, a foundation or another "
            "pile) and you cannot deal. Once stock and discard are both empty, gaps stay empty.");
        break;
    case EmptyPile::WasteOnlyWithLock:
        t.points.push_back("An empty pile takes only the waste card. Turning a card while a pile is empty "
                           "locks the stock until the waste card is played or no pile is empty.");
        break;
    case EmptyPile::AutoFill:
        t.points.push_back(
            s.fill_from_reserve
                ? "An empty pile is filled at once by the game: from the reserve while it lasts, "
                  "then the waste, then the stock."
                : "An empty pile is filled at once by the game: from the waste, else the stock.");
        break;
    case EmptyPile::KingOrKingBuild:
        t.points.push_back("Only a King, or a build starting with a King, goes into an empty pile.");
        break;
    case EmptyPile::AnyCardOrBuild: t.points.push_back("Any card or build may go into an empty pile."); break;
    }
    // Every pattern that deals cards face down turns the top one up once it is uncovered.
    if (s.deal == DealPattern::Klondike)
        t.points.push_back("A face-down card left on top of a pile turns face up at once.");
    out.push_back(t);

    if (s.reserve > 0) out.push_back({"Reserve", {"Only its top card plays, and only to a foundation."}});
    if (s.cells > 0)
        out.push_back(
            {"Holdouts",
             {"Each of the " + in_words(s.cells) +
              " holdouts holds one card, taken from the top of a tableau pile or the waste. It may go to "
              "a tableau pile or a foundation, never back to the waste or to another holdout."}});
    if (s.stock != StockModel::None) {
        HelpSection st{"Stock", {}};
        switch (s.stock) {
        case StockModel::FaceUpWithDiscard:
            st.points.push_back(
                "The stock lies face up. Its top card and the discard's top card both play to "
                "the tableau or the foundations. Deal moves one card to the discard.");
            break;
        case StockModel::FaceDownAutoTurn:
            st.points.push_back(
                "Deal turns one card onto the waste; only the waste's top card plays. When the "
                "waste empties, a card is turned onto it at once.");
            break;
        case StockModel::FaceDownDraw:
            st.points.push_back(s.draw == 1 ? "Deal turns one card onto the waste."
                                            : "Deal turns " + std::to_string(s.draw) +
                                                  " cards onto the waste; only the top one plays.");
            break;
        case StockModel::None: break;
        }
        st.points.push_back(
            s.redeals == 0 ? "No redeal: the stock goes through once."
            : s.redeals == kUnlimited
                ? "Redeal as often as you like: the waste turns over, unshuffled, into the stock."
                : capitalised(in_words(s.redeals)) + ' ' + plural(s.redeals, "redeal") +
                      ": the waste turns over, unshuffled, into the stock.");
        if (s.second_pass_turns_only_when_waste_empty)
            st.points.push_back(
                "In the second pass a card is turned only when the waste is empty, so each card "
                "must be played before the next appears.");
        out.push_back(st);
    }
    if (s.scoring == Scoring::Casino)
        out.push_back({"Score",
                       {"Casino scoring: $" + std::to_string(s.casino_stake) + " to play, $" +
                        std::to_string(s.casino_per_card) + " back for each card on the foundations."}});
    else
        out.push_back({"Score", {"One point for each card on the foundations."}});
    out.push_back(
        {"End", {"The game is lost when no legal move is left (dealing and redealing count as moves)."}});
    if (!s.tips.empty()) out.push_back({"Strategy", {s.tips.begin(), s.tips.end()}});
    out.push_back(solver_help(solver));
    return out;
}

std::string games_json() {
    JsonArray out;
    for (const Spec* s : all_rulesets())
        out.object(JsonObject()
                       .text("id", s->id)
                       .text("ruleset", s->ruleset)
                       .text("key", ruleset_key(*s))
                       .text("name", s->name)
                       .text("family", s->family)
                       .text("source", s->source)
                       .text("summary", s->summary)
                       .text("difficulty", s->difficulty)
                       .flag("default", s->is_default_ruleset)
                       .flag("provisional", s->provisional));
    return out.str();
}

std::string rules_help_json(const Spec& spec, const SolverFigures& solver) {
    JsonArray out;
    for (const auto& section : rules_help(spec, solver)) {
        JsonArray points;
        for (const std::string& point : section.points) points.text(point);
        out.object(JsonObject().text("heading", section.heading).array("points", points));
    }
    return out.str();
}

} // namespace patience
