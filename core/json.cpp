// State JSON: {"game","ruleset","deal","version","piles":{...},"won","over","score","moves",...}, and the
// one JSON string escaper every producer of JSON in the project uses.
#include "json.h"

#include "rules.h"

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

} // namespace patience
