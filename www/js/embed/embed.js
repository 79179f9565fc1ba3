// Embeds: the dialog that offers sizes, parts, colours and a height with a live preview and the
// <iframe> code, and, inside an embed, the height message that lets a host page size the frame.
//
// The frame's height is measured, not guessed: the preview is the embed itself at the frame's
// width, and once it has drawn its view the height of its content (the same number an embed
// sends its host) goes into the code, so the parts chosen show without scrolling inside the
// frame even where the host page strips scripts.

import { byId, el, fill } from '../dom.js';
import { copyText } from '../download.js';

/** How often the dialog looks at its preview while it is open (ms). */
const WATCH_MS = 200;

/** The height of an embedded page's content in CSS pixels: what it sends its host, and what the dialog measures. */
export function contentHeight(doc = document) {
  return Math.ceil(doc.body.getBoundingClientRect().height);
}

/**
 * Keeps a list of radio buttons or checkboxes in step with `items` ({ value, label, checked,
 * disabled }): made once per list of values, then only their states change, so that the focus
 * stays on the one the user is changing.
 */
function syncChoices(box, name, type, items, onchange) {
  const key = JSON.stringify(items.map((i) => [i.value, i.label]));
  if (box.dataset.key !== key) {
    box.dataset.key = key;
    fill(
      box,
      items.map((i) => el('label', { class: 'choice' }, el('input', { type, name, value: i.value, onchange }), ` ${i.label}`)),
    );
  }
  items.forEach((item, k) => {
    const input = box.querySelectorAll('input')[k];
    input.checked = item.checked;
    input.disabled = Boolean(item.disabled);
  });
}

