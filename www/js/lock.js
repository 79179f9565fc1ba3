// A locked view (an exercise's frame, `lock=1`) offers no way out: its markup holds no link to
// another page, hidden or not — no "Open in nimseq", no source, no link to another view — only
// links within the document (the skip link). Every such link loses its address as the view is
// drawn, and so does any a view adds or readdresses later: an `<a>` without `href` is no link
// (it keeps its words, and the page keeps its elements).

/** Whether `a` leads out of this document. */
const leadsOut = (a) => !(a.getAttribute('href') ?? '#').startsWith('#');

/** Takes the address off every link under `root` that leads out, now and whenever one is added. */
export function lockLinks(root = document.body) {
  const strip = (node) => {
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const links = node.matches('a[href]') ? [node] : node.querySelectorAll('a[href]');
    for (const a of links) if (leadsOut(a)) a.removeAttribute('href');
  };
  strip(root);
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'attributes') strip(change.target);
      else for (const node of change.addedNodes) strip(node);
    }
  }).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
}
