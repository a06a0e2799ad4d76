// The page's start-up and wiring: loads the table and the card art, opens the game (link, save or fresh
// deal), connects buttons, keys and pointer to the commands, and exposes window.patience for the tests.
// Each job lives in its own module; a new feature is a module and a few lines here.
import * as bridge from './bridge.js?v=dev';
import * as catalogue from './catalogue.js?v=dev';
import { initChooser, openChooser } from './chooser.js?v=dev';
import * as commands from './commands.js?v=dev';
import * as dialogs from './dialogs.js?v=dev';
import * as frames from './frames.js?v=dev';
import { chooseGame, followLink, openStartingGame } from './games.js?v=dev';
import { initHelp, openHelp } from './help.js?v=dev';
import { watchKeys, watchPointer, pointerDown, whenReleased } from './input.js?v=dev';
import * as keys from './keys.js?v=dev';
import { badChallenge, currentLink, isChallengeLink, onLinkFollowed, showLink } from './links.js?v=dev';
import { closePanel, countNoticesFrom, holdNoticesWhile, notify, panelShown, showPanel } from './notices.js?v=dev';
import { initSaving } from './saving.js?v=dev';
import { initSettings, openSettings, soundOn, startingArt, startingLanguage } from './settings.js?v=dev';
import { current, initStatus, onGameChange, sync } from './status.js?v=dev';
import { autoplayOn, challengeKept, firstVisit, keepChallenge } from './storage.js?v=dev';
import { initAccess, update as updateMirror } from './access.js?v=dev';
import { follow as followReplay, initReplay, isReplayLink, openReplay, watchingReplay } from './replay.js?v=dev';
import { afterFrame, initEnding, left, leaving, won } from './ending.js?v=dev';
import * as guide from './guide.js?v=dev';
import { observe, onGameEnd, setPaused } from './record.js?v=dev';
import { openStats } from './stats.js?v=dev';
import { t, tellTable } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);

// The solver's features (solving.js, daily.js, watch.js and the worker's client) load after the first table,
// so they are no part of the first load; a click or key before that waits for them.
let solverFeatures = null; // {solving, daily, watch} once loaded
let loadingSolver = null;
const loadSolver = () => (loadingSolver ??= Promise.all(
  [import('./solving.js?v=dev'), import('./daily.js?v=dev'), import('./watch.js?v=dev')])
  .then(([solving, daily, watch]) => (solverFeatures = { solving, daily, watch })));
const withSolver = (fn) => (...args) => loadSolver().then((m) => fn(m, ...args));
const hint = withSolver(({ solving }) => solving.hint());
const showMeHow = withSolver(({ watch }) => watch.showMeHow());
const winnableDeal = withSolver(({ daily }) => daily.newWinnableDeal());
// The game history (history.js) likewise: its calls are the solver's module's.
let loadingHistory = null;
const loadHistory = () => (loadingHistory ??= import('./history.js?v=dev'));
const openHistory = () => loadHistory().then((h) => h.openHistory(),
  () => notify(t('main.history_failed'), 'error'));
// A game won or abandoned joins the history, with its replay as it ended (a replay watched is nobody's game).
onGameEnd((won, ms, resumed) => {
  if (watchingReplay()) return;
  const replay = bridge.replayLink(), ended = Date.now();
  loadHistory().then((h) => h.recordGame(replay, ended, ms, resumed), () => { /* the game plays on without it */ });
});
// "Deal number…" (deal_number.js) likewise, loaded when first asked for.
const openDealNumber = () => import('./deal_number.js?v=dev').then((d) => d.openDealNumber(),
  () => notify(t('main.deal_number_failed'), 'error'));
const nextDeal = () => commands.stepDeal(1), previousDeal = () => commands.stepDeal(-1);
// A friend's challenge (challenge.js) likewise, loaded when one is sent or opened.
let challenge = null; // the module, once loaded
let loadingChallenge = null;
const loadChallenge = () => (loadingChallenge ??= import('./challenge.js?v=dev').then((c) => (challenge = c)));
// Sound (sound.js) likewise, after the first table and only while the Sound setting is on. Its notices wait
// for the hand to leave the table: a notice's row would resize the table and drop the cards being dragged.
let sound = null;
const switchSound = (on) => (on || sound) && frames.shown() && import('./sound.js?v=dev').then((s) =>
  (sound = s).switchTo(on, bridge.takeCues, bridge.cueNames, (...said) => whenReleased(() => notify(...said)), build));
