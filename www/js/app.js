// nimseq's page: reads the link, shows its view, keeps the link in step with what is shown.

import { byId, debounce, el, fill, scrollCues } from './dom.js';
import { copyText } from './download.js';
import { chooseCore, loadCore } from './loader.js';
import { Pool } from './pool.js';
import { sequenceView } from './views/sequence/sequence.js';
import { GridStore } from './views/grid/grids.js';
import { heatmapView } from './views/heatmap/heatmap.js';
import { conjectureView } from './views/conjecture/conjecture.js';
import { playView } from './views/play/play.js';
import { atlasView } from './views/atlas/atlas.js';
import { compareView } from './views/compare/compare.js';
import { quotientView } from './views/quotient/quotient.js';
import { embedDialog, reportHeight } from './embed/embed.js';
import { Status, addNotices, showNotices } from './status.js';
import { showTerms } from './terms.js';
import { t, translate, useCatalogues } from './i18n.js';
import { keepOffline } from './offline.js';
import { lockLinks } from './lock.js';
import { showWorksheet } from './worksheet.js';
import { bound, setFigureLimits } from './figuresize.js';

// Touch screens get finger-sized targets (`html.touch` in the CSS, not a media query, so that
// the embed dialog can measure a frame's height as a phone will lay it out).
const coarse = matchMedia('(pointer: coarse)');
const touch = () => document.documentElement.classList.toggle('touch', coarse.matches);
touch();
coarse.addEventListener('change', touch);

/**
 * The page's colours: the link's `theme` (`light`, `dark`, or `auto`: the system's setting, or
 * on the full page the reader's last switch). Returns `follow(link)`, which applies a link's
 * choice and says whether the colours changed.
 */
function setUpTheme(app, toggle, redraw) {
  const root = document.documentElement;
  let saved = null;
  try {
    saved = localStorage.getItem('nimseq-theme');
  } catch {
    // Storage can be unavailable in sandboxed iframes: follow the system.
  }
  const system = matchMedia('(prefers-color-scheme: dark)');
  let choice = 'auto';
  let embedded = false;
  /** Sets the theme in force; says whether it changed. */
  const settle = () => {
    // An embed set to `auto` follows the reader's system, not what they chose on nimseq's own page.
    const wanted = choice === 'auto' ? ((embedded ? null : saved) ?? (system.matches ? 'dark' : 'light')) : choice;
    if (root.dataset.theme === wanted) return false;
    root.dataset.theme = wanted;
    return true;
  };
  system.addEventListener('change', () => {
    if (settle()) redraw();
  });
  toggle.addEventListener('click', () => {
    const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
    saved = next;
    try {
      localStorage.setItem('nimseq-theme', saved);
    } catch {
      // Not remembered; still switched.
    }
    // A theme the link chose is the link's: switching changes the link.
    if (app.link?.fields.theme.chosen) app.navigate({ theme: next }, { push: false });
    else if (settle()) redraw();
  });
  return (link) => {
    choice = link.state.theme;
    embedded = link.state.embed === '1';
    return settle();
  };
}

/** The page's own elements (each view looks up its own), looked up once. */
function pageElements() {
  return {
    themeToggle: byId('theme-toggle'),
    backlink: byId('backlink'),
    // The view tabs only (a view's own tabs, such as the heatmap's ranks, are its own).
    tabs: [...document.querySelectorAll('.tabs [role="tab"][data-view]')],
    // The research views' tabs, a menu of their own on a phone, and the button that opens it.
    researchTabs: byId('research-tabs'),
    tabsMore: byId('tabs-more'),
    share: byId('share'),
    shareStatus: byId('share-status'),
    linkOutput: byId('link-output'),
    copyLink: byId('copy-link'),
    copyEmbed: byId('copy-embed'),
    openWorksheet: byId('open-worksheet'),
    lang: byId('lang'),
    terms: byId('terms'),
    footer: byId('page-footer'),
    research: byId('research-link'),
  };
}

