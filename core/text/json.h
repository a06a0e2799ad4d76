// JSON, written: the one writer every producer of JSON uses (the page's read-outs, the statistics file, the
// solver's worker, the CLI).
#pragma once

#include <concepts>
#include <string>
#include <string_view>

namespace patience {

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

} // namespace patience
