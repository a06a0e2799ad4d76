// The page's keys in one table: which key triggers which command, and the line the rules help shows for it.
// The page builds its key maps and the help's list of keys from this table, so a key, what it does and what
// the help says of it cannot drift apart.
#pragma once

#include "text/messages.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace patience {

// Who carries a command out. Page: the page's own commands, by the names shell/main.js gives its functions;
// they work wherever the focus is, except in a form field or under a panel. Table: keyboard play, by the key
// names of the table's controller (web/table/controller.h, Controller::key); they work while the table has
// the keyboard focus, and before the page's: a key of both scopes (Esc) is the table's while it has a use for
// it (cards held), else the page's.
enum class KeyScope : std::uint8_t { Page, Table };

// One command and the keys that trigger it. A key is written as the browser names it (KeyboardEvent.key),
// after the modifiers it needs: "Ctrl+" (Control, or Command on a Mac), then "Shift+". A letter is written in
// lower case and matches either case. Shift is written only where it changes the command (Shift+Tab,
// Ctrl+Shift+z); elsewhere it is ignored, since some keys need it on some keyboards ("?"). Alt is never used:
// the browser and the system keep it.
struct KeyBinding {
    KeyScope scope;
    std::string_view command;
    std::vector<std::string_view> keys;
    std::string_view
        help; // what the key does, in English: its one home (another language's: key_help_id's message)
};
// "key.page.<command>" or "key.table.<command>": the message of a binding's help in other languages.
std::string key_help_id(const KeyBinding& binding);

// Every binding, in the order the rules help lists them: the page's commands, then keyboard play's.
const std::vector<KeyBinding>& key_bindings();

// How a key is shown to the player: "Ctrl+Shift+Z", "Space", "Left arrow", "Esc", "G".
std::string key_label(std::string_view key, const Catalogue& words = english());
// The key in aria-keyshortcuts' spelling: "Control+Shift+Z", "Space", "ArrowLeft", "G".
std::string key_shortcut(std::string_view key);

// The table for the page: [{"scope":"page"|"table","command","keys":[...],"label","shortcuts","help"}];
// "label" is the keys as the help shows them ("Ctrl+Shift+Z, Ctrl+Y"), "shortcuts" the value of
// aria-keyshortcuts for the button that runs the command ("Control+Shift+Z Control+Y").
std::string keys_json(const Catalogue& words = english());

} // namespace patience
