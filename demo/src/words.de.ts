// The demo page's words in German.
import type { PageWords } from './words.ts';

const de: PageWords = {
  title: 'Krieg für Piecepack und Karten: spielbare Regeln',
  skip: 'Zu den Spielen springen',
  heading: 'Krieg, und jede Variante davon',
  language: 'Sprache',
  theme: 'Farbschema',
  themeAuto: 'Wie das System',
  themeLight: 'Hell',
  themeDark: 'Dunkel',
  palette: 'Farbpalette',
  paletteColourBlind: 'Für Farbenblinde',
  paletteClassic: 'Klassisch',
  contents: 'Inhalt',
  tocLabel: 'Inhalt',
  playNow: 'Gleich spielen',
  playHeading: 'Gleich spielen: Krieg gegen den Computer',
  howToPlay: 'So wird gespielt',
  aboutPlay:
    'Jedes Spiel auf dieser Seite ist ein lebendiges {code:<piecepack-war>}-Element. Drück {kbd:Aufdecken} (oder wähle den Tisch und drück {kbd:Leertaste} oder {kbd:Eingabe}), um die nächsten Karten aufzudecken; die höchste nimmt den Stich. Gleich hohe sind ein {em:Krieg}: Jeder legt Karten verdeckt dazu, dann eine offen, bis einer den ganzen Pott gewinnt. Ein Druck spielt einen Stich: Ein Krieg spielt sich selbst, und der Pott geht an den Gewinner. {kbd:Automatisch} lässt das Spiel im gewählten Tempo allein laufen. Im Menü {kbd:Spiel} stehen die Nummer der Mischung, {kbd:Neu starten} (dieselben Karten noch einmal) und {kbd:Neues Spiel} (neu gemischt).',
  aboutPieces:
    'Piecepack-Plättchen zählen von hoch nach niedrig 5, 4, 3, 2, Ass, Null (in der russischen Version ist die Null hoch, und eine Fünf schlägt sie). Bei Karten ist das Ass hoch, Joker stehen über dem Ass.',
  warInAWar: 'Ein Krieg im Krieg',
  warInAWarText:
    'Eine vorbereitete Lage, geladen aus einer Partie mit {code:record-src}. Beide decken eine 4 auf: Krieg. Jeder legt ein Plättchen verdeckt und deckt eine 3 auf: wieder Krieg. Der zweite Krieg entscheidet. Deck dreimal auf, um es zu sehen, dann noch einmal, und der Pott geht an den Gewinner.',
  walkthroughs: 'Schritt für Schritt',
  walkthroughsText:
    'Eine kurze Partie je Spielfamilie, mit einer Erklärung zu jedem Schritt, die ihre besondere Regel zeigt. Geh mit der Leiste unter dem Tisch durch die Partie (oder mit Pos1, Ende und den Pfeiltasten auf dem Tisch).',
  simulator: 'Wie lange dauert ein Spiel?',
  simulatorText:
    'Der Simulator spielt im Hintergrund viele Spiele einer Variante mit festen Mischungen und zeigt, wie viele Stiche sie gedauert haben (ein ganzer Krieg zählt als ein Stich). Spiele, die sich endlos wiederholen oder an die Stichgrenze stoßen, werden extra gezählt.',
  simVariant: 'Variante',
  simPlayers: 'Spieler',
  simGames: 'Spiele',
  simRun: 'Simulieren',
  simCancel: 'Abbrechen',
  simProgress: 'Fortschritt der Simulation',
  simReady: 'Wähle eine Variante und drück auf Simulieren.',
  simCancelled: 'Abgebrochen.',
  simStarting: 'Startet…',
  simRunning: '{done} von {total} Spielen{left}…',
  simSecondsLeft: ', noch etwa {n} s',
  simMinutesLeft: ', noch etwa {n} min',
  simCannot: 'Simulieren geht nicht: {message}',
  simDone: 'Fertig: {games} Spiele in {seconds} s.',
  simFailed: 'Der Simulator ist ausgefallen: {message}',
  simCaption: '{title}, {players} Spieler: Stiche je beendetes Spiel ({finished} von {games} Spielen).',
  factMedian: 'Median',
  factMean: 'Mittelwert',
  factP90: '90 % der Spiele dauern höchstens',
  factLongest: 'Längstes',
  factWars: 'Kriege pro Spiel',
  factDraws: 'Unentschieden',
  factCycles: 'Endlos (Kreisläufe)',
  factCapped: 'An der Grenze gestoppt',
  factWins: 'Siege nach Platz',
  tricks: '{n:one=Stich|other=Stiche}',
  chartLabel: 'Histogramm der Spieldauer für {title}: Median {median}, 90 % der Spiele nach höchstens {p90}, längstes {max}.',
  chartEmpty: 'Kein Spiel von {title} wurde beendet, also gibt es nichts zu zeichnen.',
  chartNone: 'Keine beendeten Spiele',
  chartBar: '{from}–{to} Stiche: {count} Spiele',
  chartX: 'Stiche pro Spiel',
  chartY: 'Spiele',
  chartMedian: 'Median',
  pieces: 'Die Teile',
  piecesText:
    'Unsere eigenen Zeichnungen des gemeinfreien Piecepacks: der Wert in der Mitte und ein kleines Symbol der Farbe in der Ecke, beides in deren Farbton; die Null ist leer, und das Ass ist als seine Farbe gezeichnet; jede Rückseite zeigt das Kreuz, das ein Plättchen in Viertel teilt. Die Farbtöne folgen dem Schalter oben (standardmäßig für Farbenblinde).',
  galleryTiles: 'Plättchen: Null, Ass, 2, 3, 4, 5 jeder Farbe',
  gallerySecondPack: 'Ein zweites Pack, erkennbar an seiner Tönung und einer Scheibe mit seiner Nummer; die Rückseite aller Plättchen',
  galleryCards: 'Karten: ein Blatt mit 52 Karten (36 und 32 lassen die niedrigen weg), zwei Joker und die Rückseite',
  tileBack: 'Rückseite eines Plättchens',
  cardBack: 'Rückseite einer Karte',
  embed: 'Ein Spiel in deine Seite setzen',
  embedText:
    'Ein Skript und ein Tag; kein Build-Schritt, keine eingebetteten Stile oder Skripte (es läuft unter einer strengen Content-Security-Policy):',
  embedAttributes:
    'Jede Regeloption ist ein Attribut ({code:war-face-down}, {code:out-of-cards}, {code:pickup}, {code:objective}, {code:jokers}, {code:max-tricks}…), dazu {code:autoplay}, {code:speed}, {code:palette}, {code:theme}, {code:seed}, {code:record-src} und {code:lang}: Das Spiel spricht die Sprache der Seite (Englisch, Deutsch, Russisch, Rumänisch, Französisch). Ein falscher Wert zeigt statt eines Tischs, was erlaubt ist:',
  footer:
    'Regeln in unseren eigenen Worten; die Bilder sind für dieses Projekt gezeichnet. Das Piecepack ist ein gemeinfreies Spielsystem.',
  summaries: {
    war: 'Piecepack-Krieg: 5 schlägt 4 schlägt 3 schlägt 2 schlägt Ass schlägt Null; Gleichstand startet einen Krieg aus einem verdeckten und einem offenen Plättchen.',
    'war-cards': 'Das Kinderspiel mit 52 Karten: Das Ass ist hoch, ein Krieg ist eine Karte verdeckt und eine offen.',
    'w-a-r': 'Kartenkrieg, bei dem jeder Krieg drei Karten verdeckt legt, eine pro Buchstabe, vor der entscheidenden Karte.',
    'war-jokers': 'Kartenkrieg mit zwei Jokern über den Assen, einer für jeden Spieler.',
    razboi:
      'Rumänischer Krieg: Zwei Siebenen sind ein Krieg aus sieben Karten für jeden, die letzte offen; wer zu wenige hat, bestimmt die Länge.',
    russian:
      'Die Null ist hoch und die Fünf niedrig, aber eine Fünf schlägt eine Null. Wähle das Ziel: nicht alles einsammeln oder nie blank sein.',
    pyanitsa: 'Das russische Kartenspiel mit 36 Karten: Das Ass ist hoch, die Sechs niedrig, aber eine Sechs schlägt ein Ass.',
    'tod-und-leben':
      'Deutsches Spiel für zwei mit 32 Karten: Stiche werden beiseitegelegt, Gleichstand vergrößert den Stich, mehr Karten gewinnen die Runde.',
    'steal-war':
      'Gewonnene Karten kommen offen auf einen Beutestapel; eine Karte, die zur obersten eines gegnerischen Stapels passt, darf den ganzen Stapel klauen.',
    'stacked-deck':
      'Zwei Piecepacks, vorher geordnete Stapel, Münzen für eine Aktionstabelle mit 24 Feldern, Würfel und Schere, Stein, Papier.',
  },
  howTo: {
    'stacked-deck': [
      'Du bist Spieler 1, gegen den Computer. Ordne zuerst deine 24 Plättchen: zieh sie, oder nimm die Pfeiltasten und die Leertaste. Dein Stapel aus 18 wird von oben gespielt, ein Plättchen pro Runde (mehr im Krieg); deine Reserve aus 6 wird nur durch die Null-Aktionen aufgedeckt. Werte: Null 1, zwei bis fünf wie aufgedruckt, Ass 6.',
      'In jeder Runde decken beide ein Spielplättchen auf, und jeder darf eine Aktion aus der Aktionstabelle kaufen (sie liegt jederzeit aufklappbar unter dem Tisch): Bezahlt wird mit einer Münze, die die Farbe des Felds zeigt, und einer, die seinen Wert zeigt. Der höhere Wert gewinnt die Runde und entfernt die Plättchen; gleiche Werte sind ein Krieg. Ist ein Stapel leer, gewinnt, wer mehr Plättchen entfernt hat.',
    ],
    'steal-war': [
      'Du bist Spieler 1, gegen den Computer. In jedem Zug siehst du dir zuerst deine nächste Karte an. Passt sie zur obersten Karte auf dem Beutestapel des Computers, darfst du damit den ganzen Stapel klauen; sonst spielst du sie aus, und die höhere Karte nimmt den Stich auf ihren Beutestapel, wobei der Gewinner die oberste Karte wählt.',
      'Ist dein Spielstapel leer, wird dein Beutestapel zu einem neuen gemischt. Gleiche Karten sind ein Krieg aus drei verdeckten Karten und einer offenen. Wer am Ende alle Karten hat, gewinnt.',
    ],
  },
};

export default de;
