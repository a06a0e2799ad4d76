// The page's words by message id: a language file's catalogue, the one formatter of its messages ({name}
// placeholders, plural forms chosen by `count`), and the built-in English every other language falls back to.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace patience {

// One argument of a message: a placeholder's name and its value, a text or a whole number.
struct MessageArg {
    std::string_view name;
    std::variant<std::string, std::int64_t> value;
    MessageArg(std::string_view n, std::string v) : name(n), value(std::move(v)) {}
    MessageArg(std::string_view n, const char* v) : name(n), value(std::string(v)) {}
    MessageArg(std::string_view n, std::string_view v) : name(n), value(std::string(v)) {}
    template <class T>
    requires std::is_integral_v<T> &&(!std::is_same_v<T, bool>)MessageArg(std::string_view n, T v)
        : name(n), value(static_cast<std::int64_t>(v)) {}
};

// Which plural form a count takes: "one" exactly for 1 (English, German, ...), or for 0 and 1 (French).
enum class PluralRule : std::uint8_t { OneIs1, OneIs01 };

// A message: one text, or the forms for "one" and "other" chosen by the argument `count`.
struct Message {
    std::string one;   // the text when not plural
    std::string other; // empty unless plural
    bool plural = false;
};

class Catalogue;
// The catalogue of a language file's text ({"language": {...}, "core": {...}, "shell": {...}}: the core's
// section is read, the shell's ignored), or why it cannot be read, in English for the developer.
std::variant<Catalogue, std::string> read_catalogue(std::string_view file_text);

class Catalogue {
  public:
    // The message `id` with its placeholders filled; the English one when this language lacks it, the id
    // itself when English does too (a bug the completeness test catches).
    std::string format(std::string_view id, std::initializer_list<MessageArg> args = {}) const;
    // A text whose English lives with what it describes (a game's name and tips in the registry, a key's help
    // in the key table), not in en.json: this language's message `id`, else `english_text`. No placeholders.
    std::string text_or(std::string_view id, std::string_view english_text) const;
    PluralRule plural() const { return plural_; }
    // The letters on the cards for Ace, King, Queen, Jack, in that order: "AKQJ", "AKDB".
    const std::string& card_letters() const { return card_letters_; }
    const std::map<std::string, Message, std::less<>>& messages() const { return messages_; }

  private:
    friend std::variant<Catalogue, std::string> read_catalogue(std::string_view file_text);
    const Message* find(std::string_view id) const;
    std::map<std::string, Message, std::less<>> messages_;
    PluralRule plural_ = PluralRule::OneIs1;
    std::string card_letters_ = "AKQJ";
};

// The built-in English, from the core section of assets/lang/en.json embedded by the build.
const Catalogue& english();

// The placeholders a text uses, in order of first use ("{rank} of {suit}": rank, suit); the completeness test
// compares them across languages.
std::vector<std::string> placeholders(std::string_view text);

} // namespace patience
