// The card art as one texture: the project's sheet (assets/cards.svg, 13 x 5 cells) rasterised by SDL2_image
// at exactly the device-pixel card size, one cell at a time: the cells the table shows first, the rest when
// the page is idle.
#pragma once

#include "draw/art_sheet.h"
#include "rules/cards.h"

#include <SDL.h>

#include <array>
#include <span>
#include <string>

namespace patience::web {

// Cells of the sheet besides the 52 faces (row 4 of assets/cards.svg).
enum class Marker { Back, Slot, Target, Hint };

class CardArt {
  public:
    static constexpr int kCells = ArtSheet::kColumns * ArtSheet::kRows;

    CardArt() = default;
    CardArt(const CardArt&) = delete;
    CardArt& operator=(const CardArt&) = delete;
    ~CardArt();

    // A new sheet (the SVG text): every cell is rasterised anew from it. False when it cannot be read.
    bool set_sheet(std::string_view svg);
    bool has_sheet() const { return !sheet_.empty(); }

    // Makes the texture for cards of card_w x card_h device pixels when its size differs (the old one goes),
    // and rasterises the listed cells that are not there yet. False on failure (`error()`).
    bool ensure(SDL_Renderer* renderer, int card_w, int card_h, std::span<const int> cells);
    // Rasterises at most `count` cells not yet there; true while some are left.
    bool fill(SDL_Renderer* renderer, int count);
    bool matches(int card_w, int card_h) const;
    // Forgets the texture (the renderer that owned it is going away).
    void drop();

    SDL_Texture* texture() const { return texture_; }
    static int cell_of(Card card); // a face, or the back for a face-down card
    static int cell_of(Marker m);
    SDL_Rect face(Card card) const { return rect(cell_of(card)); }
    SDL_Rect marker(Marker m) const { return rect(cell_of(m)); }
    const std::string& error() const { return error_; }

  private:
    SDL_Rect rect(int cell) const {
        return {cell % ArtSheet::kColumns * cell_w_, cell / ArtSheet::kColumns * cell_h_, cell_w_, cell_h_};
    }
    bool rasterise(int cell);

    ArtSheet sheet_;
    SDL_Renderer* renderer_ = nullptr;
    SDL_Texture* texture_ = nullptr;
    int cell_w_ = 0, cell_h_ = 0;
    std::array<bool, kCells> done_{}; // cells rasterised into the texture (a blank cell counts as done)
    std::string error_;
};

} // namespace patience::web
