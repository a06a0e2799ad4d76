// "Deal number…": a small dialog to open a deal of the game on the table by its number. The core reads the
// number (a bad one gets its one sentence, and nothing changes); the deal opens as its deal link would.
// Loaded when the player first asks for it, so it is no part of the first load.
import * as bridge from './bridge.js?v=dev';
import { openDeal, sentence } from './commands.js?v=dev';
import * as dialogs from './dialogs.js?v=dev';
import { current } from './status.js?v=dev';
import { t } from './words.js?v=dev';

const dialog = document.createElement('dialog');
dialog.id = 'deal-choice';
dialog.className = 'sheet deal-choice';
dialog.setAttribute('aria-labelledby', 'deal-choice-title');
dialog.innerHTML = `<div class="sheet-box">
  <header class="sheet-head"><h2 id="deal-choice-title"></h2><button type="button" class="close" data-close>×</button></header>
  <form class="sheet-body" novalidate>
    <label for="deal-choice-input"></label>
    <input id="deal-choice-input" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" enterkeyhint="go" aria-describedby="deal-choice-error">
    <p id="deal-choice-error" class="deal-choice-error" role="alert" hidden></p>
    <div class="deal-choice-buttons"><button type="submit" class="primary"></button><button type="button" class="cancel" data-close></button></div>
  </form>
</div>`;
document.body.append(dialog);
dialogs.register(dialog);

const input = dialog.querySelector('input');
const error = dialog.querySelector('.deal-choice-error');

// The dialog's words, in the page's language: written at once, and again when the language changes.
function words() {
  dialog.querySelector('h2').textContent = t('deal_number.title');
  dialog.querySelector('.close').setAttribute('aria-label', t('deal_number.close'));
  dialog.querySelector('[type="submit"]').textContent = t('deal_number.open');
  dialog.querySelector('.cancel').textContent = t('deal_number.cancel');
  const { name, deal } = current();
  if (name) dialog.querySelector('label').textContent = t('deal_number.which', { game: name, deal });
}
words();
document.addEventListener('patience:language', words);

function say(why) {
  error.textContent = why;
  error.hidden = !why;
  if (why) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

// Enter (or the button) submits; Esc, Cancel and the backdrop close it with nothing changed.
dialog.querySelector('form').addEventListener('submit', (e) => {
  e.preventDefault();
  const { link, error: why } = bridge.numberedDeal(input.value.trim());
  if (why) {
    say(sentence(why));
    input.focus();
    input.select();
    return;
  }
  dialog.close();
  openDeal(link);
});
input.addEventListener('input', () => say(''));

export function openDealNumber() {
  const { deal } = current();
  words();
  input.value = String(deal);
  say('');
  dialogs.show(dialog);
  input.focus();
  input.select();
}
