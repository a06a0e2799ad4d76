// The table in words: what the status line, the hint and the screen reader say.
#include "position.h"
#include "present/words.h"

using namespace patience;
using namespace patience::test;

TEST_CASE("cards and piles are named as a player says them, the waste as each game calls it") {
    CHECK(card_words(*parse_card("7H")) == "7 of hearts");
    CHECK(card_words(*parse_card("AS")) == "Ace of spades");
    CHECK(card_words(*parse_card("#KD")) == "face-down card");
    const Spec& kl = ruleset("klondike");
    const Spec& fs = ruleset("falling-star", "std");
    CHECK(pile_words(kl, waste()) == "Waste");
    CHECK(pile_words(fs, waste()) == "Discard"); // Solitaire Till Dawn's face-up stock and discard
    CHECK(pile_words(kl, tableau(2)) == "Tableau 3");
    CHECK(pile_words(kl, foundation(0)) == "Foundation 1");
    CHECK(pile_words(kl, cell(1)) == "Holdout 2");
    CHECK(pile_words(fs, reserve()) == "Reserve");
}

TEST_CASE("a move in words names the card it moves, how many ride on it, and both piles") {
    const Spec& kl = ruleset("klondike");
    const State s = position({{"t1", "#9C 8S 7H 6C"}, {"t2", "9D"}, {"w", "AH"}, {"s", "#2C #3C"}});
    CHECK(move_words(kl, s, mv("t1:3>t2")) ==
          "Move 8 of spades and the 2 cards on it from Tableau 1 to Tableau 2");
    CHECK(move_words(kl, s, mv("t1:2>t2")) ==
          "Move 7 of hearts and the 1 card on it from Tableau 1 to Tableau 2");
    CHECK(move_words(kl, s, mv("w>f1")) == "Move Ace of hearts from Waste to Foundation 1");
    CHECK(move_words(kl, s, mv("deal")) == "Turn a card from the stock");
    CHECK(move_words(kl, s, mv("redeal")) == "Turn the Waste back into the stock");
    CHECK(move_words(ruleset("klondike-familiar"), s, mv("deal")) == "Turn 3 cards from the stock");
}

TEST_CASE("a pile's contents: face-down cards counted, face-up ones named, stock and foundations in short") {
    const Spec& kl = ruleset("klondike");
    const State s = position({{"t1", "#9C #4D 8S 7H"}, {"f1", "AH 2H 3H"}, {"w", "5C 9H"}, {"s", "#2C #3C"}});
    CHECK(pile_contents_words(kl, s, tableau(0)) == "Tableau 1: 2 face down, 8 of spades, 7 of hearts");
    CHECK(pile_contents_words(kl, s, tableau(1)) == "Tableau 2: empty");
    CHECK(pile_contents_words(kl, s, foundation(0)) == "Foundation 1: 3 of hearts on top, 3 cards");
    CHECK(pile_contents_words(kl, s, waste()) == "Waste: 9 of hearts on top, 2 cards");
    CHECK(pile_contents_words(kl, s, stock()) == "Stock: 2 cards");
    const State one = position({{"s", "#2C"}});
    CHECK(pile_contents_words(kl, one, stock()) == "Stock: 1 card");
}

TEST_CASE("keyboard play's words: a key that moves nothing says why, with the pile or the card it is about") {
    const Spec& kl = ruleset("klondike");
    CHECK(pile_empty_words(kl, tableau(2)) == "Tableau 3 is empty.");
    CHECK(nothing_can_move_words(kl, waste()) == "Nothing on Waste can move now.");
    CHECK(nothing_can_move_words(ruleset("falling-star", "std"), waste()) ==
          "Nothing on Discard can move now.");
    CHECK(stock_cannot_deal_words() == "The stock cannot deal now.");
    CHECK(card_nowhere_words(*parse_card("7H")) == "7 of hearts has nowhere to go.");
    CHECK(card_not_home_words(*parse_card("AS")) == "Ace of spades cannot go home now.");
    CHECK(put_back_words() == "Put back.");
    CHECK(move_not_allowed_words() == "That move is not allowed.");
    CHECK(held_nowhere_words() == "Those cards have nowhere to go.");
}

TEST_CASE("keyboard play's words: cards picked up, how many ride on the lowest, and where they can go") {
    const Spec& kl = ruleset("klondike");
    const Card eight = *parse_card("8S");
    CHECK(picked_up_words(kl, eight, 1, {tableau(2)}) == "Picked up 8 of spades. It can go to Tableau 3.");
    CHECK(picked_up_words(kl, eight, 2, {tableau(2), foundation(0)}) ==
          "Picked up 8 of spades and 1 card on it. It can go to Tableau 3, Foundation 1.");
    CHECK(picked_up_words(kl, eight, 3, {tableau(0)}) ==
          "Picked up 8 of spades and 2 cards on it. It can go to Tableau 1.");
    CHECK(held_count_words(1, eight) == "1 card, 8 of spades.");
    CHECK(held_count_words(3, eight) == "3 cards, from 8 of spades.");
}

TEST_CASE("the mirror's label of a pile: its contents, then what it has to do with the held cards") {
    const Spec& kl = ruleset("klondike");
    const State s = position({{"t1", "#9C 8S 7H"}, {"t2", "9D"}});
    CHECK(pile_label_words(kl, s, tableau(0), 0, false) ==
          "Tableau 1: 1 face down, 8 of spades, 7 of hearts");
    CHECK(pile_label_words(kl, s, tableau(0), 1, false) ==
          "Tableau 1: 1 face down, 8 of spades, 7 of hearts. Holding 1 card");
    CHECK(pile_label_words(kl, s, tableau(0), 2, false) ==
          "Tableau 1: 1 face down, 8 of spades, 7 of hearts. Holding 2 cards");
    CHECK(pile_label_words(kl, s, tableau(1), 0, true) ==
          "Tableau 2: 9 of diamonds. Can take the held cards");
}
