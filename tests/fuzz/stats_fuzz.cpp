// Fuzzes the statistics import: whatever it accepts exports to one canonical text, which imports back to
// the same statistics and exports to the same text again; whatever it refuses comes with a reason.
#include "fuzz.h"

#include "play/stats.h"
#include "present/faults.h"

#include <string>
#include <variant>

using namespace patience;
using patience::fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto read = Stats::from_json(fuzz::as_text(data, size));
    if (auto* why = std::get_if<StatsFault>(&read)) {
        require(!fault_text(*why).empty(), "a refused import says why");
        return 0;
    }
    const Stats& stats = std::get<Stats>(read);
    const std::string canonical = stats.to_json();
    auto again = Stats::from_json(canonical);
    require(std::holds_alternative<Stats>(again), "the canonical export imports");
    require(std::get<Stats>(again) == stats, "the canonical export imports to the same statistics");
    require(std::get<Stats>(again).to_json() == canonical, "the canonical export is a fixed point");
    return 0;
}
