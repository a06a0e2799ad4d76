// The catalogue's reader and formatter (messages.h), and the English the build embeds.
#include "text/messages.h"

#include "text/json.h"

#include <algorithm>

#include "english_messages.h" // generated from assets/lang/en.json by core/CMakeLists.txt

namespace patience {

namespace {

bool is_name_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; }

// A text's placeholders checked: every brace opens a {name} and closes it.
bool well_formed(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '}') return false;
        if (text[i] != '{') continue;
        std::size_t j = i + 1;
        while (j < text.size() && is_name_char(text[j])) ++j;
        if (j == i + 1 || j >= text.size() || text[j] != '}') return false;
        i = j;
    }
    return true;
}

} // namespace

std::vector<std::string> placeholders(std::string_view text) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '{') continue;
        const std::size_t end = text.find('}', i);
        if (end == std::string_view::npos) break;
        std::string name(text.substr(i + 1, end - i - 1));
        if (std::find(out.begin(), out.end(), name) == out.end()) out.push_back(std::move(name));
        i = end;
    }
    return out;
}

std::variant<Catalogue, std::string> read_catalogue(std::string_view file_text) {
    auto parsed = parse_json(file_text);
    if (const auto* fault = std::get_if<JsonFault>(&parsed))
        return "not JSON: the text goes wrong at character " + std::to_string(fault->at);
    const JsonValue& root = std::get<JsonValue>(parsed);
    if (root.kind() != JsonValue::Kind::Object) return std::string("not a language file: not an object");
    Catalogue out;
    if (const JsonValue* language = root.find("language")) {
        if (language->kind() != JsonValue::Kind::Object) return std::string("\"language\" is not an object");
        if (const JsonValue* rule = language->find("plural")) {
            const std::string* name = rule->text();
            if (name && *name == "one-is-1")
                out.plural_ = PluralRule::OneIs1;
            else if (name && *name == "one-is-0-1")
                out.plural_ = PluralRule::OneIs01;
            else
                return std::string("\"plural\" is neither \"one-is-1\" nor \"one-is-0-1\"");
        }
        if (const JsonValue* letters = language->find("card_letters")) {
            if (!letters->text() || letters->text()->empty())
                return std::string("\"card_letters\" is not a text of four letters");
            out.card_letters_ = *letters->text();
        }
    }
    const JsonValue* core = root.find("core");
    if (!core || core->kind() != JsonValue::Kind::Object) return std::string("no \"core\" object");
    for (std::size_t i = 0; i < core->size(); ++i) {
        const std::string& id = core->key(i);
        const JsonValue& value = (*core)[i];
        Message m;
        if (const std::string* text = value.text()) {
            m.one = *text;
        } else if (value.kind() == JsonValue::Kind::Object) {
            const JsonValue* one = value.find("one");
            const JsonValue* other = value.find("other");
            if (!one || !other || !one->text() || !other->text() || value.size() != 2)
                return "message \"" + id + "\": a plural needs exactly the texts \"one\" and \"other\"";
            m.one = *one->text();
            m.other = *other->text();
            m.plural = true;
        } else {
            return "message \"" + id + "\" is neither a text nor a plural object";
        }
        if (!well_formed(m.one) || !well_formed(m.other))
            return "message \"" + id + "\": a brace that is not a {placeholder}";
        out.messages_[id] = std::move(m);
    }
    return out;
}

const Message* Catalogue::find(std::string_view id) const {
    const auto it = messages_.find(id);
    return it == messages_.end() ? nullptr : &it->second;
}

std::string Catalogue::text_or(std::string_view id, std::string_view english_text) const {
    const Message* m = find(id);
    return m ? m->one : std::string(english_text);
}

std::string Catalogue::format(std::string_view id, std::initializer_list<MessageArg> args) const {
    const Message* m = find(id);
    const Catalogue* lang = this;
    if (!m && this != &english()) {
        lang = &english();
        m = english().find(id);
    }
    if (!m) return std::string(id);
    const std::string* text = &m->one;
    if (m->plural) {
        std::int64_t count = 0;
        for (const MessageArg& a : args)
            if (a.name == "count")
                if (const auto* n = std::get_if<std::int64_t>(&a.value)) count = *n;
        const bool one = count == 1 || (lang->plural_ == PluralRule::OneIs01 && count == 0);
        if (!one) text = &m->other;
    }
    std::string out;
    out.reserve(text->size() + 16);
    for (std::size_t i = 0; i < text->size(); ++i) {
        const char c = (*text)[i];
        const std::size_t end = c == '{' ? text->find('}', i) : std::string::npos;
        if (end == std::string::npos) {
            out += c;
            continue;
        }
        const std::string_view name(text->data() + i + 1, end - i - 1);
        for (const MessageArg& a : args) {
            if (a.name != name) continue;
            if (const auto* s = std::get_if<std::string>(&a.value))
                out += *s;
            else
                out += std::to_string(std::get<std::int64_t>(a.value));
            break;
        }
        i = end;
    }
    return out;
}

const Catalogue& english() {
    static const Catalogue built_in = [] {
        auto read = read_catalogue(kEnglishMessages);
        // The build made this text from en.json; a test reads the same file, so it cannot fail unnoticed.
        return std::holds_alternative<Catalogue>(read) ? std::get<Catalogue>(std::move(read)) : Catalogue{};
    }();
    return built_in;
}

} // namespace patience
