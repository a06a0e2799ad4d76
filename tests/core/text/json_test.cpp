// The one JSON writer (objects and arrays, nested, escaped as the page reads them) and the one strict reader.
#include "text/json.h"

#include "present/faults.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <variant>

using namespace patience;

namespace {

JsonValue read(std::string_view text) {
    auto r = parse_json(text);
    REQUIRE_MESSAGE(std::holds_alternative<JsonValue>(r), text << ": " << fault_text(std::get<JsonFault>(r)));
    return std::get<JsonValue>(r);
}

// The reader's fault in present's words.
std::string refused(std::string_view text) {
    auto r = parse_json(text);
    return std::holds_alternative<JsonFault>(r) ? fault_text(std::get<JsonFault>(r)) : "read";
}

JsonFault fault(std::string_view text) {
    auto r = parse_json(text);
    REQUIRE_MESSAGE(std::holds_alternative<JsonFault>(r), text);
    return std::get<JsonFault>(r);
}

} // namespace

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

TEST_CASE("the reader reads what the writer writes, members in their order") {
    JsonObject o;
    o.text("name", "t\u00e9\"x\\\n\x01").number("big", std::int64_t{-9223372036854775807}).flag("yes", true);
    o.null("none").array("list", JsonArray().number(1).text("two").array(JsonArray()));
    const JsonValue v = read(o.str());
    REQUIRE(v.kind() == JsonValue::Kind::Object);
    REQUIRE(v.size() == 5);
    CHECK(v.key(0) == "name");
    CHECK(v.key(4) == "list");
    CHECK(*v.find("name")->text() == "t\u00e9\"x\\\n\x01");
    CHECK(v.find("big")->number() == std::int64_t{-9223372036854775807});
    CHECK(v.find("yes")->flag() == true);
    CHECK(v.find("none")->kind() == JsonValue::Kind::Null);
    CHECK(v.find("missing") == nullptr);
    const JsonValue& list = *v.find("list");
    REQUIRE(list.size() == 3);
    CHECK(list[0].number() == 1);
    CHECK(*list[1].text() == "two");
    CHECK(list[2].kind() == JsonValue::Kind::Array);
    CHECK(list[2].size() == 0);
    CHECK_FALSE(list[1].number());
}

TEST_CASE("the reader takes any spacing and every escape; \\u escapes become UTF-8") {
    const JsonValue v = read(
        " \n{ \"a\" :\t[ true , false , null ] ,\"b\":\"\\u00e9\\u20ac\\ud83c\\udca1\\/\\b\\f\\r\\t\"}\r\n");
    CHECK(v.find("a")->size() == 3);
    CHECK(*v.find("b")->text() == "\u00e9\u20ac\U0001F0A1/\b\f\r\t");
    CHECK(read("-0").number() == 0);
    CHECK(read("\"\"").text()->empty());
    CHECK(read("[1, \"two\"]")[1].at() == 5); // where a value begins, counted from 1, for messages
}

TEST_CASE("the reader refuses what the page's files never hold, saying why and where") {
    CHECK(refused("") == "expected a value at character 1");
    CHECK(refused("{\"a\":1") == "expected '}' at character 7");
    CHECK(refused("[1,2") == "expected ']' at character 5");
    CHECK(refused("{\"a\":1} x") == "something follows the JSON at character 9");
    CHECK(refused("{\"a\":1,\"a\":2}") == "\"a\" appears twice");
    CHECK(refused("{a:1}") == "expected '\"' at character 2");
    CHECK(refused("{\"a\" 1}") == "expected ':' at character 6");
    CHECK(refused("[1,]") == "expected a value at character 4");
    CHECK(refused("3.5") == "a number is not a whole number");
    CHECK(refused("1e3") == "a number is not a whole number");
    CHECK(refused("012") == "a number has a leading zero");
    CHECK(refused("-") == "expected a number at character 2");
    CHECK(refused("9223372036854775808") == "a number is out of range");
    CHECK(refused("\"abc") == "a text is not closed");
    CHECK(refused("\"a\tb\"") == "a text holds a control character");
    CHECK(refused("\"\\x\"") == "a text holds an unknown escape");
    CHECK(refused("\"\\u12\"") == "a text holds a broken \\u escape");
    CHECK(refused("\"\\ud83c\"") == "a text holds a broken \\u escape");
    CHECK(refused("\"\\udca1\"") == "a text holds a broken \\u escape");
    CHECK(refused("tru") == "expected a value at character 1");
    CHECK(refused(std::string(64, '[') + std::string(64, ']')) == "read");
    CHECK(refused(std::string(65, '[') + std::string(65, ']')).starts_with("the JSON nests deeper than 64"));
}

TEST_CASE("the reader's fault is data: its kind, where, and what it expected or found twice") {
    using Kind = JsonFault::Kind;
    CHECK(fault("{\"a\":1") == JsonFault{Kind::Expected, 7, '}', {}});
    CHECK(fault("{\"a\":1,\"a\":2}").kind == Kind::NameTwice);
    CHECK(fault("{\"a\":1,\"a\":2}").name == "a");
    CHECK(fault("[1,]").kind == Kind::ExpectedValue);
    CHECK(fault("[1,]").at == 4);
    CHECK(fault("{} x").kind == Kind::Trailing);
    CHECK(fault("-").kind == Kind::ExpectedNumber);
    CHECK(fault(std::string(65, '[') + std::string(65, ']')).kind == Kind::TooDeep);
    CHECK(fault("\"abc").kind == Kind::TextNotClosed);
    CHECK(fault("\"a\tb\"").kind == Kind::ControlCharacter);
    CHECK(fault("\"\\x\"").kind == Kind::UnknownEscape);
    CHECK(fault("\"\\ud83c\"").kind == Kind::BrokenUnicode);
    CHECK(fault("012").kind == Kind::LeadingZero);
    CHECK(fault("1e3").kind == Kind::NotWhole);
    CHECK(fault("9223372036854775808").kind == Kind::OutOfRange);
}
