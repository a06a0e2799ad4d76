// The command-line referee: a thin front over the core for tests, scripted play and reproducing deals.
//   patience games | deal <game>[:<ruleset>] <n> | play <game>[:<ruleset>] <n> | moves <game>[:<ruleset>] <n>
#include "deal.h"
#include "games/registry.h"
#include "json.h"
#include "script.h"
#include "session.h"

#include <algorithm>
#include <charconv>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace {

using namespace patience;

int usage() {
    std::cerr << "usage: patience games\n"
                 "       patience deal  <game>[:<ruleset>] <deal-number>\n"
                 "       patience play  <game>[:<ruleset>] <deal-number>   (moves on stdin, one per line)\n"
                 "       patience moves <game>[:<ruleset>] <deal-number>   (moves on stdin, one per line)\n";
    return 64;
}

// Plays the moves on stdin into the session; on the first bad line prints "line <n>: <move>: <reason>".
bool read_moves(Session& session) {
    const std::string script{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    const auto error = play_script(session, script);
    if (error) std::cerr << "line " << error->line << ": " << error->move << ": " << error->why << '\n';
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
    if (args.size() != 3 || (args[0] != "deal" && args[0] != "play" && args[0] != "moves")) return usage();

    const std::string& game = args[1];
    const auto colon = game.find(':');
    const std::string id = game.substr(0, colon);
    const std::string ruleset = colon == std::string::npos ? "" : game.substr(colon + 1);
    const Spec* spec = find_ruleset(id, ruleset);
    if (!spec) {
        std::cerr << "patience: unknown game '" << game << "' (see 'patience games')\n";
        return 64;
    }
    std::uint64_t number = 0;
    const auto [ptr, ec] = std::from_chars(args[2].data(), args[2].data() + args[2].size(), number);
    if (ec != std::errc{} || ptr != args[2].data() + args[2].size() || number < kMinDeal ||
        number > kMaxDeal) {
        std::cerr << "patience: deal numbers run from " << kMinDeal << " to " << kMaxDeal << '\n';
        return 64;
    }

    Session session(DealId{spec, static_cast<std::uint32_t>(number), kDealAlgorithm});
    if (args[0] != "deal" && !read_moves(session)) return 2;
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
