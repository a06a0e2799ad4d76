// The card sheet's contract between assets/make_cards.py and the table: every face, the back and the markers
// come out as standalone SVG documents of the asked pixel size; a sheet that breaks the contract is refused.
#include "draw/art_sheet.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

using patience::web::ArtSheet;

namespace {
std::string generated_sheet(const std::string& path = PATIENCE_CARDS_SVG) {
    std::ifstream in(path); // written by assets/make_cards.py at build time
    REQUIRE_MESSAGE(in.good(), "no generated sheet at " << path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}
} // namespace

TEST_CASE("the generated sheet cuts into a document per face, the back and each marker") {
    ArtSheet sheet;
    REQUIRE_MESSAGE(sheet.read(generated_sheet()), sheet.error());
    for (int row = 0; row < ArtSheet::kRows; ++row)
        for (int col = 0; col < ArtSheet::kColumns; ++col) {
            CAPTURE(row);
            CAPTURE(col);
            const std::string doc = sheet.cell_svg(col, row, 119, 167);
            // Rows 0-3 are the faces; row 4 holds the back and three markers, then blank cells.
            const bool drawn = row < ArtSheet::kRows - 1 || col < 4;
            CHECK(doc.empty() == !drawn);
            if (!drawn) continue;
            CHECK(doc.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"119\" height=\"167\""));
            CHECK(doc.find("viewBox=\"0 0 250 350\"") != std::string::npos);
            CHECK(doc.ends_with("</g></svg>"));
            CHECK(doc.find("translate(") == std::string::npos); // the cell's own place on the sheet is gone
        }
    // Gradients defined once for the sheet reach the cells that use them.
    CHECK(sheet.cell_svg(0, 4, 60, 84).find("<defs>") != std::string::npos);
}

TEST_CASE("every variant sheet the settings offer keeps the contract: all faces, the back, the markers") {
    int sheets = 0;
    for (const auto& entry : std::filesystem::directory_iterator(PATIENCE_CARD_SHEETS)) {
        if (entry.path().extension() != ".svg") continue;
        CAPTURE(entry.path().filename().string());
        ++sheets;
        ArtSheet sheet;
        REQUIRE_MESSAGE(sheet.read(generated_sheet(entry.path().string())), sheet.error());
        for (int row = 0; row < ArtSheet::kRows; ++row)
            for (int col = 0; col < (row < ArtSheet::kRows - 1 ? ArtSheet::kColumns : 4); ++col)
                CHECK_FALSE(sheet.cell_svg(col, row, 60, 84).empty());
    }
    // Eight faces (two or four colours, usual or large indices, usual or high contrast) times three backs,
    // for each set of court letters the languages print.
    CHECK(sheets == 24 * PATIENCE_CARD_LETTER_SETS);
}

TEST_CASE("a sheet that breaks the contract is refused with a reason, and nothing is drawn from it") {
    ArtSheet sheet;
    CHECK_FALSE(sheet.read("not svg at all"));
    CHECK(sheet.error().find("not an SVG") != std::string::npos);
    CHECK(sheet.cell_svg(0, 0, 10, 14).empty());
    CHECK_FALSE(sheet.read("<svg><g transform=\"translate(3250 0)\"><path/></g>\n</svg>"));
    CHECK(sheet.error().find("off the grid") != std::string::npos);
    CHECK_FALSE(sheet.read("<svg><g transform=\"translate(0 0)\"><path/></g></svg>"));
    CHECK(sheet.error().find("end its line") != std::string::npos);
    CHECK_FALSE(sheet.read("<svg></svg>"));
    CHECK(sheet.read("<svg><g transform=\"translate(250 350)\"><path d=\"M0 0\"/></g>\n</svg>"));
    CHECK(sheet.cell_svg(1, 1, 25, 35).find("<path d=\"M0 0\"/>") != std::string::npos);
    CHECK(sheet.cell_svg(0, 0, 25, 35).empty());
}
