// What the page reads about the game (the info JSON, the layout JSON, the statistics panel's table), the Deal
// button's move and the deal number of a fresh random deal: facts of the game, worked out by the core for the
// page.
#include "play/assist.h"
#include "play/stats.h"
#include "position.h"
#include "present/json.h"
#include "present/words.h"

using namespace patience;
using namespace patience::test;

TEST_CASE("the info fields say what the page shows about the game on the table") {
    Session s(DealId{&ruleset("falling-star", "aisleriot"), 12345, kDealAlgorithm});
    JsonObject o;
    info_fields(o, s, false);
    o.number("revision", 7);
    const std::string j = o.str();
    for (const char* field :
         {"\"game\":\"falling-star\"", "\"ruleset\":\"aisleriot\"", "\"key\":\"falling-star:aisleriot\"",
          "\"name\":\"Falling Stars\"", "\"deal\":12345",
          "\"link\":\"game=falling-star&deal=12345&rules=aisleriot\"", "\"home\":", "\"cards\":104",
          "\"moves\":0", "\"won\":false", "\"over\":false", "\"canUndo\":false", "\"canRedo\":false",
          "\"canDeal\":true", "\"canFinish\":false", "\"provisional\":false",
          "\"source\":\"GNOME Aisleriot\"", "\"revision\":7}"})
        CHECK_MESSAGE(j.find(field) != std::string::npos, field << " in " << j);
    CHECK(j.front() == '{');
    REQUIRE(s.play("deal").empty());
    JsonObject after;
    info_fields(after, s, true);
    CHECK(after.str().find("\"moves\":1,\"won\":false,\"over\":false,\"canUndo\":true") != std::string::npos);
    CHECK(after.str().find("\"canFinish\":true") != std::string::npos);
}

TEST_CASE("a pile's label place is in the layout JSON, but the tableau's") {
    const Spec& spec = ruleset("falling-star", "aisleriot");
    const TableView v = layout(spec, deal(spec, 1), 480, 300);
    const std::string j = view_json(v);
    JsonObject label;
    const Rect& r = v.find(stock())->label;
    label.decimal("x", r.x).decimal("y", r.y).decimal("w", r.w).decimal("h", r.h);
    CHECK(j.find("\"label\":" + label.str()) != std::string::npos);
    CHECK(j.find("\"t1\":{\"x\"") != std::string::npos);
    CHECK(j.substr(j.find("\"t1\":")).find("}") < j.substr(j.find("\"t1\":")).find("label"));
}

TEST_CASE("the layout JSON lists every pile and the cards that show, in CSS pixels") {
    const Spec& spec = ruleset("klondike");
    const State s = deal(spec, 3);
    const TableView v = layout(spec, s, 390, 728);
    const std::string j = view_json(v);
    CHECK(j.find("\"piles\":{\"s\":{\"x\":") != std::string::npos);
    for (const PileView& p : v.piles)
        CHECK(j.find('"' + to_string(p.pile) + "\":{\"x\"") != std::string::npos);
    const CardView* top = v.card_at(tableau(6), 6);
    REQUIRE(top != nullptr);
    JsonObject card;
    card.text("pile", "t7").number("index", 6).text("card", to_string(top->card));
    card.decimal("x", top->rect.x)
        .decimal("y", top->rect.y)
        .decimal("w", top->rect.w)
        .decimal("h", top->rect.h);
    CHECK(j.find(card.str()) != std::string::npos);
    CHECK(j.find("\"pile\":\"s\"") != std::string::npos); // the stock's top card shows (face down)
    // The covered card under the stock's top is drawn but not listed: one card per squared pile.
    std::size_t listed = 0;
    for (std::size_t at = j.find("\"pile\":\"s\""); at != std::string::npos;
         at = j.find("\"pile\":\"s\"", at + 1))
        ++listed;
    CHECK(listed == 1);
}

