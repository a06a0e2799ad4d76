// The card art as one texture: the project's sheet (assets/cards.svg, 13 x 5 cells), rasterised by the page
// at exactly the device-pixel card size and handed over as pixels.
#pragma once

#include "cards.h"

#include <SDL.h>

#include <cstdint>
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

    // Makes the texture from the sheet's pixels: RGBA, 13 x 5 cells of card_w x card_h. False on failure.
    bool set_pixels(SDL_Renderer* renderer, int card_w, int card_h, const std::uint8_t* rgba);
    bool matches(int card_w, int card_h) const;
    // Forgets the texture (the renderer that owned it is going away).
    void drop();

    SDL_Texture* texture() const { return texture_; }
    SDL_Rect face(Card card) const;
    SDL_Rect marker(Marker m) const;
    const std::string& error() const { return error_; }

  private:
    SDL_Rect cell(int col, int row) const { return {col * cell_w_, row * cell_h_, cell_w_, cell_h_}; }

    SDL_Texture* texture_ = nullptr;
    int cell_w_ = 0, cell_h_ = 0;
    std::string error_;
};

} // namespace patience::web
