// The page's glue, with no game logic: forwards pointer events, keys and buttons to the wasm bridge, shows
// what the bridge says (the table, the game list, the rules help), keeps the URL hash and localStorage in step
// with the game, and exposes window.patience.
'use strict';

(() => {
  // localStorage: one save per game and ruleset, so switching games never loses a game in progress.
  const STORE = 'patience.v2';
  const saveKey = (game, ruleset) => `${STORE}.save.${game}.${ruleset}`;
  const LAST_KEY = `${STORE}.last`; // "<game> <ruleset>": the game that reopens when the link names none
  const rulesKey = (game) => `${STORE}.rules.${game}`; // the ruleset last played of a game with two
  const AUTOPLAY_KEY = `${STORE}.autoplay`; // "on" / "off"
  const unreadableKey = (key) => `${key}.unreadable`; // a save we could not read, kept rather than lost
  // Before there were several games the page kept one save; it moves to its game's slot on first load.
  const V1_SAVE_KEY = 'patience.v1.game';
  const V1_UNREADABLE_KEY = 'patience.v1.game.unreadable';

  const $ = (id) => document.getElementById(id);
  const canvas = $('canvas');
  const buttons = {
    new: $('new'), restart: $('restart'), undo: $('undo'), redo: $('redo'), deal: $('deal'), share: $('share'),
    games: $('games'), rules: $('rules'), more: $('more'), title: $('title'), finish: $('finish'),
    menuRestart: $('menu-restart'), menuRules: $('menu-rules'), menuShare: $('menu-share'),
  };
  const autoplayBox = $('autoplay');
  const dialogs = { chooser: $('chooser'), help: $('help'), menu: $('menu') };

  let mod = null; // the Emscripten module
  let info = {}; // the bridge's latest pt_info()
  let games = []; // the bridge's game list: one entry per ruleset, in the chooser's order
  let lastRevision = -1;
  let storageWarned = false;
  let rafCount = 0; // requestAnimationFrame callbacks run (the idle test expects none)
  let frameQueued = false;
  let overlayFor = null; // 'won' / 'over' / 'confirm' while a panel is shown
  let dismissedRevision = -1; // the revision whose won / over panel the player closed
  let activePointer = null;
  let lastGame = null, lastRuleset = null; // the game of the last sync (the help panel follows it)
  let resolveReady, rejectReady;
  const ready = new Promise((resolve, reject) => { resolveReady = resolve; rejectReady = reject; });

  // ---- calling the bridge ----------------------------------------------------------------------------

  // Strings go through malloc'd memory, never the wasm stack: the card art is over 100 KB.
  function withText(text, fn) {
    const size = mod.lengthBytesUTF8(text) + 1;
    const ptr = mod._malloc(size);
    mod.stringToUTF8(text, ptr, size);
    try { return fn(ptr); } finally { mod._free(ptr); }
  }
  const text = (ptr) => mod.UTF8ToString(ptr);
  const bridge = {
    info: () => JSON.parse(text(mod._pt_info())),
    stateJson: () => text(mod._pt_state_json()),
    rectsJson: () => text(mod._pt_rects_json()),
    save: () => text(mod._pt_save()),
    openLink: (link) => withText(link, (p) => text(mod._pt_open_link(p))),
    loadSave: (save) => withText(save, (p) => text(mod._pt_load_save(p))),
    newDeal: () => text(mod._pt_new_deal(randomUint32())),
    newGame: (game, ruleset) => withText(game, (g) => withText(ruleset, (r) => text(mod._pt_new_game(g, r, randomUint32())))),
    games: () => JSON.parse(text(mod._pt_games_json())),
    rulesHelp: () => JSON.parse(text(mod._pt_rules_help_json())),
  };

  function randomUint32() {
    const a = new Uint32Array(1);
    crypto.getRandomValues(a);
    return a[0];
  }

  // ---- frames: drawn only when the bridge has something to show -----------------------------------

  function requestFrame() {
    if (frameQueued || !mod) return;
    frameQueued = true;
    requestAnimationFrame(onFrame);
  }
  function onFrame(now) {
    frameQueued = false;
    rafCount++;
    const more = mod._pt_frame(now);
    if (more) requestFrame();
    // Autoplay and the finish play moves from inside frames: show each, and the end of the run.
    if (mod._pt_revision() !== lastRevision || (!more && info.busy)) sync();
    noticeFirstTable();
  }
  function drawNow() {
    if (!mod) return;
    if (mod._pt_frame(performance.now())) requestFrame();
    noticeFirstTable();
  }
  // The bridge counts only frames that showed the table (cards drawn): the first one makes the page ready.
  let tableShown = false;
  let onFirstTable = () => {};
  function noticeFirstTable() {
    if (tableShown || !mod._pt_frames_drawn()) return;
    tableShown = true;
    onFirstTable();
  }

  // The canvas's drawing buffer follows its CSS size times devicePixelRatio, exactly when the browser
  // reports device pixels; drawn in the same frame so a resize never shows a stretched table.
  function watchSize() {
    const apply = (cssW, cssH, pxW, pxH) => {
      if (cssW <= 0 || cssH <= 0) return;
      mod._pt_resize(cssW, cssH, pxW, pxH);
      drawNow();
    };
    const observer = new ResizeObserver((entries) => {
      const e = entries[entries.length - 1];
      const cssW = e.contentRect.width, cssH = e.contentRect.height;
      const dp = e.devicePixelContentBoxSize && e.devicePixelContentBoxSize[0];
      const dpr = window.devicePixelRatio || 1;
      // Device-pixel boxes are exact, but emulated screens (devtools, headless tests) report them at
      // scale 1: trust them only when they agree with devicePixelRatio.
      if (dp && Math.abs(dp.inlineSize - cssW * dpr) < 2 && Math.abs(dp.blockSize - cssH * dpr) < 2) {
        apply(cssW, cssH, dp.inlineSize, dp.blockSize);
      } else {
        apply(cssW, cssH, Math.round(cssW * dpr), Math.round(cssH * dpr));
      }
    });
    try {
      observer.observe(canvas, { box: 'device-pixel-content-box' });
    } catch {
      observer.observe(canvas);
    }
    // Browsers without device-pixel boxes still need to hear about zoom and moves between screens.
    const watchDpr = () => {
      const mq = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      mq.addEventListener('change', () => {
        const r = canvas.getBoundingClientRect();
        const dpr = window.devicePixelRatio || 1;
        apply(r.width, r.height, Math.round(r.width * dpr), Math.round(r.height * dpr));
        watchDpr();
      }, { once: true });
    };
    watchDpr();
  }

  // ---- showing what the bridge says ---------------------------------------------------------------

  // Called after anything that may have changed the game: refreshes the page and, on a change, saves the
  // game and puts its link in the address bar.
  function sync() {
    info = bridge.info();
    buttons.finish.hidden = !info.canFinish || info.busy;
    if (info.revision === lastRevision) return;
    const gameChanged = info.game !== lastGame || info.ruleset !== lastRuleset;
    lastRevision = info.revision;
    lastGame = info.game;
    lastRuleset = info.ruleset;

    $('game-name').textContent = info.name;
    $('deal-number').textContent = `#${info.deal}`;
    document.title = `${info.name} #${info.deal} · Patience`;
    $('status').textContent = info.status;
    $('counts').innerHTML = '';
    const short = document.createElement('span');
    short.className = 'deal-short';
    short.textContent = `#${info.deal} · `;
    $('counts').append(short, `${info.home}/${info.cards} home · ${info.moves} ${info.moves === 1 ? 'move' : 'moves'}`);
    buttons.undo.disabled = !info.canUndo;
    buttons.redo.disabled = !info.canRedo;
    buttons.restart.disabled = !info.canUndo;
    buttons.menuRestart.disabled = !info.canUndo;
    buttons.deal.disabled = !info.canDeal;
    if (gameChanged && dialogs.help.open) renderHelp();

    const link = `#${info.link}`;
    if (location.hash !== link) history.replaceState(history.state, '', link);
    persist();

    if (overlayFor === 'won' || overlayFor === 'over') hideOverlay();
    if (info.won && dismissedRevision !== info.revision) {
      showOverlay('won', 'You won!', `${info.name} #${info.deal} in ${info.moves} moves.`, [
        ['New deal', newDeal, true], ['Other game', openChooser], ['Close', null],
      ]);
    } else if (info.over && dismissedRevision !== info.revision) {
      showOverlay('over', 'No moves left', 'No card can move and the stock cannot deal. Undo a few moves, start this deal again or try a new one.', [
        ['Undo', undo, true], ['Restart', restart], ['New deal', newDeal],
      ]);
    }
  }

  // Storage may be disabled, or full (QuotaExceededError): the game plays on unsaved.
  function load(key) {
    try { return localStorage.getItem(key); } catch { return null; }
  }
  function store(key, value) {
    try { localStorage.setItem(key, value); return true; } catch { return false; }
  }
  function forget(key) {
    try { localStorage.removeItem(key); } catch { /* nothing to do */ }
  }

  function persist() {
    const ok = store(saveKey(info.game, info.ruleset), bridge.save()) &&
      store(LAST_KEY, `${info.game} ${info.ruleset}`) &&
      (rulesetsOf(info.game).length < 2 || store(rulesKey(info.game), info.ruleset));
    if (!ok && !storageWarned) {
      storageWarned = true;
      notify('This browser is not letting the page save: the game plays on, but will not come back after a reload.', 'info');
    }
  }

  let noticeTimer = 0;
  function notify(message, kind = 'info', seconds = kind === 'error' ? 12 : 4) {
    const box = $('notice');
    $('notice-text').textContent = message;
    box.classList.toggle('error', kind === 'error');
    box.hidden = false;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => { box.hidden = true; }, seconds * 1000);
  }
  $('notice-close').addEventListener('click', () => { $('notice').hidden = true; clearTimeout(noticeTimer); });

  // actions: [label, handler or null (just close), primary?]
  function showOverlay(kind, title, body, actions) {
    overlayFor = kind;
    $('overlay-title').textContent = title;
    $('overlay-text').textContent = body;
    const row = $('overlay-actions');
    row.innerHTML = '';
    for (const [label, handler, primary] of actions) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      if (primary) b.className = 'primary';
      b.addEventListener('click', () => {
        closeOverlay();
        if (handler) handler();
      });
      row.append(b);
    }
    $('overlay').hidden = false;
    row.querySelector('.primary, button')?.focus({ preventScroll: true });
  }
  function hideOverlay() {
    overlayFor = null;
    $('overlay').hidden = true;
  }
  // The player closed the panel: a won / over panel stays away until the game changes again.
  function closeOverlay() {
    if (overlayFor === 'won' || overlayFor === 'over') dismissedRevision = info.revision;
    hideOverlay();
  }
  $('overlay').addEventListener('click', (e) => { if (e.target === $('overlay')) closeOverlay(); });

  // ---- commands ------------------------------------------------------------------------------------

  function afterCommand() { sync(); requestFrame(); }
  function undo() { if (mod._pt_undo()) afterCommand(); }
  function redo() { if (mod._pt_redo()) afterCommand(); }
  // Restart keeps the moves for Redo, so it needs no confirmation.
  function restart() {
    if (mod._pt_restart()) {
      afterCommand();
      notify('Back to the start of this deal. Redo replays your moves.');
    }
  }
  function deal() { if (mod._pt_deal()) afterCommand(); }
  function finish() { if (mod._pt_finish()) afterCommand(); }
  function newDeal() { bridge.newDeal(); afterCommand(); }
  function setAutoplay(on) {
    autoplayBox.checked = on;
    mod._pt_set_autoplay(on ? 1 : 0);
    store(AUTOPLAY_KEY, on ? 'on' : 'off');
  }
  // A new deal replaces the game for good, so a game under way asks first.
  function askNewDeal() {
    if (info.moves > 0 && !info.won && !info.over) {
      showOverlay('confirm', 'Start a new deal?', `The game in progress (${info.name} #${info.deal}) will be replaced. Its link still deals it again from the start.`, [
        ['New deal', newDeal, true], ['Keep playing', null],
      ]);
    } else {
      newDeal();
    }
  }

  async function share() {
    const url = location.href;
    try {
      await navigator.clipboard.writeText(url);
      notify(`Link to ${info.name} #${info.deal} copied.`);
    } catch {
      // No clipboard API (plain http, old browser): the selection-and-copy route, else show the link.
      const field = document.createElement('textarea');
      field.value = url;
      field.setAttribute('readonly', '');
      field.style.cssText = 'position:fixed;opacity:0;top:0;left:0';
      document.body.append(field);
      field.select();
      let copied = false;
      try { copied = document.execCommand('copy'); } catch { copied = false; }
      field.remove();
      notify(copied ? `Link to ${info.name} #${info.deal} copied.` : `Copy this link to share the deal: ${url}`, 'info', copied ? 4 : 20);
    }
  }

  // From the narrow screens' menu: close it, then act.
  const fromMenu = (fn) => () => { dialogs.menu.close(); fn(); };

  buttons.new.addEventListener('click', askNewDeal);
  buttons.restart.addEventListener('click', restart);
  buttons.undo.addEventListener('click', undo);
  buttons.redo.addEventListener('click', redo);
  buttons.deal.addEventListener('click', deal);
  buttons.share.addEventListener('click', share);
  buttons.finish.addEventListener('click', finish);
  buttons.games.addEventListener('click', () => openChooser());
  buttons.title.addEventListener('click', () => openChooser());
  buttons.rules.addEventListener('click', openHelp);
  buttons.more.addEventListener('click', () => showDialog(dialogs.menu));
  buttons.menuRestart.addEventListener('click', fromMenu(restart));
  buttons.menuRules.addEventListener('click', fromMenu(openHelp));
  buttons.menuShare.addEventListener('click', fromMenu(share));
  autoplayBox.addEventListener('change', () => setAutoplay(autoplayBox.checked));

  const dialogOpen = () => Object.values(dialogs).some((d) => d.open);
  window.addEventListener('keydown', (e) => {
    if (!mod || !tableShown) return;
    if (e.key === 'Escape' && overlayFor) { closeOverlay(); return; }
    if (dialogOpen()) return; // a dialog has the keys (Esc closes it)
    const mod_ = e.ctrlKey || e.metaKey;
    if (e.altKey) return;
    const key = e.key.toLowerCase();
    if (mod_) {
      if (key === 'z' && !e.shiftKey) { e.preventDefault(); undo(); }
      else if ((key === 'z' && e.shiftKey) || (key === 'y' && !e.shiftKey)) { e.preventDefault(); redo(); }
      return;
    }
    // Single keys, unless a form field (which has its own use for them) has the focus.
    if (overlayFor || e.target.closest?.('input, textarea, select')) return;
    const commands = {
      g: () => openChooser(), h: openHelp, '?': openHelp, n: askNewDeal, d: deal,
      f: () => { if (!buttons.finish.hidden) finish(); }, a: () => setAutoplay(!autoplayBox.checked),
    };
    const command = commands[key];
    if (!command || e.repeat) return;
    e.preventDefault();
    command();
  });

  // ---- pointer input: one path for mouse, touch and pen ---------------------------------------------

  function local(e) {
    const r = canvas.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  }
  canvas.addEventListener('pointerdown', (e) => {
    if (!mod || activePointer !== null || (e.pointerType === 'mouse' && e.button !== 0)) return;
    activePointer = e.pointerId;
    try { canvas.setPointerCapture(e.pointerId); } catch { /* capture is a nicety */ }
    const [x, y] = local(e);
    mod._pt_pointer_down(x, y, e.pointerId);
    requestFrame();
    e.preventDefault();
  });
  canvas.addEventListener('pointermove', (e) => {
    if (e.pointerId !== activePointer) return;
    const [x, y] = local(e);
    mod._pt_pointer_move(x, y, e.pointerId);
    requestFrame();
  });
  const release = (e) => {
    if (e.pointerId !== activePointer) return;
    activePointer = null;
    const [x, y] = local(e);
    mod._pt_pointer_up(x, y, e.pointerId, e.timeStamp);
    sync();
    requestFrame();
  };
  const cancel = (e) => {
    if (e.pointerId !== activePointer) return;
    activePointer = null;
    mod._pt_pointer_cancel();
    requestFrame();
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', cancel);
  canvas.addEventListener('lostpointercapture', cancel);
  canvas.addEventListener('contextmenu', (e) => e.preventDefault());

  // ---- which game to show: the link, the saved game, or a fresh deal --------------------------------

  function unreadable(why, name) {
    notify(`Your saved game${name ? ` of ${name}` : ''} could not be read (${why}), so here is a fresh deal. The old save was kept aside in this browser.`, 'error');
  }

  function currentHash() {
    const raw = location.hash.replace(/^#/, '');
    try { return decodeURIComponent(raw); } catch { return raw; } // a stray '%' is the core's to reject
  }

  // The game's saved game, if it is still to be won; otherwise a fresh deal of it. Returns "" or why the
  // game could not be opened. A save that cannot be read is kept aside, and the player told.
  function openGame(game, ruleset) {
    const key = saveKey(game, ruleset);
    const saved = load(key);
    if (saved !== null) {
      const why = bridge.loadSave(saved);
      if (!why && !bridge.info().won) return '';
      if (why) {
        store(unreadableKey(key), saved);
        unreadable(why, entryOf(game, ruleset)?.name);
      }
    }
    return bridge.newGame(game, ruleset);
  }

  // A deal link; when it names the deal of its game's save, that game continues, history and all.
  function openLink(hash) {
    const why = bridge.openLink(hash);
    if (why) return why;
    const opened = bridge.info();
    const key = saveKey(opened.game, opened.ruleset);
    const saved = load(key);
    if (saved !== null) {
      const bad = bridge.loadSave(saved);
      if (bad) {
        store(unreadableKey(key), saved);
        unreadable(bad, opened.name);
      }
      if (bad || bridge.info().link !== opened.link) bridge.openLink(hash);
    }
    return '';
  }

  // The game played last reopens, else the first game of the list.
  function openLastGame() {
    const [game, ruleset] = (load(LAST_KEY) ?? '').split(' ');
    if (game && ruleset && !openGame(game, ruleset)) return;
    bridge.newDeal();
  }

  // The one save of the first version moves to its game's own slot; one we cannot read is kept aside.
  function migrateV1Save() {
    const old = load(V1_SAVE_KEY);
    if (old === null) return;
    const why = bridge.loadSave(old);
    let moved = true;
    if (why) {
      moved = store(V1_UNREADABLE_KEY, old);
      unreadable(why);
    } else {
      const { game, ruleset } = bridge.info();
      if (load(saveKey(game, ruleset)) === null) moved = store(saveKey(game, ruleset), old);
      if (moved && load(LAST_KEY) === null) moved = store(LAST_KEY, `${game} ${ruleset}`);
    }
    if (moved) forget(V1_SAVE_KEY);
  }

  // The link's deal when there is one; without a link (or with a bad one, which is said) the last game.
  function openStartingGame() {
    migrateV1Save();
    const hash = currentHash();
    if (hash) {
      const why = openLink(hash);
      if (!why) return;
      const [game, ruleset] = (load(LAST_KEY) ?? '').split(' ');
      const resumes = game && load(saveKey(game, ruleset)) !== null;
      notify(`The link “#${hash.slice(0, 60)}” does not name a deal (${why}). ${resumes ? 'Your last game is back on the table.' : 'Here is a fresh deal instead.'}`, 'error');
    }
    openLastGame();
  }

  window.addEventListener('hashchange', () => {
    const hash = currentHash();
    if (!mod || hash === info.link) return;
    const why = openLink(hash);
    if (why) notify(`The link “#${hash.slice(0, 60)}” does not name a deal (${why}). The game on the table stays.`, 'error');
    hideOverlay();
    afterCommand();
    if (why) history.replaceState(history.state, '', `#${info.link}`);
  });

  // ---- the game chooser and the rules help ---------------------------------------------------------

  const entryOf = (game, ruleset) => games.find((g) => g.id === game && g.ruleset === ruleset);
  const rulesetsOf = (game) => games.filter((g) => g.id === game);

  function showDialog(d) {
    for (const other of Object.values(dialogs)) if (other !== d && other.open) other.close();
    if (!d.open) d.showModal();
  }
  for (const d of Object.values(dialogs)) {
    // A click on the backdrop (the dialog element itself, outside its box) closes it, as do its close buttons.
    d.addEventListener('click', (e) => {
      if (e.target === d || e.target.closest('[data-close]')) d.close();
    });
  }

  // Opens a game from the chooser or the rules switch: its game in progress, else a fresh deal.
  function chooseGame(game, ruleset) {
    if (info.game === game && info.ruleset === ruleset) return;
    const why = openGame(game, ruleset);
    if (why) notify(`That game could not be opened (${why}).`, 'error');
    hideOverlay();
    afterCommand();
  }

  // Whose rules to play, for a game that has two: labelled with each ruleset's source.
  function rulesSwitch(entries, selected, onPick) {
    const group = document.createElement('div');
    group.className = 'rules-switch';
    group.setAttribute('role', 'radiogroup');
    group.setAttribute('aria-label', `Whose rules of ${entries[0].name}`);
    for (const e of entries) {
      const b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('role', 'radio');
      b.setAttribute('aria-checked', String(e.ruleset === selected));
      b.dataset.ruleset = e.ruleset;
      b.textContent = e.source;
      b.addEventListener('click', () => { if (e.ruleset !== selected) onPick(e.ruleset); });
      group.append(b);
    }
    return group;
  }

  const span = (className, content) => {
    const el = document.createElement('span');
    el.className = className;
    el.textContent = content;
    return el;
  };

  // Every game, grouped by family in the list's order; a game with two rulesets shows the one chosen by its
  // switch (the one on the table, else the one played last).
  function renderChooser() {
    const list = $('chooser-list');
    list.textContent = '';
    const families = [...new Set(games.map((g) => g.family))];
    for (const family of families) {
      const section = document.createElement('section');
      section.className = 'family';
      const heading = document.createElement('h3');
      heading.textContent = family;
      const ul = document.createElement('ul');
      ul.className = 'games';
      section.append(heading, ul);
      for (const id of [...new Set(games.filter((g) => g.family === family).map((g) => g.id))]) {
        const entries = rulesetsOf(id);
        const li = document.createElement('li');
        li.className = 'game';
        li.dataset.game = id;
        const show = (ruleset, fromSwitch = false) => {
          const e = entries.find((x) => x.ruleset === ruleset) ?? entries.find((x) => x.default) ?? entries[0];
          const current = info.game === id && info.ruleset === e.ruleset;
          const pick = document.createElement('button');
          pick.type = 'button';
          pick.className = 'pick';
          pick.dataset.ruleset = e.ruleset;
          if (current) pick.setAttribute('aria-current', 'true');
          const name = span('name', e.name);
          if (current) name.append(span('mark playing', 'playing'));
          if (e.provisional) name.append(span('mark provisional', 'provisional'));
          pick.append(name, span('summary', e.summary), span('difficulty', e.difficulty));
          pick.addEventListener('click', () => { dialogs.chooser.close(); chooseGame(id, e.ruleset); });
          li.textContent = '';
          li.append(pick);
          if (entries.length > 1) li.append(rulesSwitch(entries, e.ruleset, (r) => show(r, true)));
          if (fromSwitch) li.querySelector('[aria-checked="true"]').focus();
        };
        show(info.game === id ? info.ruleset : load(rulesKey(id)));
        ul.append(li);
      }
      list.append(section);
    }
  }

  function openChooser() {
    renderChooser();
    showDialog(dialogs.chooser);
    const current = dialogs.chooser.querySelector('[aria-current]');
    current?.focus({ preventScroll: true });
    current?.scrollIntoView({ block: 'center' });
  }

  // The rules of the game on the table, as the core writes them from the rule values.
  function renderHelp() {
    $('help-title').textContent = `${info.name}: how to play`;
    const marks = $('help-marks');
    marks.textContent = '';
    marks.append(span('mark source', `Rules: ${info.source}`));
    if (info.provisional) marks.append(span('mark provisional', 'provisional'));
    const switchBox = $('help-switch');
    switchBox.textContent = '';
    const entries = rulesetsOf(info.game);
    if (entries.length > 1) {
      const label = document.createElement('p');
      label.className = 'switch-label';
      label.textContent = 'The sources disagree on this game; play it by:';
      switchBox.append(label, rulesSwitch(entries, info.ruleset, (ruleset) => {
        chooseGame(info.game, ruleset); // the table changes, and this panel with it
        switchBox.querySelector('[aria-checked="true"]')?.focus();
      }));
    }
    const sections = $('help-sections');
    sections.textContent = '';
    for (const { heading, points } of bridge.rulesHelp()) {
      const section = document.createElement('section');
      const h = document.createElement('h3');
      h.textContent = heading;
      const ul = document.createElement('ul');
      for (const point of points) {
        const li = document.createElement('li');
        li.textContent = point;
        ul.append(li);
      }
      section.append(h, ul);
      sections.append(section);
    }
  }

  function openHelp() {
    renderHelp();
    showDialog(dialogs.help);
    dialogs.help.querySelector('.sheet-body').scrollTop = 0;
  }

  // ---- start-up ------------------------------------------------------------------------------------

  function fatal(message) {
    $('loading').textContent = '';
    showOverlay('error', 'Patience cannot start', message, [['Reload', () => location.reload(), true]]);
    rejectReady(new Error(message));
  }

  async function start() {
    // The build's stamp (see index.html) keeps caches from pairing files of two different builds.
    const build = document.querySelector('meta[name="patience-build"]')?.content ?? 'v=dev';
    const art = fetch(`assets/cards.svg?${build}`).then((r) => {
      if (!r.ok) throw new Error(`card art: HTTP ${r.status}`);
      return r.text();
    });
    if (typeof createPatience !== 'function') throw new Error('patience.js did not load');
    mod = await createPatience({ canvas, locateFile: (file, dir) => `${dir}${file}?${build}` });
    performance.mark('patience:wasm-ready');
    const started = bridge.info();
    if (started.error) throw new Error(started.error);

    const motion = matchMedia('(prefers-reduced-motion: reduce)');
    mod._pt_set_reduced_motion(motion.matches ? 1 : 0);
    motion.addEventListener('change', () => mod._pt_set_reduced_motion(motion.matches ? 1 : 0));

    withText(await art, (p) => mod._pt_set_art(p));
    performance.mark('patience:art-loaded');
    games = bridge.games();
    const autoplay = load(AUTOPLAY_KEY) !== 'off'; // on unless the player turned it off
    autoplayBox.checked = autoplay;
    mod._pt_set_autoplay(autoplay ? 1 : 0);
    onFirstTable = () => {
      performance.mark('patience:table-drawn');
      $('loading').hidden = true;
      resolveReady();
    };
    openStartingGame();
    sync();
    watchSize(); // its first report sizes the canvas and draws the table
    watchGraphics();
  }

  // Phones take the GPU context from background tabs. Saying we handle the loss lets the browser give it
  // back; then the bridge rebuilds the renderer and the table is drawn again, game untouched.
  function watchGraphics() {
    canvas.addEventListener('webglcontextlost', (e) => e.preventDefault());
    canvas.addEventListener('webglcontextrestored', () => {
      if (!mod._pt_graphics_restored()) notify('The table could not be drawn again: reload the page (your game is saved).', 'error');
      drawNow();
    });
  }

  // ---- the test API --------------------------------------------------------------------------------

  window.patience = {
    ready,
    // The same JSON as the CLI's `patience deal` / `play`.
    state: () => JSON.parse(bridge.stateJson()),
    // Piles and visible cards in CSS pixels of the page.
    rects: () => {
      const r = canvas.getBoundingClientRect();
      const out = JSON.parse(bridge.rectsJson());
      const shift = (o) => { o.x += r.left; o.y += r.top; return o; };
      Object.values(out.piles).forEach(shift);
      out.cards.forEach(shift);
      return out;
    },
    info: () => bridge.info(),
    // queued: a frame is still asked for (a glide, autoplay, a resize's redraw); false once the table is at rest.
    frames: () => ({ drawn: mod ? mod._pt_frames_drawn() : 0, animationFrames: rafCount, queued: frameQueued }),
  };

  start().catch((e) => fatal(String(e && e.message ? e.message : e)));
})();
