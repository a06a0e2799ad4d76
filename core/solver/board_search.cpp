// The search over the Klondike board (klondike_board.h): solver.cpp's EngineSearch step for step, so it
// searches the same positions in the same order and reaches the same verdicts, but on one position made and
// taken back in place: no copy of a position per child, the key kept with the piles, the stock's turns a
// change of one number. The property test "the board's search is the engine's" holds the two equal.
#include "solver/dominance.h"
#include "solver/klondike_board.h"
#include "solver/search.h"

#include <span>
#include <utility>

namespace patience::searching {

namespace {

// A child: `steps` turns of the stock, leaving `waste` cards on the waste with `redeals` redeals used, then
// `move`. With twin classes, or `move` between twins and then the card it bares home to foundation
// `home` - 1 (Search::twins). Or a card played from the stock, then the run `pay` (pay_code) onto it.
struct BoardChild {
    Move move;
    std::uint8_t rank = 0; // in the order to try: 0 first
    std::uint8_t waste = 0;
    std::uint8_t redeals = 0;
    std::uint16_t steps = 0;
    std::uint8_t home = 0;
    std::uint8_t pay = 0;
    Key key{0, 0}; // the child's key, found when its parent was pushed
};
// The second move of a child of two moves.
Move home_move(const BoardChild& c) { return Move::transfer(c.move.from, 1, foundation(c.home - 1)); }
Move pay_move(const BoardChild& c) { return searching::pay_move(c.pay, c.move.to); }

struct BoardSearch final : Search {
    // A card the stock shows, with the turns that show it and where they leave the stock.
    struct Shown {
        Card card;
        std::uint8_t waste;
        std::uint8_t redeals;
        std::uint16_t steps;
    };
    // One position of the current line: its children are children[first, end), the next to try at `next`;
    // the cards its stock shows shown[shown_first, shown_end), its own (appended when it was pushed) or its
    // parent's.
    struct Frame {
        Key key;
        BoardChild via;           // how the frame below led here
        KlondikeBoard::Undo undo; // what taking `via` back needs
        KlondikeBoard::Undo paid; // and its run's move, for a child that pays its debt
        std::uint32_t first, next, end;
        std::uint32_t shown_first, shown_end;
        bool own;
        std::uint32_t pushed_at; // the positions searched when it was pushed (the low 32 bits)
    };
    // Sizes the memory-out point is counted in: the same under x86-64 and wasm32.
    static_assert(sizeof(BoardChild) == 32 && sizeof(Shown) == 6 && sizeof(Frame) == 256);

    FinishedTable finished_table;
    KlondikeBoard board; // the top frame's position
    const DominanceRules rules;
    const bool owes; // stock_play_owes, with the dominances on
    std::vector<Frame> line;
    std::vector<Shown> shown;
    std::vector<BoardChild> children; // the children of every frame of the line, bottom frame first
    LineSet on_line;
    std::vector<BoardChild> found; // a position's children while they are gathered
    std::vector<Shown> turned_up;  // the cards a position's stock shows while they are gathered
    MoveList list, from_waste, runs;

    BoardSearch(const Spec& sp, const State& s, SolverOptions opts, std::uint64_t seed)
        : Search(sp, s, opts, seed), finished_table(FinishedTable::share(opts.memory_bytes)),
          board(sp, s, twins), rules(sp), owes(opts.dominance && stock_play_owes(sp)) {
        on_line.reset();
        if (board.won()) {
            done = true;
            verdict = Verdict::Win;
        }
    }

    std::size_t memory() const override {
        return finished_table.bytes() + line.capacity() * sizeof(Frame) + shown.capacity() * sizeof(Shown) +
               children.capacity() * sizeof(BoardChild) + on_line.bytes();
    }

    // As EngineSearch::make_room.
    bool make_room(std::size_t count, std::size_t cards) {
        auto grown = [](std::size_t capacity, std::size_t needed) {
            return needed <= capacity ? capacity : std::max(needed, capacity * 2);
        };
        const std::size_t frames = grown(line.capacity(), line.size() + 1);
        const std::size_t shows = grown(shown.capacity(), shown.size() + cards);
        const std::size_t slots = grown(children.capacity(), children.size() + count);
        if (finished_table.bytes() + frames * sizeof(Frame) + shows * sizeof(Shown) +
                slots * sizeof(BoardChild) + on_line.bytes_after_insert() >
            options.memory_bytes)
            return false;
        line.reserve(frames);
        shown.reserve(shows);
        children.reserve(slots);
        return true;
    }

