// The installable, offline app: registers the service worker (sw.js, written by the build with the site's
// versioned files; the language file the page uses, which the first visit fetched before the worker was
// there, it is asked to keep), and when a new version has been fetched offers a reload, never forcing one. The game is
// saved after every move already; it is saved once more just before the reload.
import { artFile } from './art.js?v=dev';
import * as bridge from './bridge.js?v=dev';
import { persist } from './saving.js?v=dev';
import { current } from './status.js?v=dev';
import { languageFile } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);

let reloading = false;

function offer(worker) {
  const box = $('update');
  box.hidden = false;
  $('update-reload').onclick = () => {
    const info = current();
    if (bridge.connected() && info.game) persist(info); // the save every change makes, with its tab check
    reloading = true;
    worker.postMessage('skip-waiting'); // the page reloads once the new version has taken over
  };
  $('update-later').onclick = () => { box.hidden = true; };
}

export function initOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => { if (reloading) location.reload(); });
  navigator.serviceWorker.register('sw.js', { updateViaCache: 'none' }).then((reg) => {
    const watch = (worker) => {
      worker.addEventListener('statechange', () => {
        // Installed while an older version runs this page: a new version is waiting.
        if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
      });
    };
    if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
    if (reg.installing) watch(reg.installing);
    // The language in use, now and after each switch, and the card sheet with its letters, which a first
    // visit fetched before the worker was there, kept for offline play (not precached: a player uses one).
    const keepLanguage = () => navigator.serviceWorker.ready.then((ready) => {
      if (languageFile()) ready.active?.postMessage({ keep: languageFile() });
      if (artFile()) ready.active?.postMessage({ keep: artFile() });
    });
    keepLanguage();
    document.addEventListener('patience:language', keepLanguage);
    reg.addEventListener('updatefound', () => watch(reg.installing));
    // A page left open looks for a new version when it is shown again.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') reg.update().catch(() => {});
    });
  }, () => { /* no service worker (private mode, blocked): the page works online as before */ });
}
