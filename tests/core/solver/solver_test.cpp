// The solver: winning lines replay to a won game, "loss" agrees with a plain exhaustive search on small
// positions, verdicts never contradict one another across budgets, memory caps and dominance on or off, the
// memory cap holds, a full table forgets the cheapest position, the streamlined search wins sooner, the
// relaxed search proves losses sooner, and the page's helpers (hint, winnable deals, where the game was
// lost).
#include "oracle.h"
#include "play/session.h"
#include "position.h"
#include "samples.h"
#include "solver/dominance.h"
#include "solver/search.h"
#include "solver/solver.h"

#include <unordered_set>
#include <utility>

using namespace patience;

namespace {

std::string name_of(const Spec& spec) { return ruleset_key(spec); }

// Plays `line` from `start` through the validator; true when every move is legal and the game ends won.
bool replays_to_win(const Spec& spec, State s, const std::vector<Move>& line) {
    for (const Move& m : line) {
        if (!is_legal(spec, s, m)) return false;
        s = apply(spec, s, m);
    }
    return is_won(spec, s);
}

// The plain exhaustive search the solver is checked against: every position reachable from `start` by the
// old enumeration of legal moves (every candidate through the validator), exact positions (no symmetry, no
// dominance, nothing forgotten). Unknown when it would visit more than `limit` positions.
Verdict plain_search(const Spec& spec, const State& start, std::size_t limit) {
    std::unordered_set<State> seen{start};
    std::vector<State> todo{start};
    while (!todo.empty()) {
        const State s = todo.back();
        todo.pop_back();
        if (is_won(spec, s)) return Verdict::Win;
        for (const Move& m : test::every_candidate_through_the_validator(spec, s)) {
            const State next = apply(spec, s, m);
            if (seen.insert(next).second) todo.push_back(next);
        }
        if (seen.size() > limit) return Verdict::Unknown;
    }
    return Verdict::Loss;
}

// A small position of the game: every foundation built as the rules allow (each of the decks' cards once),
// then `loose` cards taken back off random foundation tops and dealt at random to the piles the game has
// (face down where the game turns cards down), then the rules' automatic actions.
State endgame(const Spec& spec, Rng& rng, int loose) {
    State s;
    s.base_rank = spec.base == BaseCard::Ace ? kAce : static_cast<int>(rng.below(kRanks)) + 1;
    // Foundation f holds ranks base, base+1, ... (13 cards, wrapping if the game wraps from a base above
    // Ace). Same-suit foundations: suit f % 4. Alternate colours: foundation f starts red when f is even; for
    // every rank and colour the foundations wanting it share out that colour's suits, each `decks` times.
    const int n = spec.foundations;
    std::vector<std::vector<Card>> piles(static_cast<std::size_t>(n));
    for (int i = 0; i < kRanks; ++i) {
        const int rank = (s.base_rank - 1 + i) % kRanks + 1;
        std::vector<int> reds, blacks;
        for (int f = 0; f < n; ++f) {
            const bool red =
                spec.foundation_build == FoundationBuild::UpAlternateColour && ((f % 2 == 0) != (i % 2 == 1));
            (red ? reds : blacks).push_back(f);
        }
        for (auto [group, colour_suits] : {std::pair{&reds, std::array{Suit::Diamonds, Suit::Hearts}},
                                           std::pair{&blacks, std::array{Suit::Clubs, Suit::Spades}}}) {
            std::vector<Suit> suits;
            for (std::size_t k = 0; k < group->size(); ++k) suits.push_back(colour_suits[k % 2]);
            rng.shuffle(std::span<Suit>(suits));
            for (std::size_t k = 0; k < group->size(); ++k) {
                const int f = (*group)[k];
                const Suit suit = spec.foundation_build == FoundationBuild::UpSameSuit
                                      ? static_cast<Suit>(f % 4)
                                      : suits[k];
                piles[static_cast<std::size_t>(f)].push_back(Card(rank, suit));
            }
        }
    }
    // Most cards come off two foundations, so long runs of one suit lie out of order and block one another.
    const std::size_t focus[] = {rng.below(static_cast<std::uint32_t>(n)),
                                 rng.below(static_cast<std::uint32_t>(n))};
    std::vector<Card> out;
    for (int i = 0; i < loose; ++i) {
        std::size_t f = rng.below(4) == 0 ? rng.below(static_cast<std::uint32_t>(n)) : focus[i % 2];
        while (piles[f].empty()) f = (f + 1) % piles.size();
        out.push_back(piles[f].back());
        piles[f].pop_back();
    }
    for (int f = 0; f < n; ++f)
        for (Card c : piles[static_cast<std::size_t>(f)]) s.push(foundation(f), c);

    // Few piles (every pile where spaces take any card), so that cards block one another and some positions
    // are lost; the stock half the time.
    std::vector<PileId> places;
    for (int t = 0; t < spec.tableau; ++t)
        if (spec.empty_pile == EmptyPile::AnyCardOrBuild ||
            rng.below(static_cast<std::uint32_t>(spec.tableau)) < 2)
            places.push_back(tableau(t));
    if (places.empty()) places.push_back(tableau(0));
    if (spec.stock != StockModel::None && rng.below(2) == 0) places.insert(places.end(), {stock(), waste()});
    if (spec.reserve > 0) places.push_back(reserve());
    for (int c = 0; c < spec.cells; ++c) places.push_back(cell(c));
    // Half the time lower cards go down first, so they lie under higher ones.
    if (rng.below(2) == 0)
        // Stable: an unstable sort orders equal ranks differently in each standard library (wasm and native).
        std::stable_sort(out.begin(), out.end(), [](Card a, Card b) { return a.rank() < b.rank(); });
    // Where any run moves, a third of the time the cards go down highest first, each one face up on a pile it
    // builds on where there is one: built piles, whose parts can move (solver/dominance.h).
    const bool runs = spec.moving == Moving::AnyRun && rng.below(3) == 0;
    if (runs) std::stable_sort(out.begin(), out.end(), [](Card a, Card b) { return a.rank() > b.rank(); });
    for (std::size_t i = 0; i < out.size(); ++i) {
        const Card c = out[i];
        PileId p = places[rng.below(static_cast<std::uint32_t>(places.size()))];
        if (runs)
            for (const PileId q : places)
                if (q.kind == PileKind::Tableau && !s.empty(q) && builds_on(spec, s.top(q), c.turned(true)))
                    p = q;
        // Where a space takes any card, leave none: every pile gets a card first.
        if (spec.empty_pile == EmptyPile::AnyCardOrBuild && i < static_cast<std::size_t>(spec.tableau))
            p = tableau(static_cast<int>(i));
        if (p.kind == PileKind::Cell && !s.empty(p)) p = tableau(0);
        bool up = true;
        if (p.kind == PileKind::Stock) up = spec.stock == StockModel::FaceUpWithDiscard;
        if (p.kind == PileKind::Tableau && spec.deal == DealPattern::Klondike)
            up = (runs && s.top(p).face_up() && !s.empty(p)) || rng.below(2) == 0;
        s.push(p, c.turned(up));
    }
    settle(spec, s);
    return s;
}

// Enough cards to block one another; games whose spaces take any card need more of them.
int loose_cards(const Spec& spec) { return spec.empty_pile == EmptyPile::AnyCardOrBuild ? 18 : 11; }

} // namespace

