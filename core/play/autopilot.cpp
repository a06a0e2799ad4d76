// Autoplay and Finish as moves joined to the player's action (Session::play with automatic = true).
#include "play/autopilot.h"

#include "play/assist.h"

#include <optional>

namespace patience {

void Autopilot::set_autoplay(bool on) {
    autoplay_ = on;
    if (!on) autoplay_pending_ = false;
}

Refusal Autopilot::play(Session& session, const Move& move) {
    Refusal why = session.play(move);
    if (!why.empty()) return why;
    queued_.clear();
    autoplay_pending_ = autoplay_;
    return {};
}

bool Autopilot::finish(Session& session) {
    const std::vector<Move> moves = finish_moves(session.spec(), session.state());
    if (moves.empty() || !session.play(moves.front()).empty()) return false;
    autoplay_pending_ = false;
    queued_.assign(moves.begin() + 1, moves.end());
    return true;
}

bool Autopilot::play_next(Session& session) {
    std::optional<Move> m;
    if (!queued_.empty()) {
        m = queued_.front();
        queued_.pop_front();
    } else if (autoplay_pending_) {
        m = safe_autoplay_move(session.spec(), session.state());
        autoplay_pending_ = m.has_value();
    }
    if (!m) return false;
    if (!session.play(*m, /*automatic=*/true).empty()) {
        stop();
        return false;
    }
    return true;
}

void Autopilot::stop() {
    autoplay_pending_ = false;
    queued_.clear();
}

} // namespace patience
