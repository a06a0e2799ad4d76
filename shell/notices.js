// Messages for the player. A notice (a bad link, a save that could not be read, a copied link) takes a row
// of its own under the table, so it never covers a card nor catches a touch meant for the table; it goes
// after a while or when dismissed, but never under a finger that is dragging cards (the table would shift
// under it). A panel (won, no moves left, confirm) is a modal question over the table.
const $ = (id) => document.getElementById(id);

let timer = 0;
let shown = 0; // counts the notices shown: a late hide is for the one it was set for only
// A notice's time counts from when the page has drawn its first table: one shown while the page loads (a bad
// link, a save that could not be read) would otherwise go before a slow device had shown the page at all.
let pageShown = Promise.resolve();

export function countNoticesFrom(shownPromise) {
  pageShown = shownPromise;
}
let holdWhile = () => false; // a finger or mouse is down on the table
let afterHold = (fn) => fn();

export function holdNoticesWhile(pressed, whenReleased) {
  holdWhile = pressed;
  afterHold = whenReleased;
}

function hideNotice(which) {
  if (which !== shown) return;
  if (holdWhile()) {
    afterHold(() => hideNotice(which));
    return;
  }
  $('notice').hidden = true;
}

// `action`: an optional [label, handler] button beside the message ("Back to the last game").
export function notify(message, kind = 'info', seconds = kind === 'error' ? 12 : 4, action = null) {
  const box = $('notice');
  $('notice-text').textContent = message;
  const button = $('notice-action');
  button.hidden = !action;
  button.textContent = action ? action[0] : '';
  button.onclick = action ? () => { clearTimeout(timer); box.hidden = true; action[1](); } : null;
  box.classList.toggle('error', kind === 'error');
  box.hidden = false;
  const which = ++shown; // the notice before it no longer hides the box (hideNotice)
  pageShown.then(() => {
    if (which !== shown) return;
    clearTimeout(timer);
    timer = setTimeout(() => hideNotice(which), seconds * 1000);
  }, () => {}); // a page that failed to load keeps its notices
}
$('notice-close').addEventListener('click', () => { clearTimeout(timer); $('notice').hidden = true; });

// ---- panels ----------------------------------------------------------------------------------------------

let panelFor = null; // 'won' / 'over' / 'confirm' / 'error' while a panel is shown
let onClosed = () => {};

// actions: [label, handler or null (just close), primary?]
export function showPanel(kind, title, body, actions) {
  panelFor = kind;
  $('overlay-title').textContent = title;
  $('overlay-text').textContent = body;
  const row = $('overlay-actions');
  row.textContent = '';
  for (const [label, handler, primary] of actions) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    if (primary) b.className = 'primary';
    b.addEventListener('click', () => {
      closePanel();
      if (handler) handler();
    });
    row.append(b);
  }
  $('overlay').hidden = false;
  row.querySelector('.primary, button')?.focus({ preventScroll: true });
}

export function hidePanel() {
  panelFor = null;
  $('overlay').hidden = true;
}

// The player closed the panel (a button, Esc, a click beside it): `onClosed(kind)` hears of it.
export function closePanel() {
  const kind = panelFor;
  hidePanel();
  if (kind) onClosed(kind);
}
export const panelShown = () => panelFor;
export const onPanelClosed = (fn) => { onClosed = fn; };

$('overlay').addEventListener('click', (e) => { if (e.target === $('overlay')) closePanel(); });
