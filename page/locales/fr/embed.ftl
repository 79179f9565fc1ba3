# La boîte de dialogue d'intégration : le code du cadre, ses aperçus et sa taille en mots.

embed-lock-play = Verrouiller : pas de menu d'indices, pas de « Montre-moi », pas de lien vers la page complète, et un lien scellé (un lien modifié affiche un avis, pas les réponses)
embed-lock-compare = Verrouiller : pas de formulaire pour changer les jeux ou l'exercice, pas de lien vers la page complète, et un lien scellé (un lien modifié affiche un avis, pas les réponses)
embed-lock-sequence = Verrouiller : pas de formulaire pour changer le jeu ou l'exercice, pas de lien vers la page complète, et un lien scellé (un lien modifié affiche un avis, pas les réponses)
embed-no-such-size = Il n'y a pas de taille de cadre « { $size } » (tailles : { $sizes }) ; large a été utilisé.
embed-height-outside = Un cadre de { $height } px de haut sort de { $least }–{ $most } px ; la hauteur qui montre les parties a été utilisée.
embed-part-needed = { $part } (requis par { $by })
embed-full-width = pleine largeur
embed-preview-label = { $on ->
    [phone] Aperçu sur un téléphone, { $width } × { $height } px
   *[desktop] Aperçu sur un ordinateur, { $width } × { $height } px
}

## La taille du cadre en mots.

embed-wide = { $width } px de large
embed-wide-full-measured = toute la largeur de votre page (mesurée à { $width } px)
embed-wide-full = toute la largeur de votre page
embed-high-estimated = { $height } px de haut (une estimation, en attendant que les aperçus ci-dessous soient dessinés)
embed-high-measured = { $grows ->
    [yes] { $height } px de haut : ce qu'il montre à la largeur d'un téléphone, { $phone } px, et plus large, avec de la place pour ce qui apparaît à l'usage
   *[no] { $height } px de haut : ce qu'il montre à la largeur d'un téléphone, { $phone } px, et plus large
}
embed-high-typed-short = { $height } px de haut, comme vous l'avez choisi ; à { $phone } px, ce qu'il montre demande { $needs } px, le reste défile donc dans le cadre
embed-high-typed-measured = { $height } px de haut, comme vous l'avez choisi ; à { $phone } px, ce qu'il montre demande { $needs } px
embed-high-typed = { $height } px de haut, comme vous l'avez choisi
embed-note-with-lines = Le cadre : { $wide }, plus étroit sur une page plus étroite. Les lignes qui le suivent l'ajustent à ce qu'il montre, à toute largeur de lecture, y compris quand des étapes se dévoilent ou que des rangées s'ajoutent : rien ne défile à l'intérieur et aucun blanc ne reste dessous. Si votre site retire les scripts, il reste { $own }.
embed-note-without-lines = Le cadre : { $wide }, plus étroit sur une page plus étroite, { $own }. Sans les lignes qui l'ajustent, un lecteur sur une page plus large voit du blanc sous le contenu ; gardez-les là où votre site permet les scripts.

## Le balisage de la boîte de dialogue et ce qu'écrit son script.

embed-title = Intégrer cette vue dans vos notes
embed-size = Taille
embed-show = Afficher
embed-colours = Couleurs
embed-lock-legend = Verrou
embed-lock-it = Verrouiller
embed-height-legend = Hauteur
embed-height-label = Hauteur en px
embed-fit = Ajuster au contenu
embed-on-phone = Sur un téléphone
embed-preview-phone-title = Aperçu de l'intégration sur un téléphone
embed-on-desktop = Sur un ordinateur
embed-preview-title = Aperçu de l'intégration
embed-script = Ajouter les lignes qui ajustent le cadre à son contenu (laissez coché, sauf si votre site retire les scripts)
embed-code = Le code à coller
embed-copy = Copier le code
embed-close = Fermer
embed-lines = Les lignes qui ajustent le cadre
embed-lines-note = Le code ci-dessus se termine par ces lignes : chaque cadre nimseq de votre page grandit et rétrécit alors avec son contenu (il envoie sa hauteur avec postMessage). Il les faut une fois par page.
embed-copied = Code d'intégration copié.
embed-copy-by-hand = Copiez le code depuis le champ.

## La langue du cadre et la forme du code.

embed-lang-legend = Langue
embed-form-legend = Code
embed-no-such-form = Il n'y a pas de forme de code « { $form } » (formes : { $forms }) ; frame a été utilisé.