TEST_CASE("loss and win agree with a plain exhaustive search on small positions of every ruleset") {
    for (const Spec* spec : all_rulesets()) {
        const std::string name = name_of(*spec);
        CAPTURE(name);
        Rng rng(fnv1a(name));
        int wins = 0, losses = 0;
        // Endgames; and for Fortress and Chessboard as many real deals (many of them are small enough), taken
        // in turn with the endgames.
        constexpr int kEndgames = 40; // enough for both verdicts in every ruleset (Thumb and Pouch wins most)
        const int deals = spec->deal == DealPattern::Wings ? kEndgames : 0;
        for (int sample = 0; sample < kEndgames + deals; ++sample) {
            // Under the sanitizers a tenth of the samples, then on only until both verdicts have occurred.
            if (sample >= test::sampled(kEndgames + deals) && wins >= 1 && losses >= 1) break;
            CAPTURE(sample);
            const bool real_deal = deals > 0 && sample % 2 == 1;
            const State s = real_deal ? deal(*spec, static_cast<std::uint32_t>(sample / 2 + 1))
                                      : endgame(*spec, rng, loose_cards(*spec));
            const Verdict plain = plain_search(*spec, s, 50000);
            if (plain == Verdict::Unknown) continue;
            (plain == Verdict::Win ? wins : losses) += 1;
            for (const bool dominance : {true, false}) {
                CAPTURE(dominance);
                const Solution found = solve(*spec, s, 10'000'000, {kDefaultSolverMemory, dominance});
                REQUIRE(found.verdict == plain);
                if (found.verdict == Verdict::Win) CHECK(replays_to_win(*spec, s, found.line));
            }
            // A tiny memory cap may stop the search, but never with a wrong verdict.
            const Solution tight = solve(*spec, s, 10'000'000, {4096, true});
            CHECK((tight.verdict == plain || (tight.verdict == Verdict::Unknown && tight.out_of_memory)));
        }
        // Both verdicts occur, so neither side of the comparison is vacuous.
        INFO(name << " wins " << wins << " losses " << losses);
        CHECK(wins >= 1);
        CHECK(losses >= 1);
    }
}

