// The words for the readers' faults (faults.h), each sentence written once.
#include "present/faults.h"

#include "present/reasons.h"
#include "present/words.h"
#include "rules/deal.h"

#include <string>

namespace patience {

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

std::string fault_text(const JsonFault& f, const Catalogue& words) {
    using Kind = JsonFault::Kind;
    switch (f.kind) {
    case Kind::Expected:
        return words.format("fault.json.expected", {{"char", std::string(1, f.expected)}, {"at", f.at}});
    case Kind::ExpectedValue: return words.format("fault.json.expected_value", {{"at", f.at}});
    case Kind::ExpectedNumber: return words.format("fault.json.expected_number", {{"at", f.at}});
    case Kind::Trailing: return words.format("fault.json.trailing", {{"at", f.at}});
    case Kind::TooDeep: return words.format("fault.json.too_deep", {{"max", kMaxJsonDepth}, {"at", f.at}});
    case Kind::NameTwice: return words.format("fault.json.name_twice", {{"name", f.name}});
    case Kind::TextNotClosed: return words.format("fault.json.text_not_closed");
    case Kind::ControlCharacter: return words.format("fault.json.control_character");
    case Kind::UnknownEscape: return words.format("fault.json.unknown_escape");
    case Kind::BrokenUnicode: return words.format("fault.json.broken_unicode");
    case Kind::LeadingZero: return words.format("fault.json.leading_zero");
    case Kind::NotWhole: return words.format("fault.json.not_whole");
    case Kind::OutOfRange: return words.format("fault.json.out_of_range");
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

namespace {

// A JSON fault the statistics' or the history's reader finds in a member, in the JSON reader's words.
std::string json_fault_text(JsonFault::Kind kind, std::int64_t at, char expected, const Catalogue& words) {
    return fault_text(JsonFault{kind, static_cast<std::size_t>(at), expected, {}}, words);
}

} // namespace

std::string fault_text(const StatsFault& f, const Catalogue& words) {
    using Kind = StatsFault::Kind;
    using Json = JsonFault::Kind;
    const auto of_game = [&](std::string_view id) { return words.format(id, {{"game", f.key}}); };
    std::string why;
    switch (f.kind) {
    case Kind::TooLarge: return words.format("fault.stats.too_large");
    case Kind::NotStatistics: return words.format("fault.stats.not_statistics");
    case Kind::NoVersion: return words.format("fault.stats.no_version");
    case Kind::NoGames: return words.format("fault.stats.no_games");
    case Kind::NotJson: why = fault_text(f.json, words); break;
    case Kind::OtherFormat: why = words.format("fault.stats.not_statistics"); break;
    case Kind::ExpectedText: why = json_fault_text(Json::Expected, f.number, '"', words); break;
    case Kind::ExpectedNumber: why = json_fault_text(Json::ExpectedNumber, f.number, 0, words); break;
    case Kind::ExpectedObject: why = json_fault_text(Json::Expected, f.number, '{', words); break;
    case Kind::NumberOutOfRange: why = json_fault_text(Json::OutOfRange, 0, 0, words); break;
    case Kind::OtherVersion:
        why = words.format("fault.stats.other_version", {{"number", f.number}, {"version", kStatsVersion}});
        break;
    case Kind::UnknownField: why = words.format("fault.stats.unknown_field", {{"field", f.name}}); break;
    case Kind::UnknownGame: why = of_game("fault.stats.unknown_game"); break;
    case Kind::UnknownGameField:
        why = words.format("fault.stats.unknown_game_field", {{"field", f.name}, {"game", f.key}});
        break;
    case Kind::MissingField:
        why = words.format("fault.stats.missing_field", {{"game", f.key}, {"field", f.name}});
        break;
    case Kind::BestWithoutWin: why = of_game("fault.stats.best_without_win"); break;
    case Kind::NegativeCount: why = of_game("fault.stats.negative_count"); break;
    case Kind::MoreWonThanPlayed: why = of_game("fault.stats.more_won_than_played"); break;
    case Kind::StreakBeyondWins: why = of_game("fault.stats.streak_beyond_wins"); break;
    case Kind::StreakBeyondBest: why = of_game("fault.stats.streak_beyond_best"); break;
    case Kind::WinInNoMoves: why = of_game("fault.stats.win_in_no_moves"); break;
    }
    return words.format("fault.stats.unreadable", {{"why", why}});
}

// The history's words, in the statistics' manner: a game is named by its place in the file.
std::string fault_text(const HistoryFault& f, const Catalogue& words) {
    using Kind = HistoryFault::Kind;
    using Json = JsonFault::Kind;
    // The game's place in the file; none for a game given to History::record.
    const std::string game =
        f.place > 0 ? words.format(f.key.empty() ? "fault.history.game" : "fault.history.game_key",
                                   {{"place", f.place}, {"key", f.key}})
                    : words.format(f.key.empty() ? "fault.history.the_game" : "fault.history.the_game_key",
                                   {{"key", f.key}});
    const auto of_game = [&](std::string_view id) { return words.format(id, {{"game", game}}); };
    const auto with_field = [&](std::string_view id) {
        return words.format(id, {{"game", game}, {"field", f.name}});
    };
    std::string why;
    switch (f.kind) {
    case Kind::TooLarge: return words.format("fault.history.too_large");
    case Kind::NotHistory: return words.format("fault.history.not_history");
    case Kind::NoVersion: return words.format("fault.history.no_version");
    case Kind::NoGames: return words.format("fault.history.no_games");
    case Kind::TooManyGames: return words.format("fault.history.too_many_games", {{"max", kHistoryGames}});
    case Kind::NotJson: why = fault_text(f.json, words); break;
    case Kind::OtherFormat: why = words.format("fault.history.not_history"); break;
    case Kind::ExpectedText: why = json_fault_text(Json::Expected, f.number, '"', words); break;
    case Kind::ExpectedNumber: why = json_fault_text(Json::ExpectedNumber, f.number, 0, words); break;
    case Kind::ExpectedFlag: why = words.format("fault.history.expected_flag", {{"at", f.number}}); break;
    case Kind::ExpectedObject: why = json_fault_text(Json::Expected, f.number, '{', words); break;
    case Kind::ExpectedArray: why = json_fault_text(Json::Expected, f.number, '[', words); break;
    case Kind::NumberOutOfRange: why = words.format("fault.history.out_of_range", {{"field", f.name}}); break;
    case Kind::OtherVersion:
        why =
            words.format("fault.history.other_version", {{"number", f.number}, {"version", kHistoryVersion}});
        break;
    case Kind::UnknownField: why = words.format("fault.history.unknown_field", {{"field", f.name}}); break;
    case Kind::UnknownGameField: why = with_field("fault.history.unknown_game_field"); break;
    case Kind::MissingField: why = with_field("fault.history.missing_field"); break;
    case Kind::UnknownGame: why = of_game("fault.history.unknown_game"); break;
    case Kind::BadDeal:
        if (f.name == "deal")
            why = words.format(
                "fault.history.bad_deal_number",
                {{"game", game}, {"why", deal_number_fault_text(std::to_string(f.number), words)}});
        else
            why = of_game("fault.history.bad_deal_algorithm");
        break;
    case Kind::Negative: why = with_field("fault.history.negative"); break;
    case Kind::ResumedNotWon: why = of_game("fault.history.resumed_not_won"); break;
    case Kind::BadReplay:
        why =
            words.format("fault.history.bad_replay", {{"game", game}, {"why", fault_text(f.replay, words)}});
        break;
    case Kind::ReplayNotCanonical: why = of_game("fault.history.replay_not_canonical"); break;
    case Kind::ReplayOtherDeal: why = of_game("fault.history.replay_other_deal"); break;
    case Kind::ReplayNotWon: why = of_game("fault.history.replay_not_won"); break;
    case Kind::ReplayWon: why = of_game("fault.history.replay_won"); break;
    case Kind::ReplayDisagrees: why = with_field("fault.history.replay_disagrees"); break;
    case Kind::Twice: why = of_game("fault.history.twice"); break;
    }
    // A fault of the file's JSON or members met inside a game names the game after it.
    if (f.place > 0 && f.kind < Kind::UnknownGameField)
        why = words.format("fault.history.in_game", {{"why", why}, {"game", game}});
    if (f.place == 0 && f.kind >= Kind::UnknownGameField)
        return words.format("fault.history.not_joined", {{"why", why}});
    return words.format("fault.history.unreadable", {{"why", why}});
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
