// The page state lives in the URL. Rust reads and writes it (read_link): JavaScript only
// gathers fields and asks for the canonical query.

const KEYS = ['view', 'game', 'rule', 'limit', 'dims', 'max', 'axes', 'slice', 'metric', 'scale', 'cap', 'test', 'bound', 'heaps', 'turn', 'vs', 'hints'];

/** The canonical link for a set of fields: { state, notices, query }. */
export function linkFor(wasm, fields) {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    if (fields[key] !== undefined && fields[key] !== null && fields[key] !== '') params.set(key, String(fields[key]));
  }
  if (fields.embed) params.set('embed', '1');
  return wasm.read_link(`?${params}`);
}

/** The absolute URL of a query on this page. */
export function absolute(query) {
  return `${location.origin}${location.pathname}${query}`;
}

/** The `<iframe>` snippet that embeds the view of `state`. */
export function embedCode(wasm, state, title) {
  const link = linkFor(wasm, { ...state, embed: true });
  const height = { sequence: 620, play: 760 }[state.view] ?? 700;
  const safeTitle = title.replace(/[<>&"]/g, '');
  return `<iframe src="${absolute(link.query)}" width="760" height="${height}" style="border:0" loading="lazy" title="nimseq: ${safeTitle}"></iframe>`;
}
