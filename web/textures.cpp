// Rasterises assets/cards.svg (13 x 5 cells of 250 x 350 units) with SDL2_image's nanosvg, cell-exact.
#include "textures.h"

#include <SDL_image.h>

#include <algorithm>

namespace patience::web {

namespace {

constexpr int kColumns = 13, kRows = 5;
// Textures wider than 4096 fail on some phones; 13 cells of 315 px stay under it.
constexpr int kMaxSheetWidth = 4095;

// The sheet with its root <svg> element sized to exactly `w` x `h` pixels and the viewBox stretched to
// fill it (preserveAspectRatio="none"), so every cell is an exact whole number of pixels even though
// 250:350 and the card size in pixels do not share a ratio exactly.
std::string sized_svg(const std::string& svg, int w, int h) {
    const std::size_t open = svg.find("<svg");
    const std::size_t close = open == std::string::npos ? open : svg.find('>', open);
    if (close == std::string::npos) return svg;
    std::string tag = svg.substr(open, close - open);
    for (const char* name : {" width=\"", " height=\"", " preserveAspectRatio=\""}) {
        const std::size_t at = tag.find(name);
        if (at == std::string::npos) continue;
        const std::size_t end = tag.find('"', at + std::char_traits<char>::length(name));
        if (end != std::string::npos) tag.erase(at, end + 1 - at);
    }
    tag.insert(4, " width=\"" + std::to_string(w) + "\" height=\"" + std::to_string(h) +
                      "\" preserveAspectRatio=\"none\"");
    return svg.substr(0, open) + tag + svg.substr(close);
}

} // namespace

CardArt::~CardArt() {
    if (texture_) SDL_DestroyTexture(texture_);
}

void CardArt::drop() {
    if (texture_) SDL_DestroyTexture(texture_);
    texture_ = nullptr;
    want_w_ = want_h_ = 0;
}

void CardArt::set_svg(std::string svg) {
    svg_ = std::move(svg);
    want_w_ = want_h_ = 0; // forces a new raster
}

bool CardArt::matches(int card_w, int card_h) const {
    return texture_ && want_w_ == card_w && want_h_ == card_h;
}

bool CardArt::prepare(SDL_Renderer* renderer, int card_w, int card_h) {
    if (svg_.empty() || card_w < 1 || card_h < 1) return false;
    if (matches(card_w, card_h)) return true;
    int w = card_w, h = card_h;
    if (w * kColumns > kMaxSheetWidth) {
        w = kMaxSheetWidth / kColumns;
        h = std::max(1, card_h * w / card_w);
    }
    const std::string text = sized_svg(svg_, w * kColumns, h * kRows);
    SDL_RWops* rw = SDL_RWFromConstMem(text.data(), static_cast<int>(text.size()));
    SDL_Surface* sheet = rw ? IMG_LoadSizedSVG_RW(rw, w * kColumns, h * kRows) : nullptr;
    if (rw) SDL_RWclose(rw);
    if (!sheet) {
        error_ = std::string("card art: ") + IMG_GetError();
        return false;
    }
    SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, sheet);
    SDL_FreeSurface(sheet);
    if (!texture) {
        error_ = std::string("card texture: ") + SDL_GetError();
        return false;
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    if (texture_) SDL_DestroyTexture(texture_);
    texture_ = texture;
    want_w_ = card_w;
    want_h_ = card_h;
    cell_w_ = w;
    cell_h_ = h;
    error_.clear();
    return true;
}

SDL_Rect CardArt::face(Card card) const {
    if (!card.face_up()) return marker(Marker::Back);
    return cell(card.rank() - 1, static_cast<int>(card.suit()));
}

SDL_Rect CardArt::marker(Marker m) const { return cell(static_cast<int>(m), kRows - 1); }

} // namespace patience::web
