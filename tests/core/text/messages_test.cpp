// The message catalogue: the formatter's placeholders and plural forms, the fallback to English, the files
// it refuses; and every shipped language file complete against English.
#include "text/messages.h"

#include "games/registry.h"
#include "play/history.h"
#include "play/stats.h"
#include "position.h"
#include "present/faults.h"
#include "present/help.h"
#include "present/keys.h"
#include "present/reasons.h"
#include "present/words.h"
#include "text/json.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <variant>

using namespace patience;
using namespace patience::test;

namespace {

Catalogue catalogue(std::string_view text) {
    auto read = read_catalogue(text);
    const std::string why = std::holds_alternative<std::string>(read) ? std::get<std::string>(read) : "";
    REQUIRE_MESSAGE(std::holds_alternative<Catalogue>(read), why);
    return std::get<Catalogue>(std::move(read));
}

std::string refused(std::string_view text) {
    auto read = read_catalogue(text);
    return std::holds_alternative<std::string>(read) ? std::get<std::string>(read) : "read";
}

#ifdef PATIENCE_LANG_DIR
const std::filesystem::path kLangDir = PATIENCE_LANG_DIR;

std::string file_text(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

JsonValue json_file(const std::filesystem::path& path) {
    auto read = parse_json(file_text(path));
    REQUIRE_MESSAGE(std::holds_alternative<JsonValue>(read), path.string() << " is not JSON");
    return std::get<JsonValue>(std::move(read));
}

Catalogue language(std::string_view code) {
    return catalogue(file_text(kLangDir / (std::string(code) + ".json")));
}

std::set<std::string> placeholder_set(const JsonValue& text) {
    const auto names = placeholders(text.text() ? *text.text() : std::string());
    return {names.begin(), names.end()};
}

// Every id of English's section in `theirs` with the same placeholders and both plural forms; no id more.
// The ids whose English lives with what it describes (the registry's games, the key table's help), which
// en.json leaves out and every other language gives, as plain texts.
std::set<std::string> registry_ids() {
    std::set<std::string> ids;
    for (const Spec* s : all_rulesets()) {
        for (const char* what : {"name", "summary", "difficulty"}) ids.insert(game_text_id(*s, what));
        for (std::size_t i = 1; i <= s->tips.size(); ++i)
            ids.insert(game_text_id(*s, "tip." + std::to_string(i)));
        ids.insert(family_text_id(*s));
    }
    for (const KeyBinding& b : key_bindings()) ids.insert(key_help_id(b));
    return ids;
}

void check_section(const std::string& file, const char* name, const JsonValue* english_section,
                   const JsonValue* section, const std::set<std::string>& registry = {}) {
    INFO(file << ", section " << name);
    REQUIRE(english_section);
    REQUIRE(section);
    REQUIRE(section->kind() == JsonValue::Kind::Object);
    for (std::size_t i = 0; i < english_section->size(); ++i) {
        const std::string& id = english_section->key(i);
        const JsonValue& en = (*english_section)[i];
        const JsonValue* msg = section->find(id);
        CHECK_MESSAGE(msg, "missing id " << id);
        if (!msg) continue;
        if (en.kind() == JsonValue::Kind::Object) {
            CHECK_MESSAGE(msg->kind() == JsonValue::Kind::Object, id << " must be a plural object");
            if (msg->kind() != JsonValue::Kind::Object) continue;
            CHECK_MESSAGE(msg->size() == 2, id << " must have exactly one and other");
            // The message as a whole uses English's placeholders; a form may leave one out ("Un jeu").
            std::set<std::string> english_names, names;
            for (const char* form : {"one", "other"}) {
                const JsonValue* theirs = msg->find(form);
                CHECK_MESSAGE((theirs && theirs->text()),
                              id << " lacks its plural form " << std::string(form));
                if (theirs && theirs->text()) names.merge(placeholder_set(*theirs));
                english_names.merge(placeholder_set(*en.find(form)));
            }
            CHECK_MESSAGE(names == english_names, id << ": other placeholders than English's");
        } else {
            CHECK_MESSAGE(msg->text(), id << " must be a text");
            if (msg->text())
                CHECK_MESSAGE(placeholder_set(*msg) == placeholder_set(en),
                              id << ": other placeholders than English's");
        }
    }
    const bool english = file == "en.json";
    for (const std::string& id : registry) {
        const JsonValue* msg = section->find(id);
        if (english) {
            CHECK_MESSAGE(!msg, id << ": its English is the registry's, not en.json's");
        } else {
            CHECK_MESSAGE((msg && msg->text()), "missing id " << id);
            if (msg && msg->text())
                CHECK_MESSAGE(placeholder_set(*msg).empty(), id << " takes no placeholders");
        }
    }
    for (std::size_t i = 0; i < section->size(); ++i)
        CHECK_MESSAGE(
            (english_section->find(section->key(i)) || (!english && registry.count(section->key(i)))),
            "id " << section->key(i) << " that English lacks");
}

std::size_t letters(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(
        text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xc0) != 0x80; }));
}
#endif

} // namespace

