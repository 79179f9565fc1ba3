// A pool of compute workers, one per core (at most four), sharing the page's compiled
// WebAssembly module. No SharedArrayBuffer: work is split into messages and results come back as
// transferable typed arrays, so the page runs on any static host.

import { t } from './i18n.js';

/** Units of a grid job a worker holds at once (one computing, the next waiting). */
const UNITS_AHEAD = 4;

export class Pool {
  /**
   * A pool whose workers load the JavaScript glue at `glueUrl` and instantiate `module` (a
   * promise of the page's compiled module) once it is compiled: they start while the page
   * compiles it.
   */
  constructor(glueUrl, module, size = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 4))) {
    this.glueUrl = glueUrl;
    this.module = module;
    this.size = size;
    this.workers = [];
    this.ready = null;
    this.nextJob = 1;
    this.handlers = new Map();
    /** The grid jobs waiting for free workers: each hands out work to the free ones. */
    this.dispatchers = new Set();
    /** Searches that ended without a period, by job: the worker slot that holds each. */
    this.holders = new Map();
    /** The page's language, which every worker writes its words in. */
    this.lang = null;
  }

  /** Tells every worker, and each started later, the page's language (`en`, `de`, `fr`). */
  setLanguage(lang) {
    this.lang = lang;
    for (const slot of this.workers) slot.worker.postMessage({ type: 'lang', lang });
  }

  /**
   * Starts the workers; resolves when all say "ready". Work can be sent to them at once: a
   * worker takes it up as soon as it has the module.
   */
  start() {
    if (this.ready) return this.ready;
    this.ready = Promise.all(Array.from({ length: this.size }, () => this.spawn())).then(() => {});
    return this.ready;
  }

  spawn() {
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
      // `job`: the job whose answers the worker owes, or null when it is free; `units`: how
      // many units of a grid job it holds.
      const slot = { worker, job: null, units: 0 };
      this.workers.push(slot);
      worker.onmessage = (event) => {
        const msg = event.data;
        if (msg.type === 'ready') {
          resolve();
          return;
        }
        if (msg.type === 'error' && msg.job === undefined) {
          reject(new Error(msg.message));
          return;
        }
        if (msg.memory) slot.memory = msg.memory;
        // Any last word for its job frees the worker, even for a job cancelled meanwhile (a
        // grid job's worker once it has answered every unit it holds).
        if (msg.type !== 'progress' && slot.job === msg.job) {
          slot.units = Math.max(0, slot.units - 1);
          if (slot.units === 0) slot.job = null;
        }
        this.handlers.get(msg.job)?.(msg, slot);
        // A free worker takes any job's units; a grid job's worker that answered a unit takes
        // the next, so that it never runs out of units while the job has more.
        if (slot.job === null || slot.units > 0) this.dispatchers.forEach((dispatch) => dispatch());
      };
      worker.onerror = (event) => reject(new Error(event.message || t('worker-failed')));
      worker.postMessage({ type: 'init', glue: this.glueUrl });
      if (this.lang) worker.postMessage({ type: 'lang', lang: this.lang });
      this.module.then((module) => worker.postMessage({ type: 'module', module }), reject);
    });
  }

  /** The WebAssembly memory of all the workers, in bytes (as last reported). */
  memoryBytes() {
    return this.workers.reduce((sum, slot) => sum + (slot.memory ?? 0), 0);
  }

  /**
   * Computes units of work `[lo, hi, extra]` of `task` (a link's `sweep_task`: a grid's rows,
   * or with `kind` 'atlas' its `atlas_task`: an atlas's codes, `cap` overriding the task's; `extra`, optional, holds more fields of the message and
   * the `transfer` list of its buffers), calling `onRows(lo, data, message)` as each unit
   * arrives; the units `onRows` returns, if any, are computed too (the job ends when none is
   * left). Each worker holds up to UNITS_AHEAD units, so that it starts the next one at once
   * instead of waiting for the page (busy drawing) to answer. Returns { done: Promise, cancel() }.
   */
  grid(task, rows, onRows, kind = 'rows', cap = 0) {
    const job = this.nextJob++;
    const queue = [...rows];
    let cancelled = false;
    let active = 0;
    let finish;
    let fail;
    const done = new Promise((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    const dispatch = () => {
      if (cancelled) {
        this.dispatchers.delete(dispatch);
        return;
      }
      for (const slot of this.workers) {
        while (queue.length > 0 && (slot.job === null || (slot.job === job && slot.units < UNITS_AHEAD))) {
          const [lo, hi, extra = {}] = queue.shift();
          const { transfer = [], ...fields } = extra;
          slot.job = job;
          slot.units += 1;
          active += 1;
          slot.worker.postMessage({ type: kind, job, task, lo, hi, cap, ...fields }, transfer);
        }
      }
      if (active === 0 && queue.length === 0) {
        this.handlers.delete(job);
        this.dispatchers.delete(dispatch);
        finish(true);
      }
    };
    this.handlers.set(job, (msg) => {
      active -= 1;
      if (msg.type === 'error') {
        cancelled = true;
        this.handlers.delete(job);
        fail(new Error(msg.message));
        return;
      }
      if (cancelled) return;
      const more = onRows(msg.lo, msg.data, msg);
      if (more) queue.push(...more);
    });
    this.dispatchers.add(dispatch);
    this.start().catch(fail);
    dispatch();
    return {
      done,
      cancel: () => {
        cancelled = true;
        this.handlers.delete(job);
        finish(false);
      },
    };
  }

  /**
   * Runs a game's period search on one worker. `budget` (milliseconds, or null) stops a search
   * without a chosen limit; `onProgress(done, total, values)` hands over the values computed
   * since the last call. Returns { done, cancel() }: `done` resolves to the final answer
   * { analysis, values, stopped } ('budget', 'cancelled' or null); Cancel keeps what was
   * computed. A search that ends without a period stays on its worker, to be continued.
   */
  game(task, budget, onProgress) {
    return this.search({ type: 'game', task, budget }, null, onProgress);
  }

  /** Continues search `from` (a job of `game`) up to `G(limit)`, on the worker that holds it. */
  continueGame(from, limit, onProgress) {
    return this.search({ type: 'continue', from, limit }, this.holders.get(from), onProgress);
  }

  /**
   * Computes the misère quotient a link asks for, heap by heap; `onProgress(done, total,
   * order)` after each slice. Returns { done, cancel() } as `game`: `done` resolves to
   * { quotient, stopped } (Cancel keeps the quotient of the heaps done).
   */
  quotient(task, onProgress) {
    return this.search({ type: 'quotient', task }, null, onProgress);
  }

  search(message, holder, onProgress) {
    const job = this.nextJob++;
    let finish;
    let fail;
    let slot = null;
    const done = new Promise((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    this.handlers.set(job, (msg) => {
      if (msg.type === 'progress') onProgress(msg.done, msg.total, msg.values ?? msg.order);
      else if (msg.type === 'quotient') finish({ job, quotient: msg.quotient, stopped: msg.stopped });
      else if (msg.type === 'game') {
        if (msg.analysis.held) this.holders.set(job, slot);
        finish({ job, analysis: msg.analysis, values: msg.values, stopped: msg.stopped });
      } else if (msg.type === 'error') fail(new Error(msg.message));
      if (msg.type !== 'progress') this.handlers.delete(job);
    });
    this.start().catch(fail);
    slot = holder ?? this.workers.find((s) => s.job === null) ?? this.workers[0];
    if (slot) {
      for (const [held, at] of this.holders) if (at === slot) this.holders.delete(held);
      slot.job = job;
      slot.worker.postMessage({ ...message, job });
    } else {
      fail(new Error(t('worker-search-gone')));
    }
    return {
      done,
      job,
      /** Stops the search; `done` still resolves, with what was computed. */
      cancel: () => slot?.worker.postMessage({ type: 'cancel', job }),
      /** Stops the search and forgets its answer. */
      abandon: () => {
        slot?.worker.postMessage({ type: 'cancel', job });
        this.handlers.delete(job);
        finish(null);
      },
    };
  }
}