const canvas = $('canvas');
// The build's stamp (see index.html) keeps caches from pairing files of two different builds.
const build = document.querySelector('meta[name="patience-build"]')?.content ?? 'v=dev';

let resolveReady, rejectReady;
const ready = new Promise((resolve, reject) => { resolveReady = resolve; rejectReady = reject; });
countNoticesFrom(ready);

// ---- wiring ----------------------------------------------------------------------------------------------

const menu = $('menu');
dialogs.register(menu);
const fromMenu = (fn) => () => { menu.close(); fn(); };
// Pause: the clock stops and a cover hides the table until Resume (or Esc) takes it away.
const pauseCover = $('pause');
dialogs.register(pauseCover);
pauseCover.addEventListener('close', () => setPaused(false));
const pause = () => {
  if (pauseCover.open) return;
  dialogs.show(pauseCover);
  setPaused(true);
};
const open = (game, ruleset) => {
  const was = current();
  if (was.game !== game || was.ruleset !== ruleset) leaving(was); // kept for "Back to the last game"
  if (chooseGame(game, ruleset, was)) {
    commands.refresh();
    left();
  }
};

const clicks = {
  new: commands.askNewDeal, restart: commands.restart, undo: commands.undo, redo: commands.redo,
  deal: commands.deal, share: commands.share, finish: commands.finish, games: openChooser, title: openChooser,
  rules: openHelp, more: () => dialogs.show(menu), 'menu-restart': fromMenu(commands.restart),
  'menu-rules': fromMenu(openHelp), 'menu-share': fromMenu(commands.share),
  'settings-open': openSettings, 'menu-settings': fromMenu(openSettings),
  hint, rewind: withSolver(({ solving }) => solving.rewind()),
  'menu-rewind': fromMenu(withSolver(({ solving }) => solving.rewind())),
  'menu-winnable': fromMenu(withSolver(({ daily }) => daily.askWinnableDeal())),
  'menu-show-how': fromMenu(showMeHow),
  'stats-open': openStats, 'menu-stats': fromMenu(openStats),
  'menu-history': fromMenu(openHistory), 'stats-history': openHistory,
  'menu-deal-number': fromMenu(openDealNumber), 'menu-next-deal': fromMenu(nextDeal),
  'menu-previous-deal': fromMenu(previousDeal), 'menu-pause': fromMenu(pause),
};
for (const [id, fn] of Object.entries(clicks)) $(id).addEventListener('click', () => fn());
$('autoplay').addEventListener('change', () => commands.setAutoplay($('autoplay').checked));
$('show-verdict').addEventListener('change',
  withSolver(({ solving }) => solving.setMarkShown($('show-verdict').checked)));
onGameChange((info) => { solverFeatures?.solving.gameChanged(info); solverFeatures?.daily.gameChanged(info); });

