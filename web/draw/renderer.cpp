// The felt is a vertex-coloured gradient in the player's table colour; shadows are the card back's silhouette
// tinted black.
#include "draw/renderer.h"

#include <algorithm>

namespace patience::web {

namespace {
SDL_Color rgb(unsigned c) {
    return {static_cast<Uint8>(c >> 16 & 0xff), static_cast<Uint8>(c >> 8 & 0xff),
            static_cast<Uint8>(c & 0xff), 0xff};
}
} // namespace

void Renderer::set_felt(unsigned centre, unsigned edge) {
    felt_centre_ = rgb(centre);
    felt_edge_ = rgb(edge);
}

void Renderer::felt(int w, int h) {
    SDL_SetRenderDrawColor(r_, felt_edge_.r, felt_edge_.g, felt_edge_.b, 0xff);
    SDL_RenderClear(r_);
    // A light centre fading to darker corners: four triangles around the middle.
    const float fw = static_cast<float>(w), fh = static_cast<float>(h);
    const SDL_Vertex v[5] = {
        {{fw * 0.5f, fh * 0.45f}, felt_centre_, {0, 0}},
        {{0, 0}, felt_edge_, {0, 0}},
        {{fw, 0}, felt_edge_, {0, 0}},
        {{fw, fh}, felt_edge_, {0, 0}},
        {{0, fh}, felt_edge_, {0, 0}},
    };
    const int indices[12] = {0, 1, 2, 0, 2, 3, 0, 3, 4, 0, 4, 1};
    SDL_RenderGeometry(r_, nullptr, v, 5, indices, 12);
}

void Renderer::card(const CardArt& art, Card c, const SDL_Rect& dst) {
    const SDL_Rect src = art.face(c);
    SDL_RenderCopy(r_, art.texture(), &src, &dst);
}

void Renderer::marker(const CardArt& art, Marker m, const SDL_Rect& dst, Uint8 alpha) {
    const SDL_Rect src = art.marker(m);
    SDL_SetTextureAlphaMod(art.texture(), alpha);
    SDL_RenderCopy(r_, art.texture(), &src, &dst);
    SDL_SetTextureAlphaMod(art.texture(), 255);
}

void Renderer::shadow(const CardArt& art, const SDL_Rect& dst, int lift, Uint8 alpha) {
    SDL_Texture* t = art.texture();
    const SDL_Rect src = art.marker(Marker::Back);
    SDL_SetTextureColorMod(t, 0, 0, 0);
    // Three silhouettes, each a little larger and fainter: a cheap blur.
    const int spread = std::max(1, lift / 2);
    for (int k = 0; k < 3; ++k) {
        const int grow = spread * k / 2;
        const SDL_Rect s{dst.x - grow, dst.y + lift - grow, dst.w + 2 * grow, dst.h + 2 * grow};
        SDL_SetTextureAlphaMod(t, static_cast<Uint8>(alpha / (k + 2)));
        SDL_RenderCopy(r_, t, &src, &s);
    }
    SDL_SetTextureColorMod(t, 255, 255, 255);
    SDL_SetTextureAlphaMod(t, 255);
}

} // namespace patience::web
