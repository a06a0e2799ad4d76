// The words for the readers' faults (faults.h), each sentence written once.
#include "present/faults.h"

#include <string>

namespace patience {

namespace {

std::string at_character(std::size_t at) { return " at character " + std::to_string(at); }

constexpr std::string_view kNotStatistics = "this is not a statistics file of Patience";

} // namespace

std::string fault_text(const JsonFault& f) {
    using Kind = JsonFault::Kind;
    switch (f.kind) {
    case Kind::Expected: return std::string("expected '") + f.expected + "'" + at_character(f.at);
    case Kind::ExpectedValue: return "expected a value" + at_character(f.at);
    case Kind::ExpectedNumber: return "expected a number" + at_character(f.at);
    case Kind::Trailing: return "something follows the JSON" + at_character(f.at);
    case Kind::TooDeep:
        return "the JSON nests deeper than " + std::to_string(kMaxJsonDepth) + at_character(f.at);
    case Kind::NameTwice: return "\"" + f.name + "\" appears twice";
    case Kind::TextNotClosed: return "a text is not closed";
    case Kind::ControlCharacter: return "a text holds a control character";
    case Kind::UnknownEscape: return "a text holds an unknown escape";
    case Kind::BrokenUnicode: return "a text holds a broken \\u escape";
    case Kind::LeadingZero: return "a number has a leading zero";
    case Kind::NotWhole: return "a number is not a whole number";
    case Kind::OutOfRange: return "a number is out of range";
    }
    return {};
}

std::string fault_text(const StatsFault& f) {
    using Kind = StatsFault::Kind;
    const std::string of_game = "the statistics of " + f.key;
    const auto at = static_cast<std::size_t>(f.number);
    std::string why;
    switch (f.kind) {
    case Kind::TooLarge: return "the file is too large to be statistics";
    case Kind::NotStatistics: return std::string(kNotStatistics);
    case Kind::NoVersion: return "the file does not say its version";
    case Kind::NoGames: return "the file holds no games";
    case Kind::NotJson: why = fault_text(f.json); break;
    case Kind::OtherFormat: why = kNotStatistics; break;
    case Kind::ExpectedText: why = fault_text(JsonFault{JsonFault::Kind::Expected, at, '"', {}}); break;
    case Kind::ExpectedNumber: why = fault_text(JsonFault{JsonFault::Kind::ExpectedNumber, at, 0, {}}); break;
    case Kind::ExpectedObject: why = fault_text(JsonFault{JsonFault::Kind::Expected, at, '{', {}}); break;
    case Kind::NumberOutOfRange: why = fault_text(JsonFault{JsonFault::Kind::OutOfRange, 0, 0, {}}); break;
    case Kind::OtherVersion:
        why = "the file is of statistics version " + std::to_string(f.number) + ", this page reads version " +
              std::to_string(kStatsVersion);
        break;
    case Kind::UnknownField: why = "unknown field \"" + f.name + "\""; break;
    case Kind::UnknownGame: why = "the file names a game this page does not have: " + f.key; break;
    case Kind::UnknownGameField: why = "unknown field \"" + f.name + "\" for " + f.key; break;
    case Kind::MissingField: why = of_game + " lack \"" + f.name + "\""; break;
    case Kind::BestWithoutWin: why = of_game + " have a best without a win"; break;
    case Kind::NegativeCount: why = of_game + " do not add up (a count is negative)"; break;
    case Kind::MoreWonThanPlayed: why = of_game + " do not add up (more games won than played)"; break;
    case Kind::StreakBeyondWins: why = of_game + " do not add up (a streak longer than the games won)"; break;
    case Kind::StreakBeyondBest:
        why = of_game + " do not add up (a current streak longer than the best)";
        break;
    case Kind::WinInNoMoves: why = of_game + " do not add up (a win in no moves)"; break;
    }
    return "the file could not be read: " + why;
}

} // namespace patience
