// A heatmap on a canvas: drawing (by Rust, through the grid's handle), a pointer and keyboard
// cursor on an overlay canvas, the hover read-out, and opening the set under the cursor.

import { el, fill, fitCanvas, themeName, throttle, widthOf } from '../../dom.js';

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
      if (!p || Math.hypot(e.clientX - p.startX, e.clientY - p.startY) > 6 || this.pinched) {
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

  /** The cells shown: `[x0, x1, y0, y1]`. */
  window() {
    const n = this.store.view?.size() ?? 1;
    return this.store.view?.window() ?? [1, n, 1, n];
  }

  /** Shows the square of cells `x0 .. x0 + side - 1` by `y0 ..`, kept inside the picture. */
  show(x0, y0, side) {
    const view = this.store.view;
    if (!view) return;
    const n = view.size();
    const s = Math.max(1, Math.min(n, Math.round(side)));
    const x = Math.max(1, Math.min(n - s + 1, Math.round(x0)));
    const y = Math.max(1, Math.min(n - s + 1, Math.round(y0)));
    view.set_window(x, x + s - 1, y, y + s - 1);
    this.draw();
    this.onWindow?.(s >= n ? '' : `${x},${x + s - 1},${y},${y + s - 1}`);
  }

  /** Zooms by `factor` (below 1 zooms in) around `cell` (the window's middle). */
  zoom(factor, cell) {
    const [x0, x1, y0, y1] = this.window();
    const side = x1 - x0 + 1;
    const [cx, cy] = cell ?? [(x0 + x1) / 2, (y0 + y1) / 2];
    const next = Math.max(4, Math.round(side * factor));
    const k = next / side;
    this.show(cx - (cx - x0) * k, cy - (cy - y0) * k, next);
  }

  /** Shows every cell again. */
  reset() {
    const n = this.store.view?.size() ?? 1;
    this.show(1, 1, n);
  }

  /** One finger (or the mouse) drags the cells; two pinch them. */
  dragOrPinch(e, p) {
    const [x0, x1, y0, y1] = this.window();
    const side = x1 - x0 + 1;
    const plot = this.store.view?.plot_rect();
    if (!plot) return;
    const cellPx = (plot[2] - plot[0]) / this.ratio / side;
    if (this.pointers.size === 1) {
      const dx = Math.round((e.clientX - p.x) / cellPx);
      const dy = Math.round((e.clientY - p.y) / cellPx);
      if (dx === 0 && dy === 0) return;
      p.x += dx * cellPx;
      p.y += dy * cellPx;
      this.show(x0 - dx, y0 + dy, side);
    } else if (this.pointers.size === 2) {
      this.pinched = true;
      const [a, b] = [...this.pointers.values()];
      const before = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      p.x = e.clientX;
      p.y = e.clientY;
      const after = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      if (Math.abs(after - before) > 2) this.zoom(before / after, this.cursor ?? undefined);
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
    const height = Math.round(Math.min(Math.max(340, width * 0.72), 760));
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
    if (info) fill(this.info, info.text, el('button', { type: 'button', onclick: () => this.open(info) }, 'Open'));
    else this.info.textContent = `(${cell.join(', ')}): not a set of this grid`;
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

  /** A sensible first cell for keyboard users: {1, 2} or the slice's first set. */
  startCell() {
    const n = this.store.view?.size() ?? 2;
    for (let y = 1; y <= n; y += 1) {
      for (let x = 1; x <= n; x += 1) {
        if (this.store.view?.info(x, y)) return [x, y];
      }
    }
    return [1, 1];
  }

  key(event) {
    const n = this.store.view?.size() ?? 1;
    const [x, y] = this.cursor ?? this.startCell();
    const step = event.shiftKey ? 10 : 1;
    const moves = {
      ArrowLeft: [x - step, y],
      ArrowRight: [x + step, y],
      ArrowUp: [x, y + step],
      ArrowDown: [x, y - step],
      Home: [1, y],
      End: [n, y],
    };
    if (event.key in moves) {
      event.preventDefault();
      // The cursor walks only onto sets: the nearest set in that direction, if any.
      const [tx, ty] = moves[event.key];
      const [dx, dy] = [Math.sign(tx - x), Math.sign(ty - y)];
      let [nx, ny] = [Math.min(n, Math.max(1, tx)), Math.min(n, Math.max(1, ty))];
      while (!this.store.view?.info(nx, ny)) {
        const [px, py] = [nx + dx, ny + dy];
        if ((dx === 0 && dy === 0) || px < 1 || py < 1 || px > n || py > n) return;
        [nx, ny] = [px, py];
      }
      this.moveTo([nx, ny]);
      // A cursor leaving the window takes the window with it.
      const [x0, x1, y0, y1] = this.window();
      if (nx < x0 || nx > x1 || ny < y0 || ny > y1) {
        const side = x1 - x0 + 1;
        this.show(Math.min(Math.max(x0, nx - side + 1), nx), Math.min(Math.max(y0, ny - side + 1), ny), side);
      }
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
