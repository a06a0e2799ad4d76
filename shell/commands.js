// The page's commands, whichever way the player gives them (toolbar, menu, keys, panels): each asks the
// table, then refreshes the page.
import * as bridge from './bridge.js?v=dev';
import { requestFrame } from './frames.js?v=dev';
import { notify, showPanel } from './notices.js?v=dev';
import { current, sync } from './status.js?v=dev';
import { setAutoplayOn } from './storage.js?v=dev';
import { left, leaving } from './ending.js?v=dev';
import { restarted } from './record.js?v=dev';
import { followLink } from './games.js?v=dev';
import { showLink } from './links.js?v=dev';
import { t } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);

// After anything that may have changed the game: the page shows it, the table draws it.
export function refresh() {
  sync();
  requestFrame();
}

export function undo() { if (bridge.undo()) refresh(); }
export function redo() { if (bridge.redo()) refresh(); }
// Restart keeps the moves for Redo, so it needs no confirmation.
export function restart() {
  if (!current().canUndo) return;
  restarted(current()); // a new attempt: the one under way counts as abandoned
  if (!bridge.restart()) return;
  refresh();
  notify(t('commands.restarted'));
}
export function deal() { if (bridge.deal()) refresh(); }
export function finish() { if (!$('finish').hidden && bridge.finish()) refresh(); }
export function newDeal() {
  leaving(current()); // kept for "Back to the last game"
  bridge.newDeal();
  refresh();
  left();
}
// Another deal of the game on the table, by its deal link (the core's): it opens as that link would, the
// game on the table left as a new deal leaves it (kept for "Back to the last game").
export function openDeal(link) {
  const was = current();
  if (link === was.link) return;
  leaving(was);
  followLink(link, was.link);
  refresh();
  showLink(current().link);
  left();
}
// The next (1) or previous (-1) deal by number; past either end of the range, a note and nothing more.
export function stepDeal(step) {
  const { link, error } = bridge.steppedDeal(step);
  if (error) notify(sentence(error));
  else openDeal(link);
}
// A reason of the core's ("deal 1 is the first: ...") as a sentence of its own.
export const sentence = (why) => `${why[0].toUpperCase()}${why.slice(1)}.`;
// The search for a deal the solver proves winnable (daily.js), offered beside New deal once it is wired.
let winnableDeal = null;
export const offerWinnableDeal = (fn) => { winnableDeal = fn; };

// A new deal replaces the game for good, so a game under way asks first.
export function askNewDeal() {
  const info = current();
  if (info.moves > 0 && !info.won && !info.over) {
    showPanel('confirm', t('commands.new_deal_title'), t('commands.replace_body', { game: info.name, deal: info.deal }), [
      [t('commands.new_deal'), newDeal, true], ...(winnableDeal ? [[t('commands.winnable_deal'), winnableDeal]] : []),
      [t('commands.keep_playing'), null],
    ]);
  } else {
    newDeal();
  }
}

export function setAutoplay(on) {
  $('autoplay').checked = on;
  bridge.setAutoplay(on);
  setAutoplayOn(on);
}

export function share() {
  const { name, deal: number } = current();
  return copyLink(location.href, t('commands.link_copied', { game: name, deal: number }), t('commands.copy_manual'));
}

// Copies a link for the player to send: `copied` said when it was, else `manual` and the link to copy by hand.
export async function copyLink(url, copied, manual) {
  try {
    await navigator.clipboard.writeText(url);
    notify(copied);
  } catch {
    // No clipboard API (plain http, old browser): the selection-and-copy route, else show the link.
    const field = document.createElement('textarea');
    field.value = url;
    field.className = 'offscreen';
    field.setAttribute('readonly', '');
    document.body.append(field);
    field.select();
    let done = false;
    try { done = document.execCommand('copy'); } catch { done = false; }
    field.remove();
    notify(done ? copied : t('commands.manual_link', { text: manual, url }), 'info', done ? 4 : 20);
  }
}
