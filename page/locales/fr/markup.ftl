# Les mots du balisage de la page (index.html) : l'en-tête, les onglets, le pied de page.

skip-to-view = Aller à la vue
tagline = suites de nim aux périodes certifiées
tabs-label = Vues
tabs-research = Recherche
copy-link = Copier le lien
embed-button = Intégrer…
theme-toggle = Basculer entre clair et sombre
lang-menu = Langue
share-link = Lien
cancel = Annuler
research-link = Afficher aussi les détails de recherche (certificats, B(S) et E(S), les formes closes de la littérature, la vue d'ensemble)
backlink = Ouvrir dans nimseq ↗
footer = Chaque période affichée est certifiée : par une fenêtre répétée de max S valeurs pour les jeux de soustraction, par le théorème de Guy et Smith pour les jeux octaux, par sa forme à trois tas pour les codes take-and-break. Un motif qu'aucun théorème ne couvre est montré tel qu'observé, marqué non certifié. Rien ne s'exécute sur un serveur.
source-link = Source

## Les champs de la taille d'une figure.

size-width = largeur
size-height = hauteur
size-auto = auto
size-scale = échelle

## A new version, kept for offline use, is ready.

update-ready = Une nouvelle version de nimseq est prête.
update-now = Y passer
worksheet-open = Feuille d'exercices
worksheet-print = Imprimer
worksheet-back = Retour à la vue

## Cues the style sheet shows: a table that scrolls sideways.

scroll-cue-right = défiler →
scroll-cue-left = ← défiler
