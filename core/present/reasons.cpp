// The words for a refused move and the status line (reasons.h), from the rules' codes and predicates.
#include "present/reasons.h"

#include "present/faults.h"
#include "present/words.h"

#include <string>

namespace patience {

namespace {

std::string build_rule_text(const Spec& spec, const Catalogue& words) {
    std::string id;
    switch (spec.build) {
    case Build::DownAlternateColour: id = "rule.build.down_alternate_colour"; break;
    case Build::DownAnySuitButOwn: id = "rule.build.down_any_suit_but_own"; break;
    case Build::UpOrDownSameSuit: id = "rule.build.up_or_down_same_suit"; break;
    }
    return words.format(spec.build_wrap ? id + "_wrap" : id);
}

std::string foundation_rule_text(const Spec& spec, const Catalogue& words) {
    const std::string id = spec.foundation_build == FoundationBuild::UpSameSuit
                               ? "rule.foundation.up_in_suit"
                               : "rule.foundation.up_alternate_colour";
    return words.format(spec.foundation_wrap ? id + "_wrap" : id);
}

// The message id of a reason that needs no argument; empty for those that do.
std::string_view plain_reason_id(Reason r) {
    switch (r) {
    case Reason::Won: return "reason.won";
    case Reason::NoStock: return "reason.no_stock";
    case Reason::StockEmpty: return "reason.stock_empty";
    case Reason::FillFirst: return "reason.fill_first";
    case Reason::StockLocked: return "reason.stock_locked";
    case Reason::SecondPassWasteNotEmpty: return "reason.second_pass_waste_not_empty";
    case Reason::NoRedeal: return "reason.no_redeal";
    case Reason::NoRedealsLeft: return "reason.no_redeals_left";
    case Reason::StockNotEmpty: return "reason.stock_not_empty";
    case Reason::NothingToRedeal: return "reason.nothing_to_redeal";
    case Reason::NoSuchPile: return "reason.no_such_pile";
    case Reason::FromFoundation: return "reason.from_foundation";
    case Reason::SourceEmpty: return "reason.source_empty";
    case Reason::NotEnoughCards: return "reason.not_enough_cards";
    case Reason::ToStockOrWaste: return "reason.to_stock_or_waste";
    case Reason::ToReserve: return "reason.to_reserve";
    case Reason::StockFaceDown: return "reason.stock_face_down";
    case Reason::OneCardOnly: return "reason.one_card_only";
    case Reason::ReserveToFoundationsOnly: return "reason.reserve_to_foundations_only";
    case Reason::FaceDownCards: return "reason.face_down_cards";
    case Reason::TopCardOnly: return "reason.top_card_only";
    case Reason::WholeFaceUpPartOnly: return "reason.whole_face_up_part_only";
    case Reason::TopOrWholeOnly: return "reason.top_or_whole_only";
    case Reason::RunNeedsEmptyPile: return "reason.run_needs_empty_pile";
    case Reason::FoundationFull: return "reason.foundation_full";
    case Reason::CellOccupied: return "reason.cell_occupied";
    case Reason::CellSource: return "reason.cell_source";
    case Reason::EmptyPileStockOrDiscard: return "reason.empty_pile_stock_or_discard";
    case Reason::EmptyPileWasteOnly: return "reason.empty_pile_waste_only";
    case Reason::EmptyPileAutomatic: return "reason.empty_pile_automatic";
    case Reason::EmptyPileKing: return "reason.empty_pile_king";
    default: return {};
    }
}

} // namespace

std::string reason_text(const Spec& spec, const State& s, Reason r, const Catalogue& words) {
    switch (r) {
    case Reason::Ok: return {};
    case Reason::ChooseBaseFirst: return words.format("reason.choose_base_first", {{"n", kBaseChoices}});
    case Reason::ChoiceCardsOnly: return words.format("reason.choice_cards_only", {{"n", kBaseChoices}});
    case Reason::NotARun: return words.format("reason.not_a_run", {{"rule", build_rule_text(spec, words)}});
    case Reason::TableauBuild:
        return words.format("reason.tableau_build", {{"rule", build_rule_text(spec, words)}});
    case Reason::FoundationSequence:
        return words.format("reason.foundation_sequence", {{"rule", foundation_rule_text(spec, words)}});
    case Reason::FoundationRank: return words.format("reason.foundation_rank." + std::to_string(s.base_rank));
    default: break;
    }
    const std::string_view id = plain_reason_id(r);
    return words.format(id.empty() ? "reason.illegal" : id);
}

std::string why_illegal(const Spec& spec, const State& s, const Move& m, const Catalogue& words) {
    return reason_text(spec, s, check_move(spec, s, m), words);
}

std::string refusal_text(const Spec& spec, const State& s, const Refusal& refusal, const Catalogue& words) {
    return refusal.not_a_move ? fault_text(*refusal.not_a_move, words)
                              : reason_text(spec, s, refusal.reason, words);
}

std::string status_text(const Spec& spec, const State& s, const Catalogue& words) {
    if (is_won(spec, s)) return words.format("status.won");
    if (is_over(spec, s)) return words.format("status.over");
    if (spec.base == BaseCard::ChosenFromFour && s.base_rank == 0)
        return words.format("status.choose_base", {{"n", kBaseChoices}});
    if (spec.base == BaseCard::FirstPlayed && s.base_rank == 0)
        return words.format("status.first_played_base");
    if (fill_pending(spec, s)) return words.format("status.fill_pending");
    if (s.stock_locked) return words.format("status.stock_locked");
    if (spec.second_pass_turns_only_when_waste_empty && s.redeals_used > 0)
        return words.format("status.second_pass");
    if (spec.base != BaseCard::Ace && s.base_rank != 0)
        return words.format("status.base." + std::to_string(s.base_rank));
    return {};
}

} // namespace patience
