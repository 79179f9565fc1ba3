# The figures of a chosen size (the downloads of the heatmap, the atlas's map and the overview,
# and `nimseq plot`): their size in words, the sizes refused, and drawing on the page's canvases.

figure-size-label = Size of the figure downloads (PNG and SVG)
figure-size = { $width } × { $height } pixels ({ $css_width } × { $css_height } at scale { $scale }, { $dpi } dpi)
figure-bad-width = the width { $width } is not between { $min } and { $max } pixels
figure-bad-height = the height { $height } is not between { $min } and { $max } pixels
figure-bad-scale = the scale { $scale } is not between { $min } and { $max }
figure-size-print = { $width } × { $height } pixels, { $mm_width } × { $mm_height } mm at { $dpi } dpi
figure-bad-width-mm = the width { $width } mm is not between { $min } and { $max } mm
figure-bad-height-mm = the height { $height } mm is not between { $min } and { $max } mm
figure-bad-mm = { $value } is not a length in millimetres
figure-too-large = { $width } × { $height } pixels is too large (at most { $side } a side and { $pixels } in all): choose a smaller width or scale
figure-no-parameter = the page has no parameter “{ $name }”
figure-view-no-parameter = the { $view } has no parameter “{ $name }”
figure-error-context = the canvas has no 2-D context
figure-error-canvas = cannot draw on this canvas
figure-error-document = no document to draw in
figure-error-create = cannot create a canvas
figure-error-build = cannot build the picture
figure-error-draw = cannot draw the picture
