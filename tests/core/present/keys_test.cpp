// The page's key table: every binding has its help line, no key means two things at once, and every command
// is one the page or the table's controller can run.
#include "present/keys.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string>

using namespace patience;

namespace {

// What the page can run: the functions shell/main.js keeps by name (its `commands`), and the key names the
// table's controller takes (web/table/controller.h, Controller::key). A binding that names anything else
// is a key that does nothing.
const std::set<std::string_view> kPageCommands = {
    "undo",  "redo", "deal",  "finish", "autoplay",      "settings",  "games", "hint",
    "rules", "new",  "stats", "close",  "previous-deal", "next-deal", "pause"};
const std::set<std::string_view> kTableKeys = {"tab",  "shift-tab", "left",   "right", "up",
                                               "down", "enter",     "escape", "move",  "home"};

const std::set<std::string_view>& known(KeyScope scope) {
    return scope == KeyScope::Page ? kPageCommands : kTableKeys;
}

} // namespace

TEST_CASE("every binding has keys and a help line, and names a command the page or the table runs") {
    std::map<KeyScope, std::set<std::string_view>> bound;
    for (const KeyBinding& b : key_bindings()) {
        INFO("command " << b.command);
        CHECK(!b.keys.empty());
        CHECK(!b.help.empty());
        CHECK(known(b.scope).count(b.command) == 1);
        CHECK_MESSAGE(bound[b.scope].insert(b.command).second, "one binding per command");
    }
    // And every command has a key: nothing the page can run is left out of the table, and so out of the help.
    CHECK(bound[KeyScope::Page] == kPageCommands);
    CHECK(bound[KeyScope::Table] == kTableKeys);
}

TEST_CASE("no key is bound twice, and every key is written as the page matches it") {
    std::map<KeyScope, std::set<std::string_view>> keys;
    for (const KeyBinding& b : key_bindings())
        for (std::string_view k : b.keys) {
            INFO("key '" << k << "' of " << b.command);
            CHECK_MESSAGE(keys[b.scope].insert(k).second, "bound twice");
            // Modifiers first, in the order Ctrl+, Shift+, then the browser's name of the key.
            std::string_view bare = k;
            if (bare.starts_with("Ctrl+")) bare.remove_prefix(5);
            const bool shift = bare.starts_with("Shift+");
            if (shift) bare.remove_prefix(6);
            REQUIRE(!bare.empty());
            CHECK(bare.find('+') == std::string_view::npos);
            if (bare.size() == 1) {
                // A letter in lower case (the page matches either case); Shift on a printing key only with
                // Ctrl, since elsewhere the page ignores Shift (a "?" needs it).
                CHECK(!std::isupper(static_cast<unsigned char>(bare[0])));
                CHECK((!shift || k.starts_with("Ctrl+")));
            }
        }
    // Esc is the one key of both scopes: the table's while it holds cards (it puts them back), the page's
    // otherwise (it closes a panel, and the table has no keys while a panel is open).
    std::set<std::string_view> both;
    for (std::string_view k : keys[KeyScope::Table])
        if (keys[KeyScope::Page].count(k)) both.insert(k);
    CHECK(both == std::set<std::string_view>{"Escape"});
}

TEST_CASE("keys are shown as a player reads them, and spelt for aria-keyshortcuts") {
    CHECK(key_label("Ctrl+Shift+z") == "Ctrl+Shift+Z");
    CHECK(key_label("?") == "?");
    CHECK(key_label(" ") == "Space");
    CHECK(key_label("Escape") == "Esc");
    CHECK(key_label("ArrowLeft") == "Left arrow");
    CHECK(key_label("Shift+Tab") == "Shift+Tab");
    CHECK(key_shortcut("Ctrl+Shift+z") == "Control+Shift+Z");
    CHECK(key_shortcut("g") == "G");
    CHECK(key_shortcut(" ") == "Space");
    CHECK(key_shortcut("ArrowUp") == "ArrowUp");
}

TEST_CASE("the page's JSON carries every binding with its keys, their label and the help line") {
    const std::string j = keys_json();
    CHECK(
        j.find(R"({"scope":"page","command":"redo","keys":["Ctrl+Shift+z","Ctrl+y"],)"
               R"("label":"Ctrl+Shift+Z, Ctrl+Y","shortcuts":"Control+Shift+Z Control+Y","help":"Redo"})") !=
        std::string::npos);
    CHECK(j.find(R"({"scope":"table","command":"enter","keys":["Enter"," "],"label":"Enter, Space",)") !=
          std::string::npos);
    std::size_t objects = 0;
    for (std::size_t at = 0; (at = j.find("{\"scope\":", at)) != std::string::npos; ++at) ++objects;
    CHECK(objects == key_bindings().size());
}
