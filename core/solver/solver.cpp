// The exact solver. Depth-first search with the rules engine's own legal_moves() and apply(); positions are
// recognised by a 128-bit key (key.h), computed for a child from its parent's; a lossy table of finished
// positions and an exact set of the current line's positions stand in for a "visited" mark. Why "loss" is a
// proof (cycles, forgotten positions, keys, cuts, probes): docs/solver.md, "The search". The Klondike
// family is searched the same way, step for step, on the Klondike board (board_search.cpp).
#include "solver/solver.h"

#include "rules/deal.h"
#include "rules/rules.h"
#include "solver/dominance.h"
#include "solver/key.h"
#include "solver/klondike_board.h"
#include "solver/search.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <functional>
#include <new>
#include <span>
#include <utility>

namespace patience {

std::string_view to_string(Verdict verdict) {
    switch (verdict) {
    case Verdict::Win: return "win";
    case Verdict::Loss: return "loss";
    case Verdict::Unknown: break;
    }
    return "unknown";
}

namespace searching {

int move_priority(const Spec& spec, const Move& m, int steps, int from_size, bool bares_face_down,
                  bool to_empty) {
    const bool fills = !player_fills_spaces(spec);
    if (m.kind == Move::Kind::Deal || steps > 0) return 3;
    if (m.kind == Move::Kind::Redeal) return 2;
    if (m.to.kind == PileKind::Foundation) return m.from.kind == PileKind::Reserve ? kTopPriority : 9;
    if (m.from.kind == PileKind::Tableau) {
        if (bares_face_down) return 8;
        if (m.to.kind == PileKind::Cell) return 1;
        if (m.count == from_size) return to_empty ? 0 : fills ? 7 : 6;
        return to_empty ? 1 : fills ? 4 : 2; // shows a face-up card: rarely progress in Klondike
    }
    return m.to.kind == PileKind::Cell ? 2 : fills ? 5 : 7;
}

int move_priority(const Spec& spec, const State& s, const Move& m, int steps) {
    if (m.kind != Move::Kind::Transfer) return move_priority(spec, m, steps, 0, false, false);
    const int size = s.size(m.from);
    const bool bares =
        m.from.kind == PileKind::Tableau && m.count < size && !s.at(m.from, size - m.count - 1).face_up();
    return move_priority(spec, m, steps, size, bares, s.empty(m.to));
}

std::optional<Move> stock_step(const Spec& spec, const State& s) {
    if (is_legal(spec, s, Move::deal())) return Move::deal();
    if (is_legal(spec, s, Move::redeal())) return Move::redeal();
    return std::nullopt;
}

void expand(const Spec& spec, const State& s, int steps, const Move& move, std::vector<Move>& out) {
    State t = s;
    for (int i = 0; i < steps; ++i) {
        const Move step = *stock_step(spec, t);
        out.push_back(step);
        t = apply(spec, t, step);
    }
    out.push_back(move);
}

} // namespace searching

using namespace searching;

// ---- The search -------------------------------------------------------------------------------------------

// A child of a position: `steps` turns of the stock (a deal, or a redeal when the stock is empty), then
// `move`. With twin classes, or `move` between twins and then the card it bares home to foundation
// `home` - 1 (Search::twins). Or a card played from the stock, then the run `pay` (pay_code) onto it.
struct Child {
    Move move;
    std::uint16_t steps = 0;
    std::uint8_t rank = 0;  // in the order to try: 0 first
    std::uint8_t waste = 0; // with steps: the waste's size after them
    std::uint8_t home = 0;
    std::uint8_t pay = 0;
};
// The second move of a child of two moves.
Move home_move(const Child& c) { return Move::transfer(c.move.from, 1, foundation(c.home - 1)); }
Move pay_move(const Child& c) { return searching::pay_move(c.pay, c.move.to); }
// The engine's moves for child `c` of `s`.
void expand(const Spec& spec, const State& s, const Child& c, std::vector<Move>& out) {
    expand(spec, s, c.steps, c.move, out);
    if (c.home) out.push_back(home_move(c));
    if (c.pay) out.push_back(pay_move(c));
}

// The card a child moves from the waste: the waste's top, or after turns of a cycling stock the card at its
// place in the dealing order (the waste's bottom first, then the stock's top first).
Card played_card(const State& s, const Child& c) {
    if (c.steps == 0) return s.top(waste());
    const auto w = s.pile(waste());
    const auto t = s.pile(stock());
    const std::size_t at = c.waste - 1u;
    return (at < w.size() ? w[at] : t[t.size() - 1 - (at - w.size())]).turned(true);
}

// Whether two positions have the same stock and waste, so their stocks show the same cards after the same
// turns (a freely turning stock reads nothing else: turns_freely).
bool same_stock(const State& a, const State& b) {
    return a.redeals_used == b.redeals_used && same_pile(a, b, stock()) && same_pile(a, b, waste());
}

namespace {

// The search over the engine's own positions, for every ruleset.
struct EngineSearch final : Search {
    // One position of the current line: its children are children[first, end), the next to try at `next`.
    struct Frame {
        State state;
        Key key;
        Child via; // how the frame below led here
        std::uint32_t first, next, end;
        KeyParts::Undo back;     // the frame below's key parts from this one's, where they fit
        std::uint32_t pushed_at; // the positions searched when it was pushed (the low 32 bits)
    };
    // The memory-out point must not depend on the machine (a verdict for a budget in positions is the same
    // everywhere), so neither may the sizes it is counted in: the same under x86-64 and wasm32.
    static_assert(sizeof(Frame) == 264 && sizeof(Child) == 12 && sizeof(Key) == 16);

