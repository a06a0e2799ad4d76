// Browser entry point, the only file that talks to Emscripten: SDL on the page's canvas, input left to the
// shell.
#include "glue/table.h"
#include "present/faults.h"

#include <SDL.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace {

// SDL listens to mouse, touch, keys and window resizes itself and would call preventDefault on them. The
// shell owns all input (pointer events, keys, resize with devicePixelRatio) and calls the bridge, so SDL's
// listeners are removed: the browser keeps its shortcuts, and nothing runs in wasm for unused events.
void remove_sdl_listeners() {
    const char* canvas = "#canvas";
    emscripten_set_mousemove_callback(canvas, nullptr, 0, nullptr);
    emscripten_set_mousedown_callback(canvas, nullptr, 0, nullptr);
    emscripten_set_mouseup_callback(EMSCRIPTEN_EVENT_TARGET_DOCUMENT, nullptr, 0, nullptr);
    emscripten_set_mouseenter_callback(canvas, nullptr, 0, nullptr);
    emscripten_set_mouseleave_callback(canvas, nullptr, 0, nullptr);
    emscripten_set_wheel_callback(canvas, nullptr, 0, nullptr);
    emscripten_set_focus_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, 0, nullptr);
    emscripten_set_blur_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, 0, nullptr);
    emscripten_set_touchstart_callback(canvas, nullptr, 0, nullptr);
    emscripten_set_touchend_callback(canvas, nullptr, 0, nullptr);
    emscripten_set_touchmove_callback(canvas, nullptr, 0, nullptr);
    emscripten_set_touchcancel_callback(canvas, nullptr, 0, nullptr);
    emscripten_set_pointerlockchange_callback(EMSCRIPTEN_EVENT_TARGET_DOCUMENT, nullptr, 0, nullptr);
    emscripten_set_keydown_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, 0, nullptr);
    emscripten_set_keyup_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, 0, nullptr);
    emscripten_set_keypress_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, 0, nullptr);
    emscripten_set_fullscreenchange_callback(EMSCRIPTEN_EVENT_TARGET_DOCUMENT, nullptr, 0, nullptr);
    emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, 0, nullptr);
    emscripten_set_visibilitychange_callback(nullptr, 0, nullptr);
    emscripten_set_beforeunload_callback(nullptr, nullptr);
}

} // namespace

int main() {
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear"); // the art is scaled only while a resize settles
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        patience::web::fail(SDL_GetError());
        return 0;
    }
    // Not resizable and not high-DPI: the window size is the canvas's drawing buffer in device pixels,
    // which the shell sets through pt_resize; CSS gives the canvas its size on the page.
    // Made at the canvas's size in device pixels (as the shell will give it), so the drawing buffer is not
    // made twice in a cold load, once at SDL's default size.
    double css_w = 0, css_h = 0;
    emscripten_get_element_css_size("#canvas", &css_w, &css_h);
    const double ratio = emscripten_get_device_pixel_ratio();
    const int px_w = std::max(1, static_cast<int>(std::lround(css_w * ratio)));
    const int px_h = std::max(1, static_cast<int>(std::lround(css_h * ratio)));
    SDL_Window* window = SDL_CreateWindow("Patience", 0, 0, px_w, px_h, 0);
    // WebGL when the browser has it; otherwise SDL's software renderer on a 2D canvas.
    SDL_Renderer* renderer = window ? SDL_CreateRenderer(window, -1, 0) : nullptr;
    if (!renderer) {
        patience::web::fail(
            patience::fault_text(patience::PageFault{patience::PageFault::Kind::CannotDraw, SDL_GetError()}));
        return 0;
    }
    remove_sdl_listeners();
    patience::web::start(window, renderer);
    return 0; // the runtime stays alive: the shell drives every frame from requestAnimationFrame
}
