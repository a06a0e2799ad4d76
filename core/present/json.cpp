// The game's JSON read-outs: the state, the page's info and layout, the statistics panel's table.
#include "present/json.h"

#include "games/registry.h"
#include "play/assist.h"
#include "play/challenge.h"
#include "play/links.h"
#include "present/help.h"
#include "present/reasons.h"
#include "present/words.h"
#include "rules/rules.h"

#include <algorithm>

namespace patience {

namespace {
JsonArray pile_json(const State& s, PileId p) {
    JsonArray out;
    for (Card c : s.pile(p)) out.text(to_string(c));
    return out;
}

JsonArray piles_json(const State& s, PileKind kind, int n) {
    JsonArray out;
    for (int i = 0; i < n; ++i) out.array(pile_json(s, PileId{kind, static_cast<std::uint8_t>(i)}));
    return out;
}
} // namespace

std::string state_json(const Session& session, const Catalogue& words) {
    const Spec& spec = session.spec();
    const State& s = session.state();
    JsonObject piles;
    if (spec.stock != StockModel::None)
        piles.array("stock", pile_json(s, stock())).array("waste", pile_json(s, waste()));
    if (spec.reserve > 0) piles.array("reserve", pile_json(s, reserve()));
    piles.array("foundations", piles_json(s, PileKind::Foundation, spec.foundations))
        .array("tableau", piles_json(s, PileKind::Tableau, spec.tableau));
    if (spec.cells > 0) piles.array("cells", piles_json(s, PileKind::Cell, spec.cells));
    JsonObject out;
    out.text("game", spec.id)
        .text("ruleset", spec.ruleset)
        .number("deal", session.id().number)
        .number("version", session.id().algorithm)
        .object("piles", piles)
        .flag("won", is_won(spec, s))
        .flag("over", is_over(spec, s))
        .number("score", score(spec, s))
        .number("moves", session.moves_made())
        .number("cardsHome", cards_home(spec, s))
        .number("cards", spec.cards());
    if (s.base_rank)
        out.text("base", std::string(1, rank_char(s.base_rank)));
    else
        out.null("base");
    return out.number("redeals", s.redeals_used)
        .flag("stockLocked", s.stock_locked)
        .flag("fillPending", fill_pending(spec, s))
        .flag("canUndo", session.can_undo())
        .flag("canRedo", session.can_redo())
        .text("status", status_text(spec, s, words))
        .str();
}

void info_fields(JsonObject& out, const Session& session, bool can_finish, const Catalogue& words) {
    const Spec& spec = session.spec();
    const State& s = session.state();
    out.text("game", spec.id)
        .text("ruleset", spec.ruleset)
        .text("key", ruleset_key(spec))
        .text("name", game_words(spec, "name", words))
        .number("deal", session.id().number)
        .text("link", deal_link(session.id()))
        .text("status", status_text(spec, s, words))
        .number("home", cards_home(spec, s))
        .number("cards", spec.cards())
        .number("moves", session.moves_made())
        .flag("won", is_won(spec, s))
        .flag("over", is_over(spec, s))
        .flag("canUndo", session.can_undo())
        .flag("canRedo", session.can_redo())
        .flag("canDeal", stock_move(spec, s).has_value())
        .flag("canFinish", can_finish)
        .flag("provisional", spec.provisional)
        .text("source", spec.source);
    // The read-outs of the page's guide: the score the rules define, the stock, and every pile's name.
    out.number("score", score(spec, s)).text("scoreText", score_words(spec, s, words));
    if (spec.stock != StockModel::None) {
        out.number("stockCards", s.size(stock())).text("stockText", stock_words(spec, s, words));
        if (spec.redeals != kUnlimited) out.number("redealsLeft", std::max(0, spec.redeals - s.redeals_used));
    }
    JsonObject names;
    for (int slot = 0; slot < kPiles; ++slot)
        if (const PileId p = PileId::from_slot(slot); has_pile(spec, p))
            names.text(to_string(p), pile_words(spec, p, words));
    out.object("pileNames", names);
    JsonObject groups;
    for (const auto& [kind, key] : {std::pair{PileKind::Foundation, "f"}, std::pair{PileKind::Cell, "c"}})
        if (const std::string g = pile_group_words(spec, kind, words); !g.empty()) groups.text(key, g);
    out.object("pileGroups", groups);
}

std::string view_json(const TableView& view) {
    const auto rect = [](JsonObject& o, const Rect& r) {
        o.decimal("x", r.x).decimal("y", r.y).decimal("w", r.w).decimal("h", r.h);
    };
    JsonObject piles;
    for (const PileView& p : view.piles) {
        JsonObject area;
        rect(area, p.area);
        if (p.pile.kind != PileKind::Tableau) {
            JsonObject label;
            rect(label, p.label);
            area.object("label", label);
        }
        piles.object(to_string(p.pile), area);
    }
    JsonArray cards;
    for (const CardView& c : view.cards) {
        if (c.covered) continue;
        JsonObject card;
        card.text("pile", to_string(c.pile)).number("index", c.index).text("card", to_string(c.card));
        rect(card, c.rect);
        cards.object(card);
    }
    return JsonObject().object("piles", piles).array("cards", cards).str();
}

std::string stats_view_json(const Stats& stats, const Catalogue& words) {
    JsonArray out;
    for (const Spec* spec : all_rulesets()) {
        const auto it = stats.games().find(ruleset_key(*spec));
        if (it == stats.games().end() || it->second.played == 0) continue;
        const GameStats& g = it->second;
        JsonObject o;
        o.text("key", it->first)
            .text("game", spec->id)
            .text("ruleset", spec->ruleset)
            .text("name", game_words(*spec, "name", words));
        o.number("played", g.played).number("won", g.won).number("winRate", g.win_rate());
        o.number("streak", g.streak).number("bestStreak", g.best_streak);
        if (g.won > 0)
            o.number("bestScore", g.best_score)
                .text("bestScoreText", score_words(*spec, g.best_score, words))
                .number("fewestMoves", g.fewest_moves)
                .number("fastestMs", g.fastest_ms);
        out.object(o);
    }
    return out.str();
}

} // namespace patience

// The history panel's read-out, after the statistics'.
#include "play/history.h"

namespace patience {

std::string history_view_json(const History& history, const Catalogue& words) {
    JsonArray out;
    for (const HistoryEntry& e : history.games()) {
        const Spec* spec = find_ruleset_key(e.key); // every game of a History names one
        JsonObject o;
        o.number("ended", e.ended)
            .text("key", e.key)
            .text("game", spec->id)
            .text("ruleset", spec->ruleset)
            .text("name", game_words(*spec, "name", words))
            .number("deal", e.deal)
            .flag("won", e.won)
            .number("moves", e.moves)
            .number("ms", e.ms)
            .number("score", e.score)
            .text("scoreText", score_words(*spec, e.score, words))
            .text("link", deal_link(DealId{spec, e.deal, e.algorithm}))
            .text("replay", e.replay);
        out.object(o);
    }
    return out.str();
}

std::string challenge_json(const Challenge& challenge, const Catalogue& words) {
    const Replay& r = challenge.replay;
    const int moves = static_cast<int>(r.moves.size());
    JsonObject out;
    out.text("deal", deal_link(r.deal)).text("replay", replay_link(r.deal, r.moves)).number("moves", moves);
    if (challenge.seconds)
        out.number("seconds", *challenge.seconds);
    else
        out.null("seconds");
    out.text("beat", challenge_words(moves, words))
        .text("claim", challenge.seconds ? claimed_time_words(*challenge.seconds, words) : std::string());
    return out.str();
}

} // namespace patience
