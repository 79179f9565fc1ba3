// Downloads generated in the page (exports never leave the browser).

/** Offers `data` (a string or Blob) as a file named `name`. */
export function download(name, data, type = 'text/plain') {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Offers a canvas as a PNG file. */
export function downloadCanvas(name, canvas) {
  canvas.toBlob((blob) => {
    if (blob) download(name, blob, 'image/png');
  }, 'image/png');
}

/** A file-name-safe version of a text: each run of other characters becomes one `-`. */
export function safeName(text) {
  return text.replace(/[^A-Za-z0-9.]+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'nimseq';
}

/** Copies text to the clipboard; falls back to selecting it in `field` for the user. */
export async function copyText(text, field) {
  if (field) {
    field.value = text;
    field.hidden = false;
  }
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (field) {
      field.focus();
      field.select();
    }
    return false;
  }
}
