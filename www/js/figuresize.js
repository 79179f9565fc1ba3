// The size of a figure download (PNG and SVG of the heatmap, the atlas's map, the overview):
// width and height in CSS pixels and the scale, as `nimseq plot --width W --height H --scale S`.
// Rust checks the size and says what it makes (`3600 × 3120 pixels (…, 288 dpi)`); the fields
// keep what the user typed until they change it.

import { setText } from './dom.js';
import { t } from './i18n.js';

/** The fields' bounds (`field_limits` in Rust), set once the module has loaded. */
let limits = null;

/** Keeps the bounds of the size fields (`{ figure_width, figure_height, figure_scale }`). */
export function setFigureLimits(fieldLimits) {
  limits = fieldLimits;
}

/** Gives a number field the `min` and `max` of `bounds` (`{ min, max }`). */
export function bound(field, bounds) {
  field.min = String(bounds.min);
  field.max = String(bounds.max);
}

/**
 * Puts the fields (index.html's one `<template id="figure-size-fields">`) in an empty `box`:
 * the width's placeholder from its `data-width` (the figure's own width, or `auto`), and what
 * they make read out in an output named after the box.
 */
function fill(box) {
  if (box.querySelector('[data-size]')) return;
  box.append(document.getElementById('figure-size-fields').content.cloneNode(true));
  const width = box.querySelector('[data-size=width]');
  const text = box.querySelector('[data-size=text]');
  if (limits) {
    bound(width, limits.figure_width);
    bound(box.querySelector('[data-size=height]'), limits.figure_height);
    bound(box.querySelector('[data-size=scale]'), limits.figure_scale);
  }
  // `auto` (the figure's own width) is said in the page's language, and again in a new one.
  const own = box.dataset.width ?? 'auto';
  if (own === 'auto') {
    width.dataset.tPlaceholder = 'size-auto';
    width.placeholder = t('size-auto') ?? own;
  } else width.placeholder = own;
  text.id = `${box.id}-text`;
  width.setAttribute('aria-describedby', text.id);
}

/** The fields inside `box` (`[data-size=width|height|scale]` and an `<output data-size=text>`). */
export class FigureFields {
  /** `sizeOf(width, height, scale)` gives Rust's `{ text, ... }` or throws why not. */
  constructor(box, sizeOf) {
    fill(box);
    this.box = box;
    this.sizeOf = sizeOf;
    this.width = box.querySelector('[data-size=width]');
    this.height = box.querySelector('[data-size=height]');
    this.scale = box.querySelector('[data-size=scale]');
    this.text = box.querySelector('[data-size=text]');
    for (const field of [this.width, this.height, this.scale]) field.addEventListener('input', () => this.refresh());
  }

  /** `[width, height, scale]`: 0 for an empty width or height (the figure's own). */
  values() {
    const whole = (field) => (field.value.trim() === '' ? 0 : Math.max(0, Math.round(Number(field.value))));
    const scale = this.scale.value.trim() === '' ? 1 : Number(this.scale.value);
    return [whole(this.width), whole(this.height), Number.isFinite(scale) ? scale : 0];
  }

  /** Shows what the fields ask for (or why it cannot be drawn); returns whether it can. */
  refresh() {
    try {
      const info = this.sizeOf(...this.values());
      setText(this.text, info ? info.text : '');
      this.box.classList.remove('invalid');
      return true;
    } catch (error) {
      setText(this.text, String(error.message ?? error));
      this.box.classList.add('invalid');
      return false;
    }
  }
}
