// The painter: scene in, pixels out; card rectangles snap to device pixels and whole cards keep the exact
// raster size, so the art is copied pixel for pixel.
#include "draw/painter.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace patience::web {

namespace {
constexpr double kArtSettleMs = 150; // a resize must settle this long before the art is made anew
// Textures wider than 4096 fail on some phones: 13 cards of 315 px stay under it.
constexpr int kMaxCardPx = 4095 / 13;
} // namespace

Painter::Painter(SDL_Window* window, SDL_Renderer* renderer) : window_(window), renderer_(renderer) {
    SDL_GetWindowSize(window_, &px_w_, &px_h_); // made at the canvas's size: the first resize changes nothing
}

void Painter::resize(int px_w, int px_h, float px_per_css) {
    if (px_w < 1 || px_h < 1 || !(px_per_css > 0)) return;
    if (px_w != px_w_ || px_h != px_h_) SDL_SetWindowSize(window_, px_w, px_h); // the canvas's buffer size
    px_w_ = px_w;
    px_h_ = px_h;
    scale_ = px_per_css;
    changed_ = true;
}

bool Painter::set_art(std::string_view svg) {
    if (!art_.set_sheet(svg)) {
        SDL_Log("%s", art_.error().c_str());
        return false;
    }
    changed_ = true;
    return true;
}

void Painter::choose_art_size(float card_css, double now_ms, bool& more) {
    if (!(card_css > 0)) return;
    ArtSize want{std::max(1, static_cast<int>(std::lround(card_css * scale_))),
                 std::max(1, static_cast<int>(std::lround(card_css * kCardHeight * scale_)))};
    if (want.card_w > kMaxCardPx) { // the largest sheet there can be; drawing scales it up
        want.card_h = std::max(1, want.card_h * kMaxCardPx / want.card_w);
        want.card_w = kMaxCardPx;
    }
    if (want == art_size_) {
        since_ = -1;
        return;
    }
    if (since_ < 0) since_ = now_ms;
    if (art_size_.card_w > 0 && now_ms - since_ < kArtSettleMs) {
        more = true;
        return;
    }
    art_size_ = want;
    since_ = -1;
    changed_ = true;
}

bool Painter::fill_art() {
    constexpr int kCellsPerCall = 4; // a few milliseconds of rasterising: the page stays responsive
    return art_.fill(renderer_.sdl(), kCellsPerCall);
}

bool Painter::graphics_restored() {
    art_.drop(); // before the renderer that owns the texture goes; the next frame makes it anew
    SDL_DestroyRenderer(renderer_.sdl());
    SDL_Renderer* fresh = SDL_CreateRenderer(window_, -1, 0);
    if (!fresh) {
        SDL_Log("cannot draw again after the graphics context was lost: %s", SDL_GetError());
        return false;
    }
    renderer_ = Renderer(fresh);
    changed_ = true;
    return true;
}

SDL_Rect Painter::to_pixels(const Rect& r, float card_css) const {
    const auto at = [](float v) { return static_cast<int>(std::lround(v)); };
    const int x = at(r.x * scale_), y = at(r.y * scale_);
    // Whole cards are exactly the size the art is rasterised at, so it is copied pixel for pixel.
    const bool card = std::fabs(r.w - card_css) < 0.01f && std::fabs(r.h - card_css * kCardHeight) < 0.01f;
    return {x, y, card ? at(card_css * scale_) : at(r.w * scale_),
            card ? at(card_css * kCardHeight * scale_) : at(r.h * scale_)};
}

