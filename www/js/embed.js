// Embeds: the dialog that offers sizes and parts with a live preview and the <iframe> code,
// and, inside an embed, the height message that lets a host page size the frame.

import { byId, el, fill } from './dom.js';
import { copyText } from './download.js';

/** Opens the embed dialog for the page's current link; Rust writes the code and the preview's address. */
export function embedDialog(app, absolute) {
  const dialog = byId('embed-dialog');
  const preview = byId('embed-preview');
  const box = byId('embed-preview-box');
  let size = 'large';
  let parts = [];
  let shown = null;

  function update() {
    let d;
    try {
      d = app.wasm.embed_dialog(app.query, absolute('?'), size, parts);
    } catch (error) {
      byId('embed-status').textContent = String(error.message ?? error);
      return;
    }
    shown = d;
    fill(
      byId('embed-sizes'),
      d.sizes.map((s) =>
        el('label', { class: 'choice' }, el('input', { type: 'radio', name: 'embed-size', value: s.value, checked: s.chosen, onchange: () => choose(s.value) }), ` ${s.label}`),
      ),
    );
    byId('embed-parts-box').hidden = d.parts.length === 0;
    fill(
      byId('embed-parts'),
      d.parts.map((p) =>
        el(
          'label',
          { class: 'choice' },
          el('input', { type: 'checkbox', value: p.value, checked: p.shown, disabled: p.required, onchange: readParts }),
          ` ${p.label}`,
        ),
      ),
    );
    byId('embed-output').value = d.code;
    byId('embed-host').textContent = d.host_script;
    byId('embed-status').textContent = d.notices.join(' ');
    byId('embed-size-note').textContent = `The frame: ${d.width ? `${d.width} px` : 'the full width of your page'} wide, ${d.height} px high (narrower on a narrow page).`;
    if (preview.dataset.src !== d.src) {
      preview.dataset.src = d.src;
      preview.src = d.src;
    }
    layoutPreview();
  }

  /** Shows the frame at its real size, scaled down to fit the dialog. */
  function layoutPreview() {
    if (!shown) return;
    const room = box.clientWidth || 600;
    const width = shown.width ?? room;
    const scale = Math.min(1, room / width);
    preview.style.width = `${width}px`;
    preview.style.height = `${shown.height}px`;
    preview.style.transform = `scale(${scale})`;
    box.style.height = `${Math.ceil(shown.height * scale)}px`;
  }

  function choose(value) {
    size = value;
    update();
  }

  function readParts() {
    parts = [...byId('embed-parts').querySelectorAll('input:checked')].map((input) => input.value);
    update();
  }

  byId('embed-copy').addEventListener('click', async () => {
    byId('embed-status').textContent = (await copyText(byId('embed-output').value, byId('embed-output'))) ? 'Embed code copied.' : 'Copy the code from the box.';
  });
  dialog.addEventListener('close', () => {
    // The preview is a whole page: let it go when the dialog closes.
    preview.removeAttribute('src');
    delete preview.dataset.src;
  });

  return () => {
    parts = [];
    byId('embed-status').textContent = '';
    dialog.showModal();
    update();
  };
}

/** Inside an embed: tells the host page the content's height whenever it changes. */
export function reportHeight() {
  if (window.parent === window) return;
  let last = 0;
  const send = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ nimseq: 'height', height }, '*');
  };
  new ResizeObserver(send).observe(document.body);
  send();
}
