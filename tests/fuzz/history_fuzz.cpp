// Fuzzes the history import: whatever it accepts exports to one canonical text, which imports back to the
// same history and exports to the same text again, holds at most the bound of games newest first, and merges
// into itself unchanged; whatever it refuses comes with a reason.
#include "fuzz.h"

#include "play/history.h"
#include "present/faults.h"

#include <string>
#include <variant>

using namespace patience;
using patience::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto read = History::from_json(fuzz::as_text(data, size));
    if (auto* why = std::get_if<HistoryFault>(&read)) {
        require(!fault_text(*why).empty(), "a refused import says why");
        return 0;
    }
    const History& history = std::get<History>(read);
    require(history.games().size() <= kHistoryGames, "at most the bound of games");
    for (std::size_t i = 1; i < history.games().size(); ++i)
        require(history.games()[i - 1].ended >= history.games()[i].ended, "newest first");
    const std::string canonical = history.to_json();
    auto again = History::from_json(canonical);
    require(std::holds_alternative<History>(again), "the canonical export imports");
    require(std::get<History>(again) == history, "the canonical export imports to the same history");
    require(std::get<History>(again).to_json() == canonical, "the canonical export is a fixed point");
    History merged = history;
    merged.merge(history);
    require(merged == history, "merging a history into itself changes nothing");
    return 0;
}
