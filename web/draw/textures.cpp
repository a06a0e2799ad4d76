// Each cell is its own small SVG document (art_sheet.h), rasterised by SDL2_image's nanosvg at exactly the
// cell's pixel size and copied into its place in the one texture the painter draws from.
#include "draw/textures.h"

#include <SDL_image.h>

#include <algorithm>

namespace patience::web {

CardArt::~CardArt() { drop(); }

void CardArt::drop() {
    if (texture_) SDL_DestroyTexture(texture_);
    texture_ = nullptr;
    renderer_ = nullptr;
    cell_w_ = cell_h_ = 0;
    done_.fill(false);
}

bool CardArt::set_sheet(std::string_view svg) {
    ArtSheet next;
    if (!next.read(svg)) {
        error_ = next.error();
        return false;
    }
    sheet_ = std::move(next);
    done_.fill(false); // the texture keeps its size; its cells are drawn again from the new sheet
    return true;
}

bool CardArt::matches(int card_w, int card_h) const {
    return texture_ && cell_w_ == card_w && cell_h_ == card_h;
}

int CardArt::cell_of(Card card) {
    if (!card.face_up()) return cell_of(Marker::Back);
    return static_cast<int>(card.suit()) * ArtSheet::kColumns + card.rank() - 1;
}

int CardArt::cell_of(Marker m) { return (ArtSheet::kRows - 1) * ArtSheet::kColumns + static_cast<int>(m); }

bool CardArt::ensure(SDL_Renderer* renderer, int card_w, int card_h, std::span<const int> cells) {
    if (sheet_.empty() || card_w < 1 || card_h < 1) return false;
    if (!matches(card_w, card_h) || renderer_ != renderer) {
        SDL_Texture* t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC,
                                           card_w * ArtSheet::kColumns, card_h * ArtSheet::kRows);
        if (!t) {
            error_ = std::string("card texture: ") + SDL_GetError();
            return false;
        }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
        drop();
        texture_ = t;
        renderer_ = renderer;
        cell_w_ = card_w;
        cell_h_ = card_h;
    }
    for (int cell : cells)
        if (cell >= 0 && cell < kCells && !done_[static_cast<std::size_t>(cell)] && !rasterise(cell))
            return false;
    return true;
}

bool CardArt::fill(SDL_Renderer* renderer, int count) {
    if (!texture_ || renderer != renderer_) return false;
    for (int cell = 0; cell < kCells && count > 0; ++cell) {
        if (done_[static_cast<std::size_t>(cell)]) continue;
        if (!rasterise(cell)) return false;
        --count;
    }
    return std::find(done_.begin(), done_.end(), false) != done_.end();
}

bool CardArt::rasterise(int cell) {
    done_[static_cast<std::size_t>(cell)] = true;
    const std::string svg =
        sheet_.cell_svg(cell % ArtSheet::kColumns, cell / ArtSheet::kColumns, cell_w_, cell_h_);
    if (svg.empty()) return true; // a blank cell: nothing is ever drawn from it
    SDL_RWops* rw = SDL_RWFromConstMem(svg.data(), static_cast<int>(svg.size()));
    SDL_Surface* raster = rw ? IMG_LoadSizedSVG_RW(rw, cell_w_, cell_h_) : nullptr;
    if (rw) SDL_RWclose(rw);
    SDL_Surface* rgba = raster ? SDL_ConvertSurfaceFormat(raster, SDL_PIXELFORMAT_RGBA32, 0) : nullptr;
    if (raster) SDL_FreeSurface(raster);
    if (!rgba) {
        error_ = std::string("card art: ") + IMG_GetError();
        done_[static_cast<std::size_t>(cell)] = false;
        return false;
    }
    SDL_Rect dst = rect(cell);
    dst.w = std::min(dst.w, rgba->w);
    dst.h = std::min(dst.h, rgba->h);
    const bool ok = SDL_UpdateTexture(texture_, &dst, rgba->pixels, rgba->pitch) == 0;
    SDL_FreeSurface(rgba);
    if (!ok) {
        error_ = std::string("card texture: ") + SDL_GetError();
        done_[static_cast<std::size_t>(cell)] = false;
    }
    return ok;
}

} // namespace patience::web
