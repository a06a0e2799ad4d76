// The words for the readers' faults (faults.h), each sentence written once.
#include "present/faults.h"

#include "present/reasons.h"
#include "present/words.h"
#include "rules/deal.h"

#include <string>

namespace patience {

namespace {

constexpr std::string_view kNotStatistics = "this is not a statistics file of Patience";

} // namespace

std::string deal_number_fault_text(std::string_view text, const Catalogue& words) {
    return words.format("fault.deal_number", {{"min", kMinDeal}, {"max", kMaxDeal}, {"text", text}});
}

std::string fault_text(const MoveFault& f, const Catalogue& words) {
    using Kind = MoveFault::Kind;
    switch (f.kind) {
    case Kind::Empty: return words.format("fault.move.empty");
    case Kind::TooLong: return words.format("fault.move.too_long");
    case Kind::NotAMove: return words.format("fault.move.not_a_move");
    case Kind::BadCount: return words.format("fault.move.bad_count", {{"text", f.text}});
    case Kind::UnknownPile: return words.format("fault.move.unknown_pile", {{"text", f.text}});
    case Kind::SamePile: return words.format("fault.move.same_pile");
    }
    return {};
}

namespace {
std::string quoted(std::string_view text) { return "'" + std::string(text) + "'"; }
std::string at_character(std::size_t at) { return " at character " + std::to_string(at); }
} // namespace

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

std::string fault_text(const LinkFault& f, const Catalogue& words) {
    using Kind = LinkFault::Kind;
    switch (f.kind) {
    case Kind::TooLong: return words.format("fault.link.too_long");
    case Kind::NoValue: return words.format("fault.link.no_value", {{"text", f.text}});
    case Kind::UnknownKey: return words.format("fault.link.unknown_key", {{"text", f.text}});
    case Kind::KeyTwice: return words.format("fault.link.key_twice", {{"text", f.text}});
    case Kind::EmptyValue: return words.format("fault.link.empty_value", {{"text", f.text}});
    case Kind::NoGame: return words.format("fault.link.no_game");
    case Kind::UnknownGame: return words.format("fault.no_game", {{"text", f.text}});
    case Kind::UnknownRuleset:
        return words.format("fault.link.unknown_ruleset", {{"game", f.game}, {"text", f.text}});
    case Kind::NoDeal: return words.format("fault.link.no_deal");
    case Kind::BadDealNumber: return deal_number_fault_text(f.text, words);
    case Kind::OtherVersion: return words.format("fault.link.other_version", {{"text", f.text}});
    }
    return {};
}

std::string fault_text(const ReplayFault& f, const Catalogue& words) {
    using Kind = ReplayFault::Kind;
    switch (f.kind) {
    case Kind::TooLong: return words.format("fault.replay.too_long");
    case Kind::NoReplay: return words.format("fault.replay.no_replay");
    case Kind::BadLink: return fault_text(f.link, words);
    case Kind::NotThreeParts: return words.format("fault.replay.not_three_parts");
    case Kind::OtherVersion: return words.format("fault.replay.other_version", {{"text", f.text}});
    case Kind::BadCount:
        return words.format("fault.replay.bad_count", {{"text", f.text}, {"max", kMaxReplayMoves}});
    case Kind::AfterEnd: return words.format("fault.replay.after_end", {{"move", f.move}});
    case Kind::CutShort: return words.format("fault.replay.cut_short", {{"move", f.move}});
    case Kind::NotBase64: return words.format("fault.replay.not_base64");
    case Kind::NotLegal: return words.format("fault.replay.not_legal", {{"move", f.move}});
    case Kind::TooManyCharacters: return words.format("fault.replay.too_many_characters");
    case Kind::StrayBits: return words.format("fault.replay.stray_bits");
    }
    return {};
}

std::string fault_text(const ChallengeFault& f, const Catalogue& words) {
    using Kind = ChallengeFault::Kind;
    switch (f.kind) {
    case Kind::NoChallenge: return words.format("fault.challenge.no_challenge");
    case Kind::KeyTwice: return fault_text(LinkFault{LinkFault::Kind::KeyTwice, "challenge", {}}, words);
    case Kind::OtherVersion: return words.format("fault.challenge.other_version", {{"text", f.text}});
    case Kind::BadSeconds:
        return words.format("fault.challenge.bad_seconds", {{"text", f.text}, {"max", kMaxChallengeSeconds}});
    case Kind::BadReplay: return fault_text(f.replay, words);
    case Kind::NotWon: return words.format("fault.challenge.not_won", {{"count", f.moves}});
    }
    return {};
}

std::string fault_text(const SaveFault& f, const Catalogue& words) {
    using Kind = SaveFault::Kind;
    switch (f.kind) {
    case Kind::TooLarge: return words.format("fault.save.too_large");
    case Kind::OtherVersion: return words.format("fault.save.other_version");
    case Kind::NotASave: return words.format("fault.save.not_a_save");
    case Kind::Incomplete: return words.format("fault.save.incomplete");
    case Kind::NoGameLine: return words.format("fault.save.no_game_line");
    case Kind::UnknownGame: return words.format("fault.save.unknown_game", {{"text", f.text}});
    case Kind::BadDealLine: return words.format("fault.save.bad_deal_line");
    case Kind::BadDealNumber:
        return words.format("fault.save.bad_deal_number", {{"why", deal_number_fault_text(f.text, words)}});
    case Kind::NewerDeal: return words.format("fault.save.newer_deal");
    case Kind::NoMoveList: return words.format("fault.save.no_move_list");
    case Kind::BadUndo: return words.format("fault.save.bad_undo");
    case Kind::IllegalMove: {
        const std::string why = f.spec ? refusal_text(*f.spec, f.position, f.refusal, words) : std::string();
        return words.format(why.empty() ? "fault.save.illegal_move" : "fault.save.illegal_move_why",
                            {{"move", f.move}, {"text", f.text}, {"why", why}});
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

std::string fault_text(const PageFault& f, const Catalogue& words) {
    using Kind = PageFault::Kind;
    switch (f.kind) {
    case Kind::NoTable: return words.format("fault.page.no_table");
    case Kind::NoGameOnTable: return words.format("fault.page.no_game_on_table");
    case Kind::UnknownGame: return words.format("fault.no_game", {{"text", f.text}});
    case Kind::NoSuchGame: return words.format("fault.page.no_such_game");
    case Kind::HintNotLegal: return words.format("fault.page.hint_not_legal");
    case Kind::NotADate: return words.format("fault.page.not_a_date");
    case Kind::UnknownEvent: return words.format("fault.page.unknown_event");
    case Kind::CannotDraw: return words.format("fault.page.cannot_draw", {{"why", f.text}});
    case Kind::NoDealBefore: return words.format("fault.page.no_deal_before", {{"n", kMinDeal}});
    case Kind::NoDealAfter: return words.format("fault.page.no_deal_after", {{"n", kMaxDeal}});
    }
    return {};
}

} // namespace patience
