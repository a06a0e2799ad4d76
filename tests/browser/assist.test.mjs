// Autoplay and Finish in the page: autoplay is on by default, sends safe cards home after the player's move
// as part of that move's undo step, and can be switched off (remembered); Finish shows only when every card
// can go home, and plays them all home as one undo step.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { cliState, info, launch, openPage, position, serve, settle, state, waitReady } from './support.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// Klondike Easy #29: the first card dealt is the Ace of Spades, and nothing else can go home.
const ACE_DEAL = '#game=klondike-easy&deal=29';
const saveOf = (page, game) => page.evaluate((key) => localStorage.getItem(key), `patience.v2.save.${game}.std`);
const movesOf = (save) => save.match(/^moves(.*)$/m)[1].trim().split(' ').filter(Boolean);
const idle = async (page) => {
  await page.waitForFunction(() => !window.patience.info().busy);
  await settle(page);
};

test('autoplay is on by default and its moves undo and redo with the player\'s move', async () => {
  const { context, page, errors } = await openPage(browser, server.url, { hash: ACE_DEAL, autoplay: true });
  assert.ok(await page.locator('#autoplay').isChecked());
  const start = await state(page);
  await page.click('#deal');
  await idle(page);
  const played = await state(page);
  // The save marks the automatic move with '*', and the CLI referee agrees with every move made.
  const moves = movesOf(await saveOf(page, 'klondike-easy'));
  assert.equal(moves.length, 2);
  assert.equal(moves[0], 'deal');
  assert.match(moves[1], /^\*w>f\d$/);
  assert.deepEqual(played.piles, cliState('klondike-easy', 29, moves.map((m) => m.replace('*', ''))).piles);
  assert.deepEqual(played.piles.foundations.flat(), ['AS']);

  await page.click('#undo');
  assert.deepEqual(position(await state(page)), position(start), 'one undo takes back the deal and the autoplay');
  await page.click('#redo');
  await idle(page);
  assert.deepEqual(position(await state(page)), position(played));
  assert.equal((await info(page)).moves, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('autoplay can be switched off, with the checkbox or the A key, and stays off after a reload', async () => {
  const { context, page } = await openPage(browser, server.url, { hash: ACE_DEAL, autoplay: true });
  await page.locator('#autoplay').uncheck();
  await page.click('#deal');
  await idle(page);
  assert.deepEqual((await state(page)).piles, cliState('klondike-easy', 29, ['deal']).piles, 'the Ace stays on the waste');

  await page.reload();
  await waitReady(page);
  assert.equal(await page.locator('#autoplay').isChecked(), false);
  assert.equal(await page.evaluate(() => localStorage.getItem('patience.v2.autoplay')), 'off');
  await page.keyboard.press('a');
  assert.ok(await page.locator('#autoplay').isChecked());
  assert.equal(await page.evaluate(() => localStorage.getItem('patience.v2.autoplay')), 'on');
  // On again: the next move of the player's brings the Ace home after it.
  await page.click('#undo');
  await page.click('#deal');
  await idle(page);
  assert.deepEqual((await state(page)).piles.foundations.flat(), ['AS']);
  await context.close();
});

// Klondike Easy #2 after these 116 moves: 44 cards home, every remaining card can go home by foundation
// moves and dealing alone (found with a throwaway search over the rules engine).
const NEAR_WON = ('t4>t3 t3:2>t4 t6>t2 deal deal deal w>t4 deal deal deal w>t7 deal deal deal w>f1 deal w>t3 deal ' +
  'deal deal deal w>t7 deal deal deal w>t7 deal deal deal w>t4 t1>t4 deal w>t4 t3:2>t4 deal w>t7 deal w>t5 deal ' +
  'w>t1 t5:2>t1 t5>f2 t5>f3 t2>f3 t4>f3 redeal deal deal w>f1 deal w>f2 t2>f2 t2>f3 t4>f2 t4>f3 w>t2 t5>t4 deal ' +
  'deal deal w>f2 deal w>t7 deal w>t3 deal deal w>t5 deal w>t4 deal w>t1 t7:6>t1 t4:8>t7 t4>f4 t7:9>t2 t7>f1 ' +
  't1>f1 t6>t7 deal w>t5 redeal deal w>f4 t6>f4 t2>f4 t1>f4 t1>f3 t2>f1 t2>f2 t1>f2 t5>f1 t2>f1 t2>f2 t6>f4 ' +
  't5>f4 t3>f4 t5>f1 t3>f1 t6>f3 t1>f3 t1>f2 t1>f1 t2>f3 t4>f3 t7>f1 deal w>t3 t7>t3 t7>f2 t1>f2 t1>f1 t3>f2 ' +
  't1>f2 t3>f1 t7>t1').split(' ');

test('Finish shows only when every card can go home, and plays them home as one undo step', async () => {
  const hash = '#game=klondike-easy&deal=2';
  const { context, page, errors } = await openPage(browser, server.url, { hash });
  assert.ok(await page.locator('#finish').isHidden(), 'no Finish on a fresh deal');

  // The near-won game as a save of this deal: the link continues it.
  const save = `patience-save 1\ngame klondike-easy std\ndeal 2 1\nmoves ${NEAR_WON.join(' ')}\nundone 0\n`;
  await page.evaluate((text) => localStorage.setItem('patience.v2.save.klondike-easy.std', text), save);
  await page.reload();
  await waitReady(page);
  const near = await state(page);
  assert.deepEqual(position(near), position(cliState('klondike-easy', 2, NEAR_WON)));
  assert.equal(near.cardsHome, 44);
  assert.ok(await page.locator('#finish').isVisible());

  await page.click('#finish');
  assert.ok(await page.locator('#finish').isHidden(), 'the button goes while the cards go home');
  await idle(page);
  const done = await state(page);
  assert.equal(done.won, true);
  assert.equal(done.cardsHome, 52);
  // The referee accepts every move the finish made; only the first one is the player's.
  const moves = movesOf(await saveOf(page, 'klondike-easy'));
  const finishing = moves.slice(NEAR_WON.length);
  assert.ok(finishing.length >= 8);
  assert.ok(!finishing[0].startsWith('*') && finishing.slice(1).every((m) => m.startsWith('*')), finishing.join(' '));
  assert.deepEqual(done.piles, cliState('klondike-easy', 2, moves.map((m) => m.replace('*', ''))).piles);
  assert.ok(await page.locator('#overlay').isVisible());
  assert.match(await page.locator('#overlay-title').textContent(), /won/);

  await page.getByRole('button', { name: 'Close' }).click();
  await page.click('#undo');
  assert.deepEqual(position(await state(page)), position(near), 'one undo takes back the whole finish');
  assert.ok(await page.locator('#finish').isVisible());
  await page.keyboard.press('f');
  await idle(page);
  assert.equal((await state(page)).won, true);
  assert.deepEqual(errors, []);
  await context.close();
});