/**
 * The view tabs and, on a phone, the Research menu that holds the research views' tabs (the CSS
 * decides when it is a menu: the button is shown only then). Arrow keys move along the tabs that
 * can be seen and show their view; Home and End go to the ends; in the open menu, Up and Down
 * move between its tabs without showing them, and Escape, a tap elsewhere or leaving it
 * closes it. Returns the menu's `close()`, and `rove()`, which keeps one tab that can be seen in
 * the tab order (the chosen one, or the first when the chosen one is folded away).
 */
function setUpTabs(app, { tabs, researchTabs, tabsMore }) {
  const inMenu = (tab) => researchTabs.contains(tab);
  const shown = () => tabs.filter((tab) => tab.checkVisibility());
  const isOpen = () => tabsMore.getAttribute('aria-expanded') === 'true';
  const rove = () => {
    const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
    const stop = selected?.checkVisibility() ? selected : shown()[0];
    for (const tab of tabs) tab.tabIndex = tab === stop ? 0 : -1;
    // The menu's button stands for a research view that is chosen while it is folded away.
    tabsMore.classList.toggle('current', Boolean(selected && inMenu(selected)));
  };
  const setOpen = (open) => {
    tabsMore.setAttribute('aria-expanded', String(open));
    researchTabs.classList.toggle('open', open);
    rove();
  };
  const close = ({ refocus = false } = {}) => {
    const focused = researchTabs.contains(document.activeElement);
    setOpen(false);
    if (refocus || focused) tabsMore.focus();
  };
  /** Opens the menu with the focus on its chosen tab, or its first. */
  const open = () => {
    setOpen(true);
    const inside = tabs.filter(inMenu);
    (inside.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? inside[0]).focus();
  };
  tabsMore.addEventListener('click', () => (isOpen() ? close() : open()));
  tabsMore.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' && !isOpen()) {
      e.preventDefault();
      open();
    } else if (e.key === 'Escape' && isOpen()) close({ refocus: true });
  });
  researchTabs.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && isOpen()) {
      e.preventDefault();
      close({ refocus: true });
    }
  });
  // A tap or a focus outside the menu and its button closes it.
  const outside = (e) => {
    if (isOpen() && !researchTabs.contains(e.target) && !tabsMore.contains(e.target)) setOpen(false);
  };
  document.addEventListener('pointerdown', outside);
  document.addEventListener('focusin', outside);
  for (const tab of tabs) {
    tab.addEventListener('click', () => app.navigate({ view: tab.dataset.view }));
    tab.addEventListener('keydown', (e) => {
      const inside = isOpen() && inMenu(tab);
      const row = inside ? tabs.filter(inMenu) : shown();
      const i = row.indexOf(tab);
      if (i < 0) return;
      const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: inside ? 1 : 0, ArrowUp: inside ? -1 : 0 }[e.key];
      const next = step ? row[(i + step + row.length) % row.length] : { Home: row[0], End: row[row.length - 1] }[e.key];
      if (!next) return;
      e.preventDefault();
      next.focus();
      // In the menu the arrows only move the focus (Enter or Space shows the view); along the
      // tabs they show it at once.
      if (!inside) next.click();
    });
  }
  // What can be seen changes with the window's width (a turned phone).
  addEventListener(
    'resize',
    debounce(() => {
      if (isOpen() && !tabsMore.checkVisibility()) setOpen(false);
      else rove();
    }, 150),
  );
  return { close, rove };
}

/**
 * The language menu: the page's languages by their codes (`EN`, `DE`, `FR`: the header has no
 * room for more), each named in itself on hover, the one the page speaks selected (the link's
 * choice, else the reader's).
 */
function showLanguages(select, link) {
  const choices = link.fields.lang.choices.filter((c) => c.value !== 'auto');
  if (select.options.length !== choices.length) {
    fill(select, choices.map((c) => el('option', { value: c.value, lang: c.value, title: c.label }, c.value.toUpperCase())));
  }
  select.value = link.lang;
  select.title = choices.find((c) => c.value === link.lang)?.label ?? '';
}