    FinishedTable finished_table;
    const bool owes; // stock_play_owes, with the dominances on
    // Whether a rule of safe_home, or of idle_partial_move, holds for the Spec, with the dominances on: asked
    // once here rather than of every move.
    const bool safe_rules, idle_rules;
    const PileMask hopeless_piles; // hopeless_read_piles
    std::vector<Frame> line;
    // With a freely turning stock, the cards it shows from a position, each with the turns that show it.
    struct Shown {
        Card card;
        std::uint8_t waste; // the waste's size once the card shows
        std::uint16_t steps;
    };
    static_assert(sizeof(Shown) == 4);
    // With a freely turning stock, each frame's stock turned as far as its children have needed so far: its
    // children that turn the stock come in order of turns, so each frame turns it once, not once per child.
    // And the cards its stock shows, shown[shown_first, shown_end): its parent's list when the two have the
    // same stock and waste (most moves leave them alone), else its own (`own`), appended when it was pushed.
    struct Turned {
        State state;
        std::uint16_t steps;
        std::uint32_t shown_first, shown_end;
        bool own;
    };
    static_assert(sizeof(Turned) == 156);
    std::vector<Turned> turned;
    std::vector<Shown> shown;
    std::vector<Child> children; // the children of every frame of the line, bottom frame first
    KeyParts top_parts;          // the key's terms of the top frame's position, for its children's keys
    LineSet on_line;
    std::vector<Child> found;     // a position's children while they are gathered: at most a few thousand
    std::vector<Shown> turned_up; // the cards a position's stock shows while they are gathered

    // The table of finished positions takes the largest power of two of buckets within its share of the cap
    // (FinishedTable::share), the current line the rest.
    EngineSearch(const Spec& sp, const State& s, SolverOptions opts, std::uint64_t seed)
        : Search(sp, s, opts, seed), finished_table(FinishedTable::share(opts.memory_bytes)),
          owes(opts.dominance && stock_play_owes(sp)), safe_rules(opts.dominance && has_safe_home(sp)),
          idle_rules(opts.dominance && leaves_idle_moves(sp)), hopeless_piles(hopeless_read_piles(sp)) {
        on_line.reset();
        if (is_won(spec, start)) {
            done = true;
            verdict = Verdict::Win;
        }
    }

    std::size_t memory() const override {
        return finished_table.bytes() + line.capacity() * sizeof(Frame) + turned.capacity() * sizeof(Turned) +
               shown.capacity() * sizeof(Shown) + children.capacity() * sizeof(Child) + on_line.bytes();
    }

    // Grows the line's storage for one more position with `count` children and `cards` shown by its stock,
    // by doubling (so the sizes, and the memory-out point, are the same everywhere); false, growing nothing,
    // when that would break the cap.
    bool make_room(std::size_t count, std::size_t cards) {
        auto grown = [](std::size_t capacity, std::size_t needed) {
            return needed <= capacity ? capacity : std::max(needed, capacity * 2);
        };
        const std::size_t frames = grown(line.capacity(), line.size() + 1);
        const std::size_t turns = turns_freely(spec) ? grown(turned.capacity(), turned.size() + 1) : 0;
        const std::size_t shows = grown(shown.capacity(), shown.size() + cards);
        const std::size_t slots = grown(children.capacity(), children.size() + count);
        if (finished_table.bytes() + frames * sizeof(Frame) + turns * sizeof(Turned) + shows * sizeof(Shown) +
                slots * sizeof(Child) + on_line.bytes_after_insert() >
            options.memory_bytes)
            return false;
        line.reserve(frames);
        turned.reserve(turns);
        shown.reserve(shows);
        children.reserve(slots);
        return true;
    }

    // The top frame's child `c`.
    State apply_child(const Child& c) {
        const Frame& f = line.back();
        if (c.home) return apply(spec, apply(spec, f.state, c.move), home_move(c));
        auto paid = [&](State s) { return c.pay ? apply(spec, s, pay_move(c)) : s; };
        if (c.steps == 0) return paid(apply(spec, f.state, c.move));
        Turned& t = turned.back();
        if (t.steps > c.steps) {
            t.state = f.state;
            t.steps = 0;
        }
        for (; t.steps < c.steps; ++t.steps) t.state = apply(spec, t.state, *stock_step(spec, t.state));
        return paid(apply(spec, t.state, c.move));
    }

