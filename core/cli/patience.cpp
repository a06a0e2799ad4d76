// The command-line referee: a thin front over the core for tests, scripted play and reproducing deals.
//   patience games | deal <game>[:<ruleset>] <n> | play <game>[:<ruleset>] <n> | moves <game>[:<ruleset>] <n>
//   patience solve <game>[:<ruleset>] <n> [--positions N] [--ms T] [--engine]
//   patience replay <game>[:<ruleset>] <n>   (the replay link of the moves on stdin)
#include "games/registry.h"
#include "play/replay.h"
#include "play/script.h"
#include "play/session.h"
#include "present/faults.h"
#include "present/json.h"
#include "present/reasons.h"
#include "rules/deal.h"
#include "solver/shorten.h"
#include "solver/solver.h"
#include "text/json.h"
#include "text/number.h"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace {

using namespace patience;

int usage() {
    std::cerr
        << "usage: patience games\n"
           "       patience deal  <game>[:<ruleset>] <deal-number>\n"
           "       patience play  <game>[:<ruleset>] <deal-number>   (moves on stdin, one per line)\n"
           "       patience moves <game>[:<ruleset>] <deal-number>   (moves on stdin, one per line)\n"
           "       patience solve <game>[:<ruleset>] <deal-number> [--positions N] [--ms T] [--engine]\n"
           "                                        (moves on stdin; solves from where they lead)\n"
           "       patience replay <game>[:<ruleset>] <deal-number>  (moves on stdin: their replay link)\n";
    return 64;
}

// The budget of `solve`: positions (the default keeps a run under a minute or so natively) and, when given,
// milliseconds of wall time, checked between slices of the search.
struct Budget {
    std::uint64_t positions = 20'000'000;
    std::uint64_t ms = 0; // 0: no time limit
    SolverOptions options;
};

bool parse_budget(std::vector<std::string> flags, Budget& budget) {
    // --engine: on the engine's positions even where the Klondike board serves (the same search, to compare).
    if (const auto engine = std::find(flags.begin(), flags.end(), "--engine"); engine != flags.end()) {
        flags.erase(engine);
        budget.options.board = false;
    }
    for (std::size_t i = 0; i < flags.size(); i += 2) {
        if (i + 1 >= flags.size()) return false;
        const auto value = parse_whole(flags[i + 1]);
        if (!value || *value == 0) return false;
        if (flags[i] == "--positions")
            budget.positions = *value;
        else if (flags[i] == "--ms")
            budget.ms = *value;
        else
            return false;
    }
    return true;
}

// {"result", "positions", "ms", "moves"}: the moves win from the position reached (appended to the input
// moves, `patience play` ends with "won": true).
int solve_command(const Session& session, const Budget& budget) {
    const auto started = std::chrono::steady_clock::now();
    auto elapsed_ms = [&] {
        return static_cast<std::uint64_t>(
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started)
                .count());
    };
    Solver solver(session.spec(), session.state(), budget.options);
    constexpr std::uint64_t kSlice = 10'000;
    while (!solver.finished() && solver.positions() < budget.positions &&
           (budget.ms == 0 || elapsed_ms() < budget.ms))
        solver.step(std::min(kSlice, budget.positions - solver.positions()));
    JsonArray moves; // the line with its shortcuts taken, as the page shows it
    for (const Move& m : shortened(session.spec(), session.state(), solver.line())) moves.text(to_string(m));
    std::cout << JsonObject()
                     .text("result", to_string(solver.verdict()))
                     .number("positions", solver.positions())
                     .number("ms", elapsed_ms())
                     .array("moves", moves)
                     .str()
              << '\n';
    return 0;
}

// Plays the moves on stdin into the session; on the first bad line prints "line <n>: <move>: <reason>".
bool read_moves(Session& session) {
    const std::string script{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    const auto error = play_script(session, script);
    if (error)
        std::cerr << "line " << error->line << ": " << error->move << ": "
                  << refusal_text(session.spec(), session.state(), error->why) << '\n';
    return !error;
}

} // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() == 1 && args[0] == "games") {
        for (const Spec* s : all_rulesets())
            std::cout << s->id << ' ' << s->ruleset << ' ' << s->name << '\n';
        return 0;
    }
    const bool solving = !args.empty() && args[0] == "solve";
    if (args.size() < 3 || (!solving && args.size() != 3) ||
        (args[0] != "deal" && args[0] != "play" && args[0] != "moves" && args[0] != "replay" && !solving))
        return usage();
    Budget budget;
    if (solving && !parse_budget(std::vector<std::string>(args.begin() + 3, args.end()), budget))
        return usage();

    const Spec* spec = find_ruleset_key(args[1]);
    if (!spec) {
        std::cerr << "patience: unknown game '" << args[1] << "' (see 'patience games')\n";
        return 64;
    }
    const auto number = parse_deal_number(args[2]);
    if (!number) {
        std::cerr << "patience: " << deal_number_fault_text(args[2]) << '\n';
        return 64;
    }

    Session session(DealId{spec, *number, kDealAlgorithm});
    if (args[0] != "deal" && !read_moves(session)) return 2;
    if (solving) return solve_command(session, budget);
    if (args[0] == "replay") {
        std::cout << replay_link(session.id(), session.moves()) << '\n';
        return 0;
    }
    if (args[0] == "moves") {
        std::vector<std::string> lines;
        for (const Move& m : legal_moves(session.spec(), session.state())) lines.push_back(to_string(m));
        std::sort(lines.begin(), lines.end());
        for (const auto& l : lines) std::cout << l << '\n';
        return 0;
    }
    std::cout << state_json(session) << '\n';
    return 0;
}
