// The table in words, for the status line, hints and the screen reader: cards, piles and moves as a player
// says them ("7 of hearts", "Tableau 3", "Move 7 of hearts from Tableau 3 to Tableau 5"). One home, so the
// page, the hint and the accessible mirror never name a pile two ways. The words are the catalogue's
// (text/messages.h); the English (english()) unless a caller passes another language's.
#pragma once

#include "rules/move.h"
#include "rules/spec.h"
#include "rules/state.h"
#include "text/messages.h"

#include <string>
#include <string_view>
#include <vector>

namespace patience {

// The one pluraliser: the noun for a count, "card" for 1 and "cards" otherwise (every noun the core counts
// takes an s), and the count with its noun, "1 card", "24 cards".
std::string plural(int n, std::string_view one);
std::string count_words(int n, std::string_view one);

std::string rank_name(int rank,
                      const Catalogue& words = english()); // "Ace", "2", ..., "10", "Jack", "Queen", "King"
std::string
card_words(Card card, const Catalogue& words = english()); // "7 of hearts", "Ace of spades"; "face-down card"
std::string
pile_words(const Spec& spec, PileId pile,
           const Catalogue& words = english()); // "Stock", "Waste" ("Discard" in Solitaire Till Dawn), ...
// A kind of pile as a whole, where the game has several: "Foundations", "Holdouts" (a label over the row
// when each pile is too narrow for its own name); empty when the game has one or none.
std::string pile_group_words(const Spec& spec, PileKind kind, const Catalogue& words = english());
// The move as a sentence, read in the position before it: which card (and how many on it), from where, to
// where.
std::string move_words(const Spec& spec, const State& before, const Move& move,
                       const Catalogue& words = english());
// The pile's contents: "Tableau 3: 2 face down, 8 of spades, 7 of hearts", "Stock: 24 cards", "Foundation 1:
// empty"; the stock gives its count, a foundation and the waste their top card and count, not every card.
std::string pile_contents_words(const Spec& spec, const State& state, PileId pile,
                                const Catalogue& words = english());
// Why a tap on the cards from `index` up in `pile` moves nothing, for the status line: the engine's reason
// when every pile refuses them for the same one ("Only the top card can be moved."), else that they have
// nowhere to go. Empty when they can move.
std::string refusal_words(const Spec& spec, const State& state, PileId pile, int index,
                          const Catalogue& words = english());
// The score the rules define: "$-47" in Klondike's casino scoring, else the cards home: "12/52 home".
std::string score_words(const Spec& spec, const State& state, const Catalogue& words = english());
std::string score_words(const Spec& spec, long long score,
                        const Catalogue& words = english()); // a score of this game: a best, say
// What is left to deal: "24 cards, 2 redeals left", "24 cards, no redeal left", "1 card, redeals unlimited";
// empty for a game without a stock.
std::string stock_words(const Spec& spec, const State& state, const Catalogue& words = english());

// ---- a challenge (play/challenge.h) ----------------------------------------------------------------------

// A time of play as a clock shows it: "3:12", "1:02:03".
std::string clock_words(int seconds, const Catalogue& words = english());
// What a friend's challenge asks: "Beat 97 moves".
std::string challenge_words(int moves, const Catalogue& words = english());
// The challenger's time, named as the claim it is: "Their clock said 3:12, a claim the link can't prove."
std::string claimed_time_words(int seconds, const Catalogue& words = english());

// ---- keyboard play: what the screen reader hears when a key moves nothing, and the mirror's labels ------

std::string pile_empty_words(const Spec& spec, PileId pile,
                             const Catalogue& words = english()); // "Tableau 3 is empty."
std::string
nothing_can_move_words(const Spec& spec, PileId pile,
                       const Catalogue& words = english()); // "Nothing on Tableau 3 can move now."
std::string stock_cannot_deal_words(const Catalogue& words = english()); // "The stock cannot deal now."
std::string card_nowhere_words(Card card,
                               const Catalogue& words = english()); // "7 of hearts has nowhere to go."
std::string card_not_home_words(Card card,
                                const Catalogue& words = english()); // "7 of hearts cannot go home now."
// Cards picked up, `first` the lowest of `count`, and where they can go: "Picked up 7 of hearts and 2 cards
// on it. It can go to Tableau 2, Foundation 1."
std::string picked_up_words(const Spec& spec, Card first, int count, const std::vector<PileId>& targets,
                            const Catalogue& words = english());
// More or fewer cards held, from `first` up: "3 cards, from 7 of hearts."; "1 card, 7 of hearts."
std::string held_count_words(int count, Card first, const Catalogue& words = english());
std::string put_back_words(const Catalogue& words = english());         // "Put back."
std::string move_not_allowed_words(const Catalogue& words = english()); // "That move is not allowed."
std::string held_nowhere_words(const Catalogue& words = english());     // "Those cards have nowhere to go."
// A pile of the accessible mirror, in full: its contents (pile_contents_words), then, while cards are held,
// "Holding 2 cards" on the pile they come from (`holding` of them) or "Can take the held cards" on a pile
// they may go to (`takes`).
std::string pile_label_words(const Spec& spec, const State& state, PileId pile, int holding, bool takes,
                             const Catalogue& words = english());

} // namespace patience