TEST_CASE("a position the solver stops at as hopeless cannot be won") {
    // Many small positions of every ruleset, some with more cards than above (the checks need covered cards
    // in the Klondike family, a reserve in the Terrace family). Each one found hopeless is searched without
    // dominance (so without the check; that search agrees with the plain one above): it must not be won.
    for (const Spec* spec : all_rulesets()) {
        const std::string name = name_of(*spec);
        CAPTURE(name);
        Rng rng(fnv1a(name) + 1);
        int lost = 0;
        for (int sample = 0; sample < test::sampled(3000); ++sample) {
            CAPTURE(sample);
            const State s = endgame(*spec, rng, loose_cards(*spec) + static_cast<int>(rng.below(6)));
            if (!hopeless(*spec, s)) continue;
            const Verdict verdict = solve(*spec, s, 100000, {kDefaultSolverMemory, false}).verdict;
            CHECK(verdict != Verdict::Win);
            lost += verdict == Verdict::Loss;
        }
        // Where a check applies it finds lost positions, so the comparison is not vacuous.
        INFO(name << " hopeless and lost: " << lost);
        const bool applies = spec->reserve > 0
                                 ? !spec->fill_from_reserve
                                 : spec->deal == DealPattern::Klondike && spec->decks == 1 &&
                                       spec->cells == 0 && spec->empty_pile == EmptyPile::KingOrKingBuild;
        CHECK((lost >= test::sampled(100)) == applies);
    }
}

TEST_CASE("every ruleset: the solver's winning lines replay to a won game, through no hopeless position") {
    // General's Patience is won less than once in a hundred deals; two deals it wins quickly join the first
    // ones.
    const std::vector<std::uint32_t> usual = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
    const std::vector<std::uint32_t> rare = {1, 2, 3, 4, 5, 6, 188, 274};
    for (const Spec* spec : all_rulesets()) {
        const std::string name = name_of(*spec);
        CAPTURE(name);
        int wins = 0, tried = 0;
        for (const std::uint32_t d : spec->id == "generals-patience" ? rare : usual) {
            CAPTURE(d);
            // Under the sanitizers a tenth of the deals, then on only until one is won.
            if (tried++ >= test::sampled(static_cast<int>(usual.size())) && wins >= 1) break;
            const Solution found = solve(*spec, deal(*spec, d), 20000);
            if (found.verdict != Verdict::Win) continue;
            ++wins;
            // Through a Session, as the page and `patience play` would play them. Every position on the way
            // can be won, so none is hopeless, nor hopeless where a search would start from it (the page
            // starts one from every position of a game).
            Session session(DealId{spec, d, kDealAlgorithm});
            for (const Move& m : found.line) {
                CHECK_FALSE(hopeless(*spec, session.state()));
                CHECK_FALSE(hopeless_start(*spec, session.state()));
                REQUIRE(session.play(m).empty());
            }
            CHECK(is_won(*spec, session.state()));
        }
        CHECK(wins >= 1);
    }
}

