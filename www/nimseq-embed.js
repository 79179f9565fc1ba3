// <nimseq-embed link="https://…/?game=octal:0.77&embed=1"></nimseq-embed>: a view of nimseq in
// any page that runs a script module (Quarto, Jupyter Book, Reveal.js slides, a blog). Load it
// once per page:
//
//   <script type="module" src="https://…/nimseq-embed.js"></script>
//
// The element shows the view in an iframe of its own (nimseq's page and scripts stay apart
// from the host's), sizes it to what it shows as the embed code's lines do (the view sends its
// height; the element answers that it is sized, so the view never scrolls inside), and turns
// the view's score messages into a `nimseq-score` event on the element (`event.detail`:
// { right, wrong, done, total, link }). Attributes: `link` (the view's link, as the Embed
// dialog writes it), `height` (the height before the view has sent its own, in CSS pixels),
// `width` (CSS pixels; else the width of the page around it) and `title` (for screen readers).

const TAG = 'nimseq-embed';

/** The element whose frame `source` (a message's window) is, if any. */
function ownerOf(source) {
  for (const element of document.querySelectorAll(TAG)) if (element.frame?.contentWindow === source) return element;
  return null;
}

/** The view's link as the frame opens it: an http(s) address, with `embed=1`. */
function frameLink(text) {
  let url;
  try {
    url = new URL(text ?? '', document.baseURI);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.searchParams.has('sealed') && url.searchParams.get('embed') !== '1') url.searchParams.set('embed', '1');
  return url.href;
}

class NimseqEmbed extends HTMLElement {
  static observedAttributes = ['link', 'height', 'width', 'title'];

  connectedCallback() {
    this.style.display = 'block';
    this.style.maxWidth = '100%';
    if (!this.frame) {
      this.frame = document.createElement('iframe');
      this.frame.loading = 'lazy';
      this.frame.style.border = '0';
      this.frame.style.display = 'block';
      this.frame.style.width = '100%';
      this.frame.dataset.nimseq = '';
      this.append(this.frame);
    }
    this.update();
  }

  attributeChangedCallback() {
    if (this.frame) this.update();
  }

  update() {
    const link = frameLink(this.getAttribute('link'));
    const height = Number(this.getAttribute('height')) || 480;
    if (!this.frame.style.height) this.frame.style.height = `${height}px`;
    const width = Number(this.getAttribute('width'));
    this.style.width = width ? `${width}px` : '';
    this.frame.title = this.getAttribute('title') ?? 'nimseq';
    if (!link) {
      this.frame.removeAttribute('src');
      this.dataset.problem = 'link';
      return;
    }
    delete this.dataset.problem;
    if (this.frame.getAttribute('src') !== link) this.frame.src = link;
  }
}

if (!customElements.get(TAG)) {
  customElements.define(TAG, NimseqEmbed);
  addEventListener('message', (event) => {
    const element = ownerOf(event.source);
    if (!element) return;
    const data = event.data ?? {};
    if (data.nimseq === 'height' && Number.isFinite(data.height)) {
      element.frame.style.height = `${Math.ceil(data.height)}px`;
      // The view keeps its whole height: nothing needs to scroll inside the frame.
      event.source.postMessage({ nimseq: 'sized' }, '*');
    } else if (data.type === 'nimseq:score') {
      const { right, wrong, done, total, link } = data;
      element.dispatchEvent(new CustomEvent('nimseq-score', { detail: { right, wrong, done, total, link }, bubbles: true }));
    }
  });
}