    // The cards the stock shows from the board's position, as EngineSearch::turn_stock.
    void turn_stock(std::vector<Shown>& out) const {
        out.clear();
        std::array<bool, kMaxCards + 1> seen{};
        int waste = board.waste_size(), redeals = board.redeals_used();
        seen[static_cast<std::size_t>(waste)] = true;
        for (int steps = 1; board.next_turn(waste, redeals); ++steps) {
            if (stock_cycles(spec) && std::exchange(seen[static_cast<std::size_t>(waste)], true)) break;
            if (waste > 0)
                out.push_back(Shown{board.talon_card(waste - 1), static_cast<std::uint8_t>(waste),
                                    static_cast<std::uint8_t>(redeals), static_cast<std::uint16_t>(steps)});
        }
    }

    // The board's children in the order to try them, as EngineSearch::gather.
    void gather(std::span<const Shown> cards, bool check_hopeless, int owed, std::vector<BoardChild>& out) {
        out.clear();
        const SuitsHome& home = board.suits_home();
        if (options.dominance && check_hopeless) {
            KlondikeBoard::Piles piles;
            if (hopeless(rules, board) ||
                (line.empty() && rules.hopeless_start(home, board.tableau_piles(piles))))
                return;
        }
        const bool skip_idle = options.dominance && rules.leaves_idle_moves();
        // A debt: the stock's cards that pay it (each run that does was a child of the play, with it). The
        // pile owed holds the card played onto it: the waste's top and each shown card have one move onto it,
        // if they build there.
        if (owed >= 0) {
            const CardSet onto = board.builds_on_top(owed);
            const Move m = Move::transfer(waste(), 1, tableau(owed));
            const Card top = board.waste_top();
            if (!top.empty() && ((onto >> KlondikeBoard::slot(top)) & 1))
                play(BoardChild{m}, top, skip_idle, out);
            for (const Shown& card : cards)
                if ((onto >> KlondikeBoard::slot(card.card)) & 1)
                    play(BoardChild{m, 0, card.waste, card.redeals, card.steps}, card.card, skip_idle, out);
            return;
        }
        board.moves(list, skip_idle);
        if (options.dominance)
            for (const Move& m : list) // (safe_home is of moves home only)
                if (m.kind == Move::Kind::Transfer && m.to.kind == PileKind::Foundation &&
                    (home_first || rules.safe_home(home, m, board.top(m.from)))) {
                    out.push_back(BoardChild{m});
                    return;
                }
        // The stock turns freely (the board's rulesets all do: turns_freely): its deals and redeals give way
        // to the moves of the cards it shows.
        FirstEmpty first; // the board's piles are never told apart by number
        for (int c = spec.cells - 1; c >= 0; --c)
            if (board.top(cell(c)).empty()) first.cell = c;
        for (int t = spec.tableau - 1; t >= 0; --t)
            if (board.tableau_size(t) == 0) first.tableau = t;
        auto alike = [&](const Move& m) { return to_later_empty(m, onto_empty(m), first); };
        for (const Move& m : list) // the idle moves left out already
            if (m.kind == Move::Kind::Transfer && !alike(m) &&
                !(whole_parts_only && part_left_out(m, board.face_up(m.from.index))) &&
                !(twins && between_twins(m)))
                play(BoardChild{m}, m.from.kind == PileKind::Waste ? board.waste_top() : Card{}, skip_idle,
                     out);
        const bool safe_on_cycle =
            options.dominance && stock_cycles(spec) && on_cycle(spec, board.waste_size(), board.stock_size());
        const CardSet movable = board.waste_movable();
        for (const Shown& card : cards) {
            if (!((movable >> KlondikeBoard::slot(card.card)) & 1)) continue; // no move: nothing to list
            board.waste_card_moves(card.card, from_waste);
            for (const Move& m : from_waste) {
                if (alike(m)) continue;
                const BoardChild c{m, 0, card.waste, card.redeals, card.steps};
                if (safe_on_cycle &&
                    (home_first ? m.to.kind == PileKind::Foundation : rules.safe_home(home, m, card.card))) {
                    out.assign(1, c);
                    return;
                }
                play(c, card.card, skip_idle, out);
            }
        }
        if (twins) bared_twins_home(out);
    }

