// A game's table in miniature, for the game chooser: the position laid out by the table's own layout
// (view.h) and drawn as an SVG picture, so a player sees what a game looks like before choosing it.
#pragma once

#include "rules/spec.h"
#include "rules/state.h"

#include <string>

namespace patience {

// The canvas the miniatures are laid out on (CSS pixels): the table's on a 1280 x 800 screen, so that each
// game shows the arrangement a desktop shows.
inline constexpr float kMiniatureWidth = 1280;
inline constexpr float kMiniatureHeight = 708;

// An SVG document of `state` laid out on a `width` x `height` canvas: the felt, each pile's outline, and each
// card the table shows (a squared pile's top card only) as a back or as a face marked with its suit in its
// colour, at its corner that a fan leaves in view. Its viewBox is the canvas's width and as much of its
// height as the piles and cards reach, with the layout's margin below them: the room the table keeps for long
// fans is left out.
std::string miniature_svg(const Spec& spec, const State& state, float width = kMiniatureWidth,
                          float height = kMiniatureHeight);

} // namespace patience
