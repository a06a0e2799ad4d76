// The cues of a move: read from the move and the positions before and after it.
#include "present/cues.h"

#include "rules/rules.h"

#include <algorithm>

namespace patience {

namespace {

// Face-down cards outside the stock: fewer after a move means the rules turned one face up.
int face_down(const State& state) {
    int n = 0;
    for (int slot = 1; slot < kPiles; ++slot)
        for (Card c : state.pile(PileId::from_slot(slot))) n += c.face_up() ? 0 : 1;
    return n;
}

} // namespace

Cues move_cues(const Spec& spec, const State& before, const Move& move, const State& after, bool by_player) {
    Cues cues;
    if (move.kind != Move::Kind::Transfer)
        cues.add(Cue::Deal);
    else if (move.to.kind == PileKind::Foundation)
        cues.add(Cue::Home);
    else if (by_player)
        cues.add(Cue::PutDown);
    if (face_down(after) < face_down(before)) cues.add(Cue::Turn);
    if (is_won(spec, after) && !is_won(spec, before)) cues.add(Cue::Win);
    return cues;
}

std::string cue_names(Cues cues) {
    std::string out;
    std::string_view names = kCueNames;
    for (int i = 0; !names.empty(); ++i) {
        const std::size_t end = std::min(names.find(' '), names.size());
        if (cues.has(static_cast<Cue>(i))) out.append(out.empty() ? "" : " ").append(names.substr(0, end));
        names.remove_prefix(std::min(end + 1, names.size()));
    }
    return out;
}

} // namespace patience
