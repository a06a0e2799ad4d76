// Draws a scene with SDL2 in device pixels: the felt, the empty piles' outlines, the cards where the scene
// says they are, drop-target and emphasis markers, shadows under cards in the air. The card art is the
// page's SVG sheet, rasterised by SDL2_image at exactly the device-pixel card size (textures.h).
#pragma once

#include "draw/renderer.h"
#include "draw/textures.h"
#include "table/scene.h"

#include <SDL.h>

#include <string_view>
#include <utility>
#include <vector>

namespace patience::web {

struct ArtSize {
    int card_w = 0, card_h = 0; // device pixels of one card; the sheet is 13 x 5 of them
    friend bool operator==(ArtSize, ArtSize) = default;
};

class Painter {
  public:
    Painter(SDL_Window* window, SDL_Renderer* renderer);

    // The canvas's drawing buffer in device pixels, and device pixels per CSS pixel.
    void resize(int px_w, int px_h, float px_per_css);

    // The card sheet (SVG text); false when it cannot be read. The cells a frame shows are rasterised for
    // it; the rest by fill_art().
    bool set_art(std::string_view svg);
    // The size to rasterise the art at for cards `card_css` wide: at once when there is no art yet, else
    // once a change of size has settled (a resize in progress draws the old art scaled). `more` is set
    // while a settle is awaited.
    void choose_art_size(float card_css, double now_ms, bool& more);
    // Rasterises a few cells no frame has needed yet (the page calls it when idle); true while some are left.
    bool fill_art();

    // The browser took the GPU context away and gave it back (phones do this to background tabs): the
    // renderer is made anew and the art is asked for again. False if that fails.
    bool graphics_restored();

    // The felt's colours, 0xRRGGBB (the player's table colour); the next frame shows them.
    void set_felt(unsigned centre, unsigned edge) {
        renderer_.set_felt(centre, edge);
        changed_ = true;
    }

    void paint(const Scene& scene);
    bool take_changed() { return std::exchange(changed_, false); }
    int frames_drawn() const { return frames_drawn_; } // frames that showed the cards

  private:
    SDL_Rect to_pixels(const Rect& r, float card_css) const;
    void focus_ring(const SDL_Rect& around);

    SDL_Window* window_;
    Renderer renderer_;
    CardArt art_;
    int px_w_ = 0, px_h_ = 0;
    float scale_ = 1;        // device pixels per CSS pixel
    ArtSize art_size_;       // the size the art is rasterised at
    double since_ = -1;      // when the card size last changed away from the art's
    std::vector<int> cells_; // the art cells of the frame being painted (kept to reuse its memory)
    bool changed_ = true;
    int frames_drawn_ = 0;
};

} // namespace patience::web
