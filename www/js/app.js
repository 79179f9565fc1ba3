// nimseq's page: reads the link, shows its view, keeps the link in step with what is shown.

import { byId, debounce } from './dom.js';
import { copyText } from './download.js';
import { absolute, embedCode, linkFor } from './links.js';
import { loadCore } from './loader.js';
import { Pool } from './pool.js';
import { sequenceView } from './sequence.js';
import { GridStore } from './grids.js';
import { heatmapView } from './heatmap.js';
import { conjectureView } from './conjecture.js';
import { playView } from './play.js';
import { Status, addNotices, showNotices } from './status.js';

function setUpTheme(redraw) {
  const root = document.documentElement;
  let saved = null;
  try {
    saved = localStorage.getItem('nimseq-theme');
  } catch {
    // Storage can be unavailable in sandboxed iframes: follow the system.
  }
  const system = matchMedia('(prefers-color-scheme: dark)');
  root.dataset.theme = saved ?? (system.matches ? 'dark' : 'light');
  system.addEventListener('change', (e) => {
    if (!saved) {
      root.dataset.theme = e.matches ? 'dark' : 'light';
      redraw();
    }
  });
  byId('theme-toggle').addEventListener('click', () => {
    root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
    saved = root.dataset.theme;
    try {
      localStorage.setItem('nimseq-theme', saved);
    } catch {
      // Not remembered; still switched.
    }
    redraw();
  });
}

async function main() {
  const { wasm, memory, module, glueUrl } = await loadCore();
  const app = {
    wasm,
    pool: new Pool(module, glueUrl),
    status: new Status(),
    state: null,
    query: '',
    showNotices,
    addNotices,
    ready() {
      document.body.dataset.ready = '1';
      // For tests and the curious: the WebAssembly memory of the page and of its workers.
      document.body.dataset.memory = String(memory.buffer.byteLength + app.pool.memoryBytes());
    },
    /** Shows `fields` merged into the current state; pushes a history entry unless told not to. */
    navigate(changes, { push = true } = {}) {
      apply(linkFor(wasm, { ...app.state, ...changes }), push ? 'push' : 'replace');
    },
    /** Shows a query (from an example button or a link), keeping nothing of the current state. */
    navigateTo(query) {
      apply(wasm.read_link(query), 'push');
    },
    /** Keeps the link in step with the view (a move on the board) without showing it again. */
    replace(query) {
      const link = wasm.read_link(query);
      app.state = link.state;
      app.query = link.query;
      if (link.query !== location.search) history.replaceState(null, '', link.query);
    },
  };
  app.pool.start().catch((error) => showNotices([`The compute workers could not start: ${error.message}`]));
  const store = new GridStore(app);
  const views = {
    sequence: sequenceView(app),
    heatmap: heatmapView(app, store),
    conjecture: conjectureView(app, store),
    play: playView(app),
  };
  let current = null;

  function apply(link, history_ = 'replace') {
    const { state, notices } = link;
    if (history_ === 'push' && link.query !== location.search) history.pushState(null, '', link.query);
    else if (link.query !== location.search) history.replaceState(null, '', link.query);
    if (history_ !== 'initial' || notices.length) showNotices(notices);
    app.state = state;
    app.query = link.query;
    document.body.classList.toggle('embed', state.embed);
    byId('backlink').hidden = !state.embed;
    byId('backlink').href = absolute(linkFor(wasm, { ...state, embed: false }).query);
    for (const tab of document.querySelectorAll('[role="tab"]')) {
      const selected = tab.dataset.view === state.view;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
    for (const name of Object.keys(views)) byId(`view-${name}`).hidden = name !== state.view;
    if (current && current !== views[state.view]) current.leave();
    current = views[state.view];
    byId('share').hidden = true;
    current.render(state);
    document.title = `nimseq — ${state.view === 'sequence' ? state.game : current.title()}`;
  }

  setUpTheme(() => current?.redraw());
  addEventListener('resize', debounce(() => current?.redraw(), 150));
  addEventListener('popstate', () => apply(wasm.read_link(location.search)));

  const tabs = [...document.querySelectorAll('[role="tab"]')];
  for (const tab of tabs) {
    tab.addEventListener('click', () => app.navigate({ view: tab.dataset.view }));
    tab.addEventListener('keydown', (e) => {
      const i = tabs.indexOf(tab);
      const next = { ArrowRight: tabs[(i + 1) % tabs.length], ArrowLeft: tabs[(i + tabs.length - 1) % tabs.length] }[e.key];
      if (next) {
        next.focus();
        next.click();
      }
    });
  }

  const status = byId('share-status');
  byId('copy-link').addEventListener('click', async () => {
    const url = absolute(app.query);
    byId('share').hidden = false;
    byId('embed-output').parentElement.hidden = true;
    byId('link-output').parentElement.hidden = false;
    status.textContent = (await copyText(url, byId('link-output'))) ? 'Link copied.' : 'Copy the link from the box.';
  });
  byId('copy-embed').addEventListener('click', async () => {
    const code = embedCode(wasm, app.state, current.title());
    byId('share').hidden = false;
    byId('link-output').parentElement.hidden = true;
    byId('embed-output').parentElement.hidden = false;
    status.textContent = (await copyText(code, byId('embed-output'))) ? 'Embed code copied.' : 'Copy the code from the box.';
  });

  // The first view starts in a task of its own, after the page's setup has let the browser paint.
  await new Promise((resolve) => setTimeout(resolve, 0));
  apply(wasm.read_link(location.search), 'initial');
}

main().catch((error) => {
  showNotices([`nimseq could not start: ${error.message ?? error}`]);
});
