// The envelope the player's files share (statistics, game history): one JSON object of "format", "version"
// and "games", read member by member in the file's order, so that the first fault in the file is the one
// reported. Each file's own fault type says what is wrong (its Kind names TooLarge, NotJson, ExpectedText,
// OtherFormat, OtherVersion, UnknownField, NoVersion and NoGames; `not_this` is its "not this kind of file").
#pragma once

#include "text/json.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace patience {

// `read_version(value, why)` gives the version's number or sets `why`; `read_games(value, why)` takes the
// games or sets `why`. A fault, or nothing when the file read whole.
template <class Fault, class ReadVersion, class ReadGames>
std::optional<Fault> read_file(std::string_view text, std::size_t max_bytes, typename Fault::Kind not_this,
                               std::string_view format, std::int64_t version, ReadVersion read_version,
                               ReadGames read_games) {
    using Kind = typename Fault::Kind;
    auto fault = [](Kind kind, std::string name = {}) {
        Fault f;
        f.kind = kind;
        f.name = std::move(name);
        return f;
    };
    if (text.size() > max_bytes) return fault(Kind::TooLarge);
    if (const auto first = text.find_first_not_of(" \t\n\r");
        first == std::string_view::npos || text[first] != '{')
        return fault(not_this);
    const auto parsed = parse_json(text);
    if (const auto* why = std::get_if<JsonFault>(&parsed)) {
        Fault f = fault(Kind::NotJson);
        f.json = *why;
        return f;
    }
    const JsonValue& file = std::get<JsonValue>(parsed);
    std::optional<Fault> why;
    for (std::size_t m = 0; m < file.size() && !why; ++m) {
        const std::string& name = file.key(m);
        const JsonValue& v = file[m];
        if (name == "format") {
            if (!v.text()) {
                why = fault(Kind::ExpectedText);
                why->number = static_cast<std::int64_t>(v.at());
            } else if (*v.text() != format) {
                why = fault(Kind::OtherFormat);
            }
        } else if (name == "version") {
            const std::int64_t n = read_version(v, why);
            if (!why && n != version) {
                why = fault(Kind::OtherVersion);
                why->number = n;
            }
        } else if (name == "games") {
            read_games(v, why);
        } else {
            why = fault(Kind::UnknownField, name);
        }
    }
    if (why) return why;
    if (!file.find("format")) return fault(not_this);
    if (!file.find("version")) return fault(Kind::NoVersion);
    if (!file.find("games")) return fault(Kind::NoGames);
    return std::nullopt;
}

} // namespace patience
