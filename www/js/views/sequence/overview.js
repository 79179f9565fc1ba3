// The overview canvas: a window of positions drawn by Rust (SequenceView.draw), moved by the
// wheel, dragging, pinching and the keys, read under the pointer or a tap (Rust words the
// read-out: SequenceView.readout). Redraws wait for the next animation frame, so a burst of
// events draws once. Its elements, the canvas and the read-out, are handed over once.

import { fitCanvas, themeName } from '../../dom.js';
import { t } from '../../i18n.js';

/** The narrowest window: this many positions across. */
const NARROWEST = 8;
/** Height of the overview in CSS pixels. */
const HEIGHT = 260;

export class OverviewCanvas {
  constructor(canvas, readout, onPick) {
    this.canvas = canvas;
    this.readout = readout;
    this.onPick = onPick;
    this.seq = null;
    /** The window `[from, to)`, or null to follow the whole computed range. */
    this.view = null;
    this.pending = false;
    this.pointers = new Map();
    this.wire();
  }

  /** Shows a new sequence, at position `at` (a link's spelling) if given. */
  show(seq, at) {
    this.seq = seq;
    this.view = null;
    this.cursor = null;
    // What the read-out says before a position is read, in the page's language.
    this.readout.textContent = t('overview-hint');
    if (at) this.focus(Number(at));
    this.changed();
  }

  /** The window shown: `[from, to)`. */
  window() {
    const len = Math.max(1, this.seq?.len() ?? 1);
    return this.view ?? [0, len];
  }

  /** Redraws at the next animation frame. */
  changed() {
    if (this.pending || !this.seq) return;
    this.pending = true;
    requestAnimationFrame(() => {
      this.pending = false;
      this.draw();
    });
  }

  draw() {
    if (!this.seq) return;
    const ratio = fitCanvas(this.canvas, HEIGHT, () => this.changed());
    if (ratio === null) return;
    const [from, to] = this.window();
    const started = performance.now();
    this.seq.draw(this.canvas, from, to, themeName(), ratio, this.cursor ?? -1);
    // For tests and the curious: the window, where the values are (CSS pixels) and the cost.
    // The scale from the width set, not `clientWidth`: reading that would force a layout.
    const scale = this.canvas.width / parseFloat(this.canvas.style.width) || 1;
    const rect = this.seq.plot_rect() ?? [0, 0, 0, 0];
    Object.assign(this.canvas.dataset, {
      from: String(from),
      to: String(to),
      plot: rect.map((v) => (v / scale).toFixed(1)).join(','),
      drawMs: (performance.now() - started).toFixed(1),
    });
  }

  /** Sets the window, kept within the computed range and no narrower than `NARROWEST`. */
  setWindow(from, to) {
    const len = Math.max(1, this.seq?.len() ?? 1);
    const width = Math.min(Math.max(to - from, Math.min(NARROWEST, len)), len);
    const start = Math.min(Math.max(0, from), len - width);
    this.view = width >= len ? null : [start, start + width];
    this.changed();
  }

  /** Zooms by `factor` (below 1 zooms in) around position `centre` (the window's middle). */
  zoom(factor, centre) {
    const [from, to] = this.window();
    const c = centre ?? (from + to) / 2;
    this.setWindow(c - (c - from) * factor, c + (to - c) * factor);
  }

  /** Shows the whole computed range. */
  whole() {
    this.view = null;
    this.changed();
  }

  /** Brings position `n` into the window (centred, at the current zoom) and reads it. */
  focus(n) {
    const [from, to] = this.window();
    if (n < from || n >= to || this.view === null) {
      const width = this.view ? to - from : Math.min(to - from, 2000);
      this.setWindow(n - width / 2, n + width / 2);
    }
    this.read(n);
  }

  /** The position under a pointer event, or null. */
  positionAt(event) {
    const scale = this.canvas.width / this.canvas.clientWidth || 1;
    const box = this.canvas.getBoundingClientRect();
    const n = this.seq?.position_at((event.clientX - box.left) * scale);
    return n === undefined || n === null ? null : n;
  }

  /** Reads position `n`; `mark` also marks it on the overview (a chosen position, not a hover). */
  read(n, mark = true) {
    if (mark && this.cursor !== n) {
      this.cursor = n;
      this.changed();
    }
    if (!this.seq) return;
    this.readout.textContent = this.seq.readout(n);
    this.readout.dataset.n = String(n);
  }

  wire() {
    const c = this.canvas;
    c.addEventListener('wheel', (e) => {
      if (!this.seq) return;
      e.preventDefault();
      this.zoom(e.deltaY > 0 ? 1.25 : 0.8, this.positionAt(e) ?? undefined);
    }, { passive: false });
    c.addEventListener('pointerdown', (e) => {
      c.setPointerCapture(e.pointerId);
      this.pointers.set(e.pointerId, { x: e.clientX, startX: e.clientX, window: this.window() });
    });
    c.addEventListener('pointermove', (e) => {
      const p = this.pointers.get(e.pointerId);
      if (!p) {
        const n = this.positionAt(e);
        // Hovering reads without redrawing; the marked position stays.
        if (n !== null) this.read(n, false);
        return;
      }
      const box = c.getBoundingClientRect();
      const [from, to] = this.window();
      if (this.pointers.size === 1) {
        // Drag: move the window with the pointer.
        const per = (to - from) / Math.max(1, box.width);
        const dx = e.clientX - p.x;
        p.x = e.clientX;
        this.setWindow(from - dx * per, to - dx * per);
      } else if (this.pointers.size === 2) {
        // Pinch: scale by the change of distance between the two pointers.
        const [a, b] = [...this.pointers.values()];
        const before = Math.abs(a.x - b.x) || 1;
        p.x = e.clientX;
        const after = Math.abs(a.x - b.x) || 1;
        const centre = this.positionAt({ clientX: (a.x + b.x) / 2 }) ?? (from + to) / 2;
        this.zoom(before / after, centre);
      }
    });
    const up = (e) => {
      const p = this.pointers.get(e.pointerId);
      this.pointers.delete(e.pointerId);
      // A tap (no movement): read the position and move the table there.
      if (p && Math.abs(e.clientX - p.startX) < 4) {
        const n = this.positionAt(e);
        if (n !== null) {
          this.read(n);
          this.onPick(n);
        }
      }
    };
    c.addEventListener('pointerup', up);
    c.addEventListener('pointercancel', (e) => this.pointers.delete(e.pointerId));
    c.addEventListener('keydown', (e) => {
      if (!this.seq) return;
      const [from, to] = this.window();
      const step = (to - from) / 10;
      const actions = {
        ArrowLeft: () => this.setWindow(from - step, to - step),
        ArrowRight: () => this.setWindow(from + step, to + step),
        '+': () => this.zoom(0.5),
        '=': () => this.zoom(0.5),
        '-': () => this.zoom(2),
        Home: () => this.setWindow(0, to - from),
        End: () => this.setWindow(this.seq.len() - (to - from), this.seq.len()),
        0: () => this.whole(),
        Enter: () => this.onPick(Number(this.readout.dataset.n ?? from)),
      };
      const action = actions[e.key];
      if (action) {
        e.preventDefault();
        action();
        if (e.key !== 'Enter') this.read(Math.floor((this.window()[0] + this.window()[1]) / 2));
      }
    });
  }
}
