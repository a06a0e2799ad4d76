// The words the screen reader hears: the moves made since it last asked (the player's one by one, the
// automatic ones summed up), undo and redo, and what the keys did.
#pragma once

#include "play/session.h"
#include "text/messages.h"

#include <cstddef>
#include <string>

namespace patience::web {

class Announcer {
  public:
    // The language the words are said in (English until set); the catalogue must outlive the announcer.
    void set_words(const Catalogue& words) { words_ = &words; }
    // A new game on the table: nothing of the last one is left to say about its moves.
    void start(const Session& session);
    // Words of the keys' own ("Put back."), said after the moves.
    void say(std::string words) { said_ += said_.empty() ? words : " " + words; }
    // After a move, an undo or a redo: words for the move just made, or for the step through the history.
    void note_change(const Session& session, bool automatic);
    // What happened since the last call, in words; empty when there is nothing new.
    std::string take();

  private:
    const Catalogue* words_ = &english();
    std::string said_;           // the keys' words, waiting for take()
    std::string moved_;          // the player's moves' words
    std::string last_automatic_; // the last automatic move's words, and how many there were
    int automatic_ = 0;
    State noted_state_;
    std::size_t noted_made_ = 0;
};

} // namespace patience::web
