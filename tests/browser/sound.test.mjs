// Sound, by real pointer input on a phone and a desktop screen (Settings opened through the More menu and from
// the toolbar): off by default (no audio context made, nothing of it
// fetched), switched on in Settings; then a pick-up and a put-down, a refused drop, a stock deal, a card
// turned, a card home and the win each play their own sound; a hidden tab plays nothing; reduced motion
// silences nothing; the switch survives a reload; offline, the sounds still play. Sounds are asserted on the
// Web Audio calls the page makes (an init script records which sound file's buffer each AudioBufferSourceNode
// starts), never on timing.
// Screenshots of the Settings panel with the switch under tests/browser/artifacts/sound/.
import { atRest, drag, expect, nearlyWon, openSettings, playLastMove, referee, state, tap, test, waitReady } from './fixtures.mjs';

// A second phone size would take the same path as the first: the sounds do not depend on the screen, only the
// way to the Settings does.
const SCREENS = [[360, 640], [1920, 1080]];

// Records the page's audio: window.soundLog = { contexts (AudioContexts made), started (the sound file's
// name of each buffer started, in order) }. A buffer is named by the URL of the response its bytes came from.
function recordAudio() {
  const log = window.soundLog = { contexts: 0, started: [] };
  const names = new WeakMap(); // ArrayBuffer or AudioBuffer -> sound file name
  const arrayBuffer = Response.prototype.arrayBuffer;
  Response.prototype.arrayBuffer = async function () {
    const bytes = await arrayBuffer.call(this);
    const m = this.url.match(/\/sounds\/([a-z-]+)\.wav/);
    if (m) names.set(bytes, m[1]);
    return bytes;
  };
  const decode = BaseAudioContext.prototype.decodeAudioData;
  BaseAudioContext.prototype.decodeAudioData = function (bytes, ...rest) {
    const name = names.get(bytes);
    return decode.call(this, bytes, ...rest).then((buffer) => { names.set(buffer, name); return buffer; });
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    log.started.push(names.get(this.buffer) ?? 'unknown');
    return start.apply(this, args);
  };
  const Context = window.AudioContext;
  window.AudioContext = class extends Context {
    constructor(...args) { super(...args); log.contexts++; }
  };
}
const soundOn = () => localStorage.setItem('patience.v2.setting.sound', 'on');

const log = (page) => page.evaluate(() => ({ ...window.soundLog, started: [...window.soundLog.started] }));
// The sounds `action` starts, as a sorted list: the sounds of one frame start in the order their files
// arrive, so only which ones is asserted. Waits until exactly `expected` have started since the action began.
async function expectHeard(page, action, expected, message) {
  const before = (await log(page)).started.length;
  await action();
  await expect.poll(async () => (await log(page)).started.slice(before).sort(), { message }).toEqual([...expected].sort());
}

// A Klondike deal with, at the start, a single card that moves onto another tableau pile from a pile with
// cards under it (they turn), and an ace on a tableau pile with cards under it, on two other piles.
const game = 'klondike';
const { deal, move, home, refusedOnto } = (() => {
  for (let n = 1; ; n++) {
    const moves = referee.moves(game, n);
    const tableau = referee.deal(game, n).piles.tableau;
    const under = (t) => tableau[Number(t.slice(1)) - 1].length > 1;
    const homeMove = moves.find((m) => /^t\d+>f\d+$/.test(m) && under(m.split('>')[0]));
    const moveOn = homeMove && moves.find((m) => /^t\d+>t\d+$/.test(m) && under(m.split('>')[0]) &&
      !m.split('>').includes(homeMove.split('>')[0]));
    if (!moveOn) continue;
    const [from, to] = moveOn.split('>');
    // A pile the moving card may not go to, other than the piles of the two moves.
    const used = [from, to, homeMove.split('>')[0]];
    const onto = tableau.map((_, i) => `t${i + 1}`).find((t) => !used.includes(t) && !moves.includes(`${from}>${t}`));
    if (onto) return { deal: n, move: [from, to], home: homeMove.split('>'), refusedOnto: onto };
  }
})();
const hash = `#game=${game}&deal=${deal}`;

