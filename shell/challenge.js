// Challenge a friend: after a win, a link that carries the deal and the winner's moves with the time their
// clock said (core/play/challenge.h, read and checked by the core); opened, the deal is ready to play under a
// banner saying what to beat. When the friend wins, or leaves the deal for another game, a panel sets the two
// games side by side and offers to watch the challenger's game in the replay viewer. The friend's game is an
// ordinary one, saved, counted and kept in the history like any other; the challenge is kept beside it until
// it ends. Loaded when a challenge is sent, opened or kept, not with the page: the link itself is read by the
// core as the page opens it (main.js).
import * as bridge from './bridge.js?v=dev';
import { copyLink } from './commands.js?v=dev';
import * as dialogs from './dialogs.js?v=dev';
import { hidePanel } from './notices.js?v=dev';
import { elapsed } from './record.js?v=dev';
import { watchLine } from './replay.js?v=dev';
import { duration } from './stats.js?v=dev';
import { current } from './status.js?v=dev';
import { keepChallenge } from './storage.js?v=dev';
import { t } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);
const dialog = $('challenge-result');
dialogs.register(dialog);

let challenge = null; // the core's read-out {deal, replay, moves, seconds, beat, claim} while its deal is played
let mine = null;      // the friend's game of that deal so far: {moves, ms, won}
let ended = null;     // the challenge whose panel was shown last, for "Watch their game"
let shown = null;     // {theirs, me}: the two games its panel compares, for a change of language

const count = (n) => t('challenge.moves', { count: n });

// After a win: the game on the table as a challenge link, copied for the player to send.
export function send() {
  const link = bridge.challengeLink(Math.round(elapsed() / 1000));
  if (!link) return;
  copyLink(`${location.href.split('#')[0]}#${link}`,
    t('challenge.copied', { count: current().moves }), t('challenge.copy_manual'));
}

// A challenge the core accepted (bridge.readChallenge of `link`), once the page has put its deal on the
// table. It is kept until it ends, so that a reload brings it back with its deal (main.js).
let challengeLink = ''; // the link of the challenge under way, read again for its words in another language
export function begin(read, link) {
  challenge = read;
  challengeLink = link;
  mine = null;
  keepChallenge(link);
  changed(current());
}

function banner() {
  $('challenge').hidden = !challenge;
  if (!challenge) return;
  $('challenge-beat').textContent = challenge.beat;
  $('challenge-claim').textContent = challenge.claim;
}

// After every change of the player's game (a replay watched is nobody's): the game of the challenge's deal
// is followed; another game on the table ends the challenge, given up.
export function changed(info) {
  if (challenge && info.link === challenge.deal) mine = { moves: info.moves, ms: elapsed(), won: info.won };
  else if (challenge) finish();
  banner();
}

// The win's panel is up (ending.js): a won challenge shows its comparison over it.
export function wonShown(info) {
  if (!challenge || info.link !== challenge.deal) return;
  mine = { moves: info.moves, ms: elapsed(), won: true };
  finish();
}

function verdict(theirs, me) {
  const mine = count(me.moves);
  if (!me.won) return t('challenge.verdict_left', { count: theirs.moves, mine });
  if (me.moves < theirs.moves) return t('challenge.verdict_beat', { theirs: count(theirs.moves), mine });
  if (me.moves === theirs.moves) return t('challenge.verdict_matched', { theirs: count(theirs.moves) });
  return t('challenge.verdict_slower', { mine, theirs_count: theirs.moves });
}

function finish() {
  const theirs = challenge, me = mine ?? { moves: 0, ms: 0, won: false };
  challenge = mine = null;
  keepChallenge(null);
  ended = theirs;
  banner();
  shown = { theirs, me };
  compare();
  dialogs.show(dialog);
}

// The two games side by side, in the page's language.
function compare() {
  const { theirs, me } = shown;
  $('challenge-verdict').textContent = verdict(theirs, me);
  $('challenge-their-moves').textContent = count(theirs.moves);
  $('challenge-your-moves').textContent = count(me.moves);
  $('challenge-their-time').textContent = theirs.seconds === null
    ? t('challenge.time_not_given') : t('challenge.time_claimed', { time: duration(theirs.seconds * 1000) });
  $('challenge-your-time').textContent = duration(me.ms);
  $('challenge-their-won').textContent = t('challenge.won_checked');
  $('challenge-your-won').textContent = me.won ? t('challenge.won') : t('challenge.not_won');
}

// The challenger's game in the replay viewer, from its deal; Close brings the player's game back.
function watch() {
  dialog.close();
  hidePanel();
  if (ended) watchLine(ended.replay, 0, () => t('challenge.their_game'));
}

$('challenge-watch').addEventListener('click', watch);
// Another language: the banner's words (the core's) read again in it, and an open comparison written again.
document.addEventListener('patience:language', () => {
  if (challenge) {
    const read = bridge.readChallenge(challengeLink);
    if (!read.error) Object.assign(challenge, { beat: read.beat, claim: read.claim });
    banner();
  }
  if (dialog.open && shown) compare();
});
