// What the solver's searches share (solver.cpp's search over the engine's positions, board_search.cpp's over
// the Klondike board's): the tables that stand in for a "visited" mark, the move order and the children's
// sort, the line written out as the engine's moves, and the interface the Solver drives. Internal to the
// solver.
#pragma once

#include "rules/move.h"
#include "rules/rules.h"
#include "rules/spec.h"
#include "rules/state.h"
#include "solver/dominance.h"
#include "solver/key.h"
#include "solver/solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <vector>

namespace patience::searching {

// ---- The table of finished positions ----------------------------------------------------------------------

// Buckets of four keys, most recently used first. A new key enters at the front, and where the bucket is full
// the key whose search took the fewest positions leaves (of those alike, the least recently used): forgetting
// a position costs searching it again, and most finished positions took a handful of positions, a few took
// millions (docs/solver.md, "Visited marks"). Each key carries how many positions its search took, to the
// nearest power of two, in its lowest bits, which lookups do not compare. Its full size is allocated once and
// not written; the part in use starts small and doubles in place while the search needs it (each bucket
// splits in two by one more bit of the key), so a short search touches little memory and a long one never
// holds two tables at once.
class FinishedTable {
  public:
    // What a search's table may take of its memory cap: seven eighths, so that the largest power of two
    // within it is half the cap where the cap is a power of two (64 MB less the probes' 1 MB gives 32 MB),
    // and where a side search has 5/16 of the cap (solver.cpp, side_memory), both that and the exhaustive
    // search's table (16 MB of 20 and 32 MB of 43, at 64 MB). The current line takes the rest: a few MB at
    // most.
    static std::size_t share(std::size_t cap) { return cap / 8 * 7; }
    static constexpr std::size_t kWays = 4;
    static constexpr std::size_t kBucketBytes = kWays * sizeof(Key);
    static constexpr std::size_t kFirstBuckets = std::size_t{1} << 10;

    // The largest power of two of buckets within `bytes` (one bucket at the least).
    // Where the machine cannot give that much (a browser tab's wasm memory may not grow so far), half as
    // much, and so on: a smaller table forgets sooner, which costs time, never a wrong verdict.
    explicit FinishedTable(std::size_t bytes) {
        while (capacity_ * 2 * kBucketBytes <= bytes) capacity_ *= 2;
        while (!buckets_ && capacity_ > 1) {
            buckets_.reset(new (std::nothrow) Bucket[capacity_]); // default-initialised: left unwritten
            if (!buckets_) capacity_ /= 2;
        }
        if (!buckets_) buckets_.reset(new Bucket[capacity_]);
        used_ = std::min(kFirstBuckets, capacity_);
        std::memset(static_cast<void*>(buckets_.get()), 0, used_ * kBucketBytes);
    }
    std::size_t bytes() const { return capacity_ * kBucketBytes; }

    // Starts loading the bucket `k` would be looked up in, so that looking up several keys soon after waits
    // for memory once rather than once each. Nothing where the compiler has no prefetch instruction, as in
    // wasm: a plain read there, standing in for one, waited for its line as the look-up would, and for
    // children never looked up (docs/solver.md, "Where the time goes": slower than none).
    void prefetch([[maybe_unused]] const Key& k) {
#if defined(__GNUC__) && !defined(__EMSCRIPTEN__)
        __builtin_prefetch(bucket(k));
#endif
    }
    bool contains(const Key& k) {
        Key* b = bucket(k);
        for (std::size_t i = 0; i < kWays; ++i)
            if (same(b[i], k)) {
                std::rotate(b, b + i, b + i + 1);
                return true;
            }
        return false;
    }
    // `k` finished after its search took `work` positions (itself and what it searched below it).
    void insert(const Key& k, std::uint64_t work) {
        Key* b = bucket(k);
        std::size_t leaves = kWays - 1; // an empty slot has the least work, and the empty ones are last
        for (std::size_t i = kWays - 1; i-- > 0;)
            if (effort(b[i]) < effort(b[leaves])) leaves = i;
        std::copy_backward(b, b + leaves, b + leaves + 1);
        b[0] = Key{k.a, (k.b & ~kEffortBits) | std::min<std::uint64_t>(kEffortBits, std::bit_width(work))};
        // Once it has taken as many keys as it has slots, use twice the buckets if there are more.
        if (++inserted_ >= used_ * kWays && used_ < capacity_) grow();
    }

