// The readers' faults in words: every kind of every fault has a sentence of its own, and the sentences name
// the part of the text at fault.
#include "present/faults.h"

#include <doctest/doctest.h>

#include <set>
#include <string>

using namespace patience;

namespace {

// Every kind of a fault from the first to `last` (the enum's last kind), each given to `sentence`: none
// empty, no two alike.
template <class Kind, class Sentence> void each_kind_has_its_sentence(Kind last, Sentence sentence) {
    std::set<std::string> said;
    for (int k = 0; k <= static_cast<int>(last); ++k) {
        CAPTURE(k);
        const std::string text = sentence(static_cast<Kind>(k));
        CHECK_FALSE(text.empty());
        CHECK(said.insert(text).second);
    }
}

} // namespace

TEST_CASE("every kind of every fault has its own sentence") {
    each_kind_has_its_sentence(JsonFault::Kind::OutOfRange, [](JsonFault::Kind k) {
        return fault_text(JsonFault{k, 3, ':', "a"});
    });
    each_kind_has_its_sentence(StatsFault::Kind::WinInNoMoves, [](StatsFault::Kind k) {
        StatsFault f;
        f.kind = k;
        f.key = "klondike:std";
        f.name = "won";
        f.number = 7;
        return fault_text(f);
    });
}

TEST_CASE("the sentences name the part of the text at fault, as the player has always read them") {
    CHECK(fault_text(JsonFault{JsonFault::Kind::Expected, 7, '}', {}}) == "expected '}' at character 7");
    StatsFault not_json;
    not_json.kind = StatsFault::Kind::NotJson;
    not_json.json = JsonFault{JsonFault::Kind::NameTwice, 20, 0, "version"};
    CHECK(fault_text(not_json) == "the file could not be read: \"version\" appears twice");
}
