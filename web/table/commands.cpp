// The commands' effect on the game: sessions made from a game's name, a link, a save or a replay, each
// checked by the core before it comes to the table; steps through the history; the hint's legality.
#include "table/commands.h"

#include "games/registry.h"
#include "play/assist.h"
#include "play/links.h"
#include "play/replay.h"
#include "present/faults.h"
#include "rules/deal.h"
#include "rules/rules.h"

#include <utility>

namespace patience::web {

Opened Commands::new_deal(const Session* current, std::uint32_t random) {
    const Spec& spec = current ? current->spec() : default_game();
    return Session(DealId{&spec, playable_deal_number(spec, random_deal_number(random)), kDealAlgorithm});
}

Opened Commands::new_game(std::string_view game, std::string_view ruleset, std::uint32_t random,
                          const Catalogue& words) {
    const Spec* spec = find_ruleset(game, ruleset);
    if (!spec)
        return fault_text(PageFault{PageFault::Kind::UnknownGame,
                                    ruleset.empty() ? std::string(game) : ruleset_key(game, ruleset)},
                          words);
    return Session(DealId{spec, playable_deal_number(*spec, random_deal_number(random)), kDealAlgorithm});
}

Opened Commands::open_link(std::string_view fragment, const Catalogue& words) {
    auto parsed = parse_deal_link(fragment);
    if (auto* why = std::get_if<LinkFault>(&parsed)) return fault_text(*why, words);
    return Session(std::get<DealId>(parsed));
}

Opened Commands::load_save(std::string_view text, const Catalogue& words) {
    auto loaded = Session::load(text);
    if (auto* why = std::get_if<SaveFault>(&loaded)) return fault_text(*why, words);
    return std::move(std::get<Session>(loaded));
}

Opened Commands::open_replay(std::string_view fragment, const Catalogue& words) {
    auto parsed = parse_replay_link(fragment);
    if (auto* why = std::get_if<ReplayFault>(&parsed)) return fault_text(*why, words);
    const Replay& r = std::get<Replay>(parsed);
    Session s(r.deal);
    // None is marked automatic, so each is a step of its own.
    for (const Move& m : r.moves) s.play(m); // each one checked by the parser
    return s;
}

namespace {

Linked deal_of(const Session& current, std::uint32_t number) {
    return {deal_link(DealId{&current.spec(), number, kDealAlgorithm}), {}};
}

Linked no_game(const Catalogue& words) {
    return {{}, fault_text(PageFault{PageFault::Kind::NoGameOnTable, {}}, words)};
}

} // namespace

Linked Commands::numbered_deal(const Session* current, std::string_view number, const Catalogue& words) {
    if (!current) return no_game(words);
    const auto n = parse_deal_number(number);
    if (!n) return {{}, deal_number_fault_text(number, words)};
    return deal_of(*current, *n);
}

Linked Commands::stepped_deal(const Session* current, int step, const Catalogue& words) {
    if (!current) return no_game(words);
    const std::int64_t n = std::int64_t{current->id().number} + step;
    if (n < kMinDeal) return {{}, fault_text(PageFault{PageFault::Kind::NoDealBefore, {}}, words)};
    if (n > kMaxDeal) return {{}, fault_text(PageFault{PageFault::Kind::NoDealAfter, {}}, words)};
    return deal_of(*current, static_cast<std::uint32_t>(n));
}

Session Commands::take_over(const Session& watched) {
    Session s(watched.id());
    for (const Move& m : watched.moves()) s.play(m);
    return s;
}

bool Commands::can(const Session& session, Step step) {
    return step == Step::Redo ? session.can_redo() : session.can_undo();
}

void Commands::step(Session& session, Step step) {
    switch (step) {
    case Step::Undo: session.undo(); break;
    case Step::Redo: session.redo(); break;
    case Step::Restart: session.restart(); break;
    }
}

std::string Commands::show_hint(const Session* session, std::string_view move_text, const Catalogue& words) {
    if (!session) return fault_text(PageFault{PageFault::Kind::NoGameOnTable, {}}, words);
    auto parsed = parse_move(move_text);
    if (auto* why = std::get_if<MoveFault>(&parsed)) return fault_text(*why, words);
    const Move move = std::get<Move>(parsed);
    if (!is_legal(session->spec(), session->state(), move))
        return fault_text(PageFault{PageFault::Kind::HintNotLegal, {}}, words);
    hint_ = move;
    return {};
}

bool Commands::can_finish(const Session& session, int revision) const {
    if (finish_revision_ != revision) {
        finish_revision_ = revision;
        can_finish_ = patience::can_finish(session.spec(), session.state());
    }
    return can_finish_;
}

} // namespace patience::web
