// The address bar: the deal link in the URL's hash (core/play/links.h has its grammar). The page reads it at
// start and when the player follows another link, and always shows the deal on the table.
import { t } from './words.js?v=dev';

export function currentLink() {
  const raw = location.hash.replace(/^#/, '');
  try { return decodeURIComponent(raw); } catch { return raw; } // a stray '%' is the core's to reject
}

export function showLink(link) {
  if (location.hash !== `#${link}`) history.replaceState(history.state, '', `#${link}`);
}

// `handler(link)` when the player follows a link to this page (or edits the hash).
export function onLinkFollowed(handler) {
  window.addEventListener('hashchange', () => handler(currentLink()));
}

// A friend's challenge (challenge.js): a replay link with a "challenge" key, good or bad.
export const isChallengeLink = (link) => /(^|&)challenge=/.test(link);

// The words for a link that names no deal, and for a challenge that cannot be taken up.
export const badLink = (link, why) => t('links.bad_link', { link: link.slice(0, 60), why });
export const badChallenge = (link, why) => t('links.bad_challenge', { link: link.slice(0, 60), why });
