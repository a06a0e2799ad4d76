// The card sheet (assets/cards.svg) cut into one small SVG document per cell, so the table rasterises only
// the cards it shows (a whole sheet costs a tenth of a second and more; one card, milliseconds). Pure C++:
// the slicing follows the sheet's contract in assets/make_cards.py and is tested without a browser.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace patience::web {

class ArtSheet {
  public:
    static constexpr int kColumns = 13, kRows = 5; // 13 ranks x 4 suits, then the back and the markers
    static constexpr int kCellUnits = 250, kCellUnitsHigh = 350;

    // Reads the sheet; false (and `error()` says why) when it does not follow the contract.
    bool read(std::string_view svg);
    bool empty() const { return cells_.empty(); }
    const std::string& error() const { return error_; }

    // One cell as a standalone SVG document of exactly `w` x `h` pixels (the cell stretched to fill it, so
    // the raster is a whole number of pixels in both directions); empty for a cell the sheet leaves blank.
    std::string cell_svg(int column, int row, int w, int h) const;

  private:
    std::string defs_;               // the sheet's <defs>, which every cell may refer to
    std::vector<std::string> cells_; // row-major, kColumns x kRows; "" for a blank cell
    std::string error_;
};

} // namespace patience::web