    // Child `c`, which moves `card`, as EngineSearch::play: where it plays the card from the stock and leaves
    // a debt, a child that pays the debt at once for each run of another pile that moves onto the card, then
    // the play alone where another card of the stock could pay it and be paid in turn; nothing where nothing
    // could.
    void play(const BoardChild& c, Card card, bool skip_idle, std::vector<BoardChild>& out) {
        if (!leaves_debt(owes, c.move)) {
            out.push_back(c);
            return;
        }
        board.runs_onto(card, c.move.to.index, runs, skip_idle);
        for (const Move& m : runs) {
            BoardChild paid = c;
            paid.pay = pay_code(m);
            out.push_back(paid);
        }
        if (board.stock_pays(card, c.move.to.index, skip_idle)) out.push_back(c);
    }
    // Whether the position child `c` reaches owes a card.
    bool owes_after(const BoardChild& c) const { return leaves_debt(owes, c.move) && !c.pay; }
    // The key of a child that pays its debt: the play made, the key of the run's move after it, the play
    // taken back.
    Key paid_key(const BoardChild& c) {
        const KlondikeBoard::Undo u =
            c.steps > 0 ? board.make_after_turns(c.waste, c.redeals, c.move) : board.make(c.move);
        const Key key = board.child_key(pay_move(c));
        board.undo(c.move, u);
        return key;
    }

    // As twin_move (dominance.h).
    bool between_twins(const Move& m) const {
        return m.from.kind == PileKind::Tableau && m.to.kind == PileKind::Tableau &&
               board.tableau_size(m.to.index) > 0 && m.count < board.face_up(m.from.index);
    }

    // With twin classes, the children of two moves, as EngineSearch::bared_twins_home: for each card that
    // goes home and lies face up under another card, in pile order from the bottom up, whose twin (or copy)
    // is a pile's top, the move of the cards on it onto the first such pile, then the card home.
    void bared_twins_home(std::vector<BoardChild>& out) const {
        const CardSet cards = board.bared_twins_home();
        if (!cards) return;
        for (int t = 0; t < spec.tableau; ++t) {
            const int size = board.tableau_size(t);
            for (int i = size - board.face_up(t); i < size - 1; ++i) {
                const Card c = board.tableau_card(t, i);
                if (!((cards >> KlondikeBoard::slot(c)) & 1)) continue;
                const int u = board.pile_topped_by_twin(c);
                BoardChild child{Move::transfer(tableau(t), size - 1 - i, tableau(u))};
                child.home = static_cast<std::uint8_t>(board.home_of(c) + 1);
                out.push_back(child);
            }
        }
    }

    // Whether `m` goes to an empty holdout or tableau pile.
    bool onto_empty(const Move& m) const {
        return m.to.kind == PileKind::Cell ||
               (m.to.kind == PileKind::Tableau && board.tableau_size(m.to.index) == 0);
    }

    int priority(const BoardChild& c) const { // a child of two moves as its first move, as the engine's
        const Move& m = c.move;
        const bool to_empty = m.to.kind == PileKind::Tableau && board.tableau_size(m.to.index) == 0;
        if (m.from.kind != PileKind::Tableau) return move_priority(spec, m, c.steps, 0, false, to_empty);
        const int size = board.tableau_size(m.from.index);
        const bool bares = m.count < size && !board.tableau_card(m.from.index, size - m.count - 1).face_up();
        return move_priority(spec, m, c.steps, size, bares, to_empty);
    }

    // Adds the board's position to the line with its children; false when it does not fit in memory.
    bool push(const Key& key, const BoardChild& via, const KlondikeBoard::Undo& undo,
              const KlondikeBoard::Undo& paid, bool check_hopeless) {
        std::span<const Shown> cards;
        const bool own = line.empty() || via.move.from.kind == PileKind::Waste;
        if (own) {
            turn_stock(turned_up);
            cards = turned_up;
        } else { // the stock and waste as the parent's
            const Frame& parent = line.back();
            cards = std::span<const Shown>(shown).subspan(parent.shown_first,
                                                          parent.shown_end - parent.shown_first);
        }
        const int owed = !line.empty() && owes_after(via) ? via.move.to.index : -1;
        gather(cards, check_hopeless, owed, found);
        const std::size_t count = found.size();
        if (!make_room(count, own ? turned_up.size() : 0)) {
            done = true;
            out_of_memory = true;
            return false;
        }
        const auto first = static_cast<std::uint32_t>(children.size());
        for (BoardChild& c : found) c.rank = static_cast<std::uint8_t>(kTopPriority - priority(c));
        order_children(found, shuffle, positions, children, first);
        // The children's keys, their table buckets loaded side by side: most of them will be looked up soon
        // after, and found there.
        const CoarseParts here = coarse_keys ? board.coarse_parts() : CoarseParts{};
        for (std::size_t i = first; i < children.size(); ++i) {
            BoardChild& c = children[i];
            const int waste = c.steps > 0 ? c.waste : board.waste_size();
            const int redeals = c.steps > 0 ? c.redeals : board.redeals_used();
            // A child of two moves: the move between twins changes no term of the key, so the key is the one
            // of the card and the cards on it moved home together (a move the key reads as its card's).
            c.key =
                coarse_keys ? board.child_coarse_key(here, c.move, waste, redeals)
                : c.home
                    ? board.child_key(Move::transfer(c.move.from, c.move.count + 1, foundation(c.home - 1)))
                : c.pay ? paid_key(c)
                        : board.child_key(c.move, waste, redeals);
            if (owes_after(c))
                c.key = owing(c.key, c.steps > 0 ? board.talon_card(c.waste - 1) : board.waste_top());
            finished_table.prefetch(c.key);
        }
        const auto end = static_cast<std::uint32_t>(children.size());
        Frame f{key, via, undo, paid, first, first, end, 0, 0, own, static_cast<std::uint32_t>(positions)};
        f.shown_first = own ? static_cast<std::uint32_t>(shown.size()) : line.back().shown_first;
        f.shown_end = f.shown_first + static_cast<std::uint32_t>(cards.size());
        if (own) shown.insert(shown.end(), turned_up.begin(), turned_up.end());
        line.push_back(f);
        on_line.insert(key);
        ++positions;
        max_depth = std::max(max_depth, line.size());
        return true;
    }