initStatus({
  newDeal: commands.newDeal, otherGame: openChooser, undo: commands.undo, restart: commands.restart, won,
  showMeHow, watching: watchingReplay,
  // A replay being watched is not the player's game: its moves and its win count for nobody.
  changed: (info) => {
    if (!watchingReplay()) { observe(info); challenge?.changed(info); }
    guide.clearRefusal();
    guide.placeLabels();
  },
});
commands.offerWinnableDeal(winnableDeal);
initEnding({
  newDeal: commands.newDeal, winnableDeal, playAgain: commands.restart,
  refresh: commands.refresh, showMeHow, par: withSolver(({ watch }, then) => watch.par(then)),
  challenge: () => loadChallenge().then((c) => c.send()), wonShown: (info) => challenge?.wonShown(info),
});
initChooser(current, open, withSolver(({ daily }, game, ruleset) => daily.openDaily(game, ruleset)), build);
initSaving(current, commands.refresh);
initHelp(current, () => bridge.rulesHelp(), open);
holdNoticesWhile(pointerDown, whenReleased);
watchPointer(canvas, { onChange: frames.requestFrame, onRelease: () => { sync(); guide.afterRelease(); } });
// The page's commands by the names of the core's key table (core/present/keys.h), which says their keys.
const keyCommands = {
  undo: commands.undo, redo: commands.redo, deal: commands.deal, finish: commands.finish,
  autoplay: () => commands.setAutoplay(!$('autoplay').checked), settings: openSettings, games: openChooser,
  hint, rules: openHelp, new: commands.askNewDeal, stats: openStats, close: closePanel,
  'next-deal': nextDeal, 'previous-deal': previousDeal, pause,
};
watchKeys({ ready: frames.shown, panel: panelShown, dialogOpen: dialogs.anyOpen, commands: keyCommands });
const followDeal = (link) => {
  if (!followLink(link, current().link)) return;
  commands.refresh();
  showLink(current().link); // a bad link leaves the table's own in the address bar
};
onLinkFollowed((link) => {
  if (!bridge.connected()) return;
  if (isChallengeLink(link)) {
    // Read by the core; a refused challenge leaves the game on the table, its link in the address bar.
    const read = bridge.readChallenge(link);
    if (read.error) notify(t('main.challenge_refused', { why: badChallenge(link, read.error) }), 'error');
    else followDeal(read.deal);
    showLink(current().link);
    if (!read.error) loadChallenge().then((c) => c.begin(read, link));
    return;
  }
  if (isReplayLink(link)) { openReplay(link); return; }
  followDeal(link);
});

// The page in another language (words.js), the table told already: the games' names and summaries are the
// table's words, read again; the buttons' titles are the new language's, without their keys until they are
// labelled again.
let keysLabelled = false;
document.addEventListener('patience:language', () => {
  if (bridge.connected()) catalogue.setCatalogue(bridge.games());
  if (keysLabelled) keys.labelButtons();
});

// ---- start-up --------------------------------------------------------------------------------------------

