# Un fichier de certificat (period::CertificateFile) : une période certifiée écrite en entier,
# que chacun peut vérifier sans nimseq (scripts/verify-certificate.py). Les nombres des
# formules arrivent en texte.

# L'affirmation. $preperiod, $period : la plus petite prépériode et la plus petite période.
certfile-claim = G(n + { $period }) = G(n) pour tout n >= { $preperiod } ; { $period } est la plus petite telle période, et { $preperiod } la plus petite prépériode qui va avec.

## Les chiffres d'un code, chacun en toutes lettres (CodeDigit::meaning).

certfile-bits = Le chiffre dk dit ce que peut laisser un coup qui retire k jetons d'un tas, bit par bit : 1 aucun tas (seulement si le tas avait exactement k jetons), 2 un tas non vide, 4 deux tas non vides, 8 trois tas non vides. d0 ne retire rien : il ne peut que partager un tas. Un coup qui laisse plusieurs tas a le XOR de leurs valeurs.
certfile-remove-nothing = ne rien retirer
# $count : les jetons retirés, pour le pluriel ; $remove : la même chose en texte.
certfile-remove = retirer { $remove } { $count ->
    [one] jeton
   *[other] jetons
}
# $remove : certfile-remove ou certfile-remove-nothing ; $leaves : les certfile-leave-… joints par « ou ».
certfile-digit = { $remove } en laissant { $leaves }
certfile-digit-no-move = { $remove } : aucun coup
# $remove : les jetons retirés.
certfile-leave-nothing = aucun tas (seulement depuis un tas d'exactement { $remove })
certfile-leave-one = un tas non vide
certfile-leave-two = deux tas non vides
certfile-leave-three = trois tas non vides

## Les théorèmes, énoncés, et leur source.

certfile-window = Pour un jeu de soustraction dont le plus grand élément est s : si G(n + p) = G(n) pour tout n avec e <= n < e + s, alors G(n + p) = G(n) pour tout n >= e. Par récurrence sur n >= e + s : tout coup depuis n ou depuis n + p retire un t de S avec t <= s, permis depuis les deux, et laisse un tas d'au moins e, plus petit que celui de départ ; les options de n + p et de n ont donc les mêmes valeurs et le même mex (prendre un tas entier plus petit que min S, là où la règle le permet, n'est pas un coup depuis des tas aussi grands).
certfile-window-source = L'argument de la fenêtre répétée pour les jeux de soustraction finis (Berlekamp, Conway et Guy, Winning Ways for your Mathematical Plays, chapitre 4) : chaque valeur est le mex de valeurs parmi les s qui la précèdent.
certfile-guy-smith = Le théorème de périodicité de Guy et Smith. Pour un code fini dont les coups retirent au plus k jetons (k est la position du dernier chiffre non nul) et laissent au plus b = 2 tas : si G(n + p) = G(n) pour tout n avec e <= n < 2 max(e, 1) + p + k, alors G(n + p) = G(n) pour tout n >= e. Si aucun coup ne partage un tas (b = 1), e <= n < e + p + k suffit. Par récurrence : un coup depuis un tas n + p >= 2 max(e, 1) + 2p + k laisse au plus deux tas, le plus grand d'au moins max(e, 1) + p ; diminué de p, il donne un coup depuis n de même valeur, et réciproquement. L'énoncé habituel porte 2e + p + k ; avec des coups qui partagent, sa preuve demande e >= 1 (0.4 a G(0) = G(1) = G(2) = 0 mais G(3) = 1), d'où max(e, 1), l'intervalle commençant toujours à n = e.
certfile-guy-smith-source = R. K. Guy et C. A. B. Smith, The G-values of various games, Proc. Cambridge Philos. Soc. 52 (1956), 514–526 ; Berlekamp, Conway et Guy, Winning Ways for your Mathematical Plays, chapitre 4.
certfile-heaps = L'argument de Guy et Smith pour des coups qui laissent jusqu'à b tas (b >= 3). Pour un code fini dont les coups retirent au plus k jetons et laissent au plus b tas, sans obligation d'être différents : si G(n + p) = G(n) pour tout n avec e <= n < b max(e, 1) + (b - 1) p + k, alors G(n + p) = G(n) pour tout n >= e. Par récurrence : un coup depuis un tas n + p au-delà de cet intervalle laisse au plus b tas, le plus grand d'au moins max(e, 1) + p ; diminué de p, il donne un coup depuis n de même valeur, et réciproquement.
certfile-heaps-source = la forme que nimseq donne au théorème de Guy et Smith avec b parts ; sa preuve est écrite dans docs/mathematics.md (Take-and-break games) et à period::certify::take_break_periodicity.

## Pourquoi aucun certificat n'est écrit (CertificateError).

certfile-not-certified = aucun certificat écrit : aucune période n'est certifiée jusqu'à n = { $checked_to } (un certificat demande une période certifiée ; une recherche plus longue peut en certifier une)
certfile-misere = aucun certificat ne peut être écrit sous la règle { $rule } : les certificats (et scripts/verify-certificate.py) ne couvrent que le jeu normal
# $why : certfile-why-….
certfile-unsupported = aucun certificat ne peut être écrit pour { $game } : { $why }
certfile-why-tail = son code se répète sans fin, et ses périodes sont prouvées par le théorème de périodicité arithmétique de nimseq, que les certificats n'énoncent pas
certfile-why-unequal = ses partages doivent laisser des tas inégaux (`!`), et aucun théorème ici ne certifie de tels codes
certfile-why-tree = c'est un seul jeu donné par ses options, sans période à certifier
# $last : la dernière valeur nécessaire ; $given : le nombre de valeurs calculées.
certfile-too-few = un certificat demande les valeurs G(0) ... G({ $last }), et seules { $given } ont été calculées
# $reason : les mots du système.
certfile-unwritable = impossible d'écrire le certificat dans { $path } : { $reason }