    // The piles child `c` of `s` may change: its move's, and with turns of the stock the stock's and waste's
    // (turns change nothing else, turns_freely; the move's piles read from `s` are the same after them).
    PileMask child_mask(const State& s, const Child& c) const {
        const PileMask turns = c.steps > 0 ? pile_bit(stock()) | pile_bit(waste()) : 0;
        const PileMask run = c.pay ? pile_bit(pay_move(c).from) : 0; // the run's move: its two piles
        return piles_changed(spec, s, c.move) | turns | run;
    }

    // The cards a freely turning stock shows from `s`, each after the turns that show it, in order of turns:
    // until the stock is spent or, when it cycles, shows a point of its cycle again.
    void turn_stock(const State& s, std::vector<Shown>& out) const {
        out.clear();
        std::array<bool, kMaxCards + 1> seen{};
        seen[static_cast<std::size_t>(s.size(waste()))] = true;
        State t = s;
        for (int steps = 1;; ++steps) {
            const auto step = stock_step(spec, t);
            if (!step) break;
            t = apply(spec, t, *step);
            if (stock_cycles(spec) && std::exchange(seen[static_cast<std::size_t>(t.size(waste()))], true))
                break;
            if (!t.empty(waste()))
                out.push_back(Shown{t.top(waste()), static_cast<std::uint8_t>(t.size(waste())),
                                    static_cast<std::uint16_t>(steps)});
        }
    }

    // Child `c` of `s`, as the children it makes (docs/solver.md, "Stock cards played to take a card"): where
    // it plays a card from the stock and leaves a debt, a child that pays the debt at once for each run of
    // another pile that moves onto the card (as the position with the debt lists them), then the play alone
    // where a card of the stock and waste could pay it and be paid in turn (stock_pays); nothing where
    // nothing could pay, since that position would have no child and is lost.
    void play(const State& s, const Child& c, std::vector<Child>& out) const {
        if (!leaves_debt(owes, c.move)) {
            out.push_back(c);
            return;
        }
        const State t = made(s, c);
        MoveList runs;
        runs_onto(t, c.move.to, runs);
        for (const Move& m : runs) {
            Child paid = c;
            paid.pay = pay_code(m);
            out.push_back(paid);
        }
        if (stock_pays(t, c.move.to)) out.push_back(c);
    }
    // Whether a card of the stock and waste could pay the debt of `t` on pile `to`: one that builds on the
    // pile's top card (the waste's top, or a card the stock shows: with a stock that shows every card, each
    // of theirs) and, played there, could be paid in turn: by a run of another pile, or again so by the
    // stock. A position with a debt that no such card pays has no child.
    bool stock_pays(const State& t, PileId to) const {
        const Card card = t.top(to);
        const Move m = Move::transfer(waste(), 1, to);
        auto pays = [&](std::uint16_t steps) {
            const State after = made(t, Child{m, steps});
            MoveList runs;
            runs_onto(after, to, runs);
            return !runs.empty() || stock_pays(after, to);
        };
        if (!t.empty(waste()) && builds_on(spec, card, t.top(waste())) && pays(0)) return true;
        std::vector<Shown> cards;
        turn_stock(t, cards);
        for (const Shown& shown_card : cards)
            if (builds_on(spec, card, shown_card.card) && pays(shown_card.steps)) return true;
        return false;
    }
    // The moves of runs of other piles of `t` onto pile `to` that the search keeps (not idle), in order.
    void runs_onto(const State& t, PileId to, MoveList& out) const {
        MoveList list;
        PositionMoves(spec, t).legal(list);
        out.clear();
        for (const Move& m : list)
            if (m.kind == Move::Kind::Transfer && m.from.kind == PileKind::Tableau && m.to == to &&
                !idle_partial_move(spec, t, m))
                out.push(m);
    }
    // Child `c` of `s` made.
    State made(const State& s, const Child& c) const {
        std::vector<Move> moves;
        expand(spec, s, c, moves);
        State t = s;
        for (const Move& m : moves) t = apply(spec, t, m);
        return t;
    }

