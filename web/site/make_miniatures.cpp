// Draws the game chooser's miniatures at build time: for every ruleset, deal 1 laid out as the table lays it
// out (core/present/miniature.h), written to <folder>/<game>.<ruleset>.svg. Built for node with its file
// system (the web build runs it), so the page pays nothing for them until the chooser opens.
#include "games/registry.h"
#include "present/miniature.h"
#include "rules/deal.h"

#include <cstdio>
#include <string>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: make_miniatures <folder>\n");
        return 64;
    }
    for (const patience::Spec* spec : patience::all_rulesets()) {
        const std::string path =
            std::string(argv[1]) + "/" + std::string(spec->id) + "." + std::string(spec->ruleset) + ".svg";
        const std::string svg = patience::miniature_svg(*spec, patience::deal(*spec, 1));
        std::FILE* f = std::fopen(path.c_str(), "wb");
        if (!f || std::fwrite(svg.data(), 1, svg.size(), f) != svg.size() || std::fclose(f) != 0) {
            std::fprintf(stderr, "make_miniatures: cannot write %s\n", path.c_str());
            return 1;
        }
    }
    return 0;
}
