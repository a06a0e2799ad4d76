// Autoplay and Finish in the page: autoplay is on by default, sends safe cards home after the player's move
// as part of that move's undo step, and can be switched off (remembered); Finish shows only when every card
// can go home, and plays them all home as one undo step.
import { atRest, expect, info, position, referee, state, test, waitReady } from './fixtures.mjs';

// Klondike Easy #29: the first card dealt is the Ace of Spades, and nothing else can go home.
const ACE_DEAL = '#game=klondike-easy&deal=29';
const saveOf = (page, game) => page.evaluate((key) => localStorage.getItem(key), `patience.v2.save.${game}.std`);
const movesOf = (save) => save.match(/^moves(.*)$/m)[1].trim().split(' ').filter(Boolean);

test('autoplay is on by default and its moves undo and redo with the player\'s move', async ({ openPage }) => {
  const { page, errors } = await openPage({ hash: ACE_DEAL, autoplay: true });
  await expect(page.locator('#autoplay')).toBeChecked();
  const start = await state(page);
  await page.click('#deal');
  await atRest(page);
  const played = await state(page);
  // The save marks the automatic move with '*', and the CLI referee agrees with every move made.
  const moves = movesOf(await saveOf(page, 'klondike-easy'));
  expect(moves.length).toBe(2);
  expect(moves[0]).toBe('deal');
  expect(moves[1]).toMatch(/^\*w>f\d$/);
  expect(played.piles).toEqual(referee.state('klondike-easy', 29, moves.map((m) => m.replace('*', ''))).piles);
  expect(played.piles.foundations.flat()).toEqual(['AS']);

  await page.click('#undo');
  expect(position(await state(page)), 'one undo takes back the deal and the autoplay').toEqual(position(start));
  await page.click('#redo');
  await atRest(page);
  expect(position(await state(page))).toEqual(position(played));
  expect((await info(page)).moves).toBe(2);
  expect(errors).toEqual([]);
});

test('autoplay can be switched off, with the checkbox or the A key, and stays off after a reload', async ({ openPage }) => {
  const { page } = await openPage({ hash: ACE_DEAL, autoplay: true });
  await page.click('#settings-open'); // the switch lives in the settings panel
  await page.locator('#autoplay').uncheck();
  await page.locator('#settings .close').click();
  await page.click('#deal');
  await atRest(page);
  expect((await state(page)).piles, 'the Ace stays on the waste').toEqual(referee.state('klondike-easy', 29, ['deal']).piles);

  await page.reload();
  await waitReady(page);
  await expect(page.locator('#autoplay')).not.toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('patience.v2.autoplay'))).toBe('off');
  await page.keyboard.press('a');
  await expect(page.locator('#autoplay')).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('patience.v2.autoplay'))).toBe('on');
  // On again: the next move of the player's brings the Ace home after it.
  await page.click('#undo');
  await page.click('#deal');
  await atRest(page);
  expect((await state(page)).piles.foundations.flat()).toEqual(['AS']);
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

test('Finish shows only when every card can go home, and plays them home as one undo step', async ({ openPage }) => {
  const hash = '#game=klondike-easy&deal=2';
  const { page, errors } = await openPage({ hash });
  await expect(page.locator('#finish'), 'no Finish on a fresh deal').toBeHidden();

  // The near-won game as a save of this deal: the link continues it.
  const save = `patience-save 1\ngame klondike-easy std\ndeal 2 1\nmoves ${NEAR_WON.join(' ')}\nundone 0\n`;
  await page.evaluate((text) => localStorage.setItem('patience.v2.save.klondike-easy.std', text), save);
  await page.reload();
  await waitReady(page);
  const near = await state(page);
  expect(position(near)).toEqual(position(referee.state('klondike-easy', 2, NEAR_WON)));
  expect(near.cardsHome).toBe(44);
  await expect(page.locator('#finish')).toBeVisible();

  await page.click('#finish');
  expect(await page.locator('#finish').isHidden(), 'the button goes while the cards go home').toBe(true);
  await atRest(page);
  const done = await state(page);
  expect(done.won).toBe(true);
  expect(done.cardsHome).toBe(52);
  // The referee accepts every move the finish made; only the first one is the player's.
  const moves = movesOf(await saveOf(page, 'klondike-easy'));
  const finishing = moves.slice(NEAR_WON.length);
  expect(finishing.length).toBeGreaterThanOrEqual(8);
  expect(!finishing[0].startsWith('*') && finishing.slice(1).every((m) => m.startsWith('*')), finishing.join(' ')).toBe(true);
  expect(done.piles).toEqual(referee.state('klondike-easy', 2, moves.map((m) => m.replace('*', ''))).piles);
  await expect(page.locator('#overlay')).toBeVisible();
  expect(await page.locator('#overlay-title').textContent()).toMatch(/won/);

  await page.getByRole('button', { name: 'Close' }).click();
  await page.click('#undo');
  expect(position(await state(page)), 'one undo takes back the whole finish').toEqual(position(near));
  await expect(page.locator('#finish')).toBeVisible();
  await page.keyboard.press('f');
  await atRest(page);
  expect((await state(page)).won).toBe(true);
  expect(errors).toEqual([]);
});
