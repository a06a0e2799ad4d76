// Rules help and the chooser's game list: every ruleset described, source named, provisional ones marked.
#include "position.h"
#include "present/help.h"
#include "present/json.h"
#include "solver/tasks.h"

#include <algorithm>

using namespace patience;

namespace {
std::string all_text(const Spec& s) {
    std::string t;
    for (const auto& sec : rules_help(s, {difficulty_explained(), kDailyPositions})) {
        t += sec.heading + "\n";
        for (const auto& p : sec.points) t += p + "\n";
    }
    return t;
}
} // namespace

TEST_CASE("every ruleset has rules help naming its source; provisional rules say so") {
    for (const Spec* s : all_rulesets()) {
        CAPTURE(s->id);
        const std::string t = all_text(*s);
        CHECK(t.find(std::string(s->source)) != std::string::npos);
        CHECK((t.find("provisional") != std::string::npos) == s->provisional);
        CHECK(t.find("Foundations") != std::string::npos);
    }
}

TEST_CASE("the help follows the rules values") {
    CHECK(all_text(test::ruleset("falling-star")).find("must be filled at once") != std::string::npos);
    CHECK(all_text(test::ruleset("falling-star", "aisleriot")).find("locks the stock") != std::string::npos);
    CHECK(all_text(test::ruleset("redheads")).find("from the reserve while it lasts") != std::string::npos);
    CHECK(all_text(test::ruleset("klondike")).find("$52 to play, $3 back") != std::string::npos);
    CHECK(all_text(test::ruleset("klondike-strict")).find("$52 to play, $5 back") != std::string::npos);
    CHECK(all_text(test::ruleset("klondike-familiar")).find("Deal turns 3 cards") != std::string::npos);
    CHECK(all_text(test::ruleset("chessboard")).find("never makes this choice") != std::string::npos);
    CHECK(all_text(test::ruleset("generals-patience")).find("second pass") != std::string::npos);
    CHECK(all_text(test::ruleset("gargantua")).find("Two decks.") != std::string::npos);
    CHECK(all_text(test::ruleset("gargantua")).find("One redeal") != std::string::npos);
}

TEST_CASE("every ruleset's help has a Strategy section from its source, speaking only of what it has") {
    // A tip that names a part of the table names one the ruleset has; one about Kings only where a space
    // takes only a King; one about a choice of base only where the player chooses it.
    const struct {
        std::string word;
        bool (*has)(const Spec&);
    } parts[] = {
        {"holdout", [](const Spec& s) { return s.cells > 0; }},
        {"reserve", [](const Spec& s) { return s.reserve > 0; }},
        {"stock", [](const Spec& s) { return s.stock != StockModel::None; }},
        {"waste", [](const Spec& s) { return s.stock != StockModel::None; }},
        {"discard", [](const Spec& s) { return s.stock == StockModel::FaceUpWithDiscard; }},
        {"face-down", [](const Spec& s) { return s.deal == DealPattern::Klondike; }},
        {"King", [](const Spec& s) { return s.empty_pile == EmptyPile::KingOrKingBuild; }},
        {"base card", [](const Spec& s) { return s.base == BaseCard::ChosenFromFour; }},
        {"Fill a space", [](const Spec& s) { return s.empty_pile == EmptyPile::ForcedFill; }},
        {"Start a space", [](const Spec& s) { return s.empty_pile == EmptyPile::WasteOnlyWithLock; }},
    };
    for (const Spec* s : all_rulesets()) {
        CAPTURE(s->id);
        CAPTURE(s->ruleset);
        const auto help = rules_help(*s, {difficulty_explained(), kDailyPositions});
        const auto strategy = std::find_if(help.begin(), help.end(),
                                           [](const HelpSection& h) { return h.heading == "Strategy"; });
        REQUIRE(strategy != help.end());
        CHECK(strategy->points.size() == s->tips.size());
        for (const std::string& tip : strategy->points) {
            CAPTURE(tip);
            CHECK(tip.back() == '.');
            for (const auto& part : parts)
                if (tip.find(part.word) != std::string::npos) CHECK(part.has(*s));
        }
    }
}

TEST_CASE("every game that deals cards face down says that an uncovered one turns face up") {
    for (const Spec* s : all_rulesets()) {
        CAPTURE(s->id);
        bool dealt_down = false; // a tableau card under the top one is face down after the deal
        const State d = deal(*s, 1);
        for (int i = 0; i < s->tableau; ++i)
            for (Card c : d.pile(tableau(i))) dealt_down = dealt_down || !c.face_up();
        CHECK((all_text(*s).find("turns face up at once") != std::string::npos) == dealt_down);
    }
}

TEST_CASE("the game list names every ruleset once, with its key and exactly one default per game") {
    const std::string json = games_json();
    for (const Spec* s : all_rulesets()) {
        // The key is ruleset_key's: the page stores its daily deals by it, as the core spells it.
        const std::string key = "\"id\":\"" + std::string(s->id) + "\",\"ruleset\":\"" +
                                std::string(s->ruleset) + "\",\"key\":\"" + ruleset_key(*s) + "\"";
        CHECK(json.find(key) != std::string::npos);
        CHECK(json.find(key) == json.rfind(key));
        CHECK(find_ruleset(s->id) != nullptr);
        CHECK(find_ruleset(s->id)->is_default_ruleset);
    }
}

TEST_CASE("JSON strings escape quotes, backslashes and control characters") {
    CHECK(json_string("General's \"Patience\"") == "\"General's \\\"Patience\\\"\"");
    CHECK(json_string("a\\b") == "\"a\\\\b\"");
    CHECK(json_string(std::string("x\ny\x01", 4)) == "\"x\\u000ay\\u0001\"");
}
