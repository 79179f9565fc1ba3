// The shared progress bar with its Cancel button, and the notice for problems with a link.

import { byId, el, fill } from './dom.js';
import { t } from './i18n.js';

export class Status {
  constructor() {
    this.row = byId('status-row');
    this.bar = byId('progress-bar');
    this.label = byId('progress-label');
    this.progress = byId('progress');
    this.onCancel = null;
    byId('cancel').addEventListener('click', () => {
      const cancel = this.onCancel;
      this.done(t('status-cancelled'));
      cancel?.();
    });
  }

  /** Shows the bar for a new task; `onCancel` runs if the user cancels it. */
  start(text, onCancel) {
    this.onCancel = onCancel;
    this.row.hidden = false;
    document.body.dataset.busy = '1';
    this.update(0, text);
  }

  /** Moves the bar to `fraction` (0..1) with a label. */
  update(fraction, text) {
    const percent = Math.max(0, Math.min(100, Math.round(fraction * 100)));
    this.bar.style.transform = `scaleX(${percent / 100})`;
    this.progress.setAttribute('aria-valuenow', String(percent));
    this.label.textContent = text;
  }

  /** Hides the bar (leaving a last word for a moment, if given). */
  done(text) {
    this.onCancel = null;
    delete document.body.dataset.busy;
    if (text) {
      this.label.textContent = text;
      setTimeout(() => {
        if (!this.onCancel) this.row.hidden = true;
      }, 1500);
    } else {
      this.row.hidden = true;
    }
  }
}

/** Shows the problems found in a link (or hides the notice when there are none). */
export function showNotices(messages) {
  const notice = byId('notice');
  if (!messages.length) {
    notice.hidden = true;
    notice.replaceChildren();
    return;
  }
  // Before the module has loaded (the page could not start) there is no catalogue: no heading.
  const heading = t('notice-heading');
  fill(notice, heading && el('strong', {}, heading), el('ul', {}, messages.map((m) => el('li', {}, m))));
  notice.hidden = false;
}

/** Adds problems to those already shown. */
export function addNotices(messages) {
  const list = byId('notice').querySelector('ul');
  if (!list || byId('notice').hidden) {
    showNotices(messages);
    return;
  }
  list.append(...messages.map((m) => el('li', {}, m)));
}