  private:
    // A key's effort: the bit width of the positions its search took (0 for an empty slot). The other 123
    // bits name the position (docs/solver.md, "Why 128 bits").
    static constexpr std::uint64_t kEffortBits = 31;
    static int effort(const Key& x) { return static_cast<int>(x.b & kEffortBits); }
    static bool same(const Key& x, const Key& k) { return x.a == k.a && ((x.b ^ k.b) & ~kEffortBits) == 0; }
    // A bucket is one cache line, and starts one: a lookup reads one line, not two. (A table this large comes
    // from the system's pages a few bytes past a line's start, where the allocator keeps its header, so
    // that unaligned every bucket straddled two lines.)
    struct alignas(kBucketBytes) Bucket : std::array<Key, kWays> {};
    static_assert(sizeof(Bucket) == kBucketBytes && alignof(Bucket) == kBucketBytes);
    Key* bucket(const Key& k) { return buckets_[k.a & (used_ - 1)].data(); }
    void grow() {
        std::memset(static_cast<void*>(buckets_.get() + used_), 0, used_ * kBucketBytes);
        for (std::size_t i = 0; i < used_; ++i) {
            Bucket& low = buckets_[i];
            Bucket& high = buckets_[i + used_];
            std::size_t l = 0, h = 0; // keep each half in its order of use
            for (const Key& k : Bucket(low))
                if (!k.empty()) ((k.a & used_) ? high[h++] : low[l++]) = k;
            while (l < kWays) low[l++] = Key{0, 0};
        }
        used_ *= 2;
        inserted_ = 0;
    }

    std::unique_ptr<Bucket[]> buckets_;
    std::size_t capacity_ = 1;
    std::size_t used_ = 0;
    std::size_t inserted_ = 0;
};

// The keys of the current line's positions: exact (open addressing, linear probing, deletion by backward
// shift), never forgetting.
class LineSet {
  public:
    void reset() {
        slots_.assign(64, Key{0, 0});
        size_ = 0;
    }
    std::size_t bytes() const { return slots_.size() * sizeof(Key); }
    std::size_t bytes_after_insert() const { return grows() ? 2 * bytes() : bytes(); }
    bool contains(const Key& k) const {
        for (std::size_t i = k.b & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
            if (slots_[i] == k) return true;
            if (slots_[i].empty()) return false;
        }
    }
    void insert(const Key& k) {
        if (grows()) {
            std::vector<Key> old = std::move(slots_);
            slots_.assign(old.size() * 2, Key{0, 0});
            size_ = 0;
            for (const Key& o : old)
                if (!o.empty()) insert(o);
        }
        std::size_t i = k.b & (slots_.size() - 1);
        while (!slots_[i].empty()) i = (i + 1) & (slots_.size() - 1);
        slots_[i] = k;
        ++size_;
    }
    void erase(const Key& k) {
        const std::size_t mask = slots_.size() - 1;
        std::size_t i = k.b & mask;
        while (!(slots_[i] == k)) i = (i + 1) & mask;
        // Backward shift: pull later members of the probe run into the hole when their home allows it.
        for (std::size_t j = (i + 1) & mask; !slots_[j].empty(); j = (j + 1) & mask) {
            const std::size_t home = slots_[j].b & mask;
            if (((j - home) & mask) >= ((j - i) & mask)) {
                slots_[i] = slots_[j];
                i = j;
            }
        }
        slots_[i] = Key{0, 0};
        --size_;
    }