const soundChoice = (page, value) => page.locator(`#settings fieldset[data-setting="sound"] label:has(input[value="${value}"])`);
const closeSettings = async (page) => {
  await page.locator('#settings .close').click();
  await expect(page.locator('#settings')).toBeHidden();
};
const setHidden = (page, hidden) => page.evaluate((h) => {
  Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
  Object.defineProperty(document, 'hidden', { value: h, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}, hidden);

for (const [width, height] of SCREENS) {
  const where = `${width}x${height}`;

  test(`sound at ${where}: off by default and silent; switched on, each event has its own sound; a hidden tab plays nothing; remembered`, async ({ openPage, artifact }) => {
    const { page, errors } = await openPage({ hash, viewport: { width, height }, init: recordAudio, motion: true });
    // The sound files, and the module that plays them (a bundle's chunk: known by its Web Audio calls).
    const audioFetched = [];
    page.on('response', async (r) => {
      if (/\/sounds\//.test(r.url())) audioFetched.push(r.url());
      else if (/\/js\/.*\.js$/.test(new URL(r.url()).pathname) && (await r.text()).includes('createBufferSource')) audioFetched.push(r.url());
    });

    // Off by default: play a move and a deal; no audio context is ever made and nothing of sound is fetched.
    await openSettings(page);
    await expect(soundChoice(page, 'off').locator('input')).toBeChecked();
    await closeSettings(page);
    await drag(page, move[0], move[1]);
    await tap(page, 's');
    expect((await state(page)).moves).toBe(2);
    expect(await log(page)).toEqual({ contexts: 0, started: [] });
    expect(audioFetched).toEqual([]);
    await page.locator('#undo').click();
    await page.locator('#undo').click();
    await atRest(page);
    expect((await state(page)).moves).toBe(0);

    // Switched on in Settings, by a click.
    await openSettings(page);
    await soundChoice(page, 'on').click();
    await expect(soundChoice(page, 'on').locator('input')).toBeChecked();
    await expect.poll(async () => (await log(page)).contexts, { message: 'an audio context is made' }).toBe(1);
    await expect.poll(() => audioFetched.filter((u) => /\/js\//.test(u)).length, { message: 'the sound module is fetched now' }).toBe(1);
    await page.locator('#settings fieldset[data-setting="sound"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(`sound/settings-${where}.png`) });
    await closeSettings(page);

    // A drop the rules refuse: the card is picked up, then refused.
    await expectHeard(page, () => drag(page, move[0], refusedOnto), ['pick-up', 'refused'], 'a refused drop');
    expect((await state(page)).moves).toBe(0);
    // A legal move: picked up, put down, and the card under it turns.
    await expectHeard(page, () => drag(page, move[0], move[1]), ['pick-up', 'put-down', 'turn'], 'a move that turns a card');
    // An ace home: picked up, home, and the card under it turns.
    await expectHeard(page, () => drag(page, home[0], home[1]), ['pick-up', 'home', 'turn'], 'a card home');
    // A deal from the stock, by a tap.
    await expectHeard(page, () => tap(page, 's'), ['deal'], 'a stock deal');
    expect((await state(page)).moves).toBe(3);

    // A hidden tab plays nothing: a deal while hidden is silent, the next one once shown is heard alone.
    await setHidden(page, true);
    await expectHeard(page, async () => {
      await tap(page, 's');
      await setHidden(page, false);
      await tap(page, 's');
    }, ['deal'], 'only the deal made while shown');

    // Reduced motion silences nothing.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectHeard(page, () => tap(page, 's'), ['deal'], 'a deal with reduced motion');

    // Remembered: after a reload the switch is on and the table sounds without visiting Settings.
    await page.reload();
    await waitReady(page);
    await expect.poll(async () => (await log(page)).contexts, { message: 'an audio context is made after a reload' }).toBe(1);
    await expectHeard(page, () => tap(page, 's'), ['deal'], 'a deal after a reload');
    await openSettings(page);
    await expect(soundChoice(page, 'on').locator('input')).toBeChecked();
    // Off again: silent; a deal while off is never heard, the next one once it is on again is heard alone.
    await expectHeard(page, async () => {
      await soundChoice(page, 'off').click();
      await closeSettings(page);
      await tap(page, 's');
      await openSettings(page);
      await soundChoice(page, 'on').click();
      await closeSettings(page);
      await tap(page, 's');
    }, ['deal'], 'only the deal made with the switch on');
    expect(errors).toEqual([]);
  });
}

// The win's sound, once: the winning move is the same pointer input on every screen.
test('sound: the winning move plays the win', async ({ openPage, referee }) => {
  const [[width, height]] = SCREENS;
  const { context, page, moves, errors } = await nearlyWon(openPage, referee, 'klondike-familiar', 1, { viewport: { width, height } });
  // The same game, reloaded with the sound on and its calls recorded.
  await context.addInitScript(recordAudio);
  await page.evaluate(soundOn);
  await page.reload();
  await waitReady(page);
  await expect.poll(async () => (await log(page)).contexts, { message: 'sound is on: an audio context is made' }).toBe(1);
  const before = (await log(page)).started.length;
  await playLastMove(page, moves);
  // Each sound is fetched the first time it is heard, so the two may start in either order: wait for both.
  await expect.poll(async () => {
    const heard = (await log(page)).started.slice(before);
    return { home: heard.includes('home'), wins: heard.filter((s) => s === 'win').length };
  }, { message: 'the card is heard going home, and the win once' }).toEqual({ home: true, wins: 1 });
  const heard = (await log(page)).started.slice(before);
  expect(heard).not.toContain('unknown');
  expect(errors).toEqual([]);
});

test('after one visit the sounds play with no network: the module and the files are in the offline cache', async ({ openPage }) => {
  const { context, page, errors } = await openPage({ hash, viewport: { width: 390, height: 844 }, init: recordAudio, offline: true });
  await expect.poll(() => page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  }), { message: 'the service worker controls the page' }).toBe(true);
  await context.setOffline(true);
  await openSettings(page);
  await soundChoice(page, 'on').click();
  await closeSettings(page);
  await expect.poll(async () => (await log(page)).contexts, { message: 'an audio context is made offline' }).toBe(1);
  await expectHeard(page, () => drag(page, move[0], move[1]), ['pick-up', 'put-down', 'turn'], 'a move, offline');
  await expectHeard(page, () => tap(page, 's'), ['deal'], 'a stock deal, offline');
  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test('a sound that cannot be had: the page says so once the cards are down, and plays on', async ({ openPage }) => {
  // No service worker (it would have the sounds in its cache), and no sound file within reach.
  const init = `(${recordAudio})(); delete Navigator.prototype.serviceWorker;`;
  const { context, page, errors } = await openPage({ hash, viewport: { width: 390, height: 844 }, init });
  await context.route(/\/sounds\//, (r) => r.abort());
  await openSettings(page);
  await soundChoice(page, 'on').click();
  await closeSettings(page);
  await drag(page, move[0], move[1]);
  await expect(page.locator('#notice')).toContainText('A sound could not be loaded');
  await atRest(page); // the notice's row laid out
  await tap(page, 's');
  expect((await state(page)).moves).toBe(2);
  expect((await log(page)).started).toEqual([]);
  expect(errors).toEqual([]);
});
