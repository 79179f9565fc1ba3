// A compute worker. It receives the page's WebAssembly module (compiled once, by the page)
// and the URL of its JavaScript glue, says "ready", then takes jobs:
//   { type: 'rows', job, query, lo, hi }  -> { type: 'rows', job, lo, data, memory }   (data: Uint32Array, transferred;
//                                            memory: the worker's WebAssembly memory in bytes)
//   { type: 'game', job, query }          -> { type: 'progress', job, done, total } ... { type: 'game', job, analysis }
//   { type: 'cancel', job }               stops a game job between steps -> { type: 'cancelled', job }
// Errors come back as { type: 'error', job, message }.

let wasm = null;
let memory = null;
const cancelled = new Set();

const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

async function runGame(msg) {
  const job = new wasm.GameJob(msg.query);
  try {
    let lastPost = 0;
    for (;;) {
      const done = job.step(20_000);
      const now = performance.now();
      if (done) break;
      if (now - lastPost > 100) {
        postMessage({ type: 'progress', job: msg.job, done: job.done(), total: job.total() });
        lastPost = now;
        await yieldToMessages();
        if (cancelled.has(msg.job)) {
          postMessage({ type: 'cancelled', job: msg.job });
          return;
        }
      }
    }
    postMessage({ type: 'game', job: msg.job, analysis: job.analysis(), memory: memory?.buffer.byteLength ?? 0 });
  } finally {
    job.free();
  }
}

self.onmessage = async (event) => {
  const msg = event.data;
  try {
    if (msg.type === 'init') {
      const glue = await import(msg.glue);
      const exports = await glue.default({ module_or_path: msg.module });
      wasm = glue;
      memory = exports.memory;
      postMessage({ type: 'ready' });
    } else if (msg.type === 'cancel') {
      cancelled.add(msg.job);
    } else if (msg.type === 'rows') {
      const data = wasm.sweep_rows_packed(msg.query, msg.lo, msg.hi);
      const bytes = memory?.buffer.byteLength ?? 0;
      postMessage({ type: 'rows', job: msg.job, lo: msg.lo, hi: msg.hi, data, memory: bytes }, [data.buffer]);
    } else if (msg.type === 'game') {
      await runGame(msg);
    }
  } catch (error) {
    postMessage({ type: 'error', job: msg.job, message: String(error?.message ?? error) });
  }
};
