// The record curve of a grid: the longest period for each largest element m, drawn as points
// on a log scale, each a link to its record set's sequence. Rust (`RecordPlot`) lays it out:
// every position, label and title; this draws what it is handed.

const SVG = 'http://www.w3.org/2000/svg';

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  for (const c of children) node.append(c);
  return node;
}

/** A text of the plot (`{ x, y, anchor, text }`). */
function text({ x, y, anchor, text: words }) {
  const node = svg('text', { x, y, 'text-anchor': anchor });
  node.textContent = words;
  return node;
}

/** A dot of the plot (`{ cx, cy, class, title, query, max, period, game, set }`), a link. */
function dotLink(dot, radius, open) {
  const link = svg('a', { href: dot.query });
  link.dataset.max = String(dot.max);
  link.dataset.period = String(dot.period);
  link.dataset.game = dot.game;
  link.dataset.set = dot.set;
  const circle = svg('circle', { cx: dot.cx, cy: dot.cy, r: radius, class: dot.class });
  const title = svg('title');
  title.textContent = dot.title;
  circle.append(title);
  link.append(circle);
  link.addEventListener('click', (e) => {
    e.preventDefault();
    open(dot.query);
  });
  return link;
}

/** The words under the plot naming its lower bounds (Rust writes them), if any. */
function bounds(words) {
  if (!words) return [];
  const note = document.createElement('p');
  note.className = 'note records-bounds';
  note.dataset.testid = 'records-bounds';
  note.textContent = words;
  return [note];
}

/**
 * Draws the record curve `view` (the grid's handle) has laid out into `box`: its frame at
 * once, its dots a few hundred a task (Rust says how many), the plot shown whole when done;
 * `current()` false stops it (a newer curve is on its way). Nothing without a point.
 */
export function drawRecords(box, view, current, open) {
  const plot = view.record_plot();
  if (!plot) {
    box.replaceChildren();
    return;
  }
  const root = svg('svg', { viewBox: plot.view_box, role: 'group', 'aria-label': plot.label, class: 'records-plot' });
  for (const line of plot.lines) {
    root.append(svg('line', { x1: line.x1, x2: line.x2, y1: line.y, y2: line.y, class: 'grid-line' }));
    root.append(text(line.label));
  }
  for (const tick of plot.ticks) root.append(text(tick));
  root.append(text(plot.axis));
  root.append(svg('polyline', { points: plot.curve, class: 'records-line' }));
  const add = (first) => {
    if (!current()) return;
    const dots = view.record_dots(first);
    for (const dot of dots) root.append(dotLink(dot, plot.radius, open));
    const next = first + dots.length;
    if (dots.length > 0 && next < plot.dots) setTimeout(() => add(next), 0);
    else box.replaceChildren(root, ...bounds(plot.bounds));
  };
  add(0);
}