TEST_CASE("verdicts agree across budgets, slices, memory caps and dominance") {
    for (const Spec* spec : all_rulesets()) {
        const std::string name = name_of(*spec);
        CAPTURE(name);
        for (std::uint32_t d = 101; d < 101 + static_cast<std::uint32_t>(test::sampled(4)); ++d) {
            CAPTURE(d);
            const State start = deal(*spec, d);
            const Solution small = solve(*spec, start, 2000);
            const Solution large = solve(*spec, start, 20000);
            // A verdict found with a small budget stands with a larger one (and the search is the same
            // search).
            if (small.verdict != Verdict::Unknown) {
                CHECK(large.verdict == small.verdict);
                CHECK(large.positions == small.positions);
                CHECK(large.line == small.line);
            }
            // Slices make no difference: the same positions in the same order.
            Solver sliced(*spec, start);
            while (!sliced.finished() && sliced.positions() < 20000)
                sliced.step(std::min<std::uint64_t>(997, 20000 - sliced.positions()));
            CHECK(sliced.verdict() == large.verdict);
            CHECK(sliced.positions() == large.positions);
            CHECK(sliced.line() == large.line);
            // Other memory caps and dominance off search differently but never disagree.
            for (const SolverOptions options :
                 {SolverOptions{std::size_t{1} << 20, true}, SolverOptions{kDefaultSolverMemory, false}}) {
                const Solution other = solve(*spec, start, 20000, options);
                if (other.verdict != Verdict::Unknown && large.verdict != Verdict::Unknown)
                    CHECK(other.verdict == large.verdict);
            }
        }
    }
}

TEST_CASE("dominance on and off agree on every deal both decide") {
    int compared = 0;
    for (const Spec* spec : all_rulesets()) {
        const std::string name = name_of(*spec);
        CAPTURE(name);
        for (int d = 1; d <= test::sampled(25); ++d) {
            CAPTURE(d);
            const State start = deal(*spec, static_cast<std::uint32_t>(d));
            const Solution on = solve(*spec, start, 10000, {kDefaultSolverMemory, true});
            const Solution off = solve(*spec, start, 10000, {kDefaultSolverMemory, false});
            if (on.verdict == Verdict::Unknown || off.verdict == Verdict::Unknown) continue;
            CHECK(on.verdict == off.verdict);
            ++compared;
        }
    }
    CHECK(compared >= test::sampled(50));
}

TEST_CASE("twin classes and exact positions agree on every deal both decide, and classes cost fewer") {
    // Searched by twin classes (dominance.h), Klondike Easy and Familiar deals reach the verdicts the exact
    // search reaches, and in fewer positions: a class is searched once, not once for each way its face-up
    // cards lie between twins.
    for (const char* id : {"klondike-easy", "klondike-familiar"}) {
        const Spec& spec = test::ruleset(id);
        SolverOptions exact;
        exact.twins = false;
        int compared = 0;
        std::uint64_t by_class = 0, by_position = 0;
        // Deals 2-41, and every tenth of them where fewer are sampled: the gain is the sum's, not each deal's
        // (Klondike Easy deal 1 takes 4,294 positions by class, 4,078 by position), so the few sampled are
        // spread over the range.
        for (int d = 2; d <= 41; d += 40 / test::sampled(40)) {
            CAPTURE(id);
            CAPTURE(d);
            const State start = deal(spec, static_cast<std::uint32_t>(d));
            const Solution twins = solve(spec, start, 20000);
            const Solution positions = solve(spec, start, 20000, exact);
            if (twins.verdict == Verdict::Unknown || positions.verdict == Verdict::Unknown) continue;
            CHECK(twins.verdict == positions.verdict);
            ++compared;
            by_class += twins.positions;
            by_position += positions.positions;
        }
        MESSAGE(std::string(id), ": ", compared, " deals both decided, in ", by_class,
                " positions by class and ", by_position, " exactly");
        CHECK(compared >= test::sampled(30));
        CHECK(by_class < by_position);
    }
}

TEST_CASE("with two decks, twin classes and exact positions agree on positions of random games") {
    // Gargantua and Double Klondike: a deal played some 150-550 random moves (half of them home where one
    // goes), then searched by classes and by positions, probes off so that each is one exhaustive search.
    // Deals' starts are nearly all won; these positions are lost often enough that a class search calling a
    // won position lost would show (a missing child of two moves, a key naming two positions).
    for (const char* id : {"gargantua", "double-klondike"}) {
        const Spec& spec = test::ruleset(id);
        Rng rng(fnv1a(id));
        SolverOptions by_class, exact;
        by_class.probes = exact.probes = false;
        exact.twins = false;
        const bool gargantua = std::string_view(id) == "gargantua"; // Double Klondike's are seldom lost
        int wins = 0, losses = 0;
        for (int sample = 0; sample < 60; ++sample) {
            // Where fewer are sampled, a tenth of them, then on only until the verdicts wanted have occurred.
            if (sample >= test::sampled(60) && wins >= 1 && (losses >= 1 || !gargantua)) break;
            CAPTURE(id);
            CAPTURE(sample);
            State s = deal(spec, static_cast<std::uint32_t>(1000 + sample));
            for (int step = 150 + static_cast<int>(rng.below(400)); step > 0; --step) {
                const MoveList moves = legal_moves(spec, s);
                if (moves.empty()) break;
                MoveList home;
                for (const Move& m : moves)
                    if (m.kind == Move::Kind::Transfer && m.to.kind == PileKind::Foundation) home.push(m);
                const MoveList& from = !home.empty() && rng.below(2) == 0 ? home : moves;
                s = apply(spec, s,
                          from[static_cast<int>(rng.below(static_cast<std::uint32_t>(from.size())))]);
            }
            const Solution classes = solve(spec, s, 50000, by_class);
            const Solution positions = solve(spec, s, 50000, exact);
            if (classes.verdict == Verdict::Unknown || positions.verdict == Verdict::Unknown) continue;
            CHECK(classes.verdict == positions.verdict);
            (positions.verdict == Verdict::Win ? wins : losses) += 1;
        }
        INFO(std::string(id) << " wins " << wins << " losses " << losses);
        CHECK(wins >= 1);
        if (gargantua) CHECK(losses >= 1);
    }
}

