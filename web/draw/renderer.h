// Drawing primitives for the table in device pixels: the felt, cards, slot and highlight markers, shadows.
#pragma once

#include "draw/textures.h"

#include <SDL.h>

namespace patience::web {

class Renderer {
  public:
    explicit Renderer(SDL_Renderer* renderer) : r_(renderer) {}
    SDL_Renderer* sdl() const { return r_; }

    void felt(int w, int h);
    // The felt's colours (the player's table colour), 0xRRGGBB: its light centre and darker corners.
    void set_felt(unsigned centre, unsigned edge);
    void card(const CardArt& art, Card card, const SDL_Rect& dst);
    void marker(const CardArt& art, Marker m, const SDL_Rect& dst, Uint8 alpha = 255);
    // A soft card-shaped shadow under `dst`, `lift` pixels below it (bigger for cards in the air).
    void shadow(const CardArt& art, const SDL_Rect& dst, int lift, Uint8 alpha);
    void present() { SDL_RenderPresent(r_); }

  private:
    SDL_Renderer* r_;
    SDL_Color felt_centre_{0x2c, 0x7a, 0x4b, 0xff};
    SDL_Color felt_edge_{0x13, 0x4a, 0x2b, 0xff};
};

} // namespace patience::web
