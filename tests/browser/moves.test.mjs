// Playing with the pointer: drag and drop, snap back on an illegal drop, tap-to-move, undo and redo.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  cliMoves, cliState, drag, info, landing, launch, openPage, position, rects, serve, settle, singleCardMoves, state, tap,
  topCard,
} from './support.mjs';

const GAME = 'falling-star';
const DEAL = 12345;
const hash = `#game=${GAME}&deal=${DEAL}`;
let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

// A legal single-card move onto a tableau pile or foundation, from a card one can see and grab.
function draggableMove(moves) {
  const candidates = singleCardMoves(moves).filter((m) => /^[trsw]/.test(m.from) && /^[tf]/.test(m.to));
  assert.ok(candidates.length > 0, `no draggable move in ${moves.join(' ')}`);
  return candidates[0];
}

test('dragging a legal card with the mouse moves it', async () => {
  const { context, page, errors } = await openPage(browser, server.url, { hash });
  const move = draggableMove(cliMoves(GAME, DEAL));
  await drag(page, move.from, move.to);
  await settle(page);
  assert.deepEqual((await state(page)).piles, cliState(GAME, DEAL, [move.text]).piles, `after ${move.text}`);
  assert.equal((await info(page)).moves, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('dragging with a finger moves a card too', async () => {
  const { context, page } = await openPage(browser, server.url, { hash, viewport: { width: 360, height: 640 }, scale: 3, touch: true });
  const move = draggableMove(cliMoves(GAME, DEAL));
  const r = await rects(page);
  const a = topCard(r, move.from), b = landing(r, move.to);
  const cdp = await context.newCDPSession(page);
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const [ax, ay, bx, by] = [a.x + a.w / 2, a.y + a.h / 2, b.x + b.w / 2, b.y + b.h / 2];
  await touch('touchStart', ax, ay);
  for (let i = 1; i <= 8; i++) await touch('touchMove', ax + ((bx - ax) * i) / 8, ay + ((by - ay) * i) / 8);
  await touch('touchEnd');
  await settle(page);
  assert.deepEqual((await state(page)).piles, cliState(GAME, DEAL, [move.text]).piles, `after ${move.text}`);
  await context.close();
});

test('an illegal drop snaps back and changes nothing', async () => {
  const { context, page } = await openPage(browser, server.url, { hash });
  const moves = singleCardMoves(cliMoves(GAME, DEAL));
  const move = draggableMove(cliMoves(GAME, DEAL));
  const legal = new Set(moves.filter((m) => m.from === move.from).map((m) => m.to));
  const s = await state(page);
  const wrong = s.piles.tableau.map((_, i) => `t${i + 1}`).find((t) => t !== move.from && !legal.has(t));
  assert.ok(wrong, 'some tableau pile refuses the card');
  const before1 = await rects(page);
  await drag(page, move.from, wrong);
  await settle(page);
  assert.deepEqual(await state(page), s);
  assert.equal((await info(page)).moves, 0);
  // The card is back where it was.
  assert.deepEqual(topCard(await rects(page), move.from), topCard(before1, move.from));
  await context.close();
});

test('tapping the stock deals; tapping a card sends it to its best place', async () => {
  const { context, page } = await openPage(browser, server.url, { hash });
  const s0 = await state(page);
  await tap(page, 's');
  await settle(page);
  const s1 = await state(page);
  assert.equal(s1.piles.stock.length, s0.piles.stock.length - 1);
  assert.equal(s1.piles.waste.length, s0.piles.waste.length + 1);
  assert.deepEqual(s1.piles, cliState(GAME, DEAL, ['deal']).piles);

  const moves = singleCardMoves(cliMoves(GAME, DEAL, ['deal'])).filter((m) => /^[trw]/.test(m.from));
  assert.ok(moves.length > 0);
  // The rank of a destination as tap-to-move ranks them: foundation, non-empty tableau, empty tableau.
  const rank = (to) => (to[0] === 'f' ? 0 : s1.piles.tableau[Number(to.slice(1)) - 1].length ? 1 : 2);
  const from = moves[0].from;
  const mine = moves.filter((m) => m.from === from);
  const bestRank = Math.min(...mine.map((m) => rank(m.to)));
  const allowed = mine.filter((m) => rank(m.to) === bestRank)
    .map((m) => JSON.stringify(cliState(GAME, DEAL, ['deal', m.text]).piles));
  await tap(page, from);
  await settle(page);
  assert.ok(allowed.includes(JSON.stringify((await state(page)).piles)), `tap on ${from}: one of ${mine.map((m) => m.text)}`);
  await context.close();
});

test('undo and redo, with the buttons and with the keys', async () => {
  const { context, page } = await openPage(browser, server.url, { hash });
  const start = await state(page);
  assert.ok(await page.locator('#undo').isDisabled());
  await tap(page, 's');
  await settle(page);
  const dealt = await state(page);
  assert.notDeepEqual(position(dealt), position(start));

  await page.click('#undo');
  assert.deepEqual(position(await state(page)), position(start));
  await page.click('#redo');
  assert.deepEqual(position(await state(page)), position(dealt));

  await page.keyboard.press('Control+z');
  assert.deepEqual(position(await state(page)), position(start));
  await page.keyboard.press('Control+Shift+Z');
  assert.deepEqual(position(await state(page)), position(dealt));
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  assert.deepEqual(position(await state(page)), position(dealt));
  assert.ok(await page.locator('#redo').isDisabled());
  await context.close();
});
