// "Deal number…": a small dialog to open a deal of the game on the table by its number. The core reads the
// number (a bad one gets its one sentence, and nothing changes); the deal opens as its deal link would.
// Loaded when the player first asks for it, so it is no part of the first load.
import * as bridge from './bridge.js?v=dev';
import { openDeal, sentence } from './commands.js?v=dev';
import * as dialogs from './dialogs.js?v=dev';
import { current } from './status.js?v=dev';

const dialog = document.createElement('dialog');
dialog.id = 'deal-choice';
dialog.className = 'sheet deal-choice';
dialog.setAttribute('aria-labelledby', 'deal-choice-title');
dialog.innerHTML = `<div class="sheet-box">
  <header class="sheet-head"><h2 id="deal-choice-title">Deal number</h2><button type="button" class="close" data-close aria-label="Close">×</button></header>
  <form class="sheet-body" novalidate>
    <label for="deal-choice-input"></label>
    <input id="deal-choice-input" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" enterkeyhint="go" aria-describedby="deal-choice-error">
    <p id="deal-choice-error" class="deal-choice-error" role="alert" hidden></p>
    <div class="deal-choice-buttons"><button type="submit" class="primary">Open this deal</button><button type="button" data-close>Cancel</button></div>
  </form>
</div>`;
document.body.append(dialog);
dialogs.register(dialog);

const input = dialog.querySelector('input');
const error = dialog.querySelector('.deal-choice-error');

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
  const { name, deal } = current();
  dialog.querySelector('label').textContent = `Which deal of ${name}? (this one is #${deal})`;
  input.value = String(deal);
  say('');
  dialogs.show(dialog);
  input.focus();
  input.select();
}
