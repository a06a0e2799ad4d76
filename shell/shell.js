// The page's glue, with no game logic: forwards pointer events, keys and buttons to the wasm bridge, shows
// what the bridge says, keeps the URL hash and localStorage in step with the game, and exposes window.patience.
'use strict';

(() => {
  const SAVE_KEY = 'patience.v1.game';
  const UNREADABLE_KEY = 'patience.v1.game.unreadable'; // a save we could not read, kept rather than lost

  const $ = (id) => document.getElementById(id);
  const canvas = $('canvas');
  const buttons = {
    new: $('new'), restart: $('restart'), undo: $('undo'), redo: $('redo'), deal: $('deal'), share: $('share'),
  };

  let mod = null; // the Emscripten module
  let info = {}; // the bridge's latest pt_info()
  let lastRevision = -1;
  let storageWarned = false;
  let rafCount = 0; // requestAnimationFrame callbacks run (the idle test expects none)
  let frameQueued = false;
  let overlayFor = null; // 'won' / 'over' / 'confirm' while a panel is shown
  let dismissedRevision = -1; // the revision whose won / over panel the player closed
  let activePointer = null;
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
    if (mod._pt_frame(now)) requestFrame();
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
    if (info.revision === lastRevision) return;
    lastRevision = info.revision;

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
    buttons.deal.disabled = !info.canDeal;

    const link = `#${info.link}`;
    if (location.hash !== link) history.replaceState(history.state, '', link);
    persist();

    if (overlayFor === 'won' || overlayFor === 'over') hideOverlay();
    if (info.won && dismissedRevision !== info.revision) {
      showOverlay('won', 'You won!', `${info.name} #${info.deal} in ${info.moves} moves.`, [
        ['New deal', newDeal, true], ['Close', null],
      ]);
    } else if (info.over && dismissedRevision !== info.revision) {
      showOverlay('over', 'No moves left', 'No card can move and the stock cannot deal. Undo a few moves, start this deal again or try a new one.', [
        ['Undo', undo, true], ['Restart', restart], ['New deal', newDeal],
      ]);
    }
  }

  function persist() {
    let ok = true;
    try {
      localStorage.setItem(SAVE_KEY, bridge.save());
    } catch {
      ok = false; // storage disabled, or full (QuotaExceededError): the game plays on unsaved
    }
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
  function newDeal() { bridge.newDeal(); afterCommand(); }
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

  buttons.new.addEventListener('click', askNewDeal);
  buttons.restart.addEventListener('click', restart);
  buttons.undo.addEventListener('click', undo);
  buttons.redo.addEventListener('click', redo);
  buttons.deal.addEventListener('click', deal);
  buttons.share.addEventListener('click', share);

  window.addEventListener('keydown', (e) => {
    if (!mod) return;
    if (e.key === 'Escape' && overlayFor) { closeOverlay(); return; }
    const mod_ = e.ctrlKey || e.metaKey;
    if (!mod_ || e.altKey) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) { e.preventDefault(); undo(); }
    else if ((key === 'z' && e.shiftKey) || (key === 'y' && !e.shiftKey)) { e.preventDefault(); redo(); }
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

  function readSave() {
    try { return localStorage.getItem(SAVE_KEY); } catch { return null; }
  }
  function keepAside(value) {
    try { localStorage.setItem(UNREADABLE_KEY, value); } catch { /* nothing more we can do */ }
  }

  function currentHash() {
    const raw = location.hash.replace(/^#/, '');
    try { return decodeURIComponent(raw); } catch { return raw; } // a stray '%' is the core's to reject
  }

  // The saved game continues unless the link names another deal; a bad link or a bad save says so and
  // still leaves a playable game on the table.
  function openStartingGame() {
    let savedLink = null;
    const saved = readSave();
    if (saved !== null) {
      const why = bridge.loadSave(saved);
      if (why) {
        keepAside(saved);
        notify(`Your saved game could not be read (${why}), so here is a fresh deal. The old save was kept aside in this browser.`, 'error');
      } else {
        savedLink = bridge.info().link;
      }
    }
    const hash = currentHash();
    if (hash) {
      const why = bridge.openLink(hash);
      if (why) {
        notify(`The link “#${hash.slice(0, 60)}” does not name a deal (${why}). ${savedLink ? 'Your game in progress is back on the table.' : 'Here is a fresh deal instead.'}`, 'error');
      } else if (savedLink !== null && bridge.info().link === savedLink) {
        bridge.loadSave(saved); // the same deal as the save: continue it, history and all
      }
      if (!why) return;
    }
    if (savedLink === null) bridge.newDeal();
  }

  window.addEventListener('hashchange', () => {
    const hash = currentHash();
    if (!mod || hash === info.link) return;
    const why = bridge.openLink(hash);
    if (why) notify(`The link “#${hash.slice(0, 60)}” does not name a deal (${why}). The game on the table stays.`, 'error');
    hideOverlay();
    afterCommand();
    if (why) history.replaceState(history.state, '', `#${info.link}`);
  });

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
    onFirstTable = () => {
      performance.mark('patience:table-drawn');
      $('loading').hidden = true;
      resolveReady();
    };
    openStartingGame();
    sync();
    watchSize(); // its first report sizes the canvas and draws the table
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
    frames: () => ({ drawn: mod ? mod._pt_frames_drawn() : 0, animationFrames: rafCount }),
  };

  start().catch((e) => fatal(String(e && e.message ? e.message : e)));
})();