/** Opens the embed dialog for the page's current link; Rust writes the code and the preview's address. */
export function embedDialog(app, absolute) {
  /** Every element of the dialog, looked up once. */
  const dom = {
    dialog: byId('embed-dialog'),
    form: byId('embed-form'),
    sizes: byId('embed-sizes'),
    themes: byId('embed-themes'),
    partsBox: byId('embed-parts-box'),
    parts: byId('embed-parts'),
    lockBox: byId('embed-lock-box'),
    lock: byId('embed-lock'),
    height: byId('embed-height'),
    fit: byId('embed-fit'),
    sizeNote: byId('embed-size-note'),
    previewBox: byId('embed-preview-box'),
    preview: byId('embed-preview'),
    output: byId('embed-output'),
    copy: byId('embed-copy'),
    status: byId('embed-status'),
    close: byId('embed-close'),
    host: byId('embed-host'),
  };
  const { dialog, preview, previewBox: box, height: heightInput, output } = dom;
  /** The teacher's choices and the preview's measurement, as Rust reads them (`EmbedChoices`). */
  let choices = null;
  let shown = null;
  let watch = null;
  /** Whether the preview is still loading the frame last asked for (its old page may still be there). */
  let loading = false;

  function update() {
    let d;
    try {
      d = app.wasm.embed_dialog(app.query, absolute('?'), choices);
    } catch (error) {
      dom.status.textContent = String(error.message ?? error);
      return;
    }
    shown = d;
    // Another width is measured again.
    syncChoices(dom.sizes, 'embed-size', 'radio', d.sizes.map((s) => ({ value: s.value, label: s.label, checked: s.chosen })), (e) => choose({ size: e.target.value, measured: null, measured_width: null }));
    syncChoices(dom.themes, 'embed-theme', 'radio', d.themes.map((t) => ({ value: t.value, label: t.label, checked: t.chosen })), (e) => choose({ theme: e.target.value }));
    // A board can be locked for an exercise (`lock=1`).
    dom.lockBox.hidden = d.lock === null || d.lock === undefined;
    dom.lock.checked = d.lock === true;
    dom.partsBox.hidden = d.parts.length === 0;
    syncChoices(dom.parts, 'embed-part', 'checkbox', d.parts.map((p) => ({ value: p.value, label: p.label, checked: p.shown, disabled: p.required })), readParts);
    if (document.activeElement !== heightInput || d.height_source !== 'typed') heightInput.value = String(d.height);
    dom.fit.disabled = d.height_source !== 'typed';
    output.value = d.code;
    output.dataset.height = d.height_source;
    dom.host.textContent = d.host_script;
    dom.status.textContent = d.notices.join(' ');
    dom.sizeNote.textContent = d.height_note;
    box.setAttribute('aria-label', d.preview_label);
    if (preview.dataset.src !== d.src) {
      preview.dataset.src = d.src;
      loading = true;
      preview.src = d.src;
      if (choices.measured !== null) {
        // Another frame: measured again once it has drawn.
        choices.measured = null;
        choices.measured_width = null;
        update();
        return;
      }
    }
    layoutPreview();
  }

  /** Shows the frame at its real width and height, scaled down to fit the dialog. */
  function layoutPreview() {
    if (!shown) return;
    const room = box.clientWidth || 600;
    const width = shown.width ?? room;
    const scale = Math.min(1, room / width);
    preview.style.width = `${width}px`;
    // Until measured, the frame is tall enough that no scroll bar narrows what is measured.
    preview.style.height = `${shown.height_source === 'estimated' ? Math.max(shown.height, 4000) : shown.height}px`;
    preview.style.transform = `scale(${scale})`;
    box.style.height = `${Math.ceil(shown.height * scale)}px`;
  }

  /** Once the preview has drawn its view, its content's height is the frame's (kept up to date while the dialog is open). */
  function measure() {
    const doc = preview.contentDocument;
    if (loading || !doc?.body || doc.body.dataset.ready !== '1') return;
    // Readers on phones get finger-sized targets (`html.touch`): the frame is tall enough for
    // both layouts, measured one after the other before anything is painted.
    const sizes = () => {
      // On a board, what each row a split adds takes (with the board's gap), on the board and in the hint's table.
      const row = doc.querySelector('#board > .heap');
      const line = doc.querySelector('#hint .values tbody tr');
      return [
        contentHeight(doc),
        row ? Math.ceil(row.getBoundingClientRect().height + parseFloat(getComputedStyle(row.parentElement).rowGap || '0')) : null,
        line ? Math.ceil(line.getBoundingClientRect().height) : null,
      ];
    };
    const root = doc.documentElement;
    const touch = root.classList.contains('touch');
    root.classList.toggle('touch', !touch);
    const other = sizes();
    root.classList.toggle('touch', touch);
    const [height, rowHeight, hintRowHeight] = sizes().map((v, i) => (v === null ? null : Math.max(v, other[i] ?? 0)));
    const width = Math.round(doc.documentElement.clientWidth);
    const now = { measured: height, measured_width: width, row_height: rowHeight, hint_row_height: hintRowHeight };
    if (height > 0 && Object.entries(now).some(([key, value]) => choices[key] !== value)) choose(now);
  }

  function choose(change) {
    Object.assign(choices, change);
    update();
  }

  function readParts() {
    choose({ parts: [...dom.parts.querySelectorAll('input:checked')].map((input) => input.value) });
  }

  // Locking changes what the board shows (no menu, no "Show me"): measured again.
  dom.lock.addEventListener('change', (e) => choose({ lock: e.target.checked, measured: null, measured_width: null }));

  heightInput.addEventListener('change', () => {
    const typed = Number(heightInput.value);
    choose({ height: heightInput.value.trim() === '' || !Number.isInteger(typed) || typed < 0 ? null : Math.min(typed, 1e6) });
  });
  // Enter in the height field applies the height; "Close" (or Escape) closes the dialog.
  dom.form.addEventListener('submit', (event) => {
    event.preventDefault();
    heightInput.dispatchEvent(new Event('change'));
  });
  dom.close.addEventListener('click', () => dialog.close());
  dom.fit.addEventListener('click', () => {
    choose({ height: null });
    heightInput.focus();
  });
  dom.copy.addEventListener('click', async () => {
    dom.status.textContent = (await copyText(output.value, output)) ? 'Embed code copied.' : 'Copy the code from the box.';
  });
  preview.addEventListener('load', () => {
    if (preview.dataset.src) loading = false;
  });
  dialog.addEventListener('close', () => {
    clearInterval(watch);
    watch = null;
    // The preview is a whole page: let it go when the dialog closes.
    preview.removeAttribute('src');
    delete preview.dataset.src;
  });

  return () => {
    choices = { size: 'large', parts: [], theme: '', height: null, measured: null, measured_width: null, row_height: null, hint_row_height: null, lock: null };
    dom.status.textContent = '';
    // The choices first, then the preview, then the code: the dialog opens on the size chosen.
    update();
    dialog.showModal();
    layoutPreview();
    dom.sizes.querySelector('input:checked')?.focus();
    watch = setInterval(measure, WATCH_MS);
  };
}

/** Inside an embed: tells the host page the content's height whenever it changes. */
export function reportHeight() {
  if (window.parent === window) return;
  let last = 0;
  const send = () => {
    const height = contentHeight();
    if (height === last) return;
    last = height;
    window.parent.postMessage({ nimseq: 'height', height }, '*');
  };
  new ResizeObserver(send).observe(document.body);
  send();
}
