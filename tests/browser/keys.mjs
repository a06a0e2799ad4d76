// Playing by the keyboard alone, as a player does (games.test.mjs plays every ruleset so, keyboard.test.mjs the
// keys' own behaviour): the focus onto the table and between piles, Enter to pick up a card or run (Up / Down
// choose how many), the arrows to a destination, Enter to put the cards down.
import { atRest, expect } from './fixtures.mjs';

export const access = (page) => page.evaluate(() => window.patience.access());
export const focused = (page) => page.evaluate(() => document.activeElement?.dataset?.pile ?? null);

// Presses `key` until the pile with the focus is `pile` (at most `limit` times).
export async function pressUntil(page, key, pile, limit = 30) {
  for (let i = 0; i < limit && (await access(page)).focus !== pile; i++) {
    await page.keyboard.press(key);
  }
  expect((await access(page)).focus, `${key} reaches ${pile}`).toBe(pile);
  expect(await focused(page), 'the mirror has the DOM focus on the same pile').toBe(pile);
}

// The keyboard focus onto the table: an arrow key with nothing focused, then Tab to the pile.
export async function focusPile(page, pile) {
  if (!(await focused(page))) {
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).not.toBeNull();
  }
  // Tab runs through the piles in the layout's order; from the first pile it reaches every one.
  const order = (await access(page)).piles.map((p) => p.id);
  if (order.indexOf((await access(page)).focus) > order.indexOf(pile)) {
    await pressUntil(page, 'Shift+Tab', pile);
  } else {
    await pressUntil(page, 'Tab', pile);
  }
}

// Plays a move by keys alone: "deal" / "redeal" with Enter on the stock, else pick up, count, go, put down.
export async function playByKeys(page, move, faceUpStock) {
  if (move === 'deal' || move === 'redeal') {
    // Enter on the stock deals when its own cards cannot move; D deals always.
    await focusPile(page, 's');
    await page.keyboard.press(faceUpStock ? 'd' : 'Enter');
    await atRest(page);
    return;
  }
  const [, from, count, to] = /^([a-z]+\d*)(?::(\d+))?>([a-z]+\d*)$/.exec(move);
  const want = Number(count ?? 1);
  await focusPile(page, from);
  await page.keyboard.press('Enter');
  let held = (await access(page)).held;
  expect(held, `Enter picks up the cards of ${from}`).not.toBeNull();
  for (let i = 0; i < 60 && held.count !== want; i++) {
    await page.keyboard.press(held.count > want ? 'ArrowDown' : 'ArrowUp');
    held = (await access(page)).held;
  }
  expect(held.count, `Up and Down choose ${want} cards`).toBe(want);
  expect(held.targets, 'the destination is among the highlighted ones').toContain(to);
  await pressUntil(page, 'ArrowRight', to, held.targets.length + 1);
  await page.keyboard.press('Enter');
  await atRest(page);
}

// A move worth playing: a run of several cards when there is one, else a card, else the stock.
export function chooseMove(moves) {
  return moves.find((m) => /:\d+>/.test(m)) ?? moves.find((m) => m.includes('>')) ?? moves[0];
}

