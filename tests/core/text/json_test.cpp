// The one JSON writer: objects and arrays, nested, escaped as the page reads them.
#include "text/json.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <string>

using namespace patience;

TEST_CASE("the JSON writer escapes strings and writes two decimals") {
    JsonObject o;
    o.text("a\"b", "x\\y\n")
        .number("n", -3)
        .decimal("d", 12.345f)
        .decimal("m", -0.5f)
        .flag("f", true)
        .array("r", JsonArray().number(1));
    CHECK(o.str() == "{\"a\\\"b\":\"x\\\\y\\u000a\",\"n\":-3,\"d\":12.35,\"m\":-0.50,\"f\":true,\"r\":[1]}");
    CHECK(JsonObject().str() == "{}");
    CHECK(JsonArray().str() == "[]");
}

TEST_CASE("the JSON writer nests objects and arrays, and writes every kind of integer and null") {
    JsonArray inner;
    inner.text("a").number(std::uint64_t{18446744073709551615u}).object(JsonObject().null("z"));
    JsonObject o;
    o.object("o", JsonObject().number("i", std::int64_t{-9}).number("u", std::size_t{7}))
        .array("a", JsonArray().array(inner).array(JsonArray()))
        .null("n");
    CHECK(o.str() ==
          "{\"o\":{\"i\":-9,\"u\":7},\"a\":[[\"a\",18446744073709551615,{\"z\":null}],[]],\"n\":null}");
}
