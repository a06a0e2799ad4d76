// The cascade that celebrates a win: the cards leave the foundations one after another, bounce along the
// bottom of the table and fly off its sides; then they are back at rest on the foundations.
#pragma once

#include "present/view.h"

#include <optional>
#include <vector>

namespace patience::web {

class Celebration {
  public:
    // The won table as laid out, the canvas in CSS pixels.
    void start(const TableView& view, float css_w, float css_h);
    void stop() { flights_.clear(); }
    // Advances to `now` (the first call fixes the start time); false once every card has flown off.
    bool tick(double now_ms);
    bool active() const { return !flights_.empty(); }
    // Where card `i` of the view is drawn now: nowhere (off the table) once it has flown.
    std::optional<Rect> rect(std::size_t i) const;
    bool gone(std::size_t i) const;

  private:
    struct Flight {
        std::size_t card;
        Rect from;
        float vx = 0, vy = 0; // CSS pixels per ms
        double delay = 0;     // ms after the start
    };
    std::vector<Flight> flights_;
    std::vector<int> of_card_; // view card -> flight, -1 when it stays
    float w_ = 0, h_ = 0;
    double start_ = -1, t_ = 0;
};

} // namespace patience::web
