// Rules help in the project's own words, assembled from the Spec values (docs/rules.md).
#include "present/help.h"

#include "games/registry.h"
#include "present/words.h"
#include "text/json.h"

namespace patience {

namespace {

// What the page's solver features mean, the same for every game.
HelpSection solver_help(const SolverFigures& solver, const Catalogue& words) {
    return {words.format("help.heading.solver"),
            {words.format("help.solver.features"), solver.difficulty_explained,
             words.format("help.solver.daily", {{"positions", solver.daily_positions}})}};
}

// "one", "two", ... for the small counts the help names in words; figures beyond ten.
std::string in_words(int n, const Catalogue& words) {
    return n >= 0 && n <= 10 ? words.format("number." + std::to_string(n)) : std::to_string(n);
}
// The first letter made a capital, where it is a plain lowercase letter (the number words at a sentence's
// start).
std::string capitalised(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}
std::string decks_text(const Spec& s, const Catalogue& words) {
    return words.format("help.decks", {{"count", s.decks}, {"n", in_words(s.decks, words)}});
}

std::string layout_text(const Spec& s, const Catalogue& words) {
    switch (s.deal) {
    case DealPattern::Terrace:
        if (s.base == BaseCard::ChosenFromFour)
            return words.format("help.layout.terrace_chosen",
                                {{"cards", s.cards()},
                                 {"decks", decks_text(s, words)},
                                 {"reserve", words.format("count.card", {{"count", s.reserve}})},
                                 {"choices", capitalised(in_words(kBaseChoices, words))},
                                 {"n", kBaseChoices}});
        return words.format("help.layout.terrace_dealt",
                            {{"cards", s.cards()},
                             {"decks", decks_text(s, words)},
                             {"reserve", words.format("count.card", {{"count", s.reserve}})},
                             {"tableau", s.tableau}});
    case DealPattern::Klondike:
        return words.format("help.layout.klondike",
                            {{"decks", capitalised(decks_text(s, words))}, {"tableau", s.tableau}});
    case DealPattern::Wings: {
        const int per_pile = s.cards() / s.tableau;
        return words.format("help.layout.wings", {{"cards", s.cards()},
                                                  {"piles", in_words(s.wing_piles(), words)},
                                                  {"top", in_words(per_pile + 1, words)},
                                                  {"rest", in_words(per_pile, words)},
                                                  {"foundations", in_words(s.foundations, words)}});
    }
    }
    return {};
}

std::string tableau_build_text(const Spec& s, const Catalogue& words) {
    std::string id;
    switch (s.build) {
    case Build::DownAlternateColour: id = "help.tableau.build.down_alternate_colour"; break;
    case Build::DownAnySuitButOwn: id = "help.tableau.build.down_any_suit_but_own"; break;
    case Build::UpOrDownSameSuit: id = "help.tableau.build.up_or_down_same_suit"; break;
    }
    return words.format(s.build_wrap ? id + "_wrap" : id);
}

std::string moving_text(const Spec& s, const Catalogue& words) {
    switch (s.moving) {
    case Moving::TopCard: return words.format("help.tableau.moving.top_card");
    case Moving::AnyRun: return words.format("help.tableau.moving.any_run");
    case Moving::WholeFaceUpPart: return words.format("help.tableau.moving.whole_face_up_part");
    case Moving::TopCardOrWholeFaceUpPart: return words.format("help.tableau.moving.top_card_or_whole");
    case Moving::TopCardOrRunViaEmptyPile: return words.format("help.tableau.moving.run_via_empty_pile");
    }
    return {};
}

std::string empty_pile_text(const Spec& s, const Catalogue& words) {
    switch (s.empty_pile) {
    case EmptyPile::ForcedFill: return words.format("help.tableau.empty.forced_fill");
    case EmptyPile::WasteOnlyWithLock: return words.format("help.tableau.empty.waste_only_with_lock");
    case EmptyPile::AutoFill:
        return words.format(s.fill_from_reserve ? "help.tableau.empty.auto_fill_reserve"
                                                : "help.tableau.empty.auto_fill");
    case EmptyPile::KingOrKingBuild: return words.format("help.tableau.empty.king");
    case EmptyPile::AnyCardOrBuild: return words.format("help.tableau.empty.any");
    }
    return {};
}

HelpSection stock_help(const Spec& s, const Catalogue& words) {
    HelpSection st{words.format("help.heading.stock"), {}};
    switch (s.stock) {
    case StockModel::FaceUpWithDiscard:
        st.points.push_back(words.format("help.stock.face_up_with_discard"));
        break;
    case StockModel::FaceDownAutoTurn:
        st.points.push_back(words.format("help.stock.face_down_auto_turn"));
        break;
    case StockModel::FaceDownDraw:
        st.points.push_back(s.draw == 1 ? words.format("help.stock.draw_one")
                                        : words.format("help.stock.draw_many", {{"count", s.draw}}));
        break;
    case StockModel::None: break;
    }
    st.points.push_back(
        s.redeals == 0 ? words.format("help.stock.no_redeal")
        : s.redeals == kUnlimited
            ? words.format("help.stock.redeals_unlimited")
            : words.format("help.stock.redeals",
                           {{"count", s.redeals}, {"n", capitalised(in_words(s.redeals, words))}}));
    if (s.second_pass_turns_only_when_waste_empty)
        st.points.push_back(words.format("help.stock.second_pass"));
    return st;
}

} // namespace

std::string game_text_id(const Spec& spec, std::string_view what) {
    return "game." + std::string(spec.id) + "." + std::string(spec.ruleset) + "." + std::string(what);
}

std::string_view game_english(const Spec& spec, std::string_view what) {
    if (what == "name") return spec.name;
    if (what == "summary") return spec.summary;
    if (what == "difficulty") return spec.difficulty;
    if (what.starts_with("tip.")) {
        const std::size_t n = static_cast<std::size_t>(std::atoi(std::string(what.substr(4)).c_str()));
        if (n >= 1 && n <= spec.tips.size()) return spec.tips[n - 1];
    }
    return {};
}

std::string game_words(const Spec& spec, std::string_view what, const Catalogue& words) {
    return words.text_or(game_text_id(spec, what), game_english(spec, what));
}

std::string family_text_id(const Spec& spec) {
    std::string id = "family.";
    for (char c : spec.family) id += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    return id;
}

std::string family_words(const Spec& spec, const Catalogue& words) {
    return words.text_or(family_text_id(spec), spec.family);
}

std::vector<HelpSection> rules_help(const Spec& s, const SolverFigures& solver, const Catalogue& words) {
    std::vector<HelpSection> out;
    HelpSection about{words.format("help.heading.about"), {}};
    about.points.push_back(game_words(s, "summary", words));
    about.points.push_back(words.format(s.provisional ? "help.about.source_provisional" : "help.about.source",
                                        {{"source", s.source}}));
    // "Hard: harder than ..." reads on its own
    about.points.push_back(
        words.format("help.about.difficulty", {{"difficulty", game_words(s, "difficulty", words)}}));
    out.push_back(about);
    out.push_back({words.format("help.heading.goal"), {words.format("help.goal")}});
    out.push_back({words.format("help.heading.layout"), {layout_text(s, words)}});

    HelpSection f{words.format("help.heading.foundations"), {}};
    switch (s.base) {
    case BaseCard::Ace: f.points.push_back(words.format("help.foundations.ace")); break;
    case BaseCard::DealtToFirstFoundation: f.points.push_back(words.format("help.foundations.dealt")); break;
    case BaseCard::ChosenFromFour:
        f.points.push_back(
            words.format("help.foundations.chosen", {{"choices", in_words(kBaseChoices, words)},
                                                     {"n", kBaseChoices},
                                                     {"others", in_words(kBaseChoices - 1, words)}}));
        break;
    case BaseCard::FirstPlayed:
        f.points.push_back(
            words.format("help.foundations.first_played", {{"all", in_words(s.foundations, words)},
                                                           {"others", in_words(s.foundations - 1, words)}}));
        break;
    }
    const std::string build = s.foundation_build == FoundationBuild::UpSameSuit
                                  ? "help.foundations.build.in_suit"
                                  : "help.foundations.build.alternate_colour";
    f.points.push_back(words.format(s.foundation_wrap ? build + "_wrap" : build));
    f.points.push_back(words.format("help.foundations.never_leave"));
    out.push_back(f);

    HelpSection t{words.format("help.heading.tableau"), {}};
    t.points.push_back(tableau_build_text(s, words));
    t.points.push_back(moving_text(s, words));
    t.points.push_back(empty_pile_text(s, words));
    // Every pattern that deals cards face down turns the top one up once it is uncovered.
    if (s.deal == DealPattern::Klondike) t.points.push_back(words.format("help.tableau.turn_up"));
    out.push_back(t);

    if (s.reserve > 0) out.push_back({words.format("help.heading.reserve"), {words.format("help.reserve")}});
    if (s.cells > 0)
        out.push_back({words.format("help.heading.holdouts"),
                       {words.format("help.holdouts", {{"n", in_words(s.cells, words)}})}});
    if (s.stock != StockModel::None) out.push_back(stock_help(s, words));
    if (s.scoring == Scoring::Casino)
        out.push_back({words.format("help.heading.score"),
                       {words.format("help.score.casino",
                                     {{"stake", s.casino_stake}, {"per_card", s.casino_per_card}})}});
    else
        out.push_back({words.format("help.heading.score"), {words.format("help.score.cards")}});
    out.push_back({words.format("help.heading.end"), {words.format("help.end")}});
    if (!s.tips.empty()) {
        HelpSection strategy{words.format("help.heading.strategy"), {}};
        for (std::size_t i = 1; i <= s.tips.size(); ++i)
            strategy.points.push_back(game_words(s, "tip." + std::to_string(i), words));
        out.push_back(strategy);
    }
    out.push_back(solver_help(solver, words));
    return out;
}

std::string games_json(const Catalogue& words) {
    JsonArray out;
    for (const Spec* s : all_rulesets())
        out.object(JsonObject()
                       .text("id", s->id)
                       .text("ruleset", s->ruleset)
                       .text("key", ruleset_key(*s))
                       .text("name", game_words(*s, "name", words))
                       .text("family", family_words(*s, words))
                       .text("source", s->source)
                       .text("summary", game_words(*s, "summary", words))
                       .text("difficulty", game_words(*s, "difficulty", words))
                       .flag("default", s->is_default_ruleset)
                       .flag("provisional", s->provisional));
    return out.str();
}

std::string rules_help_json(const Spec& spec, const SolverFigures& solver, const Catalogue& words) {
    JsonArray out;
    for (const auto& section : rules_help(spec, solver, words)) {
        JsonArray points;
        for (const std::string& point : section.points) points.text(point);
        out.object(JsonObject().text("heading", section.heading).array("points", points));
    }
    return out.str();
}

} // namespace patience
