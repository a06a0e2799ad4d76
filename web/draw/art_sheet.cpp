// Cutting the sheet: its <defs>, then one line per cell, '<g transform="translate(X Y)">...</g>', with X and
// Y whole multiples of the cell size (the contract written down in assets/make_cards.py).
#include "draw/art_sheet.h"

#include "text/number.h"

namespace patience::web {

namespace {
constexpr std::string_view kCellOpen = "<g transform=\"translate(";
} // namespace

bool ArtSheet::read(std::string_view svg) {
    defs_.clear();
    cells_.assign(kColumns * kRows, {});
    error_.clear();
    const auto fail = [this](std::string why) {
        cells_.clear();
        error_ = "card art: " + std::move(why);
        return false;
    };
    if (svg.find("<svg") == std::string_view::npos) return fail("not an SVG document");
    const std::size_t defs_at = svg.find("<defs>");
    if (defs_at != std::string_view::npos) {
        const std::size_t end = svg.find("</defs>", defs_at);
        if (end == std::string_view::npos) return fail("unclosed <defs>");
        defs_ = svg.substr(defs_at, end + 7 - defs_at);
    }
    int found = 0;
    for (std::size_t at = svg.find(kCellOpen); at != std::string_view::npos;
         at = svg.find(kCellOpen, at + 1)) {
        // "X Y)\">": two whole numbers and one space between them.
        const std::size_t from = at + kCellOpen.size(), close = svg.find(")\">", from);
        const std::string_view place = svg.substr(from, close == std::string_view::npos ? 0 : close - from);
        const std::size_t space = place.find(' ');
        const auto x = parse_whole(place.substr(0, space));
        const auto y = space == std::string_view::npos ? std::nullopt : parse_whole(place.substr(space + 1));
        if (!x || !y) return fail("a cell without its place");
        constexpr std::uint64_t kWidth = kColumns * kCellUnits, kHeight = kRows * kCellUnitsHigh;
        if (*x % kCellUnits || *y % kCellUnitsHigh || *x >= kWidth || *y >= kHeight)
            return fail("a cell off the grid");
        // The cell's body runs to the end of its line: cells are one line each.
        const std::size_t body = close + 3;
        const std::size_t line_end = svg.find('\n', body);
        if (line_end == std::string_view::npos || svg.substr(line_end - 4, 4) != "</g>")
            return fail("a cell that does not end its line");
        cells_[static_cast<std::size_t>(*y / kCellUnitsHigh * kColumns + *x / kCellUnits)] =
            std::string(svg.substr(body, line_end - 4 - body));
        ++found;
    }
    if (found == 0) return fail("no cells");
    return true;
}

std::string ArtSheet::cell_svg(int column, int row, int w, int h) const {
    if (column < 0 || row < 0 || column >= kColumns || row >= kRows || cells_.empty()) return {};
    const std::string& body = cells_[static_cast<std::size_t>(row * kColumns + column)];
    if (body.empty()) return {};
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(w) +
                      "\" height=\"" + std::to_string(h) + "\" viewBox=\"0 0 " + std::to_string(kCellUnits) +
                      ' ' + std::to_string(kCellUnitsHigh) + "\" preserveAspectRatio=\"none\">";
    out.reserve(out.size() + defs_.size() + body.size() + 16);
    out += defs_;
    out += "<g>";
    out += body;
    out += "</g></svg>";
    return out;
}

} // namespace patience::web