TEST_CASE("probes win deals the exhaustive search alone leaves undecided, and never disagree with it") {
    // Klondike (two holdouts, no redeal), deals 1-30 at 40,000 positions: a fixed move order wins 18 of them,
    // the same budget shared with probes 22 (tests/bench/survey prints such figures).
    const Spec& spec = test::ruleset("klondike");
    int alone_won = 0, shared_won = 0;
    for (std::uint32_t d = 1; d <= 30; ++d) {
        CAPTURE(d);
        // Under the sanitizers a tenth of the deals, then on only until probes have won two more.
        if (d > static_cast<std::uint32_t>(test::sampled(30)) && shared_won >= alone_won + 2) break;
        const State start = deal(spec, d);
        const Solution alone = solve(spec, start, 40000, {kDefaultSolverMemory, true, false});
        const Solution shared = solve(spec, start, 40000, {kDefaultSolverMemory, true, true});
        if (alone.verdict != Verdict::Unknown && shared.verdict != Verdict::Unknown)
            CHECK(alone.verdict == shared.verdict);
        alone_won += alone.verdict == Verdict::Win;
        shared_won += shared.verdict == Verdict::Win;
        if (shared.verdict != Verdict::Win) continue;
        State s = start; // a probe's line is a winning line like any other
        for (const Move& m : shared.line) {
            REQUIRE(is_legal(spec, s, m));
            s = apply(spec, s, m);
        }
        CHECK(is_won(spec, s));
    }
    INFO("won alone " << alone_won << ", with probes " << shared_won);
    CHECK(shared_won >= alone_won + 2);
}

namespace {

// A side search's deals at the daily deal's 20,000 positions, solved with it (the default options) and
// `without` it: where both decide, they agree, every win replays, and a loss comes with no line. The counts
// of `verdict` without and with.
std::pair<int, int> with_and_without(const Spec& spec, const SolverOptions& without, std::uint32_t first,
                                     std::uint32_t last, Verdict verdict) {
    int alone_count = 0, side_count = 0;
    for (std::uint32_t d = first; d <= last; ++d) {
        CAPTURE(d);
        const State start = deal(spec, d);
        const Solution alone = solve(spec, start, 20000, without);
        const Solution side = solve(spec, start, 20000);
        if (alone.verdict != Verdict::Unknown && side.verdict != Verdict::Unknown)
            CHECK(alone.verdict == side.verdict);
        alone_count += alone.verdict == verdict;
        side_count += side.verdict == verdict;
        if (side.verdict == Verdict::Win) CHECK(replays_to_win(spec, start, side.line));
        if (side.verdict == Verdict::Loss) CHECK(side.line.empty());
    }
    return {alone_count, side_count};
}

} // namespace

TEST_CASE("the streamlined search wins Gargantua deals the others leave undecided, and decides no loss") {
    // Gargantua deals 30-38: 6 won without the streamlined search, 8 with it (31 and 38). At this budget, the
    // daily deal's, it is a wash since twin classes (deals 1-100: it wins 7, 22, 31, 38 and 51, and its
    // turns cost 8, 26, 29, 39, 44 and 94); at two seconds' positions it wins 13 more of 600 (docs/solver.md,
    // "Twin classes"). Its loss would prove nothing: the small positions of "loss and win agree with a plain
    // exhaustive search" fail when it is taken for one.
    SolverOptions without;
    without.streamline = false;
    // Named copies, not structured bindings: the clang of the wasm suite cannot capture those in INFO.
    const std::pair<int, int> won =
        with_and_without(test::ruleset("gargantua"), without, 30, 38, Verdict::Win);
    const int alone_won = won.first, streamlined_won = won.second;
    INFO("won without " << alone_won << ", with the streamlined search " << streamlined_won);
    CHECK(streamlined_won >= alone_won + 2);
}

