// The screen reader's view of the table, read from Chromium's accessibility tree: one named group per pile
// with its cards in words (the core's words), updated after every move; the focus of keyboard play is DOM
// focus on the pile's group; moves are said once, in a live region.
import { readFileSync } from 'node:fs';
import { atRest, drag, expect, referee, singleCardMoves, state, test } from './fixtures.mjs';

const GAME = 'klondike';
const DEAL = 11;
const hash = `#game=${GAME}&deal=${DEAL}`;

const RANKS = { A: 'Ace', T: '10', J: 'Jack', Q: 'Queen', K: 'King' };
const SUITS = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
// A face-up card of the CLI's JSON ("7H") as the page says it: "7 of hearts".
const words = (card) => `${RANKS[card[0]] ?? card[0]} of ${SUITS[card[1]]}`;
// What the mirror must say of a tableau pile of the CLI's JSON.
function tableauWords(i, cards) {
  const down = cards.filter((c) => c.startsWith('#')).length;
  const up = cards.filter((c) => !c.startsWith('#')).map(words);
  if (!cards.length) return `Tableau ${i}: empty`;
  return `Tableau ${i}: ${[down ? `${down} face down` : null, ...up].filter(Boolean).join(', ')}`;
}

// From now on every text the live region says is kept, in order, in window.said.
function listenToAnnouncements(page) {
  return page.evaluate(() => {
    window.said = [];
    new MutationObserver(() => {
      const t = document.getElementById('announce').textContent;
      if (t) window.said.push(t);
    }).observe(document.getElementById('announce'), { childList: true, characterData: true, subtree: true });
  });
}

test('each pile is a named group that lists its cards in words, and follows the moves', async ({ openPage }) => {
  const { page } = await openPage({ hash });
  const mirror = page.locator('#mirror');
  const s0 = referee.deal(GAME, DEAL);
  for (const [i, cards] of s0.piles.tableau.entries()) {
    await expect(page.getByRole('group', { name: tableauWords(i + 1, cards), exact: true })).toHaveCount(1);
  }
  await expect(page.getByRole('group', { name: /^Stock: 2?\d cards$/ })).toHaveCount(1);
  const snapshot = await mirror.ariaSnapshot();
  expect(snapshot).toContain(`group "${tableauWords(1, s0.piles.tableau[0])}"`);
  expect(snapshot).toMatch(/group "Foundation 1: empty"/);

  // A move by the mouse: the groups change, and the live region says the move once.
  await listenToAnnouncements(page);
  const move = singleCardMoves(referee.moves(GAME, DEAL)).find((m) => /^t/.test(m.from) && /^t/.test(m.to));
  await drag(page, move.from, move.to);
  const s1 = referee.state(GAME, DEAL, [move.text]);
  expect((await state(page)).piles).toEqual(s1.piles);
  for (const [i, cards] of s1.piles.tableau.entries()) {
    await expect(page.getByRole('group', { name: tableauWords(i + 1, cards), exact: true })).toHaveCount(1);
  }
  const from = Number(move.from.slice(1)), to = Number(move.to.slice(1));
  const card = s0.piles.tableau[from - 1].at(-1);
  const sentence = `Move ${words(card)} from Tableau ${from} to Tableau ${to}.`;
  await expect(page.getByRole('status').filter({ hasText: sentence })).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => window.said)).toEqual([sentence]);
});

test('the keyboard focus is DOM focus on the pile\'s group; picking up is said', async ({ openPage }) => {
  const { page } = await openPage({ hash });
  await page.keyboard.press('ArrowRight');
  const focused = page.locator('#mirror [role="group"]:focus');
  await expect(focused).toHaveCount(1);
  const first = await focused.getAttribute('aria-label');
  await page.keyboard.press('Tab');
  await expect(focused).toHaveCount(1);
  expect(await focused.getAttribute('aria-label')).not.toBe(first);
  // Only the focused pile is in the Tab order (a roving focus), so Tab from the page reaches the table once.
  await expect(page.locator('#mirror [tabindex="0"]')).toHaveCount(1);

  // Picking up the 5 of hearts of Tableau 1 (deal 11) is said with where it can go.
  for (let i = 0; i < 20 && (await page.evaluate(() => window.patience.access().focus)) !== 't1'; i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.locator('#announce')).toContainText(/^Picked up \w+ of \w+\. It can go to /);
  await expect(focused).toHaveAttribute('aria-label', /Holding 1 card$/);
  await page.keyboard.press('Escape');
  await expect(page.locator('#announce')).toHaveText('Put back.');
  await atRest(page);
});