TEST_CASE("the stock's move: deal while the stock has cards, then redeal while passes remain") {
    const Spec& spec = ruleset("gargantua"); // one redeal
    CHECK(stock_move(spec, position({{"s", "#AS"}, {"w", "2S"}})) == mv("deal"));
    CHECK(stock_move(spec, position({{"w", "AS 2S"}})) == mv("redeal"));
    CHECK_FALSE(stock_move(spec, position({{"w", "AS 2S"}}, 0, false, 1)).has_value());
    CHECK_FALSE(stock_move(spec, position({})).has_value());
    CHECK_FALSE(stock_move(ruleset("fortress"), deal(ruleset("fortress"), 3)).has_value());
}

TEST_CASE("a fresh random deal can be any deal number, and the same random number gives the same deal") {
    CHECK(random_deal_number(0) == kMinDeal);
    CHECK(random_deal_number(kMaxDeal - kMinDeal) == kMaxDeal);
    CHECK(random_deal_number(kMaxDeal - kMinDeal + 1) == kMinDeal);
    CHECK(random_deal_number(0xffffffffu) >= kMinDeal);
    CHECK(random_deal_number(0xffffffffu) <= kMaxDeal);
    CHECK(random_deal_number(123456789) == random_deal_number(123456789));
}

TEST_CASE("the info fields give the score the rules define, the stock left to deal and every pile's name") {
    // Klondike scores casino dollars: the 52 staked, 3 back per card home; one pass through the stock.
    Session k(DealId{&ruleset("klondike"), 7, kDealAlgorithm});
    JsonObject o;
    info_fields(o, k, false);
    const std::string j = o.str();
    const int stock_cards = k.state().size(stock());
    for (const std::string field :
         {std::string("\"score\":-52,\"scoreText\":\"-$52\""),
          "\"stockCards\":" + std::to_string(stock_cards) + ",\"stockText\":\"" +
              std::to_string(stock_cards) + " cards, no redeal left\",\"redealsLeft\":0",
          std::string("\"s\":\"Stock\""), std::string("\"w\":\"Waste\""), std::string("\"c2\":\"Holdout 2\""),
          std::string("\"f4\":\"Foundation 4\""), std::string("\"t7\":\"Tableau 7\"")})
        CHECK_MESSAGE(j.find(field) != std::string::npos, field << " in " << j);
    CHECK(j.find("\"r\":") == std::string::npos); // Klondike has no reserve
    CHECK(j.find("\"pileGroups\":{\"f\":\"Foundations\",\"c\":\"Holdouts\"}") != std::string::npos);
    CHECK(pile_group_words(ruleset("klondike-familiar"), PileKind::Cell).empty()); // no holdouts

    // Gargantua: one redeal; cards-home scoring. Falling Star: a discard and a reserve.
    Session g(DealId{&ruleset("gargantua"), 7, kDealAlgorithm});
    CHECK(score_words(g.spec(), g.state()) == "0/104 home");
    CHECK(stock_words(g.spec(), g.state()).ends_with("cards, 1 redeal left"));
    CHECK(stock_words(ruleset("klondike-familiar"),
                      Session(DealId{&ruleset("klondike-familiar"), 7, 1}).state())
              .ends_with("cards, redeals unlimited"));
    Session f(DealId{&ruleset("falling-star", "std"), 7, kDealAlgorithm});
    JsonObject fo;
    info_fields(fo, f, false);
    CHECK(fo.str().find("\"w\":\"Discard\",\"r\":\"Reserve\"") != std::string::npos);
    CHECK(stock_words(ruleset("fortress"), Session(DealId{&ruleset("fortress"), 7, 1}).state()).empty());
}

TEST_CASE("the statistics panel lists the games played in the registry's order, with the win rate") {
    Stats s;
    s.played("fortress:std");
    s.played("klondike-familiar:std");
    s.won("klondike-familiar:std", 52, 110, 250'000);
    s.played("klondike-familiar:std");
    const std::string v = stats_view_json(s);
    CHECK(v.find("klondike-familiar:std") < v.find("fortress:std"));
    CHECK(v.find("\"name\":\"Klondike Familiar\"") != std::string::npos);
    CHECK(v.find("\"played\":2,\"won\":1,\"winRate\":50") != std::string::npos);
    CHECK(v.find("\"fastestMs\":250000") != std::string::npos);
    CHECK(stats_view_json(Stats()) == "[]");
}