TEST_CASE("with holdouts, the streamlined search and probes, moving whole face-up parts, win Klondike deals "
          "the others leave undecided") {
    // Klondike deals 1-31 at 20,000 positions: 21 won without them, 27 with both (deals 3, 6, 9, 26, 29 and
    // 31), 24 with the streamlined search alone (6, 9 and 26), 26 with the streamlined probes alone. Sending
    // cards home first alone (moving any part of a run) wins none of them and loses deal 23. Their losses
    // would prove nothing: the small positions of "loss and win agree with a plain exhaustive search" fail
    // when a streamlined probe's is taken for one.
    SolverOptions without;
    without.streamline = false;
    const std::pair<int, int> won = with_and_without(test::ruleset("klondike"), without, 1, 31, Verdict::Win);
    const int alone_won = won.first, streamlined_won = won.second;
    INFO("won without " << alone_won << ", with the streamlined search and probes " << streamlined_won);
    CHECK(streamlined_won >= alone_won + 6);
}

TEST_CASE("with holdouts, the coarse keys find the streamlined search's and probes' wins sooner") {
    // Klondike deals 1-40 at 200,000 positions, every one won either way: with coarse keys 18 deals won
    // sooner and 3 later, in 467,509 positions in all against 655,508 with exact keys.
    const Spec& spec = test::ruleset("klondike");
    SolverOptions exact;
    exact.coarse_keys = false;
    std::uint64_t coarse_positions = 0, exact_positions = 0;
    int sooner = 0, later = 0;
    for (std::uint32_t d = 1; d <= 40; ++d) {
        CAPTURE(d);
        const State start = deal(spec, d);
        const Solution a = solve(spec, start, 200000, exact);
        const Solution b = solve(spec, start, 200000);
        REQUIRE(a.verdict == Verdict::Win);
        REQUIRE(b.verdict == Verdict::Win);
        CHECK(replays_to_win(spec, start, b.line));
        exact_positions += a.positions;
        coarse_positions += b.positions;
        sooner += b.positions < a.positions;
        later += b.positions > a.positions;
    }
    INFO("sooner " << sooner << ", later " << later << "; positions " << coarse_positions << " against "
                   << exact_positions);
    CHECK(sooner >= 3 * later);
    CHECK(coarse_positions * 5 < exact_positions * 4);
}

