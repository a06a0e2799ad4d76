// The page's key bindings and their help lines, and their spellings for the help and for aria-keyshortcuts.
#include "present/keys.h"

#include "text/json.h"

#include <cctype>

namespace patience {

const std::vector<KeyBinding>& key_bindings() {
    using enum KeyScope;
    static const std::vector<KeyBinding> bindings = {
        {Page, "undo", {"Ctrl+z"}, "Undo"},
        {Page, "redo", {"Ctrl+Shift+z", "Ctrl+y"}, "Redo"},
        {Page, "deal", {"d"}, "Deal from the stock"},
        {Page, "finish", {"f"}, "Finish, when every card can go home"},
        {Page, "autoplay", {"a"}, "Autoplay on or off"},
        {Page, "settings", {"s"}, "Settings"},
        {Page, "games", {"g"}, "Choose a game"},
        {Page, "hint", {"h"}, "Hint: the next move of a winning line"},
        {Page, "rules", {"?"}, "These rules"},
        {Page, "new", {"n"}, "New deal (asks first when a game is under way)"},
        // Next to each other on most keyboards, and the arrows < and > on many.
        {Page, "previous-deal", {","}, "The previous deal of this game, by number"},
        {Page, "next-deal", {"."}, "The next deal of this game, by number"},
        {Page, "stats", {"t"}, "Statistics"},
        {Page, "pause", {"p"}, "Pause: stop the clock and cover the table"},
        {Page, "close", {"Escape"}, "Close a panel"},
        {Table,
         "tab",
         {"Tab"},
         "The next pile (after the last, out of the table); with cards held, the next pile they can go to"},
        {Table,
         "shift-tab",
         {"Shift+Tab"},
         "The previous pile; with cards held, the previous pile they can go to"},
        {Table,
         "left",
         {"ArrowLeft"},
         "The nearest pile to the left; with cards held, the previous pile they can go to"},
        {Table,
         "right",
         {"ArrowRight"},
         "The nearest pile to the right; with cards held, the next pile they can go to"},
        {Table, "up", {"ArrowUp"}, "The nearest pile above; with cards held, one card more"},
        {Table, "down", {"ArrowDown"}, "The nearest pile below; with cards held, one card fewer"},
        {Table,
         "enter",
         {"Enter", " "},
         "Pick up the cards of the focused pile (the stock deals); with cards held, put them down there"},
        {Table, "escape", {"Escape"}, "Put the held cards back"},
        {Table, "move", {"m"}, "Move the focused card to its best place"},
        {Table, "home", {"o"}, "Send the focused card home to a foundation"},
    };
    return bindings;
}

namespace {

// The key without its modifiers, and the modifiers as written ("Ctrl+Shift+").
std::pair<std::string_view, std::string_view> split(std::string_view key) {
    std::size_t at = 0;
    for (std::string_view m : {"Ctrl+", "Shift+"})
        if (key.substr(at, m.size()) == m) at += m.size();
    return {key.substr(at), key.substr(0, at)};
}

std::string upper(std::string_view key) {
    std::string out(key);
    if (out.size() == 1) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

} // namespace

std::string key_help_id(const KeyBinding& b) {
    return std::string("key.") + (b.scope == KeyScope::Page ? "page." : "table.") + std::string(b.command);
}

std::string key_label(std::string_view key, const Catalogue& words) {
    const auto [bare, modifiers] = split(key);
    // The keys that have a name, and its message.
    static constexpr std::pair<std::string_view, std::string_view> kNames[] = {
        {" ", "key.name.space"},          {"Escape", "key.name.escape"}, {"ArrowLeft", "key.name.left"},
        {"ArrowRight", "key.name.right"}, {"ArrowUp", "key.name.up"},    {"ArrowDown", "key.name.down"},
    };
    std::string out(modifiers);
    for (const auto& [name, id] : kNames)
        if (bare == name) return out + words.format(id);
    return out + upper(bare);
}

std::string key_shortcut(std::string_view key) {
    auto [bare, modifiers] = split(key);
    std::string out;
    if (modifiers.starts_with("Ctrl+")) {
        out = "Control+";
        modifiers.remove_prefix(5);
    }
    out += modifiers;
    return out + (bare == " " ? std::string("Space") : upper(bare));
}

std::string keys_json(const Catalogue& words) {
    JsonArray out;
    for (const KeyBinding& b : key_bindings()) {
        JsonArray keys;
        std::string label, shortcuts;
        for (std::string_view k : b.keys) {
            keys.text(k);
            label += (label.empty() ? "" : ", ") + key_label(k, words);
            shortcuts += (shortcuts.empty() ? "" : " ") + key_shortcut(k);
        }
        out.object(JsonObject()
                       .text("scope", b.scope == KeyScope::Page ? "page" : "table")
                       .text("command", b.command)
                       .array("keys", keys)
                       .text("label", label)
                       .text("shortcuts", shortcuts)
                       .text("help", words.text_or(key_help_id(b), b.help)));
    }
    return out.str();
}

} // namespace patience
