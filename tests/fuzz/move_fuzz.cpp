// Fuzz target: move text ("t3:4>t5", "deal"), the grammar of every move the page, the CLI and saves accept.
#include "fuzz.h"

#include "present/faults.h"
#include "rules/move.h"

using namespace patience;
using namespace patience::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = as_text(data, size);

    // Pile names have one spelling each: whatever parses as a pile is already canonical.
    if (const auto pile = parse_pile(text))
        require(to_string(*pile) == text, "pile text parses only canonically");

    const auto parsed = parse_move(text);
    if (const auto* why = std::get_if<MoveFault>(&parsed)) {
        require(!fault_text(*why).empty(), "a refused move says why");
        return 0;
    }
    const Move move = std::get<Move>(parsed);
    if (move.kind == Move::Kind::Transfer)
        require(move.from != move.to && move.count >= 1 && move.count <= kMaxCards,
                "a transfer joins two piles with 1 to 104 cards");
    const std::string canonical = to_string(move);
    const auto again = parse_move(canonical);
    require(std::holds_alternative<Move>(again) && std::get<Move>(again) == move,
            "a move's canonical text parses back to the same move");
    // The count is the only part with more than one spelling (":1", leading zeros).
    require(text == canonical || text.find(':') != std::string_view::npos,
            "moves without a count parse only from canonical text");
    return 0;
}
