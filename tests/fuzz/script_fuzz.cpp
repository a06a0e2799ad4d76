// Fuzz target: the CLI's stdin (a move script). The input's first line is a deal link naming the deal, the
// rest is the script, so the seeds read like a CLI session: "game=falling-star&deal=1\ndeal\nt3>t7\n".
#include "fuzz.h"
#include "invariants.h"

#include "play/links.h"
#include "play/script.h"
#include "present/reasons.h"

#include <algorithm>

using namespace patience;
using namespace patience::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = as_text(data, size);
    const auto newline = input.find('\n');
    const auto id = parse_deal_link(input.substr(0, newline));
    if (!std::holds_alternative<DealId>(id)) return 0; // the deal link target covers bad links
    const std::string_view script = newline == std::string_view::npos ? "" : input.substr(newline + 1);
    const Spec& spec = *std::get<DealId>(id).spec;

    Session whole(std::get<DealId>(id));
    const auto error = play_script(whole, script);

    // The same lines played one at a time, each as a script of its own, stop at the same line for the same
    // reason and leave the same game. Each move played is one the move list offers; each refused, one it
    // does not.
    Session by_line(std::get<DealId>(id));
    std::optional<ScriptError> first_error;
    std::string_view rest = script;
    for (int number = 1; !rest.empty() && !first_error; ++number) {
        const auto end = rest.find('\n');
        const std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        const State before = by_line.state();
        const auto legal = legal_moves(spec, before);
        const std::size_t made = by_line.moves_made();
        if (auto e = play_script(by_line, line)) {
            require(e->line == 1 && !e->why.empty() && !refusal_text(spec, before, e->why).empty(),
                    "a refused line is numbered and says why");
            require(by_line.moves_made() == made && by_line.state() == before,
                    "a refused line changes nothing");
            const auto parsed = parse_move(e->move);
            if (const auto* m = std::get_if<Move>(&parsed))
                require(std::find(legal.begin(), legal.end(), *m) == legal.end(),
                        "a refused move is not listed");
            first_error = ScriptError{number, e->move, e->why};
        } else if (by_line.moves_made() != made) {
            require(by_line.moves_made() == made + 1, "a line plays at most one move");
            require(std::any_of(legal.begin(), legal.end(),
                                [&](const Move& m) { return apply(spec, before, m) == by_line.state(); }),
                    "a move played is one the list offers");
        }
    }
    require(error.has_value() == first_error.has_value(),
            "a script and its lines one by one agree on failing");
    if (error)
        require(error->line == first_error->line && error->move == first_error->move &&
                    error->why == first_error->why,
                "a script and its lines one by one stop at the same line for the same reason");
    require(whole.moves_made() == by_line.moves_made() && whole.state() == by_line.state(),
            "a script and its lines one by one leave the same game");

    require(test::conservation_error(spec, whole.state()).empty(), "a script keeps every card");
    const auto loaded = Session::load(whole.save());
    require(std::holds_alternative<Session>(loaded) && std::get<Session>(loaded).state() == whole.state(),
            "a played script saves and loads to the same position");
    return 0;
}
