// The solver's wasm module, run by the page's Web Worker (shell/solver_worker.js): core alone, no SDL. One
// job at a time, started by one call and advanced by ps_step in slices, so the worker reads its messages
// (cancel, a new position, the tab hidden) between two slices. Every call returns JSON, valid until the next
// call.
#include "games/registry.h"
#include "glue/worker_language.h"
#include "play/links.h"
#include "play/replay.h"
#include "play/session.h"
#include "present/difficulty.h"
#include "present/faults.h"
#include "present/words.h"
#include "rules/deal.h"
#include "solver/shorten.h"
#include "solver/tasks.h"
#include "text/json.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

using namespace patience;

namespace {
std::optional<Catalogue> the_language; // none: English
} // namespace

const Catalogue& patience::web::worker_words() { return the_language ? *the_language : english(); }

namespace {

std::string result;
const char* give(std::string s) {
    result = std::move(s);
    return result.c_str();
}
const char* fail(std::string_view why) { return give(JsonObject().text("error", why).str()); }

// The memory the position's analysis and the search for where a game was lost may hold: the page chooses it
// from the device's memory (ps_set_memory). The searches for a winnable or daily deal keep the solver's
// default, so that every machine picks the same deal (their budgets never fill it anyway).
constexpr std::size_t kMinPageMemory = kDefaultSolverMemory;
constexpr std::size_t kMaxPageMemory = std::size_t{256} << 20;
SolverOptions page_options;

// The job in hand: one of these.
struct Analysis {
    const Spec* spec;
    State start;
    std::uint64_t budget;
    Solver solver;
    DealId deal;
    std::vector<Move> before; // the moves from the deal to `start`
};
std::optional<Analysis> analysis;
std::optional<TurningPointSearch> turning;
std::size_t turning_from = 0; // the moves on the table when the turning point was asked for
std::optional<WinnableDealSearch> winnable;
const Spec* winnable_spec = nullptr;
std::uint32_t winnable_first = 0;
std::string daily; // the record of the daily deal being searched ("YYYY-MM-DD game:ruleset"), if it is one

void stop_all() {
    analysis.reset();
    turning.reset();
    winnable.reset();
}

std::variant<Session, SaveFault> load(const char* save) {
    return Session::load(save ? std::string_view(save) : std::string_view());
}

std::string analysis_json(bool done) {
    const Analysis& a = *analysis;
    JsonObject j;
    j.flag("done", done).number("positions", static_cast<long long>(a.solver.positions()));
    if (!done) return j.str();
    j.text("verdict", to_string(a.solver.verdict()))
        .number("memory", static_cast<long long>(page_options.memory_bytes >> 20));
    if (a.solver.verdict() == Verdict::Win && !a.solver.line().empty()) {
        // The line with its shortcuts taken: what "Show me how" plays, the par counts and Hint begins.
        const std::vector<Move> line = shortened(*a.spec, a.start, a.solver.line());
        const Move& first = line.front();
        j.text("move", to_string(first))
            .text("words", move_words(*a.spec, a.start, first, web::worker_words()))
            .number("line", static_cast<long long>(line.size()));
        // "Show me how": the game to here and the winning line, as a replay the viewer plays from `from`.
        std::vector<Move> game = a.before;
        game.insert(game.end(), line.begin(), line.end());
        if (game.size() <= static_cast<std::size_t>(kMaxReplayMoves))
            j.text("watch", replay_link(a.deal, game))
                .number("from", static_cast<long long>(a.before.size()));
    }
    return j.str();
}

} // namespace

