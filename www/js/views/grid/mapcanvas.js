// A heatmap on a canvas: drawing (by Rust, through the grid's handle), a pointer and keyboard
// cursor on an overlay canvas, the hover read-out, and opening the set under the cursor.

import { el, fill, fitCanvas, themeName, throttle, widthOf } from '../../dom.js';
import { t } from '../../i18n.js';

export class MapCanvas {
  /**
   * @param store   the GridStore whose grid is drawn
   * @param canvas  the map canvas; `overlay` is stacked on it for the cursor
   * @param info    the read-out element
   * @param open    called with a cell's info when the user clicks it or presses Enter
   */
  constructor(store, canvas, overlay, info, open) {
    this.store = store;
    this.canvas = canvas;
    this.overlay = overlay;
    this.info = info;
    this.open = open;
    this.ratio = 1;
    this.cursor = null;
    this.drawMs = 0;
    // While cells arrive, redraw at most every 200 ms, and less often when drawing is slow
    // (a million cells), so that drawing takes at most a fifth of the main thread.
    this.drawSoon = throttle(() => this.draw(), () => Math.max(200, 5 * this.drawMs));
    this.pointers = new Map();
    // Vertical swipes scroll the page; horizontal drags and pinches move the map.
    canvas.style.touchAction = 'pan-y';
    canvas.addEventListener('pointerdown', (e) => {
      this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, startX: e.clientX, startY: e.clientY });
      canvas.setPointerCapture?.(e.pointerId);
    });
    canvas.addEventListener('pointermove', (e) => {
      const p = this.pointers.get(e.pointerId);
      if (!p) {
        if (e.pointerType === 'mouse') this.point(e);
        return;
      }
      this.dragOrPinch(e, p);
    });
    canvas.addEventListener('pointercancel', (e) => this.pointers.delete(e.pointerId));
    canvas.addEventListener('wheel', (e) => {
      if (!this.store.view) return;
      e.preventDefault();
      this.zoom(e.deltaY > 0 ? 1.25 : 0.8, this.cellAt(e));
    }, { passive: false });
    canvas.addEventListener('mouseleave', () => this.clearCursor());
    // A mouse click opens the set; a tap reads it first, and a second tap on it opens it. A
    // drag or a pinch is neither.
    canvas.addEventListener('pointerup', (e) => {
      const p = this.pointers.get(e.pointerId);
      this.pointers.delete(e.pointerId);
      if (!p || !this.store.view?.is_tap(e.clientX - p.startX, e.clientY - p.startY) || this.pinched) {
        if (this.pointers.size === 0) this.pinched = false;
        return;
      }
      const cell = this.cellAt(e);
      const info = cell && this.store.view?.info(cell[0], cell[1]);
      if (!info) return;
      const again = this.cursor && this.cursor[0] === cell[0] && this.cursor[1] === cell[1];
      if (e.pointerType === 'mouse' || (again && this.tapped)) this.open(info);
      else {
        this.moveTo(cell);
        this.tapped = true;
      }
    });
    canvas.addEventListener('keydown', (e) => this.key(e));
    canvas.addEventListener('focus', () => {
      if (!this.cursor) this.moveTo(this.startCell());
    });
  }

  /** Draws the window Rust moved the map to, and hands the link its `window`. */
  shown(window) {
    if (window === undefined || window === null) return;
    this.draw();
    this.onWindow?.(window);
  }

  /** Zooms by `factor` (below 1 zooms in) around `cell` (the window's middle). */
  zoom(factor, cell) {
    this.shown(this.store.view?.zoom(factor, cell ?? undefined));
  }

  /** Shows every cell again. */
  reset() {
    this.shown(this.store.view?.reset_window());
  }

  /** One finger (or the mouse) drags the cells; two pinch them. */
  dragOrPinch(e, p) {
    const view = this.store.view;
    if (!view) return;
    if (this.pointers.size === 1) {
      const drag = view.drag(e.clientX - p.x, e.clientY - p.y, this.ratio);
      if (!drag) return;
      // The pointer's mark moves with the cells; the rest of its way waits for the next cell.
      p.x += drag.moved[0];
      p.y += drag.moved[1];
      this.shown(drag.window);
    } else if (this.pointers.size === 2) {
      this.pinched = true;
      const fingers = () => [...this.pointers.values()].flatMap((f) => [f.x, f.y]);
      const before = fingers();
      p.x = e.clientX;
      p.y = e.clientY;
      this.shown(view.pinch(before, fingers(), this.cursor ?? undefined));
    }
  }

  /**
   * Draws the current grid now, or, when the picture must be made first (a new grid,
   * colouring or theme: tens of milliseconds a part for a million cells), makes one part of
   * it and draws in a later task, so that no task holds the page for long.
   */
  draw() {
    const view = this.store.view;
    // The width the observer last saw: null before the first layout, 0 while the view is
    // hidden (drawn when shown: the width changes). Not `offsetParent`, which forces a layout.
    const width = widthOf(this.canvas.parentElement, () => this.draw());
    if (!view || !width) return;
    if (view.prepare(themeName())) {
      clearTimeout(this.preparing);
      this.preparing = setTimeout(() => this.draw(), 0);
      return;
    }
    const started = performance.now();
    const height = view.map_height(width);
    this.ratio = fitCanvas(this.canvas, height);
    fitCanvas(this.overlay, height);
    view.draw(this.canvas, themeName(), this.ratio);
    // Where the cells are, in CSS pixels: for tests and for anyone reading the page.
    const rect = view.plot_rect();
    if (rect) this.canvas.dataset.plot = rect.map((v) => (v / this.ratio).toFixed(1)).join(',');
    this.canvas.dataset.n = String(view.size());
    this.canvas.dataset.window = (view.window() ?? []).join(',');
    this.canvas.dataset.drawMs = (performance.now() - started).toFixed(1);
    this.showCursor();
    this.drawMs = performance.now() - started;
    this.onDrawn?.();
  }

  cellAt(event) {
    const view = this.store.view;
    if (!view) return null;
    return view.cell_at(event.offsetX * this.ratio, event.offsetY * this.ratio) ?? null;
  }

  point(event) {
    const cell = this.cellAt(event);
    if (!cell) {
      this.clearCursor();
      return;
    }
    this.moveTo(cell);
  }

  moveTo(cell) {
    const view = this.store.view;
    if (!view || !cell) return;
    this.cursor = cell;
    this.tapped = false;
    const info = view.info(cell[0], cell[1]);
    if (info) fill(this.info, info.text, el('button', { type: 'button', onclick: () => this.open(info) }, t('grid-open')));
    else this.info.textContent = view.no_set_text(cell[0], cell[1]);
    this.showCursor();
  }

  showCursor() {
    const ctx = this.overlay.getContext('2d');
    ctx.clearRect(0, 0, this.overlay.width, this.overlay.height);
    const box = this.cursor && this.store.view?.cell_box(this.cursor[0], this.cursor[1]);
    if (!box) return;
    const [left, top, w, h] = box;
    const pad = Math.max(2, Math.min(w, h) * 0.15);
    ctx.lineWidth = 2 * this.ratio;
    ctx.strokeStyle = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim() || '#d63384';
    ctx.strokeRect(left - pad, top - pad, w + 2 * pad, h + 2 * pad);
  }

  clearCursor() {
    this.cursor = null;
    const ctx = this.overlay.getContext('2d');
    ctx.clearRect(0, 0, this.overlay.width, this.overlay.height);
  }

  /** A sensible first cell for keyboard users: {1, 2} or the slice's first set (Rust's). */
  startCell() {
    return this.store.view?.start_cell() ?? [1, 1];
  }

  key(event) {
    // The cursor walks only onto sets, the window following it (Rust's walk); null for keys
    // that do not walk.
    const walk = this.store.view?.walk(this.cursor ?? undefined, event.key, event.shiftKey);
    if (walk) {
      event.preventDefault();
      if (!walk.cursor) return;
      this.moveTo(walk.cursor);
      this.shown(walk.window);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      this.zoom(0.5, this.cursor);
    } else if (event.key === '-') {
      event.preventDefault();
      this.zoom(2, this.cursor);
    } else if (event.key === '0') {
      event.preventDefault();
      this.reset();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const info = this.cursor && this.store.view?.info(this.cursor[0], this.cursor[1]);
      if (info) this.open(info);
    }
  }
}
