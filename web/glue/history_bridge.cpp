// The game history's C API: the page keeps the history file in its storage and hands it in with each call;
// core/play/history reads, changes and writes it. Like stats_bridge.cpp: a result that starts with '{' or '['
// is the file or read-out asked for, anything else says why not. Linked into the solver's module, which loads
// after the first table (web/CMakeLists.txt says why), not into the page's.
#include "glue/worker_language.h"
#include "play/history.h"
#include "play/replay.h"
#include "play/session.h"
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

// The stored history: none yet when empty.
std::variant<patience::History, patience::HistoryFault> stored_history(const char* text) {
    const std::string_view t = text ? text : "";
    if (t.empty()) return patience::History();
    return patience::History::from_json(t);
}

} // namespace

extern "C" {

// The stored history (empty: none yet) with the game `replay` (pt_replay_link's text of the game as it ended)
// added: won or abandoned as its position is, ended at `ended` ms since 1970, after `ms` of play; `resumed`
// when the game was counted as abandoned before it was won. The new file, which starts with '{'; else why
// the stored file could not be read or the game could not join it.
const char* pt_history_record(const char* stored, const char* replay, double ended, double ms, int resumed) {
    using namespace patience;
    auto read = stored_history(stored);
    if (auto* why = std::get_if<HistoryFault>(&read)) return give(fault_text(*why, web::worker_words()));
    auto game = parse_replay_link(replay ? replay : "");
    if (auto* why = std::get_if<ReplayFault>(&game)) {
        HistoryFault fault;
        fault.kind = HistoryFault::Kind::BadReplay;
        fault.replay = *why;
        return give(fault_text(fault, web::worker_words())); // "the game could not join the history: ..."
    }
    const Replay& r = std::get<Replay>(game);
    Session session(r.deal);
    for (const Move& m : r.moves) session.play(m);
    History& history = std::get<History>(read);
    if (auto why = history.record(history_entry(session, static_cast<std::int64_t>(ended),
                                                static_cast<std::int64_t>(ms), resumed != 0)))
        return give(fault_text(*why, web::worker_words()));
    return give(history.to_json());
}

// A history file (an import, or the stored one): its canonical text, starting with '{', or why it cannot be
// read.
const char* pt_history_read(const char* text) {
    auto read = patience::History::from_json(text ? text : "");
    if (auto* why = std::get_if<patience::HistoryFault>(&read))
        return give(patience::fault_text(*why, patience::web::worker_words()));
    return give(std::get<patience::History>(read).to_json());
}

// Import: the stored history (empty: none yet) with the games of `imported` it lacks, the newest kept; the
// new file, starting with '{', or why the imported file (or the stored one) cannot be read, and nothing
// changes.
const char* pt_history_merge(const char* stored, const char* imported) {
    using namespace patience;
    auto other = History::from_json(imported ? imported : "");
    if (auto* why = std::get_if<HistoryFault>(&other)) return give(fault_text(*why, web::worker_words()));
    auto read = stored_history(stored);
    if (auto* why = std::get_if<HistoryFault>(&read)) return give(fault_text(*why, web::worker_words()));
    History& history = std::get<History>(read);
    history.merge(std::get<History>(other));
    return give(history.to_json());
}

// What the panel shows (core's history_view_json); "[]" for an empty or unreadable file.
const char* pt_history_view(const char* text) {
    auto read = stored_history(text);
    if (std::holds_alternative<patience::HistoryFault>(read)) return give("[]");
    return give(
        patience::history_view_json(std::get<patience::History>(read), patience::web::worker_words()));
}

// The statistics recomputed from a history file (core's stats_from_history), as a statistics file, starting
// with '{'; else why the history cannot be read.
const char* pt_history_stats(const char* text) {
    auto read = stored_history(text);
    if (auto* why = std::get_if<patience::HistoryFault>(&read))
        return give(patience::fault_text(*why, patience::web::worker_words()));
    return give(patience::stats_from_history(std::get<patience::History>(read)).to_json());
}

} // extern "C"
