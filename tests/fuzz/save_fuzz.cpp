// Fuzz target: save text ("patience-save 1 ..."), read back from localStorage: a save is a replay.
#include "fuzz.h"
#include "invariants.h"

#include "play/session.h"
#include "present/faults.h"
#include "rules/deal.h"

using namespace patience;
using namespace patience::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto loaded = Session::load(as_text(data, size));
    if (const auto* why = std::get_if<SaveFault>(&loaded)) {
        require(!fault_text(*why).empty(), "a refused save says why");
        return 0;
    }
    Session& session = std::get<Session>(loaded);
    require(test::conservation_error(session.spec(), session.state()).empty(),
            "a loaded game keeps every card");

    // What it saves loads again to the same game, and saves to the same text.
    const std::string saved = session.save();
    const auto reloaded = Session::load(saved);
    require(std::holds_alternative<Session>(reloaded), "a loaded game's own save loads");
    const Session& copy = std::get<Session>(reloaded);
    require(copy.state() == session.state(), "a save loads to the same position");
    require(copy.moves_made() == session.moves_made() && copy.can_redo() == session.can_redo(),
            "a save loads to the same place in the history");
    require(copy.save() == saved, "a loaded save saves to the same text");

    // The same history: undo by undo both walk back through the same positions to the deal itself, and redo
    // by redo forward again to the end (automatic moves stay joined to the player's move before them).
    Session a = session, b = copy;
    for (bool more = true; more;) {
        more = a.undo();
        require(b.undo() == more && a.state() == b.state(), "a save loads to the same undo steps");
    }
    const DealId& id = session.id();
    require(a.state() == deal(*id.spec, id.number, id.algorithm), "undoing every move gives the deal");
    for (bool more = true; more;) {
        more = a.redo();
        require(b.redo() == more && a.state() == b.state(), "a save loads to the same redo steps");
    }
    return 0;
}
