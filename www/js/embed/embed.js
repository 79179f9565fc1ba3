// Embeds: the dialog that offers sizes, parts, colours, a lock and a height with two live
// previews (a phone's width and the frame's) and the code, and, inside an embed, the height
// message that lets the code's lines size the frame.
//
// The frame's height is measured, not guessed: the previews are the embed itself, and once
// they have drawn the view the height of their content (the same number an embed sends its
// host) goes into the code, so that even where the host page strips scripts the parts chosen
// show without scrolling inside the frame at a phone's width and wider.

import { byId, el, fill } from '../dom.js';
import { copyText } from '../download.js';
import { t } from '../i18n.js';

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

/** Opens the embed dialog for the page's current link; Rust decides the embedded link, the code and the notes. */
export function embedDialog(app, absolute) {
  /** Every element of the dialog, looked up once. */
  const dom = {
    dialog: byId('embed-dialog'),
    form: byId('embed-form'),
    sizes: byId('embed-sizes'),
    themes: byId('embed-themes'),
    langs: byId('embed-langs'),
    forms: byId('embed-forms'),
    partsBox: byId('embed-parts-box'),
    parts: byId('embed-parts'),
    lockBox: byId('embed-lock-box'),
    lock: byId('embed-lock'),
    lockLabel: byId('embed-lock-label'),
    height: byId('embed-height'),
    fit: byId('embed-fit'),
    sizeNote: byId('embed-size-note'),
    previews: byId('embed-preview-box').closest('.embed-previews'),
    desktop: byId('embed-desktop'),
    desktopCaption: byId('embed-desktop-caption'),
    phoneCaption: byId('embed-phone-caption'),
    script: byId('embed-script'),
    output: byId('embed-output'),
    copy: byId('embed-copy'),
    status: byId('embed-status'),
    close: byId('embed-close'),
    host: byId('embed-host'),
  };
  /** The two previews: the frame as a phone shows it, and at the frame's own width. */
  const frames = {
    phone: { frame: byId('embed-preview-phone'), box: byId('embed-phone-box'), loading: false },
    desktop: { frame: byId('embed-preview'), box: byId('embed-preview-box'), loading: false },
  };
  const { dialog, height: heightInput, output } = dom;
  // The previews are sized by the dialog itself: told so, they never keep within a fixed height.
  addEventListener('message', (e) => {
    if (e.data?.nimseq === 'height' && Object.values(frames).some((f) => f.frame.contentWindow === e.source)) e.source.postMessage({ nimseq: 'sized' }, '*');
  });
  /** The teacher's choices and the previews' measurements, as Rust reads them (`EmbedChoices`). */
  let choices = null;
  let shown = null;
  let watch = null;

  /** Whether the desktop preview differs from the phone's (a small frame is a phone's width). */
  const twoWide = () => shown && shown.width !== shown.phone_width;

  function update() {
    let d;
    try {
      d = app.wasm.embed_dialog(app.state, absolute('?'), choices);
    } catch (error) {
      dom.status.textContent = String(error.message ?? error);
      return;
    }
    shown = d;
    // Another width is measured again.
    syncChoices(dom.sizes, 'embed-size', 'radio', d.sizes.map((s) => ({ value: s.value, label: s.label, checked: s.chosen })), (e) => choose({ size: e.target.value, measured: null, measured_width: null }));
    syncChoices(dom.themes, 'embed-theme', 'radio', d.themes.map((t) => ({ value: t.value, label: t.label, checked: t.chosen })), (e) => choose({ theme: e.target.value }));
    syncChoices(dom.langs, 'embed-lang', 'radio', d.langs.map((l) => ({ value: l.value, label: l.label, checked: l.chosen })), (e) => choose({ lang: e.target.value }));
    syncChoices(dom.forms, 'embed-form', 'radio', d.forms.map((f) => ({ value: f.value, label: f.label, checked: f.chosen })), (e) => choose({ form: e.target.value }));
    // The element sizes itself: the lines are the iframe's.
    dom.script.closest('label').hidden = d.forms.find((f) => f.chosen)?.value === 'element';
    // The board, a sequence and a comparison can be locked (`lock=1`, the link sealed).
    dom.lockBox.hidden = d.lock === null || d.lock === undefined;
    dom.lock.checked = d.lock === true;
    dom.lockLabel.textContent = d.lock_label;
    dom.partsBox.hidden = d.parts.length === 0;
    syncChoices(dom.parts, 'embed-part', 'checkbox', d.parts.map((p) => ({ value: p.value, label: p.label, checked: p.shown, disabled: p.required })), readParts);
    if (document.activeElement !== heightInput || d.height_source !== 'typed') heightInput.value = String(d.height);
    dom.fit.disabled = d.height_source !== 'typed';
    dom.script.checked = d.script;
    output.value = d.code;
    output.dataset.height = d.height_source;
    dom.host.textContent = d.host_script;
    dom.status.textContent = d.notices.join(' ');
    dom.sizeNote.textContent = d.height_note;
    dom.phoneCaption.textContent = d.preview_labels[0];
    dom.desktopCaption.textContent = d.preview_labels[1];
    dom.desktop.hidden = !twoWide();
    let reloaded = false;
    if (!twoWide()) {
      // One width: the desktop preview would be the phone's again.
      frames.desktop.frame.removeAttribute('src');
      delete frames.desktop.frame.dataset.src;
    }
    for (const f of twoWide() ? Object.values(frames) : [frames.phone]) {
      if (f.frame.dataset.src === d.src) continue;
      f.frame.dataset.src = d.src;
      f.loading = true;
      f.frame.src = d.src;
      reloaded = true;
    }
    if (reloaded && (choices.measured !== null || choices.measured_phone !== null)) {
      // Another frame: measured again once it has drawn.
      Object.assign(choices, { measured: null, measured_width: null, measured_phone: null });
      update();
      return;
    }
    layoutPreview();
  }

  /** Shows each preview at its real width and height, scaled down to fit the dialog side by side. */
  function layoutPreview() {
    if (!shown) return;
    const room = dom.previews.clientWidth || 600;
    const phoneRoom = twoWide() ? Math.min(shown.phone_width, Math.floor(room * 0.36)) : Math.min(shown.phone_width, room);
    const place = (f, width, height, scale) => {
      f.frame.style.width = `${width}px`;
      // Until measured, the frame is tall enough that no scroll bar narrows what is measured.
      f.frame.style.height = `${shown.height_source === 'estimated' ? Math.max(height, 4000) : height}px`;
      f.frame.style.transform = `scale(${scale})`;
      f.box.style.width = `${Math.ceil(width * scale)}px`;
      f.box.style.height = `${Math.ceil(height * scale)}px`;
    };
    const phoneHeight = choices.measured_phone ?? shown.height;
    place(frames.phone, shown.phone_width, Math.max(phoneHeight, 1), phoneRoom / shown.phone_width);
    if (twoWide()) {
      const width = shown.width ?? Math.max(room - phoneRoom - 12, 320);
      const scale = Math.min(1, Math.max(room - phoneRoom - 12, 120) / width);
      place(frames.desktop, width, Math.max(choices.measured ?? shown.height, 1), scale);
    }
  }

  /**
   * The height of a preview's content once drawn, in both layouts (readers on phones get
   * finger-sized targets, `html.touch`): the taller of the two, measured one after the other
   * before anything is painted; and on the phone's, a board row's height, a hint's line and a
   * step's line.
   */
  function measureFrame(f) {
    const doc = f.frame.contentDocument;
    if (f.loading || !doc?.body || doc.body.dataset.ready !== '1') return null;
    const sizes = () => {
      const row = doc.querySelector('#board > .heap');
      const line = doc.querySelector('#hint .values tbody tr');
      const step = doc.querySelector('.why-steps li');
      return [
        contentHeight(doc),
        row ? Math.ceil(row.getBoundingClientRect().height + parseFloat(getComputedStyle(row.parentElement).rowGap || '0')) : null,
        line ? Math.ceil(line.getBoundingClientRect().height) : null,
        step ? Math.ceil(step.getBoundingClientRect().height) : null,
      ];
    };
    const root = doc.documentElement;
    const touch = root.classList.contains('touch');
    root.classList.toggle('touch', !touch);
    const other = sizes();
    root.classList.toggle('touch', touch);
    const [height, row, hintRow, step] = sizes().map((v, i) => (v === null ? null : Math.max(v, other[i] ?? 0)));
    return { height, row, hintRow, step, width: Math.round(root.clientWidth) };
  }

  /** Once the previews have drawn their view, their heights are the frame's (kept up to date while the dialog is open). */
  function measure() {
    const phone = measureFrame(frames.phone);
    if (!phone || !(phone.height > 0)) return;
    const now = { measured_phone: phone.height, row_height: phone.row, hint_row_height: phone.hintRow, step_height: phone.step };
    if (twoWide()) {
      const desktop = measureFrame(frames.desktop);
      if (!desktop || !(desktop.height > 0)) return;
      Object.assign(now, { measured: desktop.height, measured_width: desktop.width });
    } else {
      Object.assign(now, { measured: phone.height, measured_width: phone.width });
    }
    if (Object.entries(now).some(([key, value]) => choices[key] !== value)) choose(now);
  }

  function choose(change) {
    Object.assign(choices, change);
    update();
  }

  function readParts() {
    choose({ parts: [...dom.parts.querySelectorAll('input:checked')].map((input) => input.value) });
  }

  // Locking changes what the view shows (no menu, no "Show me"): measured again.
  dom.lock.addEventListener('change', (e) => choose({ lock: e.target.checked, measured: null, measured_width: null, measured_phone: null }));
  dom.script.addEventListener('change', (e) => choose({ script: e.target.checked }));

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
    dom.status.textContent = t((await copyText(output.value, output)) ? 'embed-copied' : 'embed-copy-by-hand');
  });
  for (const f of Object.values(frames)) {
    f.frame.addEventListener('load', () => {
      if (f.frame.dataset.src) f.loading = false;
    });
  }
  dialog.addEventListener('close', () => {
    clearInterval(watch);
    watch = null;
    // The previews are whole pages: let them go when the dialog closes.
    for (const f of Object.values(frames)) {
      f.frame.removeAttribute('src');
      delete f.frame.dataset.src;
    }
  });

  return () => {
    choices = {
      size: 'large',
      parts: [],
      theme: '',
      height: null,
      measured: null,
      measured_width: null,
      measured_phone: null,
      row_height: null,
      hint_row_height: null,
      step_height: null,
      lock: null,
      script: null,
      lang: '',
      form: '',
    };
    dom.status.textContent = '';
    // The choices first, then the previews, then the code: the dialog opens on the size chosen.
    update();
    dialog.showModal();
    layoutPreview();
    dom.sizes.querySelector('input:checked')?.focus();
    watch = setInterval(measure, WATCH_MS);
  };
}

