// Browser entry point, the only file that talks to Emscripten: SDL on the page's canvas, input left to the
// shell.
#include "table.h"

#include <SDL.h>
#include <emscripten/html5.h>

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
    SDL_Window* window = SDL_CreateWindow("Patience", 0, 0, 300, 150, 0);
    // WebGL when the browser has it; otherwise SDL's software renderer on a 2D canvas.
    SDL_Renderer* renderer = window ? SDL_CreateRenderer(window, -1, 0) : nullptr;
    if (!renderer) {
        patience::web::fail(std::string("this browser cannot draw the table: ") + SDL_GetError());
        return 0;
    }
    remove_sdl_listeners();
    patience::web::start(window, renderer);
    return 0; // the runtime stays alive: the shell drives every frame from requestAnimationFrame
}
