// The card art: the project's SVG sheet rasterised at exactly the device-pixel card size, one texture.
#pragma once

#include "cards.h"

#include <SDL.h>

#include <string>

namespace patience::web {

// Cells of the sheet besides the 52 faces (row 4 of assets/cards.svg).
enum class Marker { Back, Slot, Target, Hint };

class CardArt {
  public:
    CardArt() = default;
    CardArt(const CardArt&) = delete;
    CardArt& operator=(const CardArt&) = delete;
    ~CardArt();

    void set_svg(std::string svg);
    bool has_svg() const { return !svg_.empty(); }

    // Makes the texture hold cards of `card_w` x `card_h` pixels (smaller when that would pass the sheet
    // size cap; the renderer then scales up). Does nothing when it already does. False on failure.
    bool prepare(SDL_Renderer* renderer, int card_w, int card_h);
    bool matches(int card_w, int card_h) const;

    // Forgets the texture (the renderer that owned it is going away); the next prepare() rasterises anew.
    void drop();

    SDL_Texture* texture() const { return texture_; }
    SDL_Rect face(Card card) const;
    SDL_Rect marker(Marker m) const;
    const std::string& error() const { return error_; }

  private:
    SDL_Rect cell(int col, int row) const { return {col * cell_w_, row * cell_h_, cell_w_, cell_h_}; }

    std::string svg_;
    SDL_Texture* texture_ = nullptr;
    int want_w_ = 0, want_h_ = 0; // requested card size of the current texture
    int cell_w_ = 0, cell_h_ = 0; // rasterised card size
    std::string error_;
};

} // namespace patience::web
