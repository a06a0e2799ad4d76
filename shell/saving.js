// Keeping the game saved: the save written after every change, a storage that is full or refuses (said
// once; the next save that goes through catches up, as every save is the whole game), and two tabs on the
// same game: the tab whose game was continued elsewhere is told and asked which game to keep. It never
// overwrites the other tab's save unasked.
import * as bridge from './bridge.js?v=dev';
import * as catalogue from './catalogue.js?v=dev';
import { notify, panelShown, showPanel } from './notices.js?v=dev';
import * as storage from './storage.js?v=dev';
import { t } from './words.js?v=dev';

let told = ''; // the storage problem the player was last told of; '' once a save goes through
let refresh = () => {}; // shows the table after it changed
let onTable = () => ({}); // the page's info of the game on the table

// `current()`: the game on the table (status.js's info); `changed()`: the table changed, show it.
export function initSaving(current, changed) {
  onTable = current;
  refresh = changed;
  window.addEventListener('storage', (e) => {
    const info = onTable();
    if (e.storageArea !== localStorage || !info.game || e.newValue === null) return;
    if (e.key === storage.saveKeyOf(info.game, info.ruleset) && e.newValue !== bridge.save()) offerNewer(info);
  });
}

const rulesets = (game) => catalogue.rulesetsOf(game).length > 1;

// After every change of the game on the table.
export function persist(info, replace = false) {
  if (!info.game) return; // no game on the table yet (the page still starting): nothing to save under its name
  const why = storage.saveGame(info.game, info.ruleset, bridge.save(), rulesets(info.game), { replace });
  if (why === 'other-tab') {
    offerNewer(info);
  } else if (why && why !== told) {
    told = why;
    notify(why === 'full' ? t('saving.full') : t('saving.refused'), 'error');
  } else if (!why && told) {
    told = '';
    notify(t('saving.saved_again'));
  }
}

// Another tab has played on from this game: continue from its position (its save), or keep this tab's
// (the other tab's save is then kept aside, and that tab, if still open, is asked in its turn).
function offerNewer(info) {
  if (panelShown() === 'other-tab') return;
  showPanel('other-tab', t('saving.other_tab_title'), t('saving.other_tab_body', { game: info.name, deal: info.deal }), [
    [t('saving.continue_newer'), () => continueNewer(info), true],
    [t('saving.keep_this'), () => { persist(onTable(), true); refresh(); }],
  ]);
}

function continueNewer(info) {
  const text = storage.savedGame(info.game, info.ruleset);
  if (text === null) return;
  const why = bridge.loadSave(text);
  if (why) {
    storage.keepUnreadable(info.game, info.ruleset, text);
    notify(t('saving.other_unreadable', { why }), 'error');
    persist(onTable()); // over the unreadable save, now kept aside
  }
  refresh();
}