    void pop() {
        const Frame& f = line.back();
        on_line.erase(f.key);
        finished_table.insert(f.key, static_cast<std::uint32_t>(positions) - f.pushed_at);
        children.resize(f.first);
        if (f.own) shown.resize(f.shown_first);
        if (line.size() > 1) { // back to the parent's position
            if (f.via.home) {
                board.undo(home_move(f.via), f.undo);
                board.move_between_twins(f.via.move.to.index, f.via.move.count, f.via.move.from.index);
            } else {
                if (f.via.pay) board.undo(pay_move(f.via), f.paid);
                board.undo(f.via.move, f.undo);
            }
        }
        line.pop_back();
    }

    // Whether hopeless() may read differently after child `c` (made with `u`) than before it: a card went
    // home, or a face-down card turned, or the waste changed, or a card was put on a pile with face-down
    // cards (where hopeless reads them).
    bool hopeless_may_differ(const BoardChild& c, const KlondikeBoard::Undo& u) const {
        return c.move.to.kind == PileKind::Foundation || c.home ||
               (rules.hopeless_reads_face_down() && u.turned) ||
               (rules.hopeless_reads_waste() && (c.move.from.kind == PileKind::Waste || c.steps > 0)) ||
               (rules.hopeless_reads_runs() && c.move.to.kind == PileKind::Tableau &&
                !board.tableau_card(c.move.to.index, 0).face_up()); // onto a pile with covers
    }

    // The winning line: the line's children and `last` written out as the engine's moves from the start.
    void write_line(const BoardChild& last) {
        State at = start;
        auto follow = [&](const BoardChild& c) {
            const std::size_t from = winning.size();
            expand(spec, at, c.steps, c.move, winning);
            if (c.home) winning.push_back(home_move(c));
            if (c.pay) winning.push_back(pay_move(c));
            for (std::size_t i = from; i < winning.size(); ++i) at = apply(spec, at, winning[i]);
        };
        for (std::size_t i = 1; i < line.size(); ++i) follow(line[i].via);
        follow(last);
    }

    void run(std::uint64_t budget) override {
        const std::uint64_t stop = positions + budget;
        if (!done && positions == 0 && budget > 0) {
            ++visits;
            if (!push(coarse_keys ? board.coarse_key() : board.key(), BoardChild{}, KlondikeBoard::Undo{},
                      KlondikeBoard::Undo{}, true))
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
            const BoardChild c = children[f.next++];
            ++visits;
            // Most children are positions already seen: their keys are had without making the move, and
            // they are skipped unmade. (A won child is never in either table: won positions are not pushed.)
            if (finished_table.contains(c.key) || on_line.contains(c.key)) continue;
            if (c.home) board.move_between_twins(c.move.from.index, c.move.count, c.move.to.index);
            const KlondikeBoard::Undo u = c.steps > 0 ? board.make_after_turns(c.waste, c.redeals, c.move)
                                          : c.home    ? board.make(home_move(c))
                                                      : board.make(c.move);
            const KlondikeBoard::Undo paid = c.pay ? board.make(pay_move(c)) : KlondikeBoard::Undo{};
            if (board.won()) {
                write_line(c);
                done = true;
                verdict = Verdict::Win;
                return;
            }
            if (!push(c.key, c, u, paid,
                      hopeless_may_differ(c, u) ||
                          (c.pay && hopeless_may_differ(BoardChild{pay_move(c)}, paid))))
                return;
        }
    }
};

} // namespace

std::unique_ptr<Search> board_search(const Spec& spec, const State& start, SolverOptions options,
                                     std::uint64_t seed) {
    return std::make_unique<BoardSearch>(spec, start, options, seed);
}

} // namespace patience::searching