test('a burst of automatic moves (the finish) is said once, when the table comes to rest', async ({ openPage, referee }) => {
  const game = 'klondike-easy', deal = 2;
  const line = JSON.parse(referee.run(['solve', game, String(deal), '--positions', '3000000'])).moves;
  // Up to the last move that is not a foundation move or a deal: from there the finish can play the rest.
  let k = line.length;
  while (k > 0 && (/>f\d+$/.test(line[k - 1]) || line[k - 1] === 'deal' || line[k - 1] === 'redeal')) k--;
  const prefix = line.slice(0, k);
  expect(line.length - k, 'the finish has several moves to play').toBeGreaterThan(3);
  const link = referee.run(['replay', game, String(deal)], prefix.map((m) => `${m}\n`).join('')).trim();
  const { page } = await openPage({ hash: `#${link}` });
  await atRest(page);
  await page.locator('#viewer-take').click();
  expect((await state(page)).piles).toEqual(referee.state(game, deal, prefix).piles);
  await expect(page.locator('#finish')).toBeVisible();
  await atRest(page);
  await listenToAnnouncements(page);
  await page.keyboard.press('f');
  await atRest(page);
  expect((await state(page)).won).toBe(true);
  await expect.poll(() => page.evaluate(() => window.said.length)).toBeGreaterThan(0);
  const said = await page.evaluate(() => window.said);
  expect(said, 'one sentence for the whole finish').toHaveLength(1);
  expect(said[0]).toMatch(/^\d+ automatic moves, the last: Move \w+ of \w+ from .* to Foundation \d+\./);
});

// The mirror and the live region in a second language: the piles' groups, a move, picking up and putting
// back, each in German words as de.json gives them (the core's words, switched by pt_set_language).
test('the screen reader hears the table in German when the page is in German', async ({ openPage }) => {
  const de = JSON.parse(readFileSync(new URL('../../assets/lang/de.json', import.meta.url), 'utf8')).core;
  const fill = (id, args) => de[id].replace(/\{(\w+)\}/g, (_, k) => args[k]);
  const rank = (c) => de[`card.rank.${{ A: 1, T: 10, J: 11, Q: 12, K: 13 }[c[0]] ?? c[0]}`] ?? c[0];
  const card = (c) => fill('card.name', { rank: rank(c), suit: de[`card.suit.${SUITS[c[1]]}`] });
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const { page } = await openPage({ hash, init: [(l) => localStorage.setItem('patience.v2.setting.language', l), 'de'] });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const s0 = referee.deal(GAME, DEAL);
  const top = s0.piles.tableau[0].at(-1);
  await expect(page.getByRole('group', { name: new RegExp(`^${escape(fill('pile.tableau', { n: 1 }))}: .*${escape(card(top))}$`) })).toHaveCount(1);

  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 20 && (await page.evaluate(() => window.patience.access().focus)) !== 't1'; i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  const picked = escape(de['keyboard.picked_up']).replace(/\\\{card\\\}|\\\{places\\\}/g, '.+');
  await expect(page.locator('#announce')).toHaveText(new RegExp(`^${picked}$`));
  await page.keyboard.press('Escape');
  await expect(page.locator('#announce')).toHaveText(de['keyboard.put_back']);
  await listenToAnnouncements(page);
  const move = singleCardMoves(referee.moves(GAME, DEAL)).find((m) => /^t/.test(m.from) && /^t/.test(m.to));
  await drag(page, move.from, move.to);
  const from = Number(move.from.slice(1)), to = Number(move.to.slice(1));
  const moved = s0.piles.tableau[from - 1].at(-1);
  const said = fill('announce.sentence', { text: fill('move.transfer', {
    card: card(moved), from: fill('pile.tableau', { n: from }), to: fill('pile.tableau', { n: to }) }) });
  await expect.poll(() => page.evaluate(() => window.said)).toEqual([said]);

  await atRest(page);
});
