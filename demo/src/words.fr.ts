// The demo page's words in French (a no-break space before « : », a narrow one before « ; ! ? »).
import type { PageWords } from './words.ts';

const fr: PageWords = {
  title: 'La bataille aux tuiles piecepack et aux cartes\u00a0: des règles où l’on joue',
  skip: 'Aller aux jeux',
  heading: 'La bataille, et toutes ses variantes',
  language: 'Langue',
  theme: 'Thème',
  themeAuto: 'Comme le système',
  themeLight: 'Clair',
  themeDark: 'Sombre',
  palette: 'Couleurs des enseignes',
  paletteColourBlind: 'Pour daltoniens',
  paletteClassic: 'Classiques',
  contents: 'Sommaire',
  tocLabel: 'Sommaire',
  playNow: 'Jouer tout de suite',
  playHeading: 'Jouer tout de suite\u00a0: la bataille contre l’ordinateur',
  howToPlay: 'Comment jouer',
  aboutPlay:
    'Chaque jeu de cette page est un élément {code:<piecepack-war>} bien vivant. Appuyez sur {kbd:Retourner} (ou placez-vous sur la table et appuyez sur {kbd:Espace} ou {kbd:Entrée}) pour retourner les pièces suivantes\u202f; la plus forte remporte le pli. Une égalité, c’est la {em:bataille}\u00a0: chacun ajoute des pièces face cachée, puis une face visible, jusqu’à ce que quelqu’un remporte tout le pot. Un appui joue un pli\u00a0: la bataille se joue toute seule et le pot va au gagnant. {kbd:Jeu auto} fait jouer la partie toute seule à la vitesse choisie. Le menu {kbd:Partie} donne le numéro de la donne, {kbd:Recommencer} (les mêmes pièces) et {kbd:Nouvelle partie} (une nouvelle donne).',
  aboutPieces:
    'Les tuiles piecepack se classent 5, 4, 3, 2, as, nul de la plus forte à la plus faible (dans la version russe, le nul est le plus fort et un 5 le bat). Aux cartes, l’as est le plus fort, les jokers au-dessus des as.',
  warInAWar: 'Une bataille dans la bataille',
  warInAWarText:
    'Une position préparée, chargée depuis un enregistrement de partie avec {code:record-src}. Les deux joueurs retournent un 4\u00a0: bataille. Chacun pose une tuile face cachée et retourne un 3\u00a0: encore bataille. La seconde bataille décide. Retournez trois fois pour le voir, puis une fois encore pour voir le pot aller au gagnant.',
  walkthroughs: 'Pas à pas',
  walkthroughsText:
    'Une courte partie par famille, avec une légende à chaque coup qui explique sa règle particulière. Parcourez-la avec la barre sous la table (ou Début, Fin et les flèches sur la table).',
  simulator: 'Combien de temps dure une partie\u202f?',
  simulatorText:
    'Le simulateur joue en arrière-plan de nombreuses parties d’une variante à partir de donnes fixées et montre combien de plis elles ont duré (une bataille entière compte pour un pli). Les parties qui se répètent sans fin ou atteignent la limite de plis sont comptées à part.',
  simVariant: 'Variante',
  simPlayers: 'Joueurs',
  simGames: 'Parties',
  simRun: 'Simuler',
  simCancel: 'Annuler',
  simProgress: 'Avancement de la simulation',
  simReady: 'Choisissez une variante et appuyez sur Simuler.',
  simCancelled: 'Annulé.',
  simStarting: 'Démarrage…',
  simRunning: '{done} parties sur {total}{left}…',
  simSecondsLeft: ', environ {n}\u00a0s restantes',
  simMinutesLeft: ', environ {n}\u00a0min restantes',
  simCannot: 'Impossible de simuler\u00a0: {message}',
  simDone: 'Terminé\u00a0: {games} parties en {seconds}\u00a0s.',
  simFailed: 'Le simulateur a échoué\u00a0: {message}',
  simCaption: '{title}, {players} joueurs\u00a0: plis par partie terminée ({finished} parties sur {games}).',
  factMedian: 'Médiane',
  factMean: 'Moyenne',
  factP90: '90\u00a0% des parties en moins de',
  factLongest: 'La plus longue',
  factWars: 'Batailles par partie',
  factDraws: 'Parties nulles',
  factCycles: 'Sans fin (cycles)',
  factCapped: 'Arrêtées à la limite',
  factWins: 'Victoires par place',
  tricks: '{n:one=pli|many=plis|other=plis}',
  chartLabel:
    'Histogramme de la durée des parties de {title}\u00a0: médiane {median}, 90\u00a0% des parties en moins de {p90}, la plus longue {max}.',
  chartEmpty: 'Aucune partie de {title} ne s’est terminée\u00a0: rien à dessiner.',
  chartNone: 'Aucune partie terminée',
  chartBar: '{from} à {to} plis\u00a0: {count} parties',
  chartX: 'plis par partie',
  chartY: 'parties',
  chartMedian: 'médiane',
  pieces: 'Les pièces',
  piecesText:
    'Nos propres dessins du piecepack, système du domaine public\u00a0: la valeur au centre et un petit symbole de l’enseigne dans le coin, à la couleur de l’enseigne\u202f; le nul est vide et l’as est dessiné par son enseigne\u202f; chaque dos montre la croix qui partage une tuile en quatre. Les couleurs suivent le sélecteur en haut (adaptées aux daltoniens par défaut).',
  galleryTiles: 'Tuiles\u00a0: nul, as, 2, 3, 4, 5 de chaque enseigne',
  gallerySecondPack: 'Un second jeu, reconnaissable à sa teinte et à un disque portant son numéro\u202f; le dos commun à toutes les tuiles',
  galleryCards: 'Cartes\u00a0: un jeu de 52 cartes (les jeux de 36 et 32 retirent les petites), deux jokers et le dos',
  tileBack: 'dos de tuile',
  cardBack: 'dos de carte',
  embed: 'Mettre un jeu dans votre page',
  embedText:
    'Un script et une balise\u202f; pas de compilation, ni styles ni scripts en ligne (il fonctionne sous une Content-Security-Policy stricte)\u00a0:',
  embedAttributes:
    'Chaque option de règle est un attribut ({code:war-face-down}, {code:out-of-cards}, {code:pickup}, {code:objective}, {code:jokers}, {code:max-tricks}…), plus {code:autoplay}, {code:speed}, {code:palette}, {code:theme}, {code:seed}, {code:record-src} et {code:lang}\u00a0: le jeu parle la langue de la page (anglais, allemand, russe, roumain, français). Une valeur erronée affiche ce qui est permis à la place de la table\u00a0:',
  footer:
    'Des règles dans nos propres mots\u202f; les dessins sont faits pour ce projet. Le piecepack est un système de jeu du domaine public.',
  summaries: {
    war: 'La bataille au piecepack\u00a0: 5 bat 4 bat 3 bat 2 bat as bat nul\u202f; une égalité lance une bataille d’une tuile face cachée et d’une face visible.',
    'war-cards': 'Le jeu d’enfant à 52 cartes\u00a0: l’as est la plus forte, une bataille est une carte face cachée et une face visible.',
    'w-a-r': 'La bataille où chaque bataille pose trois cartes face cachée, une par lettre, avant la carte qui décide.',
    'war-jokers': 'La bataille avec deux jokers au-dessus des as, un pour chaque joueur.',
    razboi:
      'La bataille roumaine\u00a0: deux 7 font une bataille de sept cartes chacun, la dernière face visible\u202f; le joueur le plus court fixe la longueur.',
    russian:
      'Le nul est le plus fort et le 5 le plus faible, mais un 5 bat un nul. Choisissez le but\u00a0: éviter de tout ramasser, ou ne jamais être à court.',
    pyanitsa: 'Le jeu de cartes russe à 36 cartes\u00a0: l’as est la plus forte, le 6 la plus faible, mais un 6 bat un as.',
    'tod-und-leben':
      'Jeu allemand à deux avec 32 cartes\u00a0: les plis sont mis de côté, l’égalité fait grossir le pli, le plus de cartes gagne la manche.',
    'steal-war':
      'Les cartes gagnées vont sur un tas de prises face visible\u202f; une carte de même valeur que le dessus d’un tas adverse peut voler tout le tas.',
    'stacked-deck':
      'Deux piecepacks, des paquets rangés à l’avance, des pièces dépensées sur un tableau de 24 actions, des dés et pierre-feuille-ciseaux.',
  },
  howTo: {
    'stacked-deck': [
      'Vous êtes le joueur 1, contre l’ordinateur. Rangez d’abord vos 24 tuiles\u00a0: faites-les glisser, ou utilisez les flèches et Espace. Votre paquet de 18 se joue par le dessus, une tuile par manche (davantage en bataille)\u202f; votre réserve de 6 n’est retournée que par les actions Nul. Valeurs\u00a0: nul 1, deux à cinq comme imprimé, as 6.',
      'À chaque manche, les deux joueurs retournent une tuile de jeu et chacun peut acheter une action du tableau des actions (à ouvrir sous la table à tout moment)\u00a0: payez avec une pièce montrant l’enseigne de la case et une autre montrant sa valeur. La plus forte valeur gagne la manche et retire les tuiles\u202f; des valeurs égales font une bataille. Quand un paquet est épuisé, celui qui a retiré le plus de tuiles gagne.',
    ],
    'steal-war': [
      'Vous êtes le joueur 1, contre l’ordinateur. À chaque tour, vous regardez d’abord votre prochaine carte. Si elle a la valeur du dessus du tas de prises de l’ordinateur, vous pouvez voler tout le tas avec elle\u202f; sinon jouez-la, et la plus forte carte emporte le pli sur son tas de prises, son gagnant choisissant la carte du dessus.',
      'Quand votre paquet est épuisé, votre tas de prises est mélangé en un nouveau paquet. Des cartes égales font une bataille de trois cartes face cachée et une face visible. Celui qui finit avec toutes les cartes gagne.',
    ],
  },
};

export default fr;
