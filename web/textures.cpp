// The sheet's pixels become one static texture; cards and markers are cells of it.
#include "textures.h"

namespace patience::web {

namespace {
constexpr int kColumns = 13, kRows = 5;
} // namespace

CardArt::~CardArt() { drop(); }

void CardArt::drop() {
    if (texture_) SDL_DestroyTexture(texture_);
    texture_ = nullptr;
    cell_w_ = cell_h_ = 0;
}

bool CardArt::matches(int card_w, int card_h) const {
    return texture_ && cell_w_ == card_w && cell_h_ == card_h;
}

bool CardArt::set_pixels(SDL_Renderer* renderer, int card_w, int card_h, const std::uint8_t* rgba) {
    if (!rgba || card_w < 1 || card_h < 1) {
        error_ = "card art: no pixels";
        return false;
    }
    const int w = card_w * kColumns, h = card_h * kRows;
    // The surface borrows the page's pixels; the texture copies them (in a format the GPU takes).
    SDL_Surface* sheet = SDL_CreateRGBSurfaceWithFormatFrom(const_cast<std::uint8_t*>(rgba), w, h, 32, w * 4,
                                                            SDL_PIXELFORMAT_RGBA32);
    SDL_Texture* texture = sheet ? SDL_CreateTextureFromSurface(renderer, sheet) : nullptr;
    if (sheet) SDL_FreeSurface(sheet);
    if (!texture) {
        error_ = std::string("card texture: ") + SDL_GetError();
        return false;
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    drop();
    texture_ = texture;
    cell_w_ = card_w;
    cell_h_ = card_h;
    error_.clear();
    return true;
}

SDL_Rect CardArt::face(Card card) const {
    if (!card.face_up()) return marker(Marker::Back);
    return cell(card.rank() - 1, static_cast<int>(card.suit()));
}

SDL_Rect CardArt::marker(Marker m) const { return cell(static_cast<int>(m), kRows - 1); }

} // namespace patience::web