/** How long an embed waits for its host to answer its first height before it keeps within its frame (ms). */
const ANSWER_MS = 1500;
/** The least height a growing part keeps when it scrolls inside a frame of fixed height. */
const LEAST_GROWING = 120;

/**
 * Inside an embed: tells the host page the content's height whenever it changes, from the
 * moment the view is drawn (`data-ready`; before that the frame keeps the height the code
 * gives it, which fits a phone). A host with the embed code's lines (or `<nimseq-embed>`)
 * answers that it sized the frame (`{ nimseq: 'sized' }`); where none answers (a site that
 * strips scripts) the view keeps within the frame's own height, its growing parts (marked
 * `data-grows`: the why panel, answered comparisons, a game's story) scrolling inside
 * themselves, never the frame's document.
 */
export function reportHeight() {
  if (window.parent === window) return;
  let last = 0;
  let answered = false;
  let waiting = null;
  const root = document.documentElement;
  const send = () => {
    if (document.body.dataset.ready !== '1') return;
    const height = contentHeight();
    if (height === last) return;
    last = height;
    window.parent.postMessage({ nimseq: 'height', height }, '*');
    if (!answered && !waiting) waiting = setTimeout(() => keepWithin(root), ANSWER_MS);
  };
  addEventListener('message', (e) => {
    if (e.source !== window.parent || e.data?.nimseq !== 'sized' || answered) return;
    answered = true;
    clearTimeout(waiting);
    root.dataset.frame = 'sized';
    for (const part of document.querySelectorAll('[data-grows]')) growFreely(part);
  });
  new ResizeObserver(send).observe(document.body);
  new MutationObserver(send).observe(document.body, { attributes: true, attributeFilter: ['data-ready'] });
  send();
}

