// The game chooser: every game grouped by family with its table in miniature (assets/minis, drawn at build
// from the table's own layout), its description and difficulty, a game with two sources' rules showing the
// switch between them; choosing one opens it (its game in progress, else a fresh deal).
import * as catalogue from './catalogue.js?v=dev';
import * as dialogs from './dialogs.js?v=dev';
import { inProgress, rulesetOf } from './storage.js?v=dev';
import { t } from './words.js?v=dev';

const dialog = document.getElementById('chooser');
dialogs.register(dialog);

// `current()`: the game on the table {game, ruleset}; `choose(game, ruleset)`: opens a game.
let current = () => ({});
let choose = () => {};
let daily = null;
let build = 'v=dev';
// `daily(game, ruleset)`, when given: opens today's deal of a game (its "Daily" entry); `buildStamp`: the
// site's version stamp, for the miniatures' URLs.
export function initChooser(onCurrent, onChoose, onDaily = null, buildStamp = build) {
  current = onCurrent;
  choose = onChoose;
  daily = onDaily;
  build = buildStamp;
}

// A game with two rulesets shows the one chosen by its switch: the one on the table, else the one played last.
function render() {
  const list = document.getElementById('chooser-list');
  list.textContent = '';
  const now = current();
  const games = catalogue.all();
  for (const family of [...new Set(games.map((g) => g.family))]) {
    const section = document.createElement('section');
    section.className = 'family';
    const heading = document.createElement('h3');
    heading.textContent = family;
    const ul = document.createElement('ul');
    ul.className = 'games';
    section.append(heading, ul);
    for (const id of [...new Set(games.filter((g) => g.family === family).map((g) => g.id))]) {
      const entries = catalogue.rulesetsOf(id);
      const li = document.createElement('li');
      li.className = 'game';
      li.dataset.game = id;
      const show = (ruleset, fromSwitch = false) => {
        const e = entries.find((x) => x.ruleset === ruleset) ?? entries.find((x) => x.default) ?? entries[0];
        const playing = now.game === id && now.ruleset === e.ruleset;
        const pick = document.createElement('button');
        pick.type = 'button';
        pick.className = 'pick';
        pick.dataset.ruleset = e.ruleset;
        if (playing) pick.setAttribute('aria-current', 'true');
        const name = dialogs.span('name', e.name);
        if (playing) name.append(dialogs.span('mark playing', t('chooser.playing')));
        else if (inProgress(id, e.ruleset)) name.append(dialogs.span('mark progress', t('chooser.in_progress')));
        if (e.provisional) name.append(dialogs.span('mark provisional', t('chooser.provisional')));
        // Deal 1 of the ruleset shown, as the table lays it out: a picture beside the words, so no text.
        const mini = document.createElement('img');
        mini.className = 'mini';
        mini.alt = '';
        mini.loading = 'lazy';
        mini.src = `assets/minis/${id}.${e.ruleset}.svg?${build}`;
        pick.append(mini, name, dialogs.span('summary', e.summary), dialogs.span('difficulty', e.difficulty));
        pick.addEventListener('click', () => { dialog.close(); choose(id, e.ruleset); });
        li.textContent = '';
        li.append(pick);
        if (daily) li.append(dailyEntry(id, e));
        if (entries.length > 1) li.append(dialogs.rulesSwitch(entries, e.ruleset, (r) => show(r, true)));
        if (fromSwitch) li.querySelector('[aria-checked="true"]').focus();
      };
      show(now.game === id ? now.ruleset : rulesetOf(id));
      ul.append(li);
    }
    list.append(section);
  }
}

// Today's deal of a game, the same for everyone on this date.
function dailyEntry(id, e) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'daily';
  b.textContent = t('chooser.daily');
  b.title = t('chooser.daily_title', { game: e.name });
  b.addEventListener('click', () => { dialog.close(); daily(id, e.ruleset); });
  return b;
}

// Another language: an open chooser is written again in it (the games' words are the core's, in it too).
document.addEventListener('patience:language', () => { if (dialog.open) render(); });

export function openChooser() {
  render();
  dialogs.show(dialog);
  const playing = dialog.querySelector('[aria-current]');
  playing?.focus({ preventScroll: true });
  playing?.scrollIntoView({ block: 'center' });
}
