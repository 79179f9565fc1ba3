// A locked view (an exercise's frame, `lock=1`) offers no way out: its markup holds no link to
// another page, hidden or not — no "Open in nimseq", no source, no link to another view — only
// links within the document (the skip link). Every such link is taken out as the view is
// drawn, and any a view adds later becomes its text alone.

/** Whether `a` leads out of this document. */
const leadsOut = (a) => !(a.getAttribute('href') ?? '').startsWith('#');

/** Takes out the links of `root` (and of what is added under it later) that lead out. */
export function lockLinks(root = document.body) {
  const strip = (node) => {
    const links = node.matches?.('a[href]') ? [node] : [...(node.querySelectorAll?.('a[href]') ?? [])];
    for (const a of links) {
      if (!leadsOut(a)) continue;
      // A link whose words belong to a sentence keeps them, as text; an empty or hidden one goes.
      if (a.hidden || !a.textContent.trim()) a.remove();
      else a.replaceWith(...a.childNodes);
    }
  };
  strip(root);
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) strip(node);
  }).observe(root, { childList: true, subtree: true });
}