/** A growing part back at its own height. */
function growFreely(part) {
  part.style.maxHeight = '';
  part.classList.remove('scrolls');
  if (part.dataset.growsFocus) {
    part.removeAttribute('tabindex');
    delete part.dataset.growsFocus;
  }
}

/**
 * Keeps the view within the frame's own height: whenever the content would pass it, the
 * tallest growing parts scroll inside themselves (keeping at least LEAST_GROWING pixels each)
 * until the document fits. Each scrolling part can be reached with the keyboard.
 */
function keepWithin(root) {
  if (root.dataset.frame === 'sized') return;
  root.dataset.frame = 'fixed';
  let pending = false;
  const fit = () => {
    pending = false;
    const parts = [...document.querySelectorAll('[data-grows]')];
    for (const part of parts) growFreely(part);
    let over = root.scrollHeight - innerHeight;
    const shown = parts.filter((p) => p.checkVisibility()).sort((a, b) => b.offsetHeight - a.offsetHeight);
    for (const part of shown) {
      if (over <= 0) break;
      const height = part.offsetHeight;
      const keep = Math.max(LEAST_GROWING, height - over);
      if (keep >= height) continue;
      part.style.maxHeight = `${keep}px`;
      part.classList.add('scrolls');
      if (!part.hasAttribute('tabindex')) {
        part.tabIndex = 0;
        part.dataset.growsFocus = '1';
      }
      over -= height - keep;
    }
  };
  const later = () => {
    if (pending || root.dataset.frame !== 'fixed') return;
    pending = true;
    requestAnimationFrame(fit);
  };
  new ResizeObserver(later).observe(document.body);
  addEventListener('resize', later);
  fit();
}
