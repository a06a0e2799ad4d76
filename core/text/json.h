// JSON, written and read: the one writer every producer of JSON uses (the page's read-outs, the statistics
// file, the solver's worker, the CLI) and the one strict reader of the files the page keeps.
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace patience {

// ---- writing ---------------------------------------------------------------------------------------------

// A JSON string literal: quotes and backslashes escaped, control characters as \u00XX, the rest as it is.
std::string json_string(std::string_view text);

// Any integer but bool, which is a flag.
template <class T>
concept JsonInteger = std::integral<T> && !std::same_as<T, bool>;

class JsonArray;

// A JSON object written member by member, in the caller's order: the keys are the caller's own names, the
// values are escaped here. A member that is an object or an array is written by its own writer and added.
class JsonObject {
  public:
    JsonObject& text(std::string_view key, std::string_view value);
    template <JsonInteger T> JsonObject& number(std::string_view key, T value) {
        return put(key, std::to_string(value));
    }
    JsonObject& decimal(std::string_view key, float value); // two decimals
    JsonObject& flag(std::string_view key, bool value);
    JsonObject& null(std::string_view key);
    JsonObject& object(std::string_view key, const JsonObject& value);
    JsonObject& array(std::string_view key, const JsonArray& value);
    std::string str() const { return out_ + '}'; }

  private:
    JsonObject& put(std::string_view key, std::string_view json);
    std::string out_ = "{";
};

// A JSON array written item by item.
class JsonArray {
  public:
    JsonArray& text(std::string_view value);
    template <JsonInteger T> JsonArray& number(T value) { return put(std::to_string(value)); }
    JsonArray& object(const JsonObject& value);
    JsonArray& array(const JsonArray& value);
    std::string str() const { return out_ + ']'; }

  private:
    JsonArray& put(std::string_view json);
    std::string out_ = "[";
};

// ---- reading ---------------------------------------------------------------------------------------------

// A JSON value read from text: null, true or false, a whole number, a text, an array, or an object whose
// members keep the text's order. Each value knows where it began, so a reader that finds the wrong kind of
// value can say where.
class JsonValue {
  public:
    enum class Kind : std::uint8_t { Null, Flag, Number, Text, Array, Object };

    Kind kind() const { return kind_; }
    std::size_t at() const { return at_; } // the character it begins at, counted from 1
    std::optional<bool> flag() const;
    std::optional<std::int64_t> number() const;
    const std::string* text() const; // nullptr unless a text

    // An array's items, or an object's members (the value of member i; key(i) its name); none otherwise.
    std::size_t size() const { return items_.size(); }
    const JsonValue& operator[](std::size_t i) const { return items_[i]; }
    const std::string& key(std::size_t i) const { return keys_[i]; }
    const JsonValue* find(std::string_view key) const; // an object's member, or nullptr

  private:
    friend class JsonParser;
    Kind kind_ = Kind::Null;
    std::size_t at_ = 1;
    std::int64_t number_ = 0; // a number, or a flag as 0 and 1
    std::string text_;
    std::vector<std::string> keys_; // an object's names, one for each of its items
    std::vector<JsonValue> items_;
};

inline constexpr int kMaxJsonDepth = 64;

// Why a text is not JSON the reader takes, as data: what is wrong and where; present/faults.h says it in
// words.
struct JsonFault {
    enum class Kind : std::uint8_t {
        Expected,       // the character `expected` at `at`
        ExpectedValue,  // at `at`
        ExpectedNumber, // at `at`
        Trailing,       // something follows the value, at `at`
        TooDeep,        // nested deeper than kMaxJsonDepth, at `at`
        NameTwice,      // `name` twice in one object
        TextNotClosed,
        ControlCharacter, // in a text
        UnknownEscape,    // in a text
        BrokenUnicode,    // a \u escape in a text
        LeadingZero,
        NotWhole,   // a fraction or an exponent
        OutOfRange, // beyond 64 bits
    };
    Kind kind = Kind::ExpectedValue;
    std::size_t at = 0; // the character, counted from 1
    char expected = 0;
    std::string name;
    bool operator==(const JsonFault&) const = default;
};

// One JSON value making up the whole text, spaces around it allowed. Stricter than JSON itself, as the files
// the page writes never need more: no name twice in one object, numbers whole (no fraction, no exponent, no
// leading zero) and within 64 bits, nesting at most kMaxJsonDepth deep. Otherwise the first fault, with the
// character where the text goes wrong.
std::variant<JsonValue, JsonFault> parse_json(std::string_view text);

} // namespace patience
