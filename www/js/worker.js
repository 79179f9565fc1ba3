// A compute worker. It receives the URL of the JavaScript glue ('init', loaded at once), then
// the page's WebAssembly module ('module', compiled once, by the page), says "ready", and takes
// jobs (those sent before it is ready wait for the module, in order):
//   { type: 'rows', job, task, lo, hi }   -> { type: 'rows', job, lo, data, memory }   (data: Uint32Array, transferred;
//                                            memory: the worker's WebAssembly memory in bytes)
//   { type: 'atlas-code', job, task, lo, hi, cap, known } -> { type: 'rows', job, lo, data, values, memory }
//       (one code of an atlas's run, from `known` first values if given: its row, its values whole)
//   { type: 'atlas', job, task, lo, hi, cap } -> { type: 'rows', job, lo, data, memory }   (data: the atlas rows
//                                            lo..hi computed, as objects; cap: 0 for the link's)
//   { type: 'game', job, task, budget }   -> { type: 'progress', job, done, total, values } ...
//                                            { type: 'game', job, analysis, values, stopped }
//                                            (values: the Uint16Array computed since the last message;
//                                            stopped: 'budget', 'cancelled' or null; analysis.held:
//                                            whether this worker holds the search to go on)
//   { type: 'continue', job, from, limit } continues search `from` (held here since it ended
//                                            without a period) up to G(limit), answering as 'game'
//   { type: 'quotient', job, task }       -> { type: 'progress', job, done, total, order } ...
//                                            { type: 'quotient', job, quotient, stopped }
//                                            (a misère quotient, heap by heap; stopped: 'cancelled' or null)
//   { type: 'cancel', job }               stops a search between steps; it answers as 'game'
//                                            (or 'quotient')
//   { type: 'lang', lang }                writes the worker's words in the page's language from now on
// Errors come back as { type: 'error', job, message } (without a job if the worker could not
// start).

let wasm = null;
let memory = null;
/** Resolves to the page's compiled module when it arrives. */
let receiveModule;
const moduleReceived = new Promise((resolve) => {
  receiveModule = resolve;
});
/** Resolves once the glue is loaded and the module instantiated. */
let core = null;

async function start(glueUrl) {
  const [glue, module] = await Promise.all([import(glueUrl), moduleReceived]);
  const exports = await glue.default({ module_or_path: module });
  wasm = glue;
  memory = exports.memory;
}
const cancelled = new Set();

const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The period searches this worker runs, and the one it holds to go on (`WorkerSearches`). */
let searches = null;

async function runGame(msg) {
  searches ??= new wasm.WorkerSearches();
  const id = msg.job;
  if (msg.type === 'continue') searches.resume(id, msg.from, msg.limit);
  else searches.begin(id, msg.task);
  const started = performance.now();
  let lastPost = started;
  let stopped = null;
  try {
    for (;;) {
      if (searches.step(id, 20_000)) break;
      const now = performance.now();
      if (msg.budget && now - started > msg.budget) {
        searches.stop(id);
        stopped = 'budget';
        break;
      }
      if (now - lastPost > 100) {
        const values = searches.new_values(id);
        const [done, total] = searches.progress(id);
        postMessage({ type: 'progress', job: id, done, total, values }, [values.buffer]);
        lastPost = now;
        await yieldToMessages();
        if (cancelled.has(id)) {
          searches.stop(id);
          stopped = 'cancelled';
          break;
        }
      }
    }
  } catch (error) {
    searches.drop_search(id);
    throw error;
  }
  const values = searches.new_values(id);
  const analysis = searches.finish(id);
  postMessage({ type: 'game', job: id, analysis, values, stopped, memory: memory?.buffer.byteLength ?? 0 }, [values.buffer]);
}

async function runQuotient(msg) {
  const job = new wasm.QuotientJob(msg.task);
  let stopped = null;
  try {
    while (!job.step(40)) {
      postMessage({ type: 'progress', job: msg.job, done: job.done(), total: job.total(), order: job.order() });
      await yieldToMessages();
      if (cancelled.has(msg.job)) {
        stopped = 'cancelled';
        break;
      }
    }
    postMessage({ type: 'quotient', job: msg.job, quotient: job.result(), stopped, memory: memory?.buffer.byteLength ?? 0 });
  } finally {
    job.free();
  }
}

self.onmessage = async (event) => {
  const msg = event.data;
  try {
    if (msg.type === 'init') {
      core = start(msg.glue);
      await core;
      postMessage({ type: 'ready' });
      return;
    }
    if (msg.type === 'module') {
      receiveModule(msg.module);
      return;
    }
    if (msg.type === 'cancel') {
      cancelled.add(msg.job);
      return;
    }
    await core;
    if (msg.type === 'lang') {
      wasm.set_language(msg.lang);
      return;
    }
    if (msg.type === 'rows') {
      const data = wasm.sweep_rows_packed(msg.task, msg.lo, msg.hi);
      const bytes = memory?.buffer.byteLength ?? 0;
      postMessage({ type: 'rows', job: msg.job, lo: msg.lo, hi: msg.hi, data, memory: bytes }, [data.buffer]);
    } else if (msg.type === 'atlas') {
      const data = wasm.atlas_rows(msg.task, msg.lo, msg.hi, msg.cap ?? 0);
      postMessage({ type: 'rows', job: msg.job, lo: msg.lo, hi: msg.hi, data, memory: memory?.buffer.byteLength ?? 0 });
    } else if (msg.type === 'atlas-code') {
      const { row, values } = wasm.atlas_code(msg.task, msg.lo, msg.cap ?? 0, msg.known ?? undefined);
      const memoryBytes = memory?.buffer.byteLength ?? 0;
      postMessage({ type: 'rows', job: msg.job, lo: msg.lo, hi: msg.hi, data: row, values, memory: memoryBytes }, [values.buffer]);
    } else if (msg.type === 'quotient') {
      await runQuotient(msg);
    } else if (msg.type === 'game' || msg.type === 'continue') {
      await runGame(msg);
    }
  } catch (error) {
    postMessage({ type: 'error', job: msg.job, message: String(error?.message ?? error) });
  }
};