/** The address of a link on this page: its query, or the page itself for the default state. */
const address = (query) => (query === '?' ? location.pathname : query);
/** The absolute URL of a link on this page. */
const absolute = (query) => `${location.origin}${location.pathname}${query === '?' ? '' : query}`;

async function main() {
  // The workers start at once: they load the glue while the page compiles the module, and
  // take up work sent before they are ready as soon as the module reaches them.
  const core = chooseCore();
  const loaded = loadCore(core);
  const pool = new Pool(core.glue, loaded.then(({ module }) => module));
  const started = pool.start();
  started.catch(() => {}); // Reported once the page has loaded (if it could not, that is said).
  const { wasm, memory } = await loaded;
  useCatalogues(wasm);
  const limits = wasm.field_limits();
  setFigureLimits(limits);
  bound(byId('embed-height'), limits.embed_height);
  wasm.set_reader_languages([...(navigator.languages ?? [navigator.language])]);
  started.catch((error) => showNotices([t('notice-workers-failed', { why: error.message })]));
  let drawn = false;
  const app = {
    wasm,
    pool,
    status: new Status(),
    /** What Rust says the page shows (see `Link` in the page layer). */
    link: null,
    query: '',
    /** The link's state, read once in Rust (`LinkState`), for the views' exports. */
    state: null,
    showNotices,
    addNotices,
    ready() {
      document.body.dataset.ready = '1';
      if (!drawn) {
        drawn = true;
        keepOffline((switchTo) => {
          byId('update-now').onclick = switchTo;
          byId('update').hidden = false;
        });
      }
      // For tests and the curious: the WebAssembly memory of the page and of its workers.
      document.body.dataset.memory = String(memory.buffer.byteLength + app.pool.memoryBytes());
    },
    /** Applies a form's values (parameter name -> text) to the current state and shows it. */
    navigate(changes, { push = true } = {}) {
      apply(app.state.change(changes), push ? 'push' : 'replace');
    },
    /** Shows a link (an example button's, a counterexample's), keeping nothing of the current state. */
    navigateTo(query) {
      apply(new wasm.LinkState(query), 'push');
    },
    /** Keeps the link in step with the view (a move on the board) without showing it again. */
    replace(query) {
      const link = keep(new wasm.LinkState(query));
      if (link.query !== (location.search || '?')) history.replaceState(null, '', address(link.query));
    },
  };
  const dom = pageElements();
  const store = new GridStore(app);
  const views = {
    sequence: sequenceView(app),
    heatmap: heatmapView(app, store),
    conjecture: conjectureView(app, store),
    play: playView(app),
    atlas: atlasView(app),
    compare: compareView(app),
    quotient: quotientView(app),
  };
  /** Each view's section, by view name. */
  const sections = Object.fromEntries(Object.keys(views).map((name) => [name, byId(`view-${name}`)]));
  /** The parts of each view an embed can leave out. */
  const parts = Object.fromEntries(Object.keys(views).map((name) => [name, [...sections[name].querySelectorAll('[data-part]')]]));
  let current = null;
  let reporting = false;
  /** The language the page's markup and workers are in. */
  let lang = null;
  /** Whether the page's links out have been taken out (a locked view). */
  let locked = false;

  /** The page's words in the link's language: the markup's, the workers', the menu's. */
  function speak(link) {
    if (link.lang === lang) return;
    lang = link.lang;
    document.documentElement.lang = lang;
    translate(document);
    pool.setLanguage(lang);
  }

  /**
   * Keeps the state of the link shown (Rust's `LinkState`, read or changed once): what the
   * views' exports take and forms change. Returns what it says of the link (`Link`).
   */
  function keep(state) {
    if (app.state !== state) app.state?.free();
    app.state = state;
    app.link = state.link();
    app.query = app.link.query;
    return app.link;
  }

  function apply(state, history_ = 'replace') {
    const link = keep(state);
    const search = location.search || '?';
    if (history_ === 'push' && link.query !== search) history.pushState(null, '', address(link.query));
    else if (link.query !== search) history.replaceState(null, '', address(link.query));
    if (history_ !== 'initial' || link.notices.length) showNotices(link.notices);
    speak(link);
    showLanguages(dom.lang, link);
    const view = link.state.view;
    const embedded = link.state.embed === '1';
    document.body.classList.toggle('embed', embedded);
    // A locked view offers no way out: no view's form, no tabs, no link back (Rust's `Link::locked`).
    document.body.classList.toggle('locked', link.locked);
    dom.backlink.hidden = !embedded || link.locked;
    dom.backlink.href = absolute(link.page_query);
    if (link.locked && !locked) {
      locked = true;
      lockLinks();
    }
    dom.footer.hidden = !link.footer;
    dom.research.parentElement.hidden = !link.research_query;
    dom.research.href = link.research_query ?? '';
    showTerms(dom.terms, link.broken ? [] : link.terms);
    if (embedded && !reporting) {
      reporting = true;
      reportHeight();
    }
    for (const tab of dom.tabs) tab.setAttribute('aria-selected', String(tab.dataset.view === view));
    tabMenu.close();
    // An edited sealed link shows its notice and nothing else.
    for (const [name, section] of Object.entries(sections)) section.hidden = name !== view || link.broken;
    const recoloured = followTheme(link);
    if (link.broken) {
      current?.leave();
      current = null;
      document.title = link.document_title;
      app.ready();
      return;
    }
    const same = current === views[view];
    if (current && !same) current.leave();
    current = views[view];
    dom.share.hidden = true;
    // The parts of the view an embed leaves out (a part's own `hidden` stays its view's business).
    for (const part of parts[view]) part.toggleAttribute('data-omitted', !link.show.includes(part.dataset.part));
    current.render(link);
    if (recoloured && same) current.redraw();
    dom.openWorksheet.hidden = !link.fields.worksheet.applies || link.state.worksheet === '1';
    showWorksheet(app, link);
    document.title = link.document_title;
  }

  const followTheme = setUpTheme(app, dom.themeToggle, () => current?.redraw());
  addEventListener('resize', debounce(() => current?.redraw(), 150));
  /** Shows the link in the address (the page's start, Back and Forward). */
  function applyOpened(history_) {
    apply(new wasm.LinkState(location.search), history_);
  }
  addEventListener('popstate', () => {
    // A dialog about the view left (the Embed dialog's code and previews) goes with it.
    for (const dialog of document.querySelectorAll('dialog[open]')) dialog.close();
    applyOpened('replace');
  });

  const tabMenu = setUpTabs(app, dom);
  // Tables wider than a phone say that they scroll (see the CSS of `.table-scroll`).
  scrollCues(byId('main'));

  dom.copyLink.addEventListener('click', async () => {
    const url = absolute(app.query);
    dom.share.hidden = false;
    dom.shareStatus.textContent = t((await copyText(url, dom.linkOutput)) ? 'share-copied' : 'share-copy-by-hand');
  });
  dom.copyEmbed.addEventListener('click', embedDialog(app, absolute));
  dom.lang.addEventListener('change', () => app.navigate({ lang: dom.lang.value }));
  dom.openWorksheet.addEventListener('click', () => app.navigate({ worksheet: '1' }));
  byId('worksheet-print').addEventListener('click', () => print());
  byId('worksheet-back').addEventListener('click', () => app.navigate({ worksheet: '' }));
  dom.research.addEventListener('click', (e) => {
    e.preventDefault();
    app.navigateTo(dom.research.getAttribute('href'));
  });

  // The first view starts in a task of its own, after the page's setup has let the browser paint.
  await new Promise((resolve) => setTimeout(resolve, 0));
  applyOpened('initial');
}

main().catch((error) => {
  const why = String(error.message ?? error);
  // Without the module there is no catalogue: the one sentence the page can only say in English.
  showNotices([t('notice-start-failed', { why }) ?? `nimseq could not start: ${why}`]);
});