extern "C" {

// A language file's whole text, as the page gives it to the table (pt_set_language): 1 when it was read and
// the module's words are now in it, 0 keeps the current language.
int ps_set_language(const char* json) {
    auto read = read_catalogue(json ? json : "");
    if (!std::holds_alternative<Catalogue>(read)) return 0;
    the_language = std::get<Catalogue>(std::move(read));
    return 1;
}

// Sets the memory the analyses may hold, in MB, kept within 64-256 MB; returns the MB set.
double ps_set_memory(double megabytes) {
    const double mb = std::clamp(megabytes, static_cast<double>(kMinPageMemory >> 20),
                                 static_cast<double>(kMaxPageMemory >> 20));
    page_options.memory_bytes = static_cast<std::size_t>(mb) << 20;
    return static_cast<double>(page_options.memory_bytes >> 20);
}

// Solves a position of the game of a save (a replay): after its first `at` moves (0: the deal, for its par),
// or with `at` < 0 or beyond the moves played, its current position. `positions`: the budget.
const char* ps_analyse(const char* save, double positions, double at) {
    stop_all();
    auto loaded = load(save);
    if (auto* why = std::get_if<SaveFault>(&loaded)) return fail(fault_text(*why, web::worker_words()));
    const Session& s = std::get<Session>(loaded);
    const std::size_t moves =
        at >= 0 && at < static_cast<double>(s.moves_made()) ? static_cast<std::size_t>(at) : s.moves_made();
    const State& start = s.history()[moves];
    const auto before = s.moves().first(moves);
    analysis.emplace(Analysis{&s.spec(), start, static_cast<std::uint64_t>(positions),
                              Solver(s.spec(), start, page_options), s.id(),
                              std::vector<Move>(before.begin(), before.end())});
    return give("{}");
}

// Where the game of a save was lost: the last position of its history (up to the current one) that the
// solver proves winnable, each position's search within `positions`.
const char* ps_turning_point(const char* save, double positions) {
    stop_all();
    auto loaded = load(save);
    if (auto* why = std::get_if<SaveFault>(&loaded)) return fail(fault_text(*why, web::worker_words()));
    const Session& s = std::get<Session>(loaded);
    const auto history = s.history();
    turning_from = s.moves_made();
    turning.emplace(s.spec(), std::vector<State>(history.begin(), history.end()),
                    static_cast<std::uint64_t>(positions), page_options);
    return give("{}");
}

// The first deal of a ruleset that the solver proves winnable within `positions` each, from a random deal
// number (`random`, a random 32-bit number, as for a fresh deal), trying `tries` deals; with a `date`
// ("YYYY-MM-DD") instead, the daily deal of that date, with the daily budget.
const char* ps_winnable_deal(const char* game, const char* ruleset, double random, int tries,
                             double positions, const char* date) {
    stop_all();
    const Spec* spec = find_ruleset(game ? game : "", ruleset ? ruleset : "");
    if (!spec) return fail(fault_text(PageFault{PageFault::Kind::NoSuchGame, {}}, web::worker_words()));
    std::uint32_t from = random_deal_number(static_cast<std::uint32_t>(random));
    daily.clear();
    std::uint64_t budget = static_cast<std::uint64_t>(positions);
    if (date && *date) {
        const std::optional<Date> day = parse_date(date);
        if (!day) return fail(fault_text(PageFault{PageFault::Kind::NotADate, {}}, web::worker_words()));
        from = daily_first_deal(*spec, *day);
        daily = daily_record(*spec, *day);
        tries = kDailyTries;
        budget = kDailyPositions;
    }
    winnable_spec = spec;
    winnable_first = from;
    winnable.emplace(*spec, from, tries, budget);
    return give(JsonObject().number("first", from).str());
}

// Advances the job by up to `positions`: {"done": false, "positions", ...progress} while it runs, then its
// result. {"idle": true} when there is none.
const char* ps_step(double positions) {
    const auto slice = static_cast<std::uint64_t>(positions);
    if (analysis) {
        Analysis& a = *analysis;
        const std::uint64_t left = a.budget - std::min(a.budget, a.solver.positions());
        const bool done = a.solver.step(std::min(slice, left)) || a.solver.positions() >= a.budget;
        const char* out = give(analysis_json(done));
        if (done) analysis.reset();
        return out;
    }
    if (turning) {
        const bool done = turning->step(slice);
        JsonObject j;
        j.flag("done", done).number("positions", static_cast<long long>(turning->positions()));
        if (done) {
            const TurningPoint& t = turning->result();
            j.text("start", to_string(t.start))
                .number("moves", static_cast<long long>(turning_from))
                .number("lastWinnable", static_cast<long long>(t.last_winnable))
                .number("firstLost", static_cast<long long>(t.first_lost));
            turning.reset();
        }
        return give(j.str());
    }
    if (winnable) {
        const bool done = winnable->step(slice);
        JsonObject j;
        j.flag("done", done)
            .number("positions", static_cast<long long>(winnable->positions()))
            .number("deal", winnable->current())
            .number("tried", winnable->tried());
        if (done) {
            // The daily deal of a ruleset the solver seldom wins quickly: the start deal itself, unproved.
            if (!winnable->found() && !daily.empty())
                j.number("found", winnable_first)
                    .text("link", deal_link(DealId{winnable_spec, winnable_first, kDealAlgorithm}))
                    .flag("winnable", false)
                    .text("daily", daily);
            if (winnable->found()) {
                const std::uint64_t effort = winnable->found_positions();
                j.number("found", *winnable->found())
                    .flag("winnable", true)
                    .text("link", deal_link(DealId{winnable_spec, *winnable->found(), kDealAlgorithm}))
                    .text("difficulty", difficulty_words(difficulty_of(effort), web::worker_words()))
                    .number("effort", static_cast<long long>(effort))
                    .number("line", static_cast<long long>(winnable->found_line_length()));
                if (!daily.empty()) j.text("daily", daily);
            }
            winnable.reset();
        }
        return give(j.str());
    }
    return give(JsonObject().flag("idle", true).str());
}

// "Show me how"'s line, polished: a replay link's moves from move `from` on, with two-move shortcuts taken
// too (solver/shorten.h): {"watch", "line", "from"}, or {"error"} for a link that is not a replay.
const char* ps_polish(const char* link, double from) {
    auto parsed = parse_replay_link(link ? link : "");
    if (auto* why = std::get_if<ReplayFault>(&parsed)) return fail(fault_text(*why, web::worker_words()));
    const Replay& r = std::get<Replay>(parsed);
    const std::size_t at = std::min(r.moves.size(), static_cast<std::size_t>(std::max(0.0, from)));
    Session to_start(r.deal);
    for (std::size_t i = 0; i < at; ++i) to_start.play(r.moves[i]); // each one checked by the parser
    const State& start = to_start.state();
    const std::span<const Move> all(r.moves);
    std::vector<Move> game(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(at));
    const std::vector<Move> line = shortened(*r.deal.spec, start, all.subspan(at), 2);
    game.insert(game.end(), line.begin(), line.end());
    return give(JsonObject()
                    .text("watch", replay_link(r.deal, game))
                    .number("line", static_cast<long long>(line.size()))
                    .number("from", static_cast<long long>(at))
                    .str());
}

void ps_stop() { stop_all(); }

} // extern "C"
