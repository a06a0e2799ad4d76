// The JSON writer (escaping, two-decimal numbers, members and items) and the strict recursive reader.
#include "text/json.h"

#include "text/number.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace patience {

// ---- writing ---------------------------------------------------------------------------------------------

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

// ---- reading ---------------------------------------------------------------------------------------------

std::optional<bool> JsonValue::flag() const {
    return kind_ == Kind::Flag ? std::optional<bool>(number_ != 0) : std::nullopt;
}

std::optional<std::int64_t> JsonValue::number() const {
    return kind_ == Kind::Number ? std::optional(number_) : std::nullopt;
}

const std::string* JsonValue::text() const { return kind_ == Kind::Text ? &text_ : nullptr; }

const JsonValue* JsonValue::find(std::string_view key) const {
    const auto it = std::find(keys_.begin(), keys_.end(), key);
    return it == keys_.end() ? nullptr : &items_[static_cast<std::size_t>(it - keys_.begin())];
}

// The reader: one value at a time, recursively, failing at the first fault with where it is.
class JsonParser {
  public:
    explicit JsonParser(std::string_view text) : text_(text) {}

    std::variant<JsonValue, JsonFault> document() {
        JsonValue out = value(0);
        space();
        if (!failed() && at_ < text_.size()) fail(Kind::Trailing);
        if (why_) return *why_;
        return out;
    }

  private:
    using Kind = JsonFault::Kind;

    // The first fault is the one reported, at the character being read.
    void fail(Kind kind, char expected = 0, std::string name = {}) {
        if (!why_) why_ = JsonFault{kind, at_ + 1, expected, std::move(name)};
    }
    bool failed() const { return why_.has_value(); }

    void space() {
        while (at_ < text_.size() &&
               (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r'))
            ++at_;
    }
    bool eat(char c) {
        space();
        if (at_ < text_.size() && text_[at_] == c) {
            ++at_;
            return true;
        }
        return false;
    }
    void expect(char c) {
        if (!eat(c)) fail(Kind::Expected, c);
    }
    bool literal(std::string_view word) {
        if (text_.substr(at_, word.size()) != word) return false;
        at_ += word.size();
        return true;
    }

    JsonValue value(int depth) {
        space();
        JsonValue out;
        out.at_ = at_ + 1;
        if (depth >= kMaxJsonDepth) {
            fail(Kind::TooDeep);
            return out;
        }
        const char c = at_ < text_.size() ? text_[at_] : '\0';
        if (c == '{') {
            out.kind_ = JsonValue::Kind::Object;
            members(out, depth);
        } else if (c == '[') {
            out.kind_ = JsonValue::Kind::Array;
            items(out, depth);
        } else if (c == '"') {
            out.kind_ = JsonValue::Kind::Text;
            out.text_ = string();
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            out.kind_ = JsonValue::Kind::Number;
            out.number_ = number();
        } else if (literal("true") || literal("false")) {
            out.kind_ = JsonValue::Kind::Flag;
            out.number_ = text_[out.at_ - 1] == 't';
        } else if (!literal("null")) {
            fail(Kind::ExpectedValue);
        }
        return out;
    }

    void members(JsonValue& out, int depth) {
        expect('{');
        if (eat('}')) return;
        do {
            std::string name = string();
            if (failed()) return;
            if (std::find(out.keys_.begin(), out.keys_.end(), name) != out.keys_.end())
                return fail(Kind::NameTwice, 0, std::move(name));
            expect(':');
            if (failed()) return;
            out.keys_.push_back(std::move(name));
            out.items_.push_back(value(depth + 1));
            if (failed()) return;
        } while (eat(','));
        expect('}');
    }

    void items(JsonValue& out, int depth) {
        expect('[');
        if (eat(']')) return;
        do {
            out.items_.push_back(value(depth + 1));
            if (failed()) return;
        } while (eat(','));
        expect(']');
    }

    // A text with every JSON escape; \u escapes become UTF-8, a surrogate pair one character.
    std::string string() {
        std::string out;
        expect('"');
        while (!failed()) {
            if (at_ >= text_.size()) {
                fail(Kind::TextNotClosed);
                break;
            }
            const char c = text_[at_++];
            if (c == '"') break;
            if (static_cast<unsigned char>(c) < 0x20) {
                fail(Kind::ControlCharacter);
            } else if (c != '\\') {
                out += c;
            } else {
                const char e = at_ < text_.size() ? text_[at_++] : '\0';
                const std::string_view plain = "\"\\/bfnrt", meant = "\"\\/\b\f\n\r\t";
                if (const auto k = plain.find(e); e != '\0' && k != std::string_view::npos)
                    out += meant[k];
                else if (e == 'u')
                    unicode(out);
                else
                    fail(Kind::UnknownEscape);
            }
        }
        return out;
    }

    std::optional<std::uint32_t> hex4() {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i, ++at_) {
            const char h = at_ < text_.size() ? text_[at_] : '\0';
            const int d = h >= '0' && h <= '9'   ? h - '0'
                          : h >= 'a' && h <= 'f' ? h - 'a' + 10
                          : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                                 : -1;
            if (d < 0) return std::nullopt;
            v = v * 16 + static_cast<std::uint32_t>(d);
        }
        return v;
    }

    void unicode(std::string& out) {
        auto code = hex4();
        if (code && *code >= 0xd800 && *code < 0xdc00) { // a high surrogate: its low one must follow
            const auto low = literal("\\u") ? hex4() : std::nullopt;
            code = low && *low >= 0xdc00 && *low < 0xe000
                       ? std::optional(0x10000 + ((*code - 0xd800) << 10) + (*low - 0xdc00))
                       : std::nullopt;
        } else if (code && *code >= 0xdc00 && *code < 0xe000) {
            code = std::nullopt;
        }
        if (!code) return fail(Kind::BrokenUnicode);
        const std::uint32_t c = *code;
        const auto byte = [&](std::uint32_t b) { out += static_cast<char>(b); };
        if (c < 0x80) {
            byte(c);
        } else if (c < 0x800) {
            byte(0xc0 | c >> 6);
            byte(0x80 | (c & 0x3f));
        } else if (c < 0x10000) {
            byte(0xe0 | c >> 12);
            byte(0x80 | (c >> 6 & 0x3f));
            byte(0x80 | (c & 0x3f));
        } else {
            byte(0xf0 | c >> 18);
            byte(0x80 | (c >> 12 & 0x3f));
            byte(0x80 | (c >> 6 & 0x3f));
            byte(0x80 | (c & 0x3f));
        }
    }

    std::int64_t number() {
        const bool negative = text_[at_] == '-';
        if (negative) ++at_;
        const std::size_t start = at_;
        while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') ++at_;
        const std::string_view digits = text_.substr(start, at_ - start);
        if (digits.empty()) {
            fail(Kind::ExpectedNumber);
            return 0;
        }
        if (digits.size() > 1 && digits.front() == '0') fail(Kind::LeadingZero);
        if (at_ < text_.size() && (text_[at_] == '.' || text_[at_] == 'e' || text_[at_] == 'E'))
            fail(Kind::NotWhole);
        const auto magnitude = parse_whole(digits, std::numeric_limits<std::int64_t>::max());
        if (!magnitude) fail(Kind::OutOfRange);
        const auto v = static_cast<std::int64_t>(magnitude.value_or(0));
        return negative ? -v : v;
    }

    std::string_view text_;
    std::size_t at_ = 0;
    std::optional<JsonFault> why_;
};

std::variant<JsonValue, JsonFault> parse_json(std::string_view text) { return JsonParser(text).document(); }

} // namespace patience
