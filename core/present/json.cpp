// State JSON: {"game","ruleset","deal","version","piles":{...},"won","over","score","moves",...}, the page's
// info and layout JSON, and the one JSON string escaper every producer of JSON in the project uses.
#include "present/json.h"

#include "play/assist.h"
#include "play/links.h"
#include "present/words.h"
#include "rules/rules.h"

#include <algorithm>
#include <cmath>

namespace patience {

namespace {
std::string pile_json(const State& s, PileId p) {
    std::string out = "[";
    bool first = true;
    for (Card c : s.pile(p)) {
        if (!first) out += ',';
        first = false;
        out += json_string(to_string(c));
    }
    return out + ']';
}

std::string piles_json(const State& s, PileKind kind, int n) {
    std::string out = "[";
    for (int i = 0; i < n; ++i) {
        if (i) out += ',';
        out += pile_json(s, PileId{kind, static_cast<std::uint8_t>(i)});
    }
    return out + ']';
}

const char* boolean(bool b) { return b ? "true" : "false"; }
} // namespace

std::string json_string(std::string_view text) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "\"";
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20) {
            out += "\\u00";
            out += kHex[u >> 4];
            out += kHex[u & 0xf];
        } else {
            out += c;
        }
    }
    return out + '"';
}

std::string state_json(const Session& session) {
    const Spec& spec = session.spec();
    const State& s = session.state();
    std::string out = "{\"game\":" + json_string(spec.id) + ",\"ruleset\":" + json_string(spec.ruleset) +
                      ",\"deal\":" + std::to_string(session.id().number) +
                      ",\"version\":" + std::to_string(session.id().algorithm) + ",\"piles\":{";
    if (spec.stock != StockModel::None)
        out += "\"stock\":" + pile_json(s, stock()) + ",\"waste\":" + pile_json(s, waste()) + ',';
    if (spec.reserve > 0) out += "\"reserve\":" + pile_json(s, reserve()) + ',';
    out += "\"foundations\":" + piles_json(s, PileKind::Foundation, spec.foundations);
    out += ",\"tableau\":" + piles_json(s, PileKind::Tableau, spec.tableau);
    if (spec.cells > 0) out += ",\"cells\":" + piles_json(s, PileKind::Cell, spec.cells);
    const bool won = is_won(spec, s);
    out += std::string("},\"won\":") + boolean(won) + ",\"over\":" + boolean(is_over(spec, s)) +
           ",\"score\":" + std::to_string(score(spec, s)) +
           ",\"moves\":" + std::to_string(session.moves_made()) +
           ",\"cardsHome\":" + std::to_string(cards_home(spec, s)) +
           ",\"cards\":" + std::to_string(spec.cards()) + ",\"base\":" +
           (s.base_rank ? json_string(std::string(1, rank_char(s.base_rank))) : std::string("null")) +
           ",\"redeals\":" + std::to_string(s.redeals_used) + ",\"stockLocked\":" + boolean(s.stock_locked) +
           ",\"fillPending\":" + boolean(fill_pending(spec, s)) +
           ",\"canUndo\":" + boolean(session.can_undo()) + ",\"canRedo\":" + boolean(session.can_redo()) +
           ",\"status\":" + json_string(status_text(spec, s)) + "}";
    return out;
}

void JsonObject::key(std::string_view key) {
    if (out_.size() > 1) out_ += ',';
    out_ += json_string(key);
    out_ += ':';
}

JsonObject& JsonObject::text(std::string_view k, std::string_view value) {
    key(k);
    out_ += json_string(value);
    return *this;
}

JsonObject& JsonObject::number(std::string_view k, long long value) {
    key(k);
    out_ += std::to_string(value);
    return *this;
}

JsonObject& JsonObject::decimal(std::string_view k, float value) {
    key(k);
    const long long h = std::isfinite(value) ? std::llround(static_cast<double>(value) * 100) : 0;
    const long long a = h < 0 ? -h : h;
    if (h < 0) out_ += '-';
    out_ += std::to_string(a / 100) + '.' + static_cast<char>('0' + a % 100 / 10) +
            static_cast<char>('0' + a % 10);
    return *this;
}

JsonObject& JsonObject::flag(std::string_view k, bool value) {
    key(k);
    out_ += boolean(value);
    return *this;
}

JsonObject& JsonObject::raw(std::string_view k, std::string_view json) {
    key(k);
    out_ += json;
    return *this;
}

void info_fields(JsonObject& out, const Session& session, bool can_finish) {
    const Spec& spec = session.spec();
    const State& s = session.state();
    out.text("game", spec.id)
        .text("ruleset", spec.ruleset)
        .text("name", spec.name)
        .number("deal", session.id().number)
        .text("link", deal_link(session.id()))
        .text("status", status_text(spec, s))
        .number("home", cards_home(spec, s))
        .number("cards", spec.cards())
        .number("moves", static_cast<long long>(session.moves_made()))
        .flag("won", is_won(spec, s))
        .flag("over", is_over(spec, s))
        .flag("canUndo", session.can_undo())
        .flag("canRedo", session.can_redo())
        .flag("canDeal", stock_move(spec, s).has_value())
        .flag("canFinish", can_finish)
        .flag("provisional", spec.provisional)
        .text("source", spec.source);
    // The read-outs of the page's guide: the score the rules define, the stock, and every pile's name.
    out.number("score", score(spec, s)).text("scoreText", score_words(spec, s));
    if (spec.stock != StockModel::None) {
        out.number("stockCards", s.size(stock())).text("stockText", stock_words(spec, s));
        if (spec.redeals != kUnlimited) out.number("redealsLeft", std::max(0, spec.redeals - s.redeals_used));
    }
    JsonObject names;
    for (int slot = 0; slot < kPiles; ++slot)
        if (const PileId p = PileId::from_slot(slot); has_pile(spec, p))
            names.text(to_string(p), pile_words(spec, p));
    out.raw("pileNames", names.str());
    JsonObject groups;
    for (const auto& [kind, key] : {std::pair{PileKind::Foundation, "f"}, std::pair{PileKind::Cell, "c"}})
        if (const std::string g = pile_group_words(spec, kind); !g.empty()) groups.text(key, g);
    out.raw("pileGroups", groups.str());
}

std::string view_json(const TableView& view) {
    const auto rect = [](JsonObject& o, const Rect& r) {
        o.decimal("x", r.x).decimal("y", r.y).decimal("w", r.w).decimal("h", r.h);
    };
    JsonObject piles;
    for (const PileView& p : view.piles) {
        JsonObject area;
        rect(area, p.area);
        piles.raw(to_string(p.pile), area.str());
    }
    std::string cards = "[";
    for (const CardView& c : view.cards) {
        if (c.covered) continue;
        JsonObject card;
        card.text("pile", to_string(c.pile)).number("index", c.index).text("card", to_string(c.card));
        rect(card, c.rect);
        if (cards.size() > 1) cards += ',';
        cards += card.str();
    }
    return JsonObject().raw("piles", piles.str()).raw("cards", cards + ']').str();
}

} // namespace patience
