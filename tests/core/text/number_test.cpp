// The one whole-number parser: digits only, within the caller's bound.
#include "text/number.h"

#include <doctest/doctest.h>

#include <limits>

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
