# The embed dialog (page/src/embed, www/js/embed): the frame's code, its previews and its size in
# words.

embed-lock-play = Lock it: no hints menu, no “Show me”, no link to the full page, and a sealed link (an edited one shows a notice, not the answers)
embed-lock-compare = Lock it: no form to change the games or the exercise, no link to the full page, and a sealed link (an edited one shows a notice, not the answers)
embed-lock-sequence = Lock it: no form to change the game or the exercise, no link to the full page, and a sealed link (an edited one shows a notice, not the answers)
embed-no-such-size = There is no frame size “{ $size }” (sizes: { $sizes }); large was used.
embed-height-outside = A frame { $height } px high is outside { $least }–{ $most } px; the height that shows the parts was used.
# A part ticked because another needs it: $by is the other part's spelling (why, exercise).
embed-part-needed = { $part } (the { $by } needs it)
embed-full-width = full width
# $on: phone or desktop.
embed-preview-label = { $on ->
    [phone] Preview on a phone, { $width } × { $height } px
   *[desktop] Preview on a desktop, { $width } × { $height } px
}

## The frame's size in words.

embed-wide = { $width } px wide
embed-wide-full-measured = the full width of your page (measured at { $width } px)
embed-wide-full = the full width of your page
embed-high-estimated = { $height } px high (an estimate, until the previews below have drawn)
embed-high-measured = { $grows ->
    [yes] { $height } px high: what it shows at a phone's width, { $phone } px, and wider, with room for what appears as it is used
   *[no] { $height } px high: what it shows at a phone's width, { $phone } px, and wider
}
embed-high-typed-short = { $height } px high, as you chose; at { $phone } px what it shows needs { $needs } px, so the rest scrolls inside the frame
embed-high-typed-measured = { $height } px high, as you chose; at { $phone } px what it shows needs { $needs } px
embed-high-typed = { $height } px high, as you chose
embed-note-with-lines = The frame: { $wide }, narrower on a narrower page. The lines after it size it to what it shows at every reader's width, also as steps are revealed or rows added: nothing scrolls inside it and no white is left under it. If your site strips scripts, it stays { $own }.
embed-note-without-lines = The frame: { $wide }, narrower on a narrower page, { $own }. Without the lines that size it, a reader on a wider page sees white under the content; keep them where your site allows scripts.

## The dialog's markup and what its script writes.

embed-title = Embed this view in your notes
embed-size = Size
embed-show = Show
embed-colours = Colours
embed-lock-legend = Lock
embed-lock-it = Lock it
embed-height-legend = Height
embed-height-label = Height in px
embed-fit = Fit what it shows
embed-on-phone = On a phone
embed-preview-phone-title = Preview of the embed on a phone
embed-on-desktop = On a desktop
embed-preview-title = Preview of the embed
embed-script = Add the lines that size the frame to what it shows (leave this on unless your site strips scripts)
embed-code = The code to paste
embed-copy = Copy code
embed-close = Close
embed-lines = The lines that size the frame
embed-lines-note = The code above ends with these lines: each nimseq frame on your page then grows and shrinks with its content (it sends its height with postMessage). They are needed once per page.
embed-copied = Embed code copied.
embed-copy-by-hand = Copy the code from the box.

## The frame's language and the code's form.

embed-lang-legend = Language
embed-form-legend = Code
embed-no-such-form = There is no code form “{ $form }” (forms: { $forms }); frame was used.