  private:
    bool grows() const { return 2 * (size_ + 1) > slots_.size(); } // kept at most half full
    std::vector<Key> slots_;
    std::size_t size_ = 0;
};

// ---- Stock cards played to take a card (stock_play_owes) -------------------------------------------------

// A position reached by playing `card` from the stock onto a tableau pile owes that pile a card: its children
// are the moves onto that pile alone. It is another node of the search than the same position without the
// debt, so its key is the position's with a term for the card (the pile's top: piles have no numbers).
inline Key owing(Key key, Card card) {
    key.a += mix(0x5851f42d4c957f2dULL ^ card.bits());
    key.b += mix(0x14057b7ef767814fULL + card.bits() * 0x9e3779b97f4a7c15ULL);
    return KeyTerms::finish(key);
}
// Whether move `m` leaves a debt under these rules (`owes`: stock_play_owes).
inline bool leaves_debt(bool owes, const Move& m) {
    return owes && m.kind == Move::Kind::Transfer && m.from.kind == PileKind::Waste &&
           m.to.kind == PileKind::Tableau;
}

// A card played from the stock onto pile `to` and the move of a run of another tableau pile onto it at once
// are one child (a child that pays its debt): the debt's position is no node of the search, unless another
// card of the stock could pay it too. The run's move, from tableau pile `from`, `count` cards, as one byte
// of the child (0: none).
constexpr std::uint8_t pay_code(const Move& m) {
    return static_cast<std::uint8_t>(1 + (m.from.index | (m.count - 1) << 4));
}
constexpr Move pay_move(std::uint8_t pay, PileId to) {
    return Move::transfer(tableau((pay - 1) & 15), ((pay - 1) >> 4) + 1, to);
}
static_assert(pay_move(pay_code(Move::transfer(tableau(kMaxTableau - 1), kRanks, tableau(0))), tableau(0)) ==
              Move::transfer(tableau(kMaxTableau - 1), kRanks, tableau(0)));

// ---- Empty piles alike ------------------------------------------------------------------------------------

// Holdouts are interchangeable, and so are empty tableau piles where the key leaves the piles' numbers out
// (all but while a base is chosen): a move to any empty one reaches a position with the key of the move to
// the first. So the searches try only that one; the others would be skipped as seen (docs/solver.md, "Empty
// piles alike"). The first empty holdout and tableau pile, -1 for none (or for piles told apart by number).
struct FirstEmpty {
    int cell = -1;
    int tableau = -1;
};
// Whether `m` goes to an empty holdout or tableau pile (`to_empty`) other than the first.
inline bool to_later_empty(const Move& m, bool to_empty, FirstEmpty first) {
    if (m.kind != Move::Kind::Transfer || !to_empty) return false;
    if (m.to.kind == PileKind::Cell) return m.to.index != first.cell;
    return m.to.kind == PileKind::Tableau && first.tableau >= 0 && m.to.index != first.tableau;
}

// Whether the streamlined search with whole_parts_only leaves out `m`, from a pile of `face_up` face-up
// cards.
inline bool part_left_out(const Move& m, int face_up) {
    return m.kind == Move::Kind::Transfer && m.from.kind == PileKind::Tableau &&
           m.to.kind == PileKind::Tableau && m.count != face_up;
}

// ---- Move ordering ----------------------------------------------------------------------------------------

// Most promising first; any order is exact. The table of priorities, why each family keeps its own, and the
// measurements behind them: docs/solver.md, "Move order". What it reads of the position: the source pile's
// size, whether the move bares a face-down card, whether the destination is empty.
constexpr int kTopPriority = 10;
int move_priority(const Spec& spec, const Move& m, int steps, int from_size, bool bares_face_down,
                  bool to_empty);
int move_priority(const Spec& spec, const State& s, const Move& m, int steps);

// Sorts `found` into `out` from `first` on, highest priority first and ties in the order found (a stable
// counting sort: deterministic), after a probe's shuffle by its seed and the count of positions searched
// (deterministic too). Each child's rank must be set.
template <class Child>
void order_children(std::vector<Child>& found, std::uint64_t shuffle, std::uint64_t positions,
                    std::vector<Child>& out, std::size_t first) {
    const std::size_t count = found.size();
    if (shuffle) {
        std::uint64_t r = mix(shuffle ^ positions * 0x9e3779b97f4a7c15ULL);
        for (std::size_t i = count; i > 1; --i) {
            r = mix(r + 0x9e3779b97f4a7c15ULL);
            std::swap(found[i - 1], found[r % i]);
        }
    }
    std::array<std::size_t, kTopPriority + 2> at{};
    for (const Child& c : found) ++at[c.rank + 1u];
    for (std::size_t p = 1; p < at.size(); ++p) at[p] += at[p - 1];
    out.resize(first + count);
    for (const Child& c : found) out[first + at[c.rank]++] = c;
}

// ---- The line ---------------------------------------------------------------------------------------------

// The next turn of the stock, if any.
std::optional<Move> stock_step(const Spec& spec, const State& s);

// The engine's moves for a child of `s`: `steps` turns of the stock, then `move`.
void expand(const Spec& spec, const State& s, int steps, const Move& move, std::vector<Move>& out);

// ---- A search ---------------------------------------------------------------------------------------------

// A search started on a position and advanced in slices (Solver drives it and its probes).
struct Search {
    Search(const Spec& sp, const State& s, SolverOptions opts, std::uint64_t seed)
        : spec(sp), options(opts), shuffle(seed), twins(opts.twins && twin_classes(sp, s)), start(s) {}
    virtual ~Search() = default;
    virtual void run(std::uint64_t budget) = 0; // searches up to `budget` more positions
    virtual std::size_t memory() const = 0;     // bytes held now

    const Spec& spec;
    SolverOptions options;
    std::uint64_t shuffle; // 0: ties in the order found; otherwise the seed of a probe's shuffle
    // The streamlined search: a move home is played alone wherever a safe one would be, safe or not, so that
    // searching everything proves nothing; only its wins count (solver.cpp).
    bool home_first = false;
    // And, where set (with holdouts), a move between tableau piles only of a pile's whole face-up part: one
    // that bares a face-down card or empties its pile (the rule lonelybot plays by, unproved).
    bool whole_parts_only = false;
    // And, where set (with holdouts), positions keyed by their coarse key (key.h), blind to where the face-up
    // tableau cards lie: of the positions that differ only there, the search tries the first it reaches.
    bool coarse_keys = false;
    // Positions keyed by their twin class (twin_classes, dominance.h): the moves between twins left out, and
    // a card bared to go home by such a move taken home by a child of two moves.
    const bool twins;
    State start;
    std::vector<Move> winning;
    std::uint64_t positions = 0;
    std::uint64_t visits = 0; // the start and every child taken from a frame (Solver::visits)
    std::size_t max_depth = 0;
    bool done = false;
    bool out_of_memory = false;
    Verdict verdict = Verdict::Unknown;
};

// The search over the Klondike board, for the rulesets it serves (board_fits): the same positions in the same
// order as the engine's search, made and taken back in place.
std::unique_ptr<Search> board_search(const Spec& spec, const State& start, SolverOptions options,
                                     std::uint64_t seed);

} // namespace patience::searching
