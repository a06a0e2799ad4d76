// The statistics' C API for the page (shell/stats.js): the page keeps the statistics file in its storage
// and hands it in with each event; core/play/stats reads, changes and writes it. Listed in web/CMakeLists.txt
// with bridge.cpp's functions.
#include "games/registry.h"
#include "glue/table.h"
#include "play/stats.h"
#include "present/faults.h"
#include "present/json.h"

#include <string>
#include <string_view>
#include <variant>

namespace {

std::string result;

const char* give(std::string s) {
    result = std::move(s);
    return result.c_str();
}

} // namespace

extern "C" {

// The stored statistics (empty: none yet) after `event` ("played", "won", "abandoned") of a game: the new
// file, which starts with '{'; else why the stored file could not be read or the game is unknown.
const char* pt_stats_record(const char* stored, const char* event, const char* game, const char* ruleset,
                            double score, double moves, double ms) {
    using namespace patience;
    const std::string_view text = stored ? stored : "";
    auto read = text.empty() ? std::variant<Stats, StatsFault>(Stats()) : Stats::from_json(text);
    if (auto* why = std::get_if<StatsFault>(&read)) return give(fault_text(*why, web::words()));
    const Spec* spec = find_ruleset(game ? game : "", ruleset ? ruleset : "");
    if (!spec) return give(fault_text(PageFault{PageFault::Kind::NoSuchGame, {}}, web::words()));
    Stats& stats = std::get<Stats>(read);
    const std::string key = ruleset_key(*spec);
    const std::string_view e = event ? event : "";
    if (e == "played")
        stats.played(key);
    else if (e == "won")
        stats.won(key, static_cast<std::int64_t>(score), static_cast<std::int64_t>(moves),
                  static_cast<std::int64_t>(ms));
    else if (e == "abandoned")
        stats.abandoned(key);
    else
        return give(fault_text(PageFault{PageFault::Kind::UnknownEvent, {}}, web::words()));
    return give(stats.to_json());
}

// A statistics file (an import, or the stored one): its canonical text, starting with '{', or why it
// cannot be read.
const char* pt_stats_read(const char* text) {
    auto read = patience::Stats::from_json(text ? text : "");
    if (auto* why = std::get_if<patience::StatsFault>(&read))
        return give(patience::fault_text(*why, patience::web::words()));
    return give(std::get<patience::Stats>(read).to_json());
}

// What the panel shows (core's stats_view_json); "[]" for an empty or unreadable file.
const char* pt_stats_view(const char* text) {
    const std::string_view t = text ? text : "";
    auto read = t.empty() ? std::variant<patience::Stats, patience::StatsFault>(patience::Stats())
                          : patience::Stats::from_json(t);
    if (std::holds_alternative<patience::StatsFault>(read)) return give("[]");
    return give(patience::stats_view_json(std::get<patience::Stats>(read), patience::web::words()));
}

} // extern "C"
