// JSON read-outs of the game: the state (shared by the CLI and the page's test API), what the page shows
// about the game on the table, its layout, and the statistics panel's table. Written with text/json.h.
#pragma once

#include "play/session.h"
#include "play/stats.h"
#include "present/view.h"
#include "text/json.h"
#include "text/messages.h"

#include <string>

namespace patience {

// The position and its history's facts: {"game","ruleset","deal","version","piles":{"stock","waste",
// "reserve","foundations","tableau","cells"},"won","over","score","moves","cardsHome","cards","base","redeals",
// "stockLocked","fillPending","canUndo","canRedo","status"}, the piles a game has only.
std::string state_json(const Session& session, const Catalogue& words = english());

// The facts of the game on the table that the page shows: "game", "ruleset", "key" (ruleset_key), "name",
// "deal", "link", "status", "home", "cards", "moves", "won", "over", "canUndo", "canRedo", "canDeal",
// "canFinish", "provisional", "source". `can_finish` is assist.h's can_finish() of the session's position,
// which the caller works out once per change of the game.
void info_fields(JsonObject& out, const Session& session, bool can_finish,
                 const Catalogue& words = english());

// The layout for the page's test API, in CSS pixels of the canvas: {"piles":{"t1":{"x","y","w","h"},...},
// "cards":[{"pile","index","card","x","y","w","h"},...]}, the cards that show (not the covered ones); each
// pile but the tableau's has its label's place too ("label":{"x","y","w","h"}).
std::string view_json(const TableView& view);

// What the statistics panel shows: [{"key","game","ruleset","name","played","won","winRate","streak",
// "bestStreak","bestScore","bestScoreText","fewestMoves","fastestMs"}] in the registry's order, games played
// only.
std::string stats_view_json(const Stats& stats, const Catalogue& words = english());

} // namespace patience

namespace patience {

class History;
// What the history panel shows: [{"ended","key","game","ruleset","name","deal","won","moves","ms","score",
// "scoreText","link","replay"}], newest first; "link" is the deal's link (Play again), "replay" the game as
// played (Watch).
std::string history_view_json(const History& history, const Catalogue& words = english());

struct Challenge;
// What the page shows of a friend's challenge: {"deal","replay","moves","seconds","beat","claim"}: the deal's
// link (the game to play), the challenger's game as a replay link (to watch), its moves, the claimed seconds
// (null when none) and the banner's words: challenge_words and claimed_time_words ("" when no time).
std::string challenge_json(const Challenge& challenge, const Catalogue& words = english());

} // namespace patience
