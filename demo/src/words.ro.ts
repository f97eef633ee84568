// The demo page's words in Romanian.
import type { PageWords } from './words.ts';

const ro: PageWords = {
  title: 'Război cu piecepack și cu cărți: reguli pe care le poți juca',
  skip: 'Sari la jocuri',
  heading: 'Război, cu toate variantele lui',
  language: 'Limba',
  theme: 'Temă',
  themeAuto: 'Ca sistemul',
  themeLight: 'Luminoasă',
  themeDark: 'Întunecată',
  palette: 'Culorile semnelor',
  paletteColourBlind: 'Pentru daltoniști',
  paletteClassic: 'Clasice',
  contents: 'Cuprins',
  tocLabel: 'Cuprins',
  playNow: 'Joacă acum',
  playHeading: 'Joacă acum: Război cu calculatorul',
  howToPlay: 'Cum se joacă',
  aboutPlay:
    'Fiecare joc de pe pagina asta e un element {code:<piecepack-war>} viu. Apasă {kbd:Întoarce} (sau selectează masa și apasă {kbd:Spațiu} sau {kbd:Enter}) ca să întorci piesele următoare; cea mai mare ia levata. La egalitate e {em:război}: fiecare mai pune piese cu fața în jos, apoi una cu fața în sus, până câștigă cineva tot potul. O apăsare joacă o levată: războiul se joacă singur, iar potul merge la câștigător. {kbd:Joc automat} joacă singur jocul în viteza aleasă. Meniul {kbd:Joc} are numărul împărțirii, {kbd:De la capăt} (aceleași piese din nou) și {kbd:Joc nou} (o împărțire nouă).',
  aboutPieces:
    'Plăcuțele piecepack se ordonează de la mare la mic 5, 4, 3, 2, as, nul (în varianta rusească nulul e cel mai mare, iar un 5 îl bate). La cărți asul e cel mai mare, jokerii sunt peste ași.',
  warInAWar: 'Război în război',
  warInAWarText:
    'O poziție pregătită, încărcată dintr-o înregistrare a jocului cu {code:record-src}. Amândoi întorc un 4: război. Fiecare pune o plăcuță cu fața în jos și întoarce un 3: iar război. Al doilea război decide. Întoarce de trei ori ca să vezi, apoi încă o dată ca potul să meargă la câștigător.',
  walkthroughs: 'Pas cu pas',
  walkthroughsText:
    'Câte un joc scurt pentru fiecare familie, cu o explicație la fiecare pas care arată regula ei specială. Parcurge-l cu bara de sub masă (sau cu Home, End și săgețile pe masă).',
  simulator: 'Cât durează un joc?',
  simulatorText:
    'Simulatorul joacă în fundal multe jocuri dintr-o variantă, cu împărțiri fixate, și arată câte levate au durat (un război întreg se numără ca o levată). Jocurile care se repetă la nesfârșit sau ating limita de levate se numără separat.',
  simVariant: 'Variantă',
  simPlayers: 'Jucători',
  simGames: 'Jocuri',
  simRun: 'Simulează',
  simCancel: 'Anulează',
  simProgress: 'Progresul simulării',
  simReady: 'Alege o variantă și apasă Simulează.',
  simCancelled: 'Anulat.',
  simStarting: 'Pornește…',
  simRunning: '{done} din {total} jocuri{left}…',
  simSecondsLeft: ', mai sunt cam {n} s',
  simMinutesLeft: ', mai sunt cam {n} min',
  simCannot: 'Nu se poate simula: {message}',
  simDone: 'Gata: {games} jocuri în {seconds} s.',
  simFailed: 'Simulatorul a eșuat: {message}',
  simCaption: '{title}, {players} jucători: levate pe joc terminat ({finished} din {games} jocuri).',
  factMedian: 'Mediana',
  factMean: 'Media',
  factP90: '90% din jocuri în cel mult',
  factLongest: 'Cel mai lung',
  factWars: 'Războaie pe joc',
  factDraws: 'Egalități',
  factCycles: 'Fără sfârșit (cicluri)',
  factCapped: 'Oprite la limită',
  factWins: 'Victorii pe loc',
  tricks: '{n:one=levată|few=levate|other=de levate}',
  chartLabel: 'Histograma duratei jocurilor pentru {title}: mediana {median}, 90% din jocuri în cel mult {p90}, cel mai lung {max}.',
  chartEmpty: 'Niciun joc de {title} nu s-a terminat, deci nu e nimic de desenat.',
  chartNone: 'Niciun joc terminat',
  chartBar: '{from}–{to} levate: {count} jocuri',
  chartX: 'levate pe joc',
  chartY: 'jocuri',
  chartMedian: 'mediana',
  pieces: 'Piesele',
  piecesText:
    'Desenele noastre ale piecepack-ului, sistem liber de drepturi: valoarea în mijloc și un mic semn al culorii în colț, în nuanța culorii; nulul e gol, iar asul e desenat ca semnul culorii; fiecare spate arată crucea care împarte plăcuța în sferturi. Culorile urmează comutatorul de sus (implicit, potrivite pentru daltoniști).',
  galleryTiles: 'Plăcuțe: nul, as, 2, 3, 4, 5 din fiecare culoare',
  gallerySecondPack: 'Un al doilea set, recunoscut după nuanță și un disc cu numărul său; spatele comun tuturor plăcuțelor',
  galleryCards: 'Cărți: un pachet de 52 (cele de 36 și 32 lasă deoparte cărțile mici), doi jokeri și spatele',
  tileBack: 'spatele plăcuței',
  cardBack: 'spatele cărții',
  embed: 'Pune un joc în pagina ta',
  embedText: 'Un script și o etichetă; fără compilare, fără stiluri sau scripturi în linie (merge sub o Content-Security-Policy strictă):',
  embedAttributes:
    'Fiecare opțiune de regulă e un atribut ({code:war-face-down}, {code:out-of-cards}, {code:pickup}, {code:objective}, {code:jokers}, {code:max-tricks}…), plus {code:autoplay}, {code:speed}, {code:palette}, {code:theme}, {code:seed}, {code:record-src} și {code:lang}: jocul vorbește limba paginii (engleză, germană, rusă, română, franceză). O valoare greșită arată, în locul mesei, ce e permis:',
  footer: 'Reguli spuse cu vorbele noastre; desene făcute pentru acest proiect. Piecepack e un sistem de joc liber de drepturi.',
  summaries: {
    war: 'Război cu piecepack: 5 bate 4 bate 3 bate 2 bate asul bate nulul; egalitatea pornește un război cu o plăcuță cu fața în jos și una cu fața în sus.',
    'war-cards': 'Jocul copiilor cu 52 de cărți: asul e cel mai mare, un război e o carte cu fața în jos și una cu fața în sus.',
    'w-a-r': 'Război cu cărți în care fiecare război pune trei cărți cu fața în jos, câte una pe literă, înaintea cărții care decide.',
    'war-jokers': 'Război cu cărți și doi jokeri peste ași, câte unul pentru fiecare jucător.',
    razboi:
      'Războiul românesc: doi de 7 fac un război de câte șapte cărți, ultima cu fața în sus; cine are mai puține stabilește lungimea.',
    russian: 'Nulul e mare și 5 e mic, dar un 5 bate un nul. Alege scopul: să nu strângi tot sau să nu rămâi niciodată fără nimic.',
    pyanitsa: 'Jocul rusesc de cărți cu 36 de cărți: asul e mare, șesarul mic, dar un 6 bate un as.',
    'tod-und-leben':
      'Joc german în doi cu 32 de cărți: levatele se pun deoparte, egalitatea mărește levata, mai multe cărți câștigă runda.',
    'steal-war':
      'Cărțile câștigate merg pe o grămadă de capturi cu fața în sus; o carte care se potrivește cu cea de deasupra grămezii adversarului poate fura toată grămada.',
    'stacked-deck':
      'Două seturi piecepack, teancuri aranjate dinainte, monede cheltuite pe un tabel de 24 de acțiuni, zaruri și piatră-foarfecă-hârtie.',
  },
  howTo: {
    'stacked-deck': [
      'Ești Jucătorul 1, contra calculatorului. Mai întâi aranjează-ți cele 24 de plăcuțe: trage-le sau folosește săgețile și Spațiu. Teancul tău de 18 se joacă de sus, o plăcuță pe rundă (mai multe la război); rezerva ta de 6 se întoarce doar prin acțiunile Nul. Valori: nul 1, de la doi la cinci cât scrie, asul 6.',
      'În fiecare rundă amândoi întorc o plăcuță de joc și fiecare poate cumpăra o acțiune din tabelul acțiunilor (îl deschizi oricând sub masă): plătești cu o monedă care arată culoarea căsuței și alta care arată valoarea ei. Valoarea mai mare câștigă runda și scoate plăcuțele; valorile egale înseamnă război. Când un teanc se termină, câștigă cine a scos mai multe plăcuțe.',
    ],
    'steal-war': [
      'Ești Jucătorul 1, contra calculatorului. La fiecare tură te uiți întâi la cartea următoare. Dacă se potrivește cu cartea de deasupra grămezii de capturi a calculatorului, poți fura cu ea toată grămada; altfel o joci, iar cartea mai mare ia levata pe grămada ei de capturi, câștigătorul alegând cartea de deasupra.',
      'Când pachetul tău se termină, grămada ta de capturi se amestecă într-unul nou. Cărțile egale înseamnă un război de trei cărți cu fața în jos și una cu fața în sus. Câștigă cine rămâne la final cu toate cărțile.',
    ],
  },
};

export default ro;
