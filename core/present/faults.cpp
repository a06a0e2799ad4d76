// The words for the readers' faults (faults.h), each sentence written once.
#include "present/faults.h"

#include "present/reasons.h"
#include "present/words.h"
#include "rules/deal.h"

#include <string>

namespace patience {

namespace {

std::string quoted(std::string_view text) { return "'" + std::string(text) + "'"; }

std::string at_character(std::size_t at) { return " at character " + std::to_string(at); }

std::string no_game_text(std::string_view game) { return "there is no game " + quoted(game); }

constexpr std::string_view kNotStatistics = "this is not a statistics file of Patience";

} // namespace

std::string deal_number_fault_text(std::string_view text) {
    return "deal numbers run from " + std::to_string(kMinDeal) + " to " + std::to_string(kMaxDeal) + "; " +
           quoted(text) + " is not one";
}

std::string fault_text(const MoveFault& f) {
    using Kind = MoveFault::Kind;
    switch (f.kind) {
    case Kind::Empty: return "empty move";
    case Kind::TooLong: return "move text too long";
    case Kind::NotAMove: return "expected <from>><to>, 'deal' or 'redeal'";
    case Kind::BadCount: return "bad card count " + quoted(f.text);
    case Kind::UnknownPile: return "unknown pile " + quoted(f.text);
    case Kind::SamePile: return "a move needs two different piles";
    }
    return {};
}

std::string fault_text(const JsonFault& f) {
    using Kind = JsonFault::Kind;
    switch (f.kind) {
    case Kind::Expected: return "expected " + quoted(std::string(1, f.expected)) + at_character(f.at);
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

std::string fault_text(const LinkFault& f) {
    using Kind = LinkFault::Kind;
    switch (f.kind) {
    case Kind::TooLong: return "the link is too long";
    case Kind::NoValue: return "the link has " + quoted(f.text) + " without a value";
    case Kind::UnknownKey: return "the link has an unknown key " + quoted(f.text);
    case Kind::KeyTwice: return "the link names " + quoted(f.text) + " twice";
    case Kind::EmptyValue: return "the link has an empty " + quoted(f.text);
    case Kind::NoGame: return "the link names no game";
    case Kind::UnknownGame: return no_game_text(f.text);
    case Kind::UnknownRuleset: return f.game + " has no ruleset " + quoted(f.text);
    case Kind::NoDeal: return "the link names no deal number";
    case Kind::BadDealNumber: return deal_number_fault_text(f.text);
    case Kind::OtherVersion: return "this version of Patience cannot deal links of version " + quoted(f.text);
    }
    return {};
}

std::string fault_text(const ReplayFault& f) {
    using Kind = ReplayFault::Kind;
    const std::string move = "move " + std::to_string(f.move) + " of the replay";
    switch (f.kind) {
    case Kind::TooLong: return "the replay link is too long";
    case Kind::NoReplay: return "the link has no replay";
    case Kind::BadLink: return fault_text(f.link);
    case Kind::NotThreeParts: return "the replay is not of the form version.count.moves";
    case Kind::OtherVersion:
        return "this version of Patience cannot play replays of version " + quoted(f.text);
    case Kind::BadCount:
        return "the replay's move count " + quoted(f.text) + " is not a number from 0 to " +
               std::to_string(kMaxReplayMoves);
    case Kind::AfterEnd: return move + " comes after the game has ended";
    case Kind::CutShort: return move + " is missing: the link was cut short";
    case Kind::NotBase64: return "the replay has a character that is not base64url";
    case Kind::NotLegal: return move + " is not one of the position's legal moves";
    case Kind::TooManyCharacters: return "the replay has more characters than its moves need";
    case Kind::StrayBits: return "the replay's last character has stray bits";
    }
    return {};
}

std::string fault_text(const ChallengeFault& f) {
    using Kind = ChallengeFault::Kind;
    switch (f.kind) {
    case Kind::NoChallenge: return "the link has no challenge";
    case Kind::KeyTwice: return fault_text(LinkFault{LinkFault::Kind::KeyTwice, "challenge", {}});
    case Kind::OtherVersion:
        return "this version of Patience cannot take up challenges of version " + quoted(f.text);
    case Kind::BadSeconds:
        return "the challenge's time " + quoted(f.text) + " is not a number of seconds from 0 to " +
               std::to_string(kMaxChallengeSeconds);
    case Kind::BadReplay: return fault_text(f.replay);
    case Kind::NotWon:
        return "the challenger's game of " + count_words(f.moves, "move") + " does not end won";
    }
    return {};
}

std::string fault_text(const SaveFault& f) {
    using Kind = SaveFault::Kind;
    const std::string bad_deal_line = "the saved game has a bad deal line";
    switch (f.kind) {
    case Kind::TooLarge: return "the saved game is too large";
    case Kind::OtherVersion: return "the saved game is from another version of Patience";
    case Kind::NotASave: return "this is not a saved Patience game";
    case Kind::Incomplete: return "the saved game is incomplete";
    case Kind::NoGameLine: return "the saved game has no game line";
    case Kind::UnknownGame: return "the saved game names an unknown game " + quoted(f.text);
    case Kind::BadDealLine: return bad_deal_line;
    case Kind::BadDealNumber: return bad_deal_line + ": " + deal_number_fault_text(f.text);
    case Kind::NewerDeal: return "the saved game was dealt by a newer version of Patience";
    case Kind::NoMoveList: return "the saved game has no move list";
    case Kind::BadUndo: return "the saved game has a bad undo position";
    case Kind::IllegalMove: {
        const std::string t =
            "the saved game has an illegal move " + std::to_string(f.move) + " " + quoted(f.text);
        const std::string why = f.spec ? refusal_text(*f.spec, f.position, f.refusal) : std::string();
        return why.empty() ? t : t + ": " + why;
    }
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

// The history's words, in the statistics' manner: a game is named by its place in the file.
std::string fault_text(const HistoryFault& f) {
    using Kind = HistoryFault::Kind;
    // The game's place in the file; none for a game given to History::record.
    const std::string game = (f.place > 0 ? "game " + std::to_string(f.place) : std::string("the game")) +
                             (f.key.empty() ? "" : " (" + f.key + ")");
    const auto at = static_cast<std::size_t>(f.number);
    std::string why;
    switch (f.kind) {
    case Kind::TooLarge: return "the file is too large to be a game history";
    case Kind::NotHistory: return "this is not a game history of Patience";
    case Kind::NoVersion: return "the file does not say its version";
    case Kind::NoGames: return "the file holds no games";
    case Kind::TooManyGames:
        return "the file holds more than the " + std::to_string(kHistoryGames) + " games a history keeps";
    case Kind::NotJson: why = fault_text(f.json); break;
    case Kind::OtherFormat: why = "this is not a game history of Patience"; break;
    case Kind::ExpectedText: why = fault_text(JsonFault{JsonFault::Kind::Expected, at, '"', {}}); break;
    case Kind::ExpectedNumber: why = fault_text(JsonFault{JsonFault::Kind::ExpectedNumber, at, 0, {}}); break;
    case Kind::ExpectedFlag: why = "expected true or false" + at_character(at); break;
    case Kind::ExpectedObject: why = fault_text(JsonFault{JsonFault::Kind::Expected, at, '{', {}}); break;
    case Kind::ExpectedArray: why = fault_text(JsonFault{JsonFault::Kind::Expected, at, '[', {}}); break;
    case Kind::NumberOutOfRange: why = "\"" + f.name + "\" is out of range"; break;
    case Kind::OtherVersion:
        why = "the file is of history version " + std::to_string(f.number) + ", this page reads version " +
              std::to_string(kHistoryVersion);
        break;
    case Kind::UnknownField: why = "unknown field \"" + f.name + "\""; break;
    case Kind::UnknownGameField: why = "unknown field \"" + f.name + "\" in " + game; break;
    case Kind::MissingField: why = game + " lacks \"" + f.name + "\""; break;
    case Kind::UnknownGame: why = game + " is of a game this page does not have"; break;
    case Kind::BadDeal:
        why = game + (f.name == "deal" ? ": " + deal_number_fault_text(std::to_string(f.number))
                                       : " was dealt in a way this version of Patience cannot deal");
        break;
    case Kind::Negative: why = game + " has a negative \"" + f.name + "\""; break;
    case Kind::ResumedNotWon: why = game + " is marked resumed but not won"; break;
    case Kind::BadReplay: why = "the replay of " + game + " cannot be played: " + fault_text(f.replay); break;
    case Kind::ReplayNotCanonical:
        why = "the replay of " + game + " is not written the one way it should be";
        break;
    case Kind::ReplayOtherDeal: why = "the replay of " + game + " is of another deal"; break;
    case Kind::ReplayNotWon: why = game + " is marked won, but its replay does not end won"; break;
    case Kind::ReplayWon: why = game + " is marked abandoned, but its replay ends won"; break;
    case Kind::ReplayDisagrees: why = game + " does not have the \"" + f.name + "\" of its replay"; break;
    case Kind::Twice: why = game + " is in the file twice"; break;
    }
    if (f.place > 0 && f.kind < Kind::UnknownGameField) why += " (" + game + ")";
    if (f.place == 0 && f.kind >= Kind::UnknownGameField)
        return "the game could not join the history: " + why;
    return "the file could not be read: " + why;
}

std::string fault_text(const PageFault& f) {
    using Kind = PageFault::Kind;
    switch (f.kind) {
    case Kind::NoTable: return "no table";
    case Kind::NoGameOnTable: return "no game on the table";
    case Kind::UnknownGame: return no_game_text(f.text);
    case Kind::NoSuchGame: return "there is no such game";
    case Kind::HintNotLegal: return "the hinted move is not legal here";
    case Kind::NotADate: return "not a date";
    case Kind::UnknownEvent: return "unknown event";
    case Kind::CannotDraw: return "this browser cannot draw the table: " + f.text;
    case Kind::NoDealBefore:
        return "deal " + std::to_string(kMinDeal) + " is the first: there is none before it";
    case Kind::NoDealAfter:
        return "deal " + std::to_string(kMaxDeal) + " is the last: there is none after it";
    }
    return {};
}

} // namespace patience
