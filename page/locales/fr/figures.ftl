# Les figures d'une taille choisie (téléchargements de la carte thermique, de la carte de l'atlas
# et de la vue d'ensemble, et `nimseq plot`) : leur taille en mots, les tailles refusées et le
# dessin sur les canevas de la page.

figure-size-label = Taille des figures à télécharger (PNG et SVG)
figure-size = { $width } × { $height } pixels ({ $css_width } × { $css_height } à l'échelle { $scale }, { $dpi } ppp)
figure-bad-width = la largeur { $width } n'est pas comprise entre { $min } et { $max } pixels
figure-bad-height = la hauteur { $height } n'est pas comprise entre { $min } et { $max } pixels
figure-bad-scale = l'échelle { $scale } n'est pas comprise entre { $min } et { $max }
figure-size-print = { $width } × { $height } pixels, { $mm_width } × { $mm_height } mm à { $dpi } ppp
figure-bad-width-mm = la largeur { $width } mm n'est pas comprise entre { $min } et { $max } mm
figure-bad-height-mm = la hauteur { $height } mm n'est pas comprise entre { $min } et { $max } mm
figure-bad-mm = { $value } n'est pas une longueur en millimètres
figure-too-large = { $width } × { $height } pixels, c'est trop grand (au plus { $side } par côté et { $pixels } en tout) : choisissez une largeur ou une échelle plus petite
figure-no-parameter = la page n'a pas de paramètre « { $name } »
figure-view-no-parameter = { $view ->
    [heatmap] la carte thermique n'a
    [atlas] l'atlas n'a
    [sequence] la vue de la suite n'a
   *[other] la vue « { $view } » n'a
} pas de paramètre « { $name } »
figure-error-context = le canevas n'a pas de contexte 2D
figure-error-canvas = impossible de dessiner sur ce canevas
figure-error-document = aucun document où dessiner
figure-error-create = impossible de créer un canevas
figure-error-build = impossible de construire l'image
figure-error-draw = impossible de dessiner l'image
