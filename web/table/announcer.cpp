// The screen reader's words: each change of the game is noted against the position before it, and handed
// over all at once when the page asks.
#include "table/announcer.h"

#include "present/words.h"

namespace patience::web {

void Announcer::start(const Session& session) {
    noted_state_ = session.state();
    noted_made_ = session.moves_made();
    moved_.clear();
    automatic_ = 0;
}

void Announcer::note_change(const Session& session, bool automatic) {
    const std::size_t made = session.moves_made();
    if (made == noted_made_ + 1) {
        const std::string words = move_words(session.spec(), noted_state_, session.moves().back(), *words_);
        if (automatic) {
            ++automatic_;
            last_automatic_ = words;
        } else {
            moved_ = moved_.empty() ? words : words_->format("announce.then", {{"a", moved_}, {"b", words}});
        }
    } else if (made != noted_made_) {
        moved_ = words_->format(made < noted_made_ ? "announce.undone" : "announce.redone");
        automatic_ = 0;
    }
    noted_state_ = session.state();
    noted_made_ = made;
}

std::string Announcer::take() {
    std::string out = moved_;
    // Each part is a sentence; the message ends it.
    const auto then = [&](std::string sentence) {
        out = out.empty() ? std::move(sentence)
                          : words_->format("announce.then", {{"a", out}, {"b", sentence}});
    };
    if (automatic_ == 1)
        then(last_automatic_);
    else if (automatic_ > 1)
        then(words_->format("announce.automatic", {{"count", automatic_}, {"move", last_automatic_}}));
    if (!out.empty()) out = words_->format("announce.sentence", {{"text", out}});
    if (!said_.empty()) out += (out.empty() ? "" : " ") + said_;
    moved_.clear();
    said_.clear();
    automatic_ = 0;
    return out;
}

} // namespace patience::web
