// The record curve of a grid: the longest period for each largest element m (Rust's
// `record_curve`), drawn as points on a log scale, each a link to its record set's sequence.

const SVG = 'http://www.w3.org/2000/svg';
const W = 320;
const H = 200;
const PAD = { left: 44, right: 8, top: 8, bottom: 28 };

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  for (const c of children) node.append(c);
  return node;
}

/** Draws `points` (`[{ max, period, unresolved, sets: [{ set, game }], query }]`) into `box`. */
export function drawRecords(box, points, open) {
  box.replaceChildren();
  if (points.length === 0) return;
  const maxM = Math.max(...points.map((p) => p.max));
  const minM = Math.min(...points.map((p) => p.max));
  const top = Math.max(...points.map((p) => p.period));
  const decades = Math.max(1, Math.ceil(Math.log10(top + 1)));
  const x = (m) => PAD.left + ((m - minM) / Math.max(1, maxM - minM)) * (W - PAD.left - PAD.right);
  const y = (p) => H - PAD.bottom - (Math.log10(Math.max(1, p)) / decades) * (H - PAD.top - PAD.bottom);
  const plot = svg('svg', { viewBox: `0 0 ${W} ${H}`, role: 'group', 'aria-label': `Record period against max S, log scale: up to ${top} at max S = ${points.find((p) => p.period === top).max}`, class: 'records-plot' });
  for (let d = 0; d <= decades; d++) {
    plot.append(svg('line', { x1: PAD.left, x2: W - PAD.right, y1: y(10 ** d), y2: y(10 ** d), class: 'grid-line' }));
    const label = svg('text', { x: PAD.left - 4, y: y(10 ** d) + 4, 'text-anchor': 'end' });
    label.textContent = String(10 ** d);
    plot.append(label);
  }
  // The end labels lean inwards, so that neither is cut at the plot's edge.
  for (const [m, anchor] of [[minM, 'start'], [Math.round((minM + maxM) / 2), 'middle'], [maxM, 'end']]) {
    const label = svg('text', { x: x(m), y: H - PAD.bottom + 14, 'text-anchor': anchor });
    label.textContent = String(m);
    plot.append(label);
  }
  const axis = svg('text', { x: (PAD.left + W - PAD.right) / 2, y: H - 2, 'text-anchor': 'middle' });
  axis.textContent = 'max S';
  plot.append(axis);
  plot.append(svg('polyline', { points: points.map((p) => `${x(p.max)},${y(p.period)}`).join(' '), class: 'records-line' }));
  for (const p of points) {
    const first = p.sets[0];
    const link = svg('a', { href: p.query });
    link.dataset.max = String(p.max);
    link.dataset.period = String(p.period);
    link.dataset.game = first.game;
    link.dataset.set = first.set.join(',');
    const dot = svg('circle', { cx: x(p.max), cy: y(p.period), r: 3.5, class: p.unresolved ? 'records-dot bound' : 'records-dot' });
    const title = svg('title');
    const ties = p.sets.length > 1 ? ` (and ${p.sets.length - 1} more: ${p.sets.slice(1, 4).map((s) => s.game).join(', ')}${p.sets.length > 4 ? ', …' : ''})` : '';
    title.textContent = `max S = ${p.max}: period ${p.period}${p.unresolved ? ' or more' : ''}, ${first.game}${ties}`;
    dot.append(title);
    link.append(dot);
    link.addEventListener('click', (e) => {
      e.preventDefault();
      open(p.query);
    });
    plot.append(link);
  }
  box.append(plot);
}
