// The JSON writer: escaping, two-decimal numbers, members and items.
#include "text/json.h"

#include <cmath>

namespace patience {

std::string json_string(std::string_view text) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "\"";
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20) {
            out += "\\u00";
            out += kHex[u >> 4];
            out += kHex[u & 0xf];
        } else {
            out += c;
        }
    }
    return out + '"';
}

JsonObject& JsonObject::put(std::string_view key, std::string_view json) {
    if (out_.size() > 1) out_ += ',';
    out_ += json_string(key);
    out_ += ':';
    out_ += json;
    return *this;
}

JsonObject& JsonObject::text(std::string_view key, std::string_view value) {
    return put(key, json_string(value));
}

JsonObject& JsonObject::decimal(std::string_view key, float value) {
    const long long h = std::isfinite(value) ? std::llround(static_cast<double>(value) * 100) : 0;
    const long long a = h < 0 ? -h : h;
    return put(key, (h < 0 ? "-" : "") + std::to_string(a / 100) + '.' +
                        static_cast<char>('0' + a % 100 / 10) + static_cast<char>('0' + a % 10));
}

JsonObject& JsonObject::flag(std::string_view key, bool value) { return put(key, value ? "true" : "false"); }

JsonObject& JsonObject::null(std::string_view key) { return put(key, "null"); }

JsonObject& JsonObject::object(std::string_view key, const JsonObject& value) {
    return put(key, value.str());
}

JsonObject& JsonObject::array(std::string_view key, const JsonArray& value) { return put(key, value.str()); }

JsonArray& JsonArray::put(std::string_view json) {
    if (out_.size() > 1) out_ += ',';
    out_ += json;
    return *this;
}

JsonArray& JsonArray::text(std::string_view value) { return put(json_string(value)); }

JsonArray& JsonArray::object(const JsonObject& value) { return put(value.str()); }

JsonArray& JsonArray::array(const JsonArray& value) { return put(value.str()); }

} // namespace patience
