// The grid being computed: one GridView handle (Rust) filled by the worker pool, shared by the
// heatmap and conjecture views. A new grid starts when its sets change (Rust names the grid of
// a link: dims, max, cap, rule); changing only what is shown reuses it.

import { t } from '../../i18n.js';

/**
 * Least time between two progress reports (the bar, and the map drawn again) while a grid is
 * computed: made for every unit, they took a fifth of the time of a million-set grid, the
 * page's rendering competing with the workers for the cores.
 */
const REPORT_MS = 250;

export class GridStore {
  constructor(app) {
    this.app = app;
    this.key = null;
    this.view = null;
    this.job = null;
    this.complete = false;
    this.listeners = new Set();
  }

  /** Calls `fn(event)` on 'rows' (some cells arrived) and 'done' (finished or stopped). */
  listen(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  emit(event) {
    for (const fn of this.listeners) fn(event);
  }

  /** Makes the grid of `link` current (computing it if needed) and shows it (`state`, its `LinkState`). */
  ensure(link, state) {
    const key = link.grid;
    if (key === this.key && this.view) {
      this.view.show(state);
      if (!this.complete && !this.job) this.compute(link.sweep_task);
      return;
    }
    this.stop();
    this.view?.free();
    this.key = key;
    this.view = new this.app.wasm.GridView(state);
    this.view.show(state);
    this.complete = false;
    this.compute(link.sweep_task);
  }

  /** Computes the grid of `task` (a link's `sweep_task`) in the workers. */
  compute(task) {
    const view = this.view;
    let done = 0;
    const started = performance.now();
    let reported = -Infinity;
    // Units of rows `[lo, hi)`, largest rows first, each about 4,000 cells (Rust's).
    const job = this.app.pool.grid(task, view.units(), (lo, data) => {
      done += view.fill(lo, data);
      // The last units are reported by 'done'.
      const now = performance.now();
      if (now - reported < REPORT_MS) return;
      reported = now;
      const progress = view.progress(done);
      this.app.status.update(progress.fraction, progress.text);
      this.emit('rows');
    });
    this.job = job;
    this.app.status.start(view.computing(), () => this.stop());
    job.done.then(
      (finished) => {
        if (this.job !== job) return;
        this.job = null;
        this.complete = finished && view.is_complete();
        this.elapsed = performance.now() - started;
        this.app.status.done(finished ? '' : t('grid-cancelled'));
        this.emit('done');
      },
      (error) => {
        if (this.job !== job) return;
        this.job = null;
        this.app.status.done();
        this.app.showNotices([String(error.message ?? error)]);
        this.emit('done');
      },
    );
  }

  /** Stops computing (cells computed so far stay). */
  stop() {
    if (!this.job) return;
    const job = this.job;
    this.job = null;
    job.cancel();
    this.app.status.done(t('grid-cancelled'));
    this.emit('done');
  }
}