void Painter::paint(const Scene& scene) {
    Renderer& r = renderer_;
    r.felt(px_w_, px_h_);
    if (!scene.view || !art_.has_sheet() || art_size_.card_w == 0) {
        r.present();
        return;
    }
    const TableView& view = *scene.view;
    // Every cell this frame draws is rasterised before it is drawn: the cards, the back (shadows are its
    // silhouette) and the markers it shows (the first table needs no target or hint: it comes sooner).
    cells_.clear();
    for (const CardView& c : view.cards) cells_.push_back(CardArt::cell_of(c.card));
    for (Marker m : {Marker::Back, Marker::Slot}) cells_.push_back(CardArt::cell_of(m));
    if (!scene.targets.empty() || scene.hint_from || scene.hint_to) // a hint is drawn in the targets' look
        cells_.push_back(CardArt::cell_of(Marker::Target));
    if (std::any_of(view.piles.begin(), view.piles.end(), [](const PileView& p) { return p.emphasised; }))
        cells_.push_back(CardArt::cell_of(Marker::Hint));
    if (!art_.ensure(r.sdl(), art_size_.card_w, art_size_.card_h, cells_)) {
        SDL_Log("%s", art_.error().c_str());
        r.present();
        return;
    }
    const float cw = view.card_width;
    const auto px = [&](const Rect& rect) { return to_pixels(rect, cw); };
    // Markers go on a pile's top card, else on its outline.
    std::array<int, kPiles> top{};
    top.fill(-1);
    for (std::size_t i = 0; i < view.cards.size(); ++i)
        top[static_cast<std::size_t>(view.cards[i].pile.slot())] = static_cast<int>(i);
    const auto top_rect = [&](const PileView& p) {
        const int i = top[static_cast<std::size_t>(p.pile.slot())];
        return px(i < 0 ? p.slot : view.cards[static_cast<std::size_t>(i)].rect);
    };
    const int lift =
        std::max(1, static_cast<int>(cw * kCardHeight * scale_) / 36); // a card's height off the table

    for (const PileView& p : view.piles) r.marker(art_, Marker::Slot, px(p.slot));
    // Resting cards first, then the ones in flight, then the ones under the pointer.
    for (std::size_t i = 0; i < view.cards.size(); ++i) {
        if (scene.layer[i] != Layer::Resting) continue;
        SDL_Rect dst = px(scene.at[i]);
        if (view.cards[i].playable && scene.face[i] == view.cards[i].card) { // not while it waits to be dealt
            // The reserve's top card stands out: raised off the fan, with a shadow under it.
            dst.y -= lift;
            r.shadow(art_, dst, 2 * lift, 170);
        }
        r.card(art_, scene.face[i], dst);
    }
    for (const PileView& p : view.piles)
        if (p.emphasised) r.marker(art_, Marker::Hint, top_rect(p));
    for (PileId t : scene.targets)
        if (const PileView* p = view.find(t))
            r.marker(art_, Marker::Target, top_rect(*p), t == scene.hover ? 255 : 110);
    // A hint in the drop targets' look: the first card that moves, and where it goes.
    if (scene.hint_from)
        if (const PileView* p = view.find(*scene.hint_from)) {
            SDL_Rect at = top_rect(*p);
            for (const CardView& c : view.cards)
                if (c.pile == *scene.hint_from && c.index == scene.hint_index) at = px(c.rect);
            r.marker(art_, Marker::Target, at, 255);
        }
    if (scene.hint_to)
        if (const PileView* p = view.find(*scene.hint_to)) r.marker(art_, Marker::Target, top_rect(*p), 255);
    for (std::size_t i = 0; i < view.cards.size(); ++i) {
        if (scene.layer[i] != Layer::Flying) continue;
        const SDL_Rect dst = px(scene.at[i]);
        r.shadow(art_, dst, 2 * lift, 70);
        r.card(art_, scene.face[i], dst);
    }
    bool first = true;
    for (std::size_t i = 0; i < view.cards.size(); ++i) {
        if (scene.layer[i] != Layer::Dragged) continue;
        const SDL_Rect dst = px(scene.at[i]);
        if (std::exchange(first, false)) r.shadow(art_, dst, 3 * lift, 120);
        r.card(art_, scene.face[i], dst);
    }
    if (scene.focus) focus_ring(px(*scene.focus));
    r.present();
    ++frames_drawn_;
}

// The keyboard's focus: a bright ring with a dark rim outside the cards, seen on the felt and on any card.
void Painter::focus_ring(const SDL_Rect& around) {
    SDL_Renderer* sdl = renderer_.sdl();
    const int t = std::max(3, static_cast<int>(std::lround(4 * scale_))); // 4 CSS pixels
    const auto frame = [&](int gap, int width, Uint8 r, Uint8 g, Uint8 b) {
        const SDL_Rect o{around.x - gap - width, around.y - gap - width, around.w + 2 * (gap + width),
                         around.h + 2 * (gap + width)};
        const SDL_Rect edges[4] = {{o.x, o.y, o.w, width},
                                   {o.x, o.y + o.h - width, o.w, width},
                                   {o.x, o.y, width, o.h},
                                   {o.x + o.w - width, o.y, width, o.h}};
        SDL_SetRenderDrawColor(sdl, r, g, b, 255);
        SDL_RenderFillRects(sdl, edges, 4);
    };
    frame(t, t, 255, 214, 10);           // the ring, a gap off the cards
    frame(2 * t, t / 2 + 1, 16, 16, 16); // its dark rim, for the light cards' sake
    frame(t / 2, t / 2, 16, 16, 16);
}

} // namespace patience::web
