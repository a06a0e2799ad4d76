// History, undo/redo and the save text. A save is a replay:
//
//   patience-save 1
//   game <game-id> <ruleset>
//   deal <deal-number> <algorithm-version>
//   moves <move> <move> ...        (every move made, including undone ones; "*" marks an automatic one)
//   undone <n>                     (how many of those moves are undone: the redo list)
#include "play/session.h"

#include "games/registry.h"
#include "rules/deal.h"
#include "text/number.h"

#include <limits>

namespace patience {

namespace {
constexpr std::string_view kSaveHeader = "patience-save 1";
constexpr std::size_t kMaxSaveBytes = 1 << 20;

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> out;
    while (!text.empty()) {
        const auto p = text.find(sep);
        const auto part = text.substr(0, p);
        if (!part.empty()) out.push_back(part);
        if (p == std::string_view::npos) break;
        text.remove_prefix(p + 1);
    }
    return out;
}
} // namespace

Session::Session(DealId id) : id_(id) { states_.push_back(deal(*id.spec, id.number, id.algorithm)); }

Refusal Session::play(const Move& move, bool automatic) {
    if (const Reason why = check_move(spec(), state(), move); why != Reason::Ok) return {why, {}};
    State next = apply(spec(), state(), move);
    moves_.resize(cursor_);
    automatic_.resize(cursor_);
    states_.resize(cursor_ + 1);
    moves_.push_back(move);
    automatic_.push_back(automatic && cursor_ > 0);
    states_.push_back(next);
    ++cursor_;
    return {};
}

Refusal Session::play(std::string_view text, bool automatic) {
    auto parsed = parse_move(text);
    if (auto* fault = std::get_if<MoveFault>(&parsed)) return {Reason::Ok, std::move(*fault)};
    return play(std::get<Move>(parsed), automatic);
}

bool Session::undo() {
    if (!can_undo()) return false;
    while (automatic_[cursor_ - 1]) --cursor_; // never true for move 0, so this stops
    --cursor_;
    return true;
}

bool Session::redo() {
    if (!can_redo()) return false;
    // states_ always holds the position after every move, undone ones included.
    ++cursor_;
    while (cursor_ < moves_.size() && automatic_[cursor_]) ++cursor_;
    return true;
}

void Session::restart() { cursor_ = 0; }

std::string Session::save() const {
    std::string out(kSaveHeader);
    out += "\ngame ";
    out += spec().id;
    out += ' ';
    out += spec().ruleset;
    out += "\ndeal " + std::to_string(id_.number) + ' ' + std::to_string(id_.algorithm) + "\nmoves";
    for (std::size_t i = 0; i < moves_.size(); ++i)
        out += (automatic_[i] ? " *" : " ") + to_string(moves_[i]);
    out += "\nundone " + std::to_string(moves_.size() - cursor_) + '\n';
    return out;
}

std::variant<Session, SaveFault> Session::load(std::string_view text) {
    using Kind = SaveFault::Kind;
    const auto fault = [](Kind kind, std::string part = {}) {
        SaveFault f;
        f.kind = kind;
        f.text = std::move(part);
        return f;
    };
    if (text.size() > kMaxSaveBytes) return fault(Kind::TooLarge);
    const auto lines = split(text, '\n');
    if (lines.empty() || lines[0] != kSaveHeader) {
        if (!lines.empty() && lines[0].starts_with("patience-save ")) return fault(Kind::OtherVersion);
        return fault(Kind::NotASave);
    }
    if (lines.size() != 5) return fault(Kind::Incomplete);
    const auto game = split(lines[1], ' ');
    const auto deal_line = split(lines[2], ' ');
    const auto move_words = split(lines[3], ' ');
    const auto undone_line = split(lines[4], ' ');
    if (game.size() != 3 || game[0] != "game") return fault(Kind::NoGameLine);
    const Spec* spec = find_ruleset(game[1], game[2]);
    if (!spec) return fault(Kind::UnknownGame, ruleset_key(game[1], game[2]));
    if (deal_line.size() != 3 || deal_line[0] != "deal") return fault(Kind::BadDealLine);
    const auto number = parse_deal_number(deal_line[1]);
    if (!number) return fault(Kind::BadDealNumber, std::string(deal_line[1]));
    const auto algorithm = parse_whole(deal_line[2], std::numeric_limits<int>::max());
    if (!algorithm) return fault(Kind::BadDealLine);
    const DealId id{spec, *number, static_cast<int>(*algorithm)};
    if (!deal_algorithm_supported(id.algorithm)) return fault(Kind::NewerDeal);
    if (move_words.empty() || move_words[0] != "moves") return fault(Kind::NoMoveList);
    const auto undone = undone_line.size() == 2 && undone_line[0] == "undone"
                            ? parse_whole(undone_line[1], move_words.size() - 1)
                            : std::nullopt;
    if (!undone) return fault(Kind::BadUndo);

    // Replay every move in a scratch session; any illegal move rejects the whole save. The fault keeps the
    // session's refusal and the position it was refused in, for the rule's words.
    Session s(id);
    for (std::size_t i = 1; i < move_words.size(); ++i) {
        const bool automatic = move_words[i].front() == '*';
        Refusal why = s.play(automatic ? move_words[i].substr(1) : move_words[i], automatic);
        if (!why.empty()) {
            SaveFault f = fault(Kind::IllegalMove, std::string(move_words[i]));
            f.move = i;
            f.refusal = std::move(why);
            f.spec = spec;
            f.position = s.state();
            return f;
        }
    }
    // The undo position must fall between player actions, as undo() leaves it.
    s.cursor_ = s.moves_.size() - static_cast<std::size_t>(*undone);
    if (s.cursor_ < s.moves_.size() && s.automatic_[s.cursor_]) return fault(Kind::BadUndo);
    return s;
}

} // namespace patience
