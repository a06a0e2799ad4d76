// Playing with the pointer: drag and drop, snap back on an illegal drop, tap-to-move, undo and redo.
import {
  atRest, drag, expect, info, landing, position, rects, singleCardMoves, state, tap, test, topCard,
} from './fixtures.mjs';

const GAME = 'falling-star';
const DEAL = 12345;
const hash = `#game=${GAME}&deal=${DEAL}`;

// A legal single-card move onto a tableau pile or foundation, from a card one can see and grab.
function draggableMove(moves) {
  const candidates = singleCardMoves(moves).filter((m) => /^[trsw]/.test(m.from) && /^[tf]/.test(m.to));
  expect(candidates.length, `no draggable move in ${moves.join(' ')}`).toBeGreaterThan(0);
  return candidates[0];
}

test('dragging a legal card with the mouse moves it', async ({ openPage, referee }) => {
  const { page, errors } = await openPage({ hash });
  const move = draggableMove(referee.moves(GAME, DEAL));
  await drag(page, move.from, move.to);
  expect((await state(page)).piles, `after ${move.text}`).toEqual(referee.state(GAME, DEAL, [move.text]).piles);
  expect((await info(page)).moves).toBe(1);
  expect(errors).toEqual([]);
});

test('dragging with a finger moves a card too', async ({ openPage, referee }) => {
  const { context, page } = await openPage({ hash, viewport: { width: 360, height: 640 }, scale: 3, touch: true });
  const move = draggableMove(referee.moves(GAME, DEAL));
  const r = await rects(page);
  const a = topCard(r, move.from), b = landing(r, move.to);
  const cdp = await context.newCDPSession(page);
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const [ax, ay, bx, by] = [a.x + a.w / 2, a.y + a.h / 2, b.x + b.w / 2, b.y + b.h / 2];
  await touch('touchStart', ax, ay);
  for (let i = 1; i <= 8; i++) await touch('touchMove', ax + ((bx - ax) * i) / 8, ay + ((by - ay) * i) / 8);
  await touch('touchEnd');
  await atRest(page);
  expect((await state(page)).piles, `after ${move.text}`).toEqual(referee.state(GAME, DEAL, [move.text]).piles);
});

test('an illegal drop snaps back and changes nothing', async ({ openPage, referee }) => {
  const { page } = await openPage({ hash });
  const moves = singleCardMoves(referee.moves(GAME, DEAL));
  const move = draggableMove(referee.moves(GAME, DEAL));
  const legal = new Set(moves.filter((m) => m.from === move.from).map((m) => m.to));
  const s = await state(page);
  const wrong = s.piles.tableau.map((_, i) => `t${i + 1}`).find((t) => t !== move.from && !legal.has(t));
  expect(wrong, 'some tableau pile refuses the card').toBeTruthy();
  const before1 = await rects(page);
  await drag(page, move.from, wrong);
  expect(await state(page)).toEqual(s);
  expect((await info(page)).moves).toBe(0);
  // The card is back where it was.
  expect(topCard(await rects(page), move.from)).toEqual(topCard(before1, move.from));
});

test('tapping the stock deals; tapping a card sends it to its best place', async ({ openPage, referee }) => {
  const { page } = await openPage({ hash });
  const s0 = await state(page);
  await tap(page, 's');
  const s1 = await state(page);
  expect(s1.piles.stock.length).toBe(s0.piles.stock.length - 1);
  expect(s1.piles.waste.length).toBe(s0.piles.waste.length + 1);
  expect(s1.piles).toEqual(referee.state(GAME, DEAL, ['deal']).piles);

  const moves = singleCardMoves(referee.moves(GAME, DEAL, ['deal'])).filter((m) => /^[trw]/.test(m.from));
  expect(moves.length).toBeGreaterThan(0);
  // The rank of a destination as tap-to-move ranks them: foundation, non-empty tableau, empty tableau.
  const rank = (to) => (to[0] === 'f' ? 0 : s1.piles.tableau[Number(to.slice(1)) - 1].length ? 1 : 2);
  const from = moves[0].from;
  const mine = moves.filter((m) => m.from === from);
  const bestRank = Math.min(...mine.map((m) => rank(m.to)));
  const allowed = mine.filter((m) => rank(m.to) === bestRank)
    .map((m) => JSON.stringify(referee.state(GAME, DEAL, ['deal', m.text]).piles));
  await tap(page, from);
  expect(allowed, `tap on ${from}: one of ${mine.map((m) => m.text)}`).toContain(JSON.stringify((await state(page)).piles));
});

test('undo and redo, with the buttons and with the keys', async ({ openPage }) => {
  const { page } = await openPage({ hash });
  const start = await state(page);
  await expect(page.locator('#undo')).toBeDisabled();
  await tap(page, 's');
  const dealt = await state(page);
  expect(position(dealt)).not.toEqual(position(start));

  await page.click('#undo');
  expect(position(await state(page))).toEqual(position(start));
  await page.click('#redo');
  expect(position(await state(page))).toEqual(position(dealt));

  await page.keyboard.press('Control+z');
  expect(position(await state(page))).toEqual(position(start));
  await page.keyboard.press('Control+Shift+Z');
  expect(position(await state(page))).toEqual(position(dealt));
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  expect(position(await state(page))).toEqual(position(dealt));
  await expect(page.locator('#redo')).toBeDisabled();
});