TEST_CASE("with holdouts, the side searches never call a position lost that the exhaustive search wins") {
    // Positions of random Klondike games, every tenth move: with their side searches (the streamlined search
    // and probes) and without any, where both decide, the verdicts agree. A streamlined probe searches a
    // smaller space: when it searches all of it without a win, that proves nothing. Taken for a loss, it
    // calls won positions lost here (of deals 136-145, those of deals 138 and 143, which the exhaustive
    // search wins in 2,205 and 4,525 positions).
    const Spec& spec = test::ruleset("klondike");
    SolverOptions exhaustive;
    exhaustive.probes = false;
    int both_decided = 0;
    for (std::uint32_t d = 136; d <= 145; ++d) {
        State s = deal(spec, d);
        Rng rng(d * 7919u);
        MoveList moves;
        for (int step = 0; step < 150; ++step) {
            legal_moves(spec, s, moves);
            if (moves.empty()) break;
            s = apply(spec, s, moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
            if (step % 10 != 9) continue;
            CAPTURE(d);
            CAPTURE(step);
            const Solution alone = solve(spec, s, 10000, exhaustive);
            if (alone.verdict == Verdict::Unknown) continue;
            const Solution shared = solve(spec, s, 10000);
            if (shared.verdict == Verdict::Unknown) continue;
            CHECK(shared.verdict == alone.verdict);
            ++both_decided;
        }
    }
    CHECK(both_decided >= 20);
}

TEST_CASE(
    "the relaxed search proves Klondike Familiar deals lost that the others leave undecided, and no win") {
    // Klondike Familiar deals 241-250: deal 242 proved lost only with the relaxed search (in 12,421
    // positions; deals 1-300 at 100,000 positions: deals 106 and 242 lost only with it, deal 193 only
    // without, its proof delayed by the relaxed search's turns). Its win would prove nothing: the deals the
    // game loses and its relaxation wins (most of its losses) would then read as won, and fail to replay.
    SolverOptions without;
    without.relax = false;
    const std::pair<int, int> lost =
        with_and_without(test::ruleset("klondike-familiar"), without, 241, 250, Verdict::Loss);
    const int alone_lost = lost.first, relaxed_lost = lost.second;
    INFO("lost without " << alone_lost << ", with the relaxed search " << relaxed_lost);
    CHECK(relaxed_lost >= alone_lost + 1);
}

TEST_CASE(
    "the relaxed search proves Klondike Strict deals lost that the others leave undecided, and no win") {
    // Klondike Strict's relaxation lets any run move. Deal 98 at 50,000 positions: proved lost in 31,154
    // positions with the relaxed search, unknown without. Its turns begin only once the exhaustive search's
    // grow (past some 20,000 positions), and at budgets like this one they cost about what they gain (deals
    // 1-200 at 50,000: 4 proved lost only with it, 2 lost and 6 won only without); at a page's two seconds
    // they decide more (docs/figures.md). Its win would prove nothing: deal 6, which the relaxation wins in
    // 97 positions and the game does not within the budget, would read as won, and fail to replay.
    const Spec& spec = test::ruleset("klondike-strict");
    SolverOptions without;
    without.relax = false;
    const State lost = deal(spec, 98);
    CHECK(solve(spec, lost, 50000).verdict == Verdict::Loss);
    CHECK(solve(spec, lost, 50000, without).verdict == Verdict::Unknown);
    const State relaxation_won = deal(spec, 6);
    const Solution side = solve(spec, relaxation_won, 50000);
    if (side.verdict == Verdict::Win) CHECK(replays_to_win(spec, relaxation_won, side.line));
}

TEST_CASE("the memory cap holds, and a search that runs out of it says unknown") {
    const Spec& spec = test::ruleset("fortress");
    for (const std::size_t cap :
         {std::size_t{2048}, std::size_t{64} << 10, std::size_t{1} << 20, std::size_t{32} << 20}) {
        CAPTURE(cap);
        for (std::uint32_t d = 1; d <= 20; ++d) {
            Solver solver(spec, deal(spec, d), {cap, true});
            while (!solver.step(500)) REQUIRE(solver.memory_used() <= cap);
            CHECK(solver.memory_used() <= cap);
            if (solver.out_of_memory()) CHECK(solver.verdict() == Verdict::Unknown);
        }
    }
    // The smallest cap cannot hold even the start: unknown at once, never a loss.
    Solver none(spec, deal(spec, 1), {64, true});
    CHECK(none.step(1000));
    CHECK(none.out_of_memory());
    CHECK(none.verdict() == Verdict::Unknown);
}

TEST_CASE("at the page's caps, the exhaustive search's table is half the cap, a side search's a quarter") {
    // The tables' sizes, counted whole from the start (memory_used): the exhaustive search keeps the table it
    // would have alone, and a side search (the relaxed search of Klondike Strict, the streamlined search of
    // Gargantua) has one of a quarter of the cap, which its long proofs need (docs/solver.md, "Memory").
    for (const std::size_t mb : {64, 128}) {
        const std::size_t cap = mb << 20;
        CAPTURE(mb);
        const Spec& alone = test::ruleset("fortress");
        const std::size_t one = Solver(alone, deal(alone, 1), {cap, true}).memory_used();
        CHECK(one >= cap / 2);
        CHECK(one < cap / 2 + cap / 4);
        for (const char* game : {"klondike-strict", "gargantua"}) {
            CAPTURE(game);
            const Spec& spec = test::ruleset(game);
            const std::size_t both = Solver(spec, deal(spec, 1), {cap, true}).memory_used();
            CHECK(both >= cap / 2 + cap / 4);
            CHECK(both <= cap);
        }
    }
}

TEST_CASE("a full bucket of finished positions forgets the one whose search took fewest positions") {
    // Forgetting a position costs searching it again (docs/solver.md, "Visited marks"). One bucket of four:
    // the key whose search took a million positions stays, though it finished first; of the cheap ones, the
    // least recently used leaves. (Keys whose lowest five bits are clear: a key's effort is kept there.)
    searching::FinishedTable table(searching::FinishedTable::kBucketBytes);
    const Key deep{1, 0x100};
    const std::array<Key, 4> cheap{Key{2, 0x200}, Key{3, 0x300}, Key{4, 0x400}, Key{5, 0x500}};
    table.insert(deep, 1'000'000);
    for (const Key& k : cheap) table.insert(k, 3);
    CHECK(table.contains(deep));
    CHECK_FALSE(table.contains(cheap[0]));
    for (std::size_t i = 1; i < cheap.size(); ++i) CHECK(table.contains(cheap[i]));
}

TEST_CASE("a won position is a win with an empty line; a position with no move left is a loss") {
    const Spec& spec = test::ruleset("klondike-easy");
    State won;
    const char* suits = "CDHS";
    for (int f = 0; f < 4; ++f)
        for (int r = 1; r <= kRanks; ++r)
            won.push(foundation(f), *parse_card(std::string{rank_char(r), suits[f]}));
    won.base_rank = kAce;
    const Solution w = solve(spec, won, 10);
    CHECK(w.verdict == Verdict::Win);
    CHECK(w.line.empty());
    const State stuck = test::position({{"f1", "AC"}, {"t1", "#2C 3C"}}, kAce);
    REQUIRE(is_over(spec, stuck));
    CHECK(solve(spec, stuck, 10).verdict == Verdict::Loss);
}

TEST_CASE("hint: the first move of a winning line, from which the game can still be won") {
    const Spec& spec = test::ruleset("klondike");
    int hinted = 0;
    for (std::uint32_t d = 1; d <= 10; ++d) {
        const State start = deal(spec, d);
        const auto move = hint(spec, start, 20000);
        if (!move) continue;
        ++hinted;
        REQUIRE(is_legal(spec, start, *move));
        // The hint is the first move of the winning line the same search finds, and the rest of that line
        // wins from the position the hint leads to: the game can still be won after it.
        const Solution found = solve(spec, start, 20000);
        REQUIRE(found.verdict == Verdict::Win);
        REQUIRE(found.line.front() == *move);
        State s = apply(spec, start, *move);
        for (std::size_t i = 1; i < found.line.size(); ++i) {
            REQUIRE(is_legal(spec, s, found.line[i]));
            s = apply(spec, s, found.line[i]);
        }
        CHECK(is_won(spec, s));
    }
    CHECK(hinted >= 3);
}

TEST_CASE("winnable deals: the next deal number the solver proves winnable") {
    const Spec& spec = test::ruleset("fortress");
    const auto next = next_winnable_deal(spec, 1, 50, 20000);
    REQUIRE(next.has_value());
    CHECK(solve(spec, deal(spec, *next), 20000).verdict == Verdict::Win);
    for (std::uint32_t d = 1; d < *next; ++d)
        CHECK(solve(spec, deal(spec, d), 20000).verdict != Verdict::Win);
    CHECK(next_winnable_deal(spec, kMaxDeal, 5, 20000) != std::optional<std::uint32_t>(kMaxDeal + 1u));
}

TEST_CASE("where the game was lost: winnability along a history is monotone, and bisection finds the move") {
    const Spec& spec = test::ruleset("fortress");
    int found = 0;
    for (std::uint32_t d = 1; d <= 40 && found < 3; ++d) {
        CAPTURE(d);
        // A random game from a winnable deal, with every position's verdict.
        if (solve(spec, deal(spec, d), 50000).verdict != Verdict::Win) continue;
        const std::vector<State> history = test::random_history(spec, d, 30);
        std::vector<Verdict> verdicts;
        for (const State& s : history) verdicts.push_back(solve(spec, s, 50000).verdict);
        if (std::count(verdicts.begin(), verdicts.end(), Verdict::Unknown) > 0) continue;
        // Monotone: once lost, lost for good.
        const auto first_loss = std::find(verdicts.begin(), verdicts.end(), Verdict::Loss);
        CHECK(std::count(first_loss, verdicts.end(), Verdict::Win) == 0);
        if (first_loss == verdicts.end()) continue;
        const auto lost_at = static_cast<std::size_t>(first_loss - verdicts.begin());
        const TurningPoint t = find_turning_point(spec, history, 50000);
        CHECK(t.start == Verdict::Win);
        CHECK(t.last_winnable == lost_at - 1);
        CHECK(t.first_lost == lost_at);
        ++found;
    }
    CHECK(found >= 2);
}
