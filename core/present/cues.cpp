// The cues of a move: read from the move and the positions before and after it.
#include "present/cues.h"

#include "rules/rules.h"

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
    static constexpr const char* kNames[] = {"pick-up", "put-down", "refused", "deal", "turn", "home", "win"};
    std::string out;
    for (int i = 0; i < 7; ++i)
        if (cues.has(static_cast<Cue>(i))) out += (out.empty() ? "" : " ") + std::string(kNames[i]);
    return out;
}

} // namespace patience
