// The words a teaching view uses, each a button that shows its one-line meaning on a tap
// (Rust's `Term` list in the link: which words, and what they mean).

import { el, fill } from './dom.js';
import { t } from './i18n.js';

/** Renders `terms` ({ word, means }) into `box`; a tap on a word shows (or hides) its meaning. */
export function showTerms(box, terms) {
  const key = JSON.stringify(terms);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.hidden = terms.length === 0;
  if (!terms.length) {
    fill(box);
    return;
  }
  const meaning = el('p', { class: 'term-meaning', id: 'term-meaning', 'data-testid': 'term-meaning', 'aria-live': 'polite', hidden: true });
  const buttons = terms.map((term) =>
    el(
      'button',
      {
        type: 'button',
        class: 'term',
        'aria-expanded': 'false',
        'aria-controls': 'term-meaning',
        dataset: { term: term.word },
        onclick: (e) => {
          const open = e.currentTarget.getAttribute('aria-expanded') === 'true';
          for (const b of buttons) b.setAttribute('aria-expanded', 'false');
          meaning.hidden = open;
          if (!open) {
            e.currentTarget.setAttribute('aria-expanded', 'true');
            meaning.textContent = term.said;
          }
        },
      },
      term.word,
    ),
  );
  fill(box, el('span', { class: 'terms-label' }, t('terms-label')), ...buttons, meaning);
}
