// Fuzz target: deal links ("game=falling-star&deal=12&rules=aisleriot"), the page's URL hash.
#include "fuzz.h"

#include "play/links.h"
#include "present/faults.h"
#include "rules/deal.h"

#include <algorithm>
#include <string>
#include <vector>

using namespace patience;
using namespace patience::fuzz;

namespace {
bool same(const std::variant<DealId, LinkFault>& parsed, const DealId& id) {
    const auto* other = std::get_if<DealId>(&parsed);
    return other && other->spec == id.spec && other->number == id.number && other->algorithm == id.algorithm;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto parsed = parse_deal_link(as_text(data, size));
    if (const auto* why = std::get_if<LinkFault>(&parsed)) {
        require(!fault_text(*why).empty(), "a refused link says why");
        return 0;
    }
    const DealId id = std::get<DealId>(parsed);
    require(id.spec && is_deal_number(id.number) && deal_algorithm_supported(id.algorithm),
            "an accepted link names a ruleset, a deal number in range and a supported algorithm");

    const std::string link = deal_link(id);
    require(same(parse_deal_link(link), id), "the canonical link parses back to the same deal");
    require(same(parse_deal_link('#' + link), id), "the canonical link parses with the URL's '#'");
    // Keys may come in any order: the canonical link's pairs reversed name the same deal.
    std::vector<std::string> pairs;
    for (std::size_t start = 0; start <= link.size();) {
        const auto amp = std::min(link.find('&', start), link.size());
        pairs.push_back(link.substr(start, amp - start));
        start = amp + 1;
    }
    std::string reversed;
    for (auto it = pairs.rbegin(); it != pairs.rend(); ++it) reversed += (reversed.empty() ? "" : "&") + *it;
    require(same(parse_deal_link(reversed), id), "a link's keys may come in any order");
    return 0;
}
