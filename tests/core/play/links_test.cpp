// Deal links: the URL grammar, canonical form, and bad links rejected with a message.
#include "play/links.h"
#include "position.h"

using namespace patience;
using namespace patience::test;

TEST_CASE("links parse and print canonically") {
    auto id = std::get<DealId>(parse_deal_link("#game=falling-star&deal=123"));
    CHECK(id.spec == &ruleset("falling-star", "std"));
    CHECK(id.number == 123);
    CHECK(deal_link(id) == "game=falling-star&deal=123");
    id = std::get<DealId>(parse_deal_link("deal=7&rules=aisleriot&game=falling-star"));
    CHECK(id.spec == &ruleset("falling-star", "aisleriot"));
    CHECK(deal_link(id) == "game=falling-star&deal=7&rules=aisleriot");
    id = std::get<DealId>(parse_deal_link("game=falling-star&deal=2147483647&v=1"));
    CHECK(id.number == 2147483647u);
    CHECK(deal_link(id) == "game=falling-star&deal=2147483647");
}

TEST_CASE("every ruleset's link round-trips") {
    for (const Spec* s : all_rulesets()) {
        const DealId id{s, 99, kDealAlgorithm};
        const auto back = parse_deal_link(deal_link(id));
        REQUIRE(std::holds_alternative<DealId>(back));
        CHECK(std::get<DealId>(back).spec == s);
    }
}

TEST_CASE("bad links give a message") {
    for (const char* bad :
         {"", "#", "game=falling-star", "deal=5", "game=nope&deal=5", "game=falling-star&deal=0",
          "game=falling-star&deal=-3", "game=falling-star&deal=2147483648",
          "game=falling-star&deal=99999999999999999999", "game=falling-star&deal=12x",
          "game=falling-star&deal=5&rules=nope", "game=falling-star&deal=5&v=9",
          "game=falling-star&deal=5&deal=6", "game=falling-star&deal=5&colour=red",
          "game=falling-star&deal=", "gamefalling-star"}) {
        CAPTURE(bad);
        const auto r = parse_deal_link(bad);
        REQUIRE(std::holds_alternative<LinkFault>(r));
    }
}

TEST_CASE("a bad link gives the fault's kind and the part of the link at fault") {
    using Kind = LinkFault::Kind;
    const auto fault = [](std::string_view link) {
        const auto r = parse_deal_link(link);
        REQUIRE_MESSAGE(std::holds_alternative<LinkFault>(r), link);
        return std::get<LinkFault>(r);
    };
    CHECK(fault("game=falling-star&deal=" + std::string(200, '1')).kind == Kind::TooLong);
    CHECK(fault("gamefalling-star") == LinkFault{Kind::NoValue, "gamefalling-star", {}});
    CHECK(fault("game=falling-star&deal=5&colour=red") == LinkFault{Kind::UnknownKey, "colour", {}});
    CHECK(fault("game=falling-star&deal=5&deal=6") == LinkFault{Kind::KeyTwice, "deal", {}});
    CHECK(fault("game=falling-star&deal=") == LinkFault{Kind::EmptyValue, "deal", {}});
    CHECK(fault("deal=5") == LinkFault{Kind::NoGame, {}, {}});
    CHECK(fault("game=nope&deal=5") == LinkFault{Kind::UnknownGame, "nope", {}});
    CHECK(fault("game=falling-star&deal=5&rules=nope") ==
          LinkFault{Kind::UnknownRuleset, "nope", "falling-star"});
    CHECK(fault("game=falling-star") == LinkFault{Kind::NoDeal, {}, {}});
    CHECK(fault("game=falling-star&deal=0") == LinkFault{Kind::BadDealNumber, "0", {}});
    CHECK(fault("game=falling-star&deal=5&v=9") == LinkFault{Kind::OtherVersion, "9", {}});
}
