// The one whole-number parser: digits only, within the caller's bound; the deal numbers read with it.
#include "present/faults.h"
#include "rules/deal.h"
#include "text/number.h"

#include <doctest/doctest.h>

#include <limits>
#include <string>
#include <variant>

using namespace patience;

TEST_CASE("a whole number is digits only, at least one, and within the bound") {
    CHECK(parse_whole("0") == 0u);
    CHECK(parse_whole("42") == 42u);
    CHECK(parse_whole("007") == 7u); // read; a caller that wants one spelling refuses it
    CHECK(parse_whole("18446744073709551615") == std::numeric_limits<std::uint64_t>::max());
    CHECK_FALSE(parse_whole("18446744073709551616"));
    CHECK_FALSE(parse_whole("99999999999999999999999"));
    for (const char* bad : {"", "-1", "-0", "+1", " 1", "1 ", "1.0", "1e3", "0x10", "12a"})
        CHECK_MESSAGE(!parse_whole(bad), bad);
    CHECK(parse_whole("104", 104) == 104u);
    CHECK_FALSE(parse_whole("105", 104));
    CHECK(parse_whole("5", 5) == 5u);
    CHECK_FALSE(parse_whole("9", 5));
    CHECK_FALSE(parse_whole("99", 5));
    CHECK(parse_whole("000", 0) == 0u);
    CHECK_FALSE(parse_whole("1", 0));
    CHECK(parse_whole("2147483647", std::numeric_limits<int>::max()) == 2147483647u);
    CHECK_FALSE(parse_whole("2147483648", std::numeric_limits<int>::max()));
    static_assert(parse_whole("123") == 123u);
}

TEST_CASE("a deal number is read in one place, with the one message for a number that is not one") {
    CHECK(parse_deal_number("1") == kMinDeal);
    CHECK(parse_deal_number("2147483647") == kMaxDeal);
    for (const char* bad : {"0", "2147483648", "-5", "", "12x", "99999999999999999999"}) {
        CHECK_MESSAGE(!parse_deal_number(bad), bad);
        CHECK(deal_number_fault_text(bad) ==
              "deal numbers run from 1 to 2147483647; '" + std::string(bad) + "' is not one");
    }
    CHECK(is_deal_number(kMinDeal));
    CHECK(is_deal_number(kMaxDeal));
    CHECK_FALSE(is_deal_number(0));
    CHECK_FALSE(is_deal_number(std::uint64_t{kMaxDeal} + 1));
}
