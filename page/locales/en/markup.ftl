# The words of the page's markup (index.html): the header, the tabs, the footer. Each is written
# in English in the HTML too (a test checks that the two agree).

skip-to-view = Skip to the view
tagline = nim-sequences with certified periods
tabs-label = Views
tabs-research = Research
copy-link = Copy link
embed-button = Embed…
theme-toggle = Switch between light and dark
lang-menu = Language
share-link = Link
cancel = Cancel
research-link = Show the research details too (certificates, B(S) and E(S), the literature's closed forms, the overview)
backlink = Open in nimseq ↗
footer = Every period shown is certified: a repeated window of max S values for subtraction games, the Guy–Smith theorem for octal games, its form with three heaps for take-and-break codes. A pattern no theorem covers is shown as seen, marked not certified. Nothing runs on a server.
source-link = Source

## The fields of a figure's size (every figure's download).

size-width = width
size-height = height
size-auto = auto
size-scale = scale

## A new version, kept for offline use, is ready.

update-ready = A new version of nimseq is ready.
update-now = Switch to it
worksheet-open = Worksheet
worksheet-print = Print
worksheet-back = Back to the view

## Cues the style sheet shows: a table that scrolls sideways.

scroll-cue-right = scroll →
scroll-cue-left = ← scroll