    // A position's children in the order to try them: its legal moves, or only a safe foundation move
    // (dominance). With a freely turning stock, the deals and redeals give way to the moves of every card the
    // stock shows (`cards`), each after the turns that show it: a tableau move made after some turns leads to
    // a position the same move made now also reaches (by those turns), so moves other than the waste's are
    // taken now only.
    void gather(const State& s, std::span<const Shown> cards, bool check_hopeless, int owed,
                std::vector<Child>& out) const {
        out.clear();
        if (options.dominance && check_hopeless &&
            (hopeless(spec, s) || (line.empty() && hopeless_start(spec, s))))
            return; // lost: nothing to search
        const PositionMoves moves(spec, s);
        MoveList list;
        moves.legal(list);
        // A debt: the stock's cards that pay it (each run that does was a child of the play, with it).
        if (owed >= 0) {
            for (const Move& m : list)
                if (m.kind == Move::Kind::Transfer && m.from.kind == PileKind::Waste && m.to == tableau(owed))
                    play(s, Child{m, 0}, out);
            MoveList from_waste;
            for (const Shown& shown_card : cards) {
                moves.waste_card(shown_card.card, from_waste);
                for (const Move& m : from_waste)
                    if (m.to == tableau(owed)) play(s, Child{m, shown_card.steps, 0, shown_card.waste}, out);
            }
            return;
        }
        if (home_first || safe_rules)
            for (const Move& m : list)
                if ((home_first && m.kind == Move::Kind::Transfer && m.to.kind == PileKind::Foundation) ||
                    (safe_rules && safe_home(spec, s, m))) {
                    out.push_back(Child{m, 0});
                    return;
                }
        FirstEmpty first;
        for (int c = spec.cells - 1; c >= 0; --c)
            if (s.empty(cell(c))) first.cell = c;
        if (spec.base != BaseCard::ChosenFromFour || s.base_rank != 0) // piles not told apart by number
            for (int t = spec.tableau - 1; t >= 0; --t)
                if (s.empty(tableau(t))) first.tableau = t;
        auto alike = [&](const Move& m) {
            return to_later_empty(m, m.kind == Move::Kind::Transfer && s.empty(m.to), first);
        };
        for (const Move& m : list)
            if ((!turns_freely(spec) || m.kind == Move::Kind::Transfer) && !alike(m) &&
                !(idle_rules && idle_partial_move(spec, s, m)) &&
                !(whole_parts_only && part_left_out(m, face_up_count(s, m.from))) &&
                !(twins && twin_move(s, m)))
                play(s, Child{m, 0}, out);
        if (!turns_freely(spec)) return;
        MoveList from_waste;
        const bool on = options.dominance && stock_cycles(spec) && on_cycle(spec, s);
        for (const Shown& shown_card : cards) {
            moves.waste_card(shown_card.card, from_waste); // turns change only stock and waste
            for (const Move& m : from_waste) {
                if (alike(m)) continue;
                const Child c{m, shown_card.steps, 0, shown_card.waste};
                // On a cycle every point of it is reachable from every other, so the position after these
                // turns is as winnable as this one, and a move safe there is safe here.
                if (on && (home_first ? m.to.kind == PileKind::Foundation
                                      : safe_rules && safe_home(spec, s, m, shown_card.card))) {
                    out.assign(1, c);
                    return;
                }
                play(s, c, out);
            }
        }
        if (twins) bared_twins_home(s, out);
    }

    // With twin classes, the children of two moves: for each card that goes home and lies face up under
    // another card, in pile order from the bottom up, whose twin (with two decks, or its copy) is a pile's
    // top, the move of the cards on it onto the first such pile (between twins: the position's class is the
    // same), then the card home. Only another position of the class offered that card home; this one reaches
    // it so (docs/solver.md, "Twin classes").
    void bared_twins_home(const State& s, std::vector<Child>& out) const {
        for (int t = 0; t < spec.tableau; ++t) {
            const auto cards = s.pile(tableau(t));
            for (std::size_t i = 0; i + 1 < cards.size(); ++i) {
                const Card c = cards[i];
                if (!c.face_up()) continue;
                int home = -1;
                for (int f = 0; f < spec.foundations && home < 0; ++f)
                    if (foundation_fit(spec, s, tableau(t), c, foundation(f)) == Reason::Ok) home = f;
                if (home < 0) continue;
                const Card twin = twin_of(c);
                for (int u = 0; u < spec.tableau; ++u)
                    if (!s.empty(tableau(u)) && (s.top(tableau(u)) == twin || s.top(tableau(u)) == c)) {
                        Child child{
                            Move::transfer(tableau(t), static_cast<int>(cards.size() - 1 - i), tableau(u))};
                        child.home = static_cast<std::uint8_t>(home + 1);
                        out.push_back(child);
                        break; // onto any other twin the same class
                    }
            }
        }
    }

    // Whether hopeless() may read differently in `s`, a child of the top frame whose move may have changed
    // the piles `changed`, than in its parent: not where the move changes no pile it reads, nor where the
    // piles it reads are the same (a parent that was hopeless has no children, so such a child is not
    // hopeless either).
    bool hopeless_may_differ(const State& s, PileMask changed) const {
        if (line.empty()) return true;
        if (hopeless_piles != kAllPiles && (changed & hopeless_piles) == 0) return false;
        return !hopeless_reads_same(spec, line.back().state, s);
    }