async function start() {
  performance.mark('patience:modules-run');
  // The page's language (English is built in: no file to fetch); a file that cannot be had leaves the page
  // in English, with a notice. Then the cards the settings chose, in the language's letters, in parallel
  // with the wasm (at once in English, whose sheet the page preloads).
  const language = startingLanguage(build);
  const art = language.then(() => startingArt(build));
  art.then(() => performance.mark('patience:art-loaded'), () => {});
  await bridge.connect(canvas, build, art);
  performance.mark('patience:wasm-ready');
  await language; // the table's words in the page's language from its first frame
  tellTable();
  const started = bridge.info();
  if (started.error) throw new Error(started.error);

  const motion = matchMedia('(prefers-reduced-motion: reduce)');
  bridge.setReducedMotion(motion.matches);
  motion.addEventListener('change', () => bridge.setReducedMotion(motion.matches));
  catalogue.setCatalogue(bridge.games());
  const unknown = keys.bindings().filter((b) => b.scope === 'page' && !keyCommands[b.command]);
  if (unknown.length) throw new Error(`no command for the keys of ${unknown.map((b) => b.command).join(', ')}`);
  keys.labelButtons();
  keysLabelled = true;
  const autoplay = autoplayOn();
  $('autoplay').checked = autoplay;
  bridge.setAutoplay(autoplay);
  initSettings(switchSound);

  frames.initFrames({
    // Autoplay and the finish play moves from inside frames: show each, and the end of the run.
    onFrame: (more) => {
      if (bridge.revision() !== current().revision || (!more && current().busy)) sync();
      followReplay();
      // While a card is dragged neither the mirror nor the pile labels change, and reading the table for
      // them every frame of the drag would cost its frames: they catch up on the frame after the release.
      if (!pointerDown()) {
        updateMirror();
        if (!more) guide.placeLabels(); // the layout may have changed (a resize)
      }
      afterFrame(more);
      sound?.afterFrame();
    },
    onFirstTable: () => {
      performance.mark('patience:table-drawn');
      $('loading').hidden = true;
      loadSolver().then(({ solving }) => solving.start()); // only now: never part of the first load
      import('./offline.js?v=dev').then((offline) => offline.initOffline()); // the service worker, likewise
      switchSound(soundOn());
      resolveReady();
    },
  });
  initAccess({ ready: frames.shown, blocked: () => panelShown() || dialogs.anyOpen() });
  initReplay({ closeMenu: () => menu.close() });
  const greet = firstVisit() && !currentLink(); // no link, no save: the chooser, Klondike Familiar first
  const link = location.hash.replace(/^#/, '');
  if (isChallengeLink(link)) {
    // Read by the core at once (no game is on the table yet, so nothing may wait for a module): the deal
    // opens as its deal link would; a refused one, like a bad replay link, leaves the player's own game.
    const read = bridge.readChallenge(link);
    if (read.error) notify(t('main.challenge_refused_own_game', { why: badChallenge(link, read.error) }), 'error');
    history.replaceState(history.state, '', read.error ? location.pathname + location.search : `#${read.deal}`);
    openStartingGame();
    if (!read.error) loadChallenge().then((c) => c.begin(read, link));
  } else {
    if (!isReplayLink(link) || !openReplay(link)) {
      if (isReplayLink(link)) history.replaceState(history.state, '', location.pathname + location.search);
      openStartingGame();
    }
    // A challenge under way when the page was left comes back with its deal; with another game it is over.
    const kept = challengeKept(), read = kept && bridge.readChallenge(kept);
    if (read && !read.error && !watchingReplay() && read.deal === bridge.info().link) {
      loadChallenge().then((c) => c.begin(read, kept));
    } else if (kept) {
      keepChallenge(null);
    }
  }
  sync();
  frames.watchGraphics(canvas, () => notify(t('main.redraw_failed'), 'error'));
  // A sheet that is missing or cannot be read is fatal: the table cannot be drawn. The sheet is in hand long
  // before the wasm is ready (it is preloaded with the page): the first frame the table draws has the cards,
  // and no frame without them is drawn before it.
  const sheet = await art;
  performance.mark('patience:first-frame');
  if (!bridge.setArt(sheet)) throw new Error(t('settings.art_unreadable'));
  frames.watchSize(canvas); // sizes the canvas and draws the table, then follows its size
  if (greet) openChooser();
}

function fatal(message) {
  $('loading').textContent = '';
  showPanel('error', t('main.cannot_start'), message, [[t('main.reload'), () => location.reload(), true]]);
  rejectReady(new Error(message));
}

// ---- the test API ----------------------------------------------------------------------------------------

window.patience = {
  ready,
  // The same JSON as the CLI's `patience deal` / `play`.
  state: () => JSON.parse(bridge.stateJson()),
  // Piles (each with its label's place, but the tableau's) and the cards that show, in CSS pixels of the page.
  rects: () => {
    const r = canvas.getBoundingClientRect();
    const out = JSON.parse(bridge.rectsJson());
    const shift = (o) => { o.x += r.left; o.y += r.top; return o; };
    Object.values(out.piles).forEach((p) => { shift(p); if (p.label) shift(p.label); });
    out.cards.forEach(shift);
    return out;
  },
  info: () => bridge.info(),
  // The core's key table (core/present/keys.h): every binding with its keys and help line.
  keys: () => keys.bindings(),
  // Keyboard play's state and the mirror's piles in words (core/present/keyboard.h, words.h).
  access: () => JSON.parse(bridge.accessJson()),
  frames: frames.stats,
  // The solver's verdict of the position on the table: {verdict, move, words}, null while it searches.
  solver: () => solverFeatures?.solving.read() ?? null,
  solverWorker: {
    stats: () => solverFeatures?.solving.worker.stats() ?? { state: 'not loaded' },
    ping: () => loadSolver().then(({ solving }) => solving.worker.ping()),
  },
};

start().catch((e) => fatal(String(e && e.message ? e.message : e)));
