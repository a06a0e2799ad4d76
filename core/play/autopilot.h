// The moves the table makes by itself after the player's: the optional safe autoplay and the Finish. Each
// joins the player's action before it in the history, so one undo takes it back with that action. The
// table decides when the next one is played (after the glide before it); this decides which one, and how
// it joins the history.
#pragma once

#include "play/session.h"

#include <deque>

namespace patience {

class Autopilot {
  public:
    // Optional autoplay: after each move of the player's, safe moves to the foundations (assist.h).
    void set_autoplay(bool on);
    bool autoplay() const { return autoplay_; }

    // A move of the player's; an empty Refusal when it was legal and played. A finish under way stops for
    // it, and with autoplay on the safe moves home will follow it.
    Refusal play(Session& session, const Move& move);
    // Finish: every remaining card home. The click is the player's action: its first move is played now
    // as the player's, so one undo takes back the whole finish and nothing before it; the rest follow from
    // play_next(). False when the position cannot be finished that way.
    bool finish(Session& session);
    // Plays the next automatic move into the session, joined to the player's action before it; false when
    // nothing (more) follows.
    bool play_next(Session& session);
    // Undo, redo, restart, another game: nothing more follows.
    void stop();
    bool busy() const { return autoplay_pending_ || !queued_.empty(); }

  private:
    bool autoplay_ = true;
    bool autoplay_pending_ = false; // the player moved: look for safe moves home
    std::deque<Move> queued_;       // the finish's moves still to play
};

} // namespace patience