    // Adds a position to the line with its children (`changed`: the piles the move to it may have changed);
    // false when it does not fit in memory.
    bool push(const State& s, const KeyParts& parts, const Key& key, const Child& via,
              const KeyParts::Undo& back = {}, PileMask changed = kAllPiles) {
        // The cards the stock shows: the parent's (the top frame's) when the stock and waste are the same.
        std::span<const Shown> cards;
        bool own = false;
        if (turns_freely(spec)) {
            if (!line.empty() && same_stock(line.back().state, s)) {
                cards = std::span<const Shown>(shown).subspan(
                    turned.back().shown_first, turned.back().shown_end - turned.back().shown_first);
            } else {
                turn_stock(s, turned_up);
                cards = turned_up;
                own = true;
            }
        }
        const int owed = !line.empty() && leaves_debt(owes, via.move) && !via.pay ? via.move.to.index : -1;
        gather(s, cards, hopeless_may_differ(s, changed), owed, found);
        const std::size_t count = found.size();
        if (!make_room(count, own ? turned_up.size() : 0)) {
            done = true;
            out_of_memory = true;
            return false;
        }
        const auto first = static_cast<std::uint32_t>(children.size());
        // A child of two moves ranks as its first move, as the search by positions ranks the move that bares
        // the card (docs/solver.md, "Twin classes").
        for (Child& c : found)
            c.rank = static_cast<std::uint8_t>(kTopPriority - move_priority(spec, s, c.move, c.steps));
        order_children(found, shuffle, positions, children, first);
        top_parts = parts;
        line.push_back(Frame{s, key, via, first, first, static_cast<std::uint32_t>(children.size()), back,
                             static_cast<std::uint32_t>(positions)});
        if (turns_freely(spec)) {
            Turned t{s, 0, 0, 0, own};
            if (own) {
                t.shown_first = static_cast<std::uint32_t>(shown.size());
                shown.insert(shown.end(), turned_up.begin(), turned_up.end());
            } else {
                t.shown_first = turned.back().shown_first;
            }
            t.shown_end = t.shown_first + static_cast<std::uint32_t>(cards.size());
            turned.push_back(t);
        }
        on_line.insert(key);
        ++positions;
        max_depth = std::max(max_depth, line.size());
        return true;
    }

    void pop() {
        const Frame& f = line.back();
        on_line.erase(f.key);
        finished_table.insert(f.key, static_cast<std::uint32_t>(positions) - f.pushed_at);
        children.resize(f.first); // its children are the last block
        // The parent's key parts: its terms of the piles the move changed, kept in the frame, put back; else
        // (more piles, or the base set) from the child's the way the child's came from the parent's (the
        // piles that differ are the same both ways). Whole parts in every frame would triple its size and cut
        // the depth of line the memory cap allows by as much.
        if (line.size() > 1 && !twins) { // (twin keys are hashed afresh)
            const State& parent = line[line.size() - 2].state;
            if (f.back.fits)
                top_parts.undo(f.back);
            else
                top_parts = top_parts.child(spec, f.state, parent, child_mask(parent, f.via));
        }
        line.pop_back();
        if (turns_freely(spec)) {
            if (turned.back().own) shown.resize(turned.back().shown_first);
            turned.pop_back();
        }
    }