TEST_CASE("messages: placeholders are filled by name, plurals chosen by count under the file's rule") {
    const Catalogue en = catalogue(R"({"language": {"plural": "one-is-1", "card_letters": "AKQJ"},
        "core": {"a.b": "{x} and {y}, {x}", "a.n": {"one": "{count} card", "other": "{count} cards"}}})");
    CHECK(en.format("a.b", {{"x", "1"}, {"y", 2}}) == "1 and 2, 1");
    CHECK(en.format("a.n", {{"count", 0}}) == "0 cards");
    CHECK(en.format("a.n", {{"count", 1}}) == "1 card");
    CHECK(en.format("a.n", {{"count", 2}}) == "2 cards");
    const Catalogue fr = catalogue(R"({"language": {"plural": "one-is-0-1", "card_letters": "ARDV"},
        "core": {"a.n": {"one": "{count} carte", "other": "{count} cartes"}}})");
    CHECK(fr.format("a.n", {{"count", 0}}) == "0 carte"); // French counts 0 as one
    CHECK(fr.format("a.n", {{"count", 1}}) == "1 carte");
    CHECK(fr.format("a.n", {{"count", 2}}) == "2 cartes");
    CHECK(fr.card_letters() == "ARDV");
    // An id the language lacks is English's.
    CHECK(fr.format("card.face_down") == english().format("card.face_down"));
    CHECK(fr.format("keyboard.put_back") == "Put back.");
}

TEST_CASE("messages: a file that is not a language file is refused, saying why") {
    CHECK(refused("{") == "not JSON: the text goes wrong at character 2");
    CHECK(refused("[]") == "not a language file: not an object");
    CHECK(refused(R"({"language": {}})") == "no \"core\" object");
    CHECK(refused(R"({"language": {"plural": "few"}, "core": {}})") ==
          "\"plural\" is neither \"one-is-1\" nor \"one-is-0-1\"");
    CHECK(refused(R"({"core": {"a": 3}})") == "message \"a\" is neither a text nor a plural object");
    CHECK(refused(R"({"core": {"a": {"one": "x"}}})") ==
          "message \"a\": a plural needs exactly the texts \"one\" and \"other\"");
    CHECK(refused(R"({"core": {"a": "{Bad}"}})") == "message \"a\": a brace that is not a {placeholder}");
    CHECK(refused(R"({"core": {"a": "x } y"}})") == "message \"a\": a brace that is not a {placeholder}");
    CHECK(refused(R"({"core": {}, "shell": {"x": "y"}})") == "read");
}

#ifdef PATIENCE_LANG_DIR

TEST_CASE("messages: the built-in English is en.json's core section") {
    const Catalogue en = language("en");
    CHECK(en.messages().size() == english().messages().size());
    for (const auto& entry : en.messages()) {
        const std::string& id = entry.first; // a name, not a structured binding: doctest's macros capture it
        const Message& m = entry.second;
        const auto it = english().messages().find(id);
        REQUIRE_MESSAGE(it != english().messages().end(), id);
        CHECK(it->second.one == m.one);
        CHECK(it->second.other == m.other);
    }
}

TEST_CASE("messages: a game's words and a key's help are the registry's in English, their own in German") {
    const Catalogue de = language("de");
    for (const Spec* s : all_rulesets()) {
        INFO(ruleset_key(*s));
        CHECK(game_words(*s, "name") == s->name);
        CHECK(game_words(*s, "summary") == s->summary);
        CHECK(game_words(*s, "difficulty") == s->difficulty);
        CHECK(family_words(*s) == s->family);
        for (std::size_t i = 0; i < s->tips.size(); ++i)
            CHECK(game_words(*s, "tip." + std::to_string(i + 1)) == s->tips[i]);
        CHECK(game_words(*s, "summary", de) != s->summary);
        CHECK(game_words(*s, "summary", de) == de.format(game_text_id(*s, "summary")));
    }
    const std::string english_keys = keys_json(), german_keys = keys_json(de);
    for (const KeyBinding& b : key_bindings()) {
        CHECK(english_keys.find(std::string(b.help)) != std::string::npos);
        CHECK(german_keys.find(de.format(key_help_id(b))) != std::string::npos);
    }
}