    void run(std::uint64_t budget) override {
        const std::uint64_t stop = positions + budget;
        // The start is the first position searched, in the first slice.
        if (!done && positions == 0 && budget > 0) {
            const KeyParts parts(spec, start);
            ++visits;
            if (!push(start, parts,
                      coarse_keys ? coarse_parts(spec, start).key()
                      : twins     ? twin_key(spec, start)
                                  : parts.key(),
                      Child{}))
                return;
        }
        while (!done && positions < stop) {
            if (line.empty()) {
                done = true;
                verdict = Verdict::Loss;
                return;
            }
            Frame& f = line.back();
            if (f.next == f.end) {
                pop();
                continue;
            }
            const Child c = children[f.next++];
            ++visits;
            // Most children are positions already seen: where the key can be had without making the move,
            // those are skipped unmade. (A won child is never in either table: won positions are not pushed.)
            std::optional<Key> known =
                coarse_keys || twins || c.pay
                    ? std::nullopt
                    : top_parts.move_key(spec, f.state, c.move, c.steps > 0 ? c.waste : -1);
            const bool debt = leaves_debt(owes, c.move) && !c.pay;
            if (known && debt) known = owing(*known, played_card(f.state, c));
            if (known && (finished_table.contains(*known) || on_line.contains(*known))) continue;
            const State child = apply_child(c);
            if (is_won(spec, child)) {
                for (std::size_t i = 1; i < line.size(); ++i)
                    expand(spec, line[i - 1].state, line[i].via, winning);
                expand(spec, f.state, c, winning);
                done = true;
                verdict = Verdict::Win;
                return;
            }
            if (twins) {
                Key key = twin_key(spec, child);
                if (debt) key = owing(key, played_card(f.state, c));
                if (finished_table.contains(key) || on_line.contains(key)) continue;
                if (!push(child, top_parts, key, c)) return;
                continue;
            }
            // Else the terms of the piles that differ, hashed once: the key, and the parts if it is pushed.
            const PileMask changed = child_mask(f.state, c);
            const KeyParts::Change change = top_parts.change(spec, f.state, child, changed);
            Key key = coarse_keys ? coarse_parts(spec, child).key()
                      : known     ? *known
                                  : KeyParts::key(spec, child, change);
            if (!known && debt) key = owing(key, played_card(f.state, c));
            if (!known && (finished_table.contains(key) || on_line.contains(key))) continue;
            if (!push(child, top_parts.child(spec, child, change), key, c, top_parts.undo_of(change),
                      changed))
                return;
        }
    }
};

// The search for a ruleset: on the Klondike board where it serves and the options allow, else on the engine.
std::unique_ptr<Search> new_search(const Spec& spec, const State& start, SolverOptions options,
                                   std::uint64_t seed = 0) {
    if (options.board && board_fits(spec, start)) return board_search(spec, start, options, seed);
    return std::make_unique<EngineSearch>(spec, start, options, seed);
}

} // namespace

// ---- Probes and the side searches -----------------------------------------------------------------------

// One fixed move order has heavy tails, so the exhaustive search takes turns with probes: fresh searches with
// a small table of their own that break move_priority's ties by a shuffle seeded with the probe's number. A
// probe that wins or searches everything decides; one that spends its turn or memory is dropped. With
// holdouts (Klondike) the probes are streamlined as the streamlined search below is, and only their wins
// count. Turns of main_turn and kProbeUnit positions: a fifth of every budget goes to probes; with holdouts
// two fifths, beside two fifths for the streamlined search and a fifth for the exhaustive one; where a
// one-deck stock neither cycles nor has holdouts beside it, a fifth at first and ever less as the exhaustive
// search grows. Why, with the measurements: docs/solver.md, "Probes". Everything depends on counts of
// positions only: the same on every machine.
//
// Two side searches take turns too, each where it was measured to help, and each is dropped once it has
// searched its whole space, or run out of memory, without deciding:
// - in Gargantua a streamlined search, first and longest: it plays every move home alone, safe or not, and
//   finds most wins far sooner; in Klondike (two holdouts) one that also moves only whole face-up parts
//   between piles and keys positions by their coarse key (blind to where face-up cards lie), in turns as
//   short as the exhaustive search's. Only its wins count (docs/solver.md, "The streamlined search");
// - in Klondike Familiar and Klondike Strict the search of a relaxation of the rules (dominance.h), after the
//   exhaustive search: a stock that shows any card whenever it is wanted, or any run moving. Only its losses
//   count (docs/solver.md, "The relaxed search"); where the deal is won, it wins too and is dropped.
namespace {
constexpr std::uint64_t kProbeUnit = 1000;
// The exhaustive search's turn between two probes. With holdouts its lines go deep (thousands of moves in
// deals whose wins take some 120), it proves almost no loss within a page's budget, and fresh starts and the
// streamlined search find more of the wins: half a probe's turn.
// Where a one-deck stock neither cycles nor has holdouts beside it (Klondike Strict, three deals in four
// lost; Thumb and Pouch, nearly every deal decided either way), or shows every card whenever wanted (Klondike
// Easy, whose wins nearly all come within 250,000 positions), the deals left late are mostly losses, which
// the probes do not prove: past its first turns, a quarter of what it has searched, so the probes
// win the quick wins at a fifth of small budgets (the daily deal's turns are as before) and take ever less of
// a page's. (Not Klondike Familiar: its wins come later, and it lost more than it gained.)
constexpr std::uint64_t kMainTurn = 4 * kProbeUnit; // the exhaustive search's turn, before it grows
std::uint64_t main_turn(const Spec& spec, std::uint64_t searched) {
    if (spec.cells > 0) return kProbeUnit / 2;
    const bool losses_late =
        spec.deal == DealPattern::Klondike && spec.decks == 1 && (!stock_cycles(spec) || spec.draw == 1);
    return std::max(kMainTurn, losses_late ? searched / 4 : 0);
}
// The streamlined search's: long where it finds most wins (Gargantua), as short as a probe's where the
// probes and the exhaustive search find many of them too (Klondike).
std::uint64_t streamlined_turn(const Spec& spec) { return spec.cells > 0 ? kProbeUnit : 8 * kProbeUnit; }
// The relaxed search's (0: it waits for a later round). Klondike Familiar's relaxation (a stock that shows
// every card) wins most deals at once, and proves its losses in few positions: 2,000 after the exhaustive
// search's 4,000 (1,000 and 3,000 measured no better). Klondike Strict's (any run moving, where twin classes
// hold) proves most of its losses in half the positions the game's own search takes, and its deals left late
// are mostly losses, the wins nearly all found early: eight times the exhaustive search's turn once that
// grows (twice, before the relaxed search's table was doubled, decided fewer), and none before, so that the
// searches of small budgets (the daily deal's) keep their wins.
std::uint64_t relaxed_turn(const Spec& game, const Spec& relaxed, std::uint64_t searched) {
    if (relaxed.moving == game.moving) return 2 * kProbeUnit;
    const std::uint64_t main = main_turn(game, searched);
    return main > kMainTurn ? 8 * main : 0;
}
constexpr std::size_t kProbeMemory = std::size_t{1} << 20;
// Probes only where the cap leaves the exhaustive search nearly all of it.
bool probes_on(const SolverOptions& o) { return o.probes && o.memory_bytes >= 16 * kProbeMemory; }
// The streamlined search where it was measured to help, where the stock does not cycle: with two decks
// (Gargantua), and with holdouts (Klondike).
bool streamlined_on(const Spec& spec, const SolverOptions& o) {
    return o.streamline && o.dominance && probes_on(o) && spec.deal == DealPattern::Klondike &&
           (spec.decks == 2 || spec.cells > 0) && !stock_cycles(spec);
}
// The relaxed search wherever there is a relaxation (Klondike Familiar and Strict).
bool relaxed_on(const Spec& spec, const SolverOptions& o) {
    return o.relax && o.dominance && probes_on(o) && relaxation(spec).has_value();
}
// With holdouts (Klondike) the probes are streamlined as the streamlined search is (home first, whole face-up
// parts only): fresh starts in its smaller space find the wins that one order of it misses.
bool streamlined_probes(const Spec& spec, const SolverOptions& o) {
    return streamlined_on(spec, o) && spec.cells > 0;
}
// Makes `s` a streamlined search: every move home played alone, and with holdouts only whole face-up parts
// moved between piles, and positions keyed by their coarse key (key.h). Only its wins count.
void streamline(Search& s, const Spec& spec) {
    s.home_first = true;
    s.whole_parts_only = spec.cells > 0;
    s.coarse_keys = s.options.coarse_keys && spec.cells > 0 && spec.decks == 1;
}
// A side search has 5/16 of the memory: at 64, 128 and 256 MB its table is a quarter of the cap (16 MB of 20
// at 64 MB) and the exhaustive search's keeps the size it has alone, half the cap (FinishedTable::share).
// (With a quarter, the side search's table was an eighth: the relaxed search's proofs of 1-3 M positions
// outgrew it.)
std::size_t side_memory(const SolverOptions& o) { return o.memory_bytes / 16 * 5; }

SolverOptions exhaustive_options(const Spec& spec, SolverOptions o) {
    const bool side = streamlined_on(spec, o) || relaxed_on(spec, o);
    if (probes_on(o)) o.memory_bytes -= kProbeMemory + (side ? side_memory(o) : 0);
    return o;
}
} // namespace

Solver::Solver(const Spec& spec, const State& start, SolverOptions options)
    : search_(new_search(spec, start, exhaustive_options(spec, options))) {
    if (!probes_on(options)) { // the exhaustive search alone, to the end
        turn_ = Turn::Main;
        turn_left_ = UINT64_MAX;
        return;
    }
    const bool streamlined = streamlined_on(spec, options), relaxed = relaxed_on(spec, options);
    streamlined_probes_ = streamlined_probes(spec, options);
    options.memory_bytes = side_memory(options);
    if (streamlined) {
        streamlined_ = new_search(spec, start, options);
        streamline(*streamlined_, spec);
    } else if (relaxed) {
        relaxed_spec_ = std::make_unique<const Spec>(*relaxation(spec));
        relaxed_ = new_search(*relaxed_spec_, start, options);
    }
}
Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

bool Solver::step(std::uint64_t max_positions) {
    while (max_positions > 0 && !finished()) {
        if (turn_left_ == 0) {
            if (probe_) drop(probe_); // a probe's turn ended
            // The turns go round: the streamlined search while it lasts, the exhaustive one, the relaxed one
            // while it lasts and has a turn, a probe.
            const std::uint64_t relaxed =
                relaxed_ ? relaxed_turn(search_->spec, *relaxed_spec_, search_->positions) : 0;
            turn_ = turn_ == Turn::Probe && streamlined_            ? Turn::Streamlined
                    : turn_ == Turn::Main && relaxed > 0            ? Turn::Relaxed
                    : turn_ == Turn::Main || turn_ == Turn::Relaxed ? Turn::Probe
                                                                    : Turn::Main;
            turn_left_ = turn_ == Turn::Probe     ? kProbeUnit
                         : turn_ == Turn::Main    ? main_turn(search_->spec, search_->positions)
                         : turn_ == Turn::Relaxed ? relaxed
                                                  : streamlined_turn(search_->spec);
            if (turn_ == Turn::Probe) {
                ++probes_;
                SolverOptions o = search_->options;
                o.memory_bytes = kProbeMemory;
                probe_ = new_search(search_->spec, search_->start, o, probes_);
                if (streamlined_probes_) streamline(*probe_, search_->spec);
            }
        }
        Search& s = turn_ == Turn::Main      ? *search_
                    : turn_ == Turn::Probe   ? *probe_
                    : turn_ == Turn::Relaxed ? *relaxed_
                                             : *streamlined_;
        const std::uint64_t before = s.positions;
        s.run(std::min(max_positions, turn_left_));
        const std::uint64_t spent = s.positions - before;
        max_positions -= std::min(max_positions, spent);
        turn_left_ -= std::min(turn_left_, spent);
        if (!s.done || &s == search_.get()) continue;
        // A side search that ends decides if its verdict counts (a probe's either, a streamlined search's or
        // probe's win, the relaxed search's loss); else it proves nothing and is dropped.
        const Verdict counts = s.home_first ? Verdict::Win : &s == relaxed_.get() ? Verdict::Loss : s.verdict;
        if (s.verdict != Verdict::Unknown && s.verdict == counts) {
            decided_ = &s;
        } else {
            if (&s == streamlined_.get()) drop(streamlined_);
            if (&s == relaxed_.get()) drop(relaxed_);
            turn_left_ = 0; // a probe out of memory is dropped at the turn's end
        }
    }
    return finished();
}
void Solver::drop(std::unique_ptr<Search>& search) {
    dropped_ += search->positions;
    dropped_visits_ += search->visits;
    dropped_depth_ = std::max(dropped_depth_, search->max_depth);
    search.reset();
}
bool Solver::finished() const { return search_->done || decided_; }
Verdict Solver::verdict() const { return decided_ ? decided_->verdict : search_->verdict; }
bool Solver::out_of_memory() const { return !decided_ && search_->out_of_memory; }
const std::vector<Move>& Solver::line() const { return decided_ ? decided_->winning : search_->winning; }
std::uint64_t Solver::positions() const {
    std::uint64_t n = search_->positions + dropped_;
    for (const auto* s : {&probe_, &streamlined_, &relaxed_})
        if (*s) n += (*s)->positions;
    return n;
}
std::uint64_t Solver::visits() const {
    std::uint64_t n = search_->visits + dropped_visits_;
    for (const auto* s : {&probe_, &streamlined_, &relaxed_})
        if (*s) n += (*s)->visits;
    return n;
}
std::size_t Solver::max_depth() const {
    std::size_t depth = std::max(search_->max_depth, dropped_depth_);
    for (const auto* s : {&probe_, &streamlined_, &relaxed_})
        if (*s) depth = std::max(depth, (*s)->max_depth);
    return depth;
}
std::size_t Solver::memory_used() const {
    std::size_t bytes = search_->memory();
    for (const auto* s : {&probe_, &streamlined_, &relaxed_})
        if (*s) bytes += (*s)->memory();
    return bytes;
}

Solution solve(const Spec& spec, const State& start, std::uint64_t max_positions, SolverOptions options) {
    Solver solver(spec, start, options);
    solver.step(max_positions);
    return {solver.verdict(),   solver.line(),          solver.positions(),
            solver.max_depth(), solver.out_of_memory(), solver.visits()};
}

std::optional<Move> hint(const Spec& spec, const State& state, std::uint64_t max_positions,
                         SolverOptions options) {
    const Solution s = solve(spec, state, max_positions, options);
    if (s.verdict != Verdict::Win || s.line.empty()) return std::nullopt;
    return s.line.front();
}

std::optional<std::uint32_t> next_winnable_deal(const Spec& spec, std::uint32_t first, int tries,
                                                std::uint64_t max_positions, SolverOptions options) {
    for (std::uint32_t n = first; tries-- > 0 && is_deal_number(n); ++n) {
        if (solve(spec, deal(spec, n), max_positions, options).verdict == Verdict::Win) return n;
        if (n == kMaxDeal) break;
    }
    return std::nullopt;
}

TurningPoint find_turning_point(const Spec& spec, std::span<const State> history, std::uint64_t max_positions,
                                SolverOptions options) {
    TurningPoint t;
    if (history.empty()) return t;
    auto verdict = [&](std::size_t i) { return solve(spec, history[i], max_positions, options).verdict; };
    t.start = verdict(0);
    if (t.start != Verdict::Win) return t;
    // Invariant: history[lo] is proved winnable; history[hi] is proved lost, or hi == size (not yet known).
    std::size_t lo = 0, hi = history.size();
    switch (verdict(history.size() - 1)) {
    case Verdict::Win: lo = history.size() - 1; break;
    case Verdict::Loss: hi = history.size() - 1; break;
    case Verdict::Unknown: break;
    }
    while (hi - lo > 1) {
        const std::size_t mid = lo + (hi - lo) / 2;
        if (mid == history.size() - 1) break; // already asked: unknown
        const Verdict v = verdict(mid);
        if (v == Verdict::Unknown) break;
        (v == Verdict::Win ? lo : hi) = mid;
    }
    t.last_winnable = lo;
    t.first_lost = hi;
    return t;
}

} // namespace patience