TEST_CASE("messages: every language file has every id of English, the same placeholders, both plurals") {
    const JsonValue en = json_file(kLangDir / "en.json");
    const JsonValue list = json_file(kLangDir / "languages.json");
    REQUIRE(list.kind() == JsonValue::Kind::Array);
    std::set<std::string> listed;
    for (std::size_t i = 0; i < list.size(); ++i) {
        REQUIRE(list[i].find("code"));
        REQUIRE(list[i].find("name"));
        listed.insert(*list[i].find("code")->text());
    }
    std::set<std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(kLangDir)) {
        const std::string name = entry.path().filename().string();
        if (name == "languages.json" || entry.path().extension() != ".json") continue;
        files.insert(entry.path().stem().string());
        const JsonValue lang = json_file(entry.path());
        INFO(name);
        const JsonValue* about = lang.find("language");
        REQUIRE(about);
        const JsonValue* rule = about->find("plural");
        REQUIRE((rule && rule->text()));
        CHECK((*rule->text() == "one-is-1" || *rule->text() == "one-is-0-1"));
        const JsonValue* cards = about->find("card_letters");
        REQUIRE((cards && cards->text()));
        CHECK(letters(*cards->text()) == 4);
        CHECK(lang.size() == 3);
        check_section(name, "core", en.find("core"), lang.find("core"), registry_ids());
        check_section(name, "shell", en.find("shell"), lang.find("shell"));
        CHECK_MESSAGE(std::holds_alternative<Catalogue>(read_catalogue(file_text(entry.path()))), name);
    }
    CHECK(files == listed); // every file is offered, every language offered has its file
}

TEST_CASE("messages: the table's words in German, French and Dutch") {
    const Catalogue de = language("de"), fr = language("fr"), nl = language("nl");
    const Spec& kl = ruleset("klondike");
    const State s = position({{"t1", "#9C 8S 7H 6C"}, {"t2", "9D"}, {"w", "AH"}, {"s", "#2C #3C"}});
    CHECK(move_words(kl, s, mv("w>f1"), de) == "Herz-Ass von Abwurf auf Zielstapel 1");
    CHECK(move_words(kl, s, mv("t1:3>t2"), de) == "Pik-8 und die 2 Karten darauf von Reihe 1 auf Reihe 2");
    CHECK(move_words(kl, s, mv("deal"), de) == "Eine Karte vom Talon aufdecken");
    CHECK(reason_text(kl, s, Reason::FromFoundation, fr) == "une carte ne quitte jamais une fondation");
    CHECK(stock_words(kl, s, fr) == "2 cartes, plus de redonne");
    CHECK(fr.format("count.card", {{"count", 0}}) == "0 carte");
    const auto help = rules_help(ruleset("falling-star", "std"), {"x", 1}, nl);
    REQUIRE(!help.empty());
    CHECK(help.front().heading == "Over dit spel");
    CHECK(help.front().points.front() ==
          "Elf sterren in de reserve moeten naar de basisstapels vallen; open pot, acht kolommen.");
    const std::string json = rules_help_json(ruleset("falling-star", "std"), {"x", 1}, nl);
    CHECK(json.find("\"heading\":\"Basisstapels\"") != std::string::npos);
    CHECK(games_json(nl).find("\"name\":\"Dubbele Klondike\"") != std::string::npos);
}

TEST_CASE("messages: why a statistics file or a game history cannot be read, in German and French") {
    const Catalogue de = language("de"), fr = language("fr");
    auto stats =
        Stats::from_json(R"({"format":"patience-stats","version":1,"games":{"klondike:std":{"played":3}}})");
    REQUIRE(std::holds_alternative<StatsFault>(stats));
    CHECK(fault_text(std::get<StatsFault>(stats), de) ==
          "die Datei ließ sich nicht lesen: der Statistik von klondike:std fehlt „won“");
    auto history = History::from_json(
        R"({"format":"patience-history","version":1,"games":[{"game":"klondike:std","ended":1}]})");
    REQUIRE(std::holds_alternative<HistoryFault>(history));
    const std::string nbsp = "\u00a0"; // French spaces its colons and guillemets with no-break spaces
    CHECK(fault_text(std::get<HistoryFault>(history), fr) == "le fichier n’a pas pu être lu" + nbsp +
                                                                 ": il manque «" + nbsp + "deal" + nbsp +
                                                                 "» à la partie 1 (klondike:std)");
    // The same faults in English, as the CLI and the tests have always read them.
    CHECK(fault_text(std::get<StatsFault>(stats)) ==
          "the file could not be read: the statistics of klondike:std lack \"won\"");
    CHECK(fault_text(std::get<HistoryFault>(history)) ==
          "the file could not be read: game 1 (klondike:std) lacks \"deal\"");
}

#endif
