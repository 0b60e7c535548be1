// Afrikaans. Machine-assisted, awaiting review by a fluent speaker (docs/i18n/README.md); the English guide counts.
import type { HouseholdGuideTranslation } from './types.js';

const af: HouseholdGuideTranslation = {
  reviewStatus: 'machine-assisted',
  reviewNotice:
    'Hierdie vertaling is met masjienhulp gemaak en wag nog op hersiening deur ’n moedertaalspreker. Die Engelse gids is die een wat geld.',
  title: 'Om ’n huiswerker in diens te neem: wat die wet van jou huishouding vra',
  intro:
    'Wanneer jy iemand aanstel om in jou huis skoon te maak, kos te maak, tuin te doen of na jou gesin om te sien, word jou huishouding ’n werkgewer. Die meeste van wat die wet vra, is eenvoudig, en dit beskerm julle albei. Hierdie gids dek die vyf dinge wat jy reg moet doen.',
  disclaimer:
    'Hierdie gids is ’n opsomming in eenvoudige taal, nie regsadvies nie. Die Departement van Indiensneming en Arbeid beantwoord vrae oor jou pligte.',
  sections: {
    employer: {
      title: 'Jy is ’n werkgewer',
      paragraphs: [
        '’n Huiswerker word beskerm deur die Wet op Basiese Diensvoorwaardes en deur Sektorale Vasstelling 7 vir die huiswerkersektor. Dit geld of sy elke dag of een dag per week werk, en of julle ’n skriftelike kontrak het of nie.',
        'Work Local help met die papierwerk: die skriftelike besonderhede van diens, ’n betaalstrokie elke betaaldag, en herinneringe om UIF te betaal.',
      ],
      points: [],
    },
    'minimum-wage': {
      title: 'Betaal ten minste die minimumloon',
      paragraphs: [
        'Die nasionale minimumloon is {minimumWage} per uur vanaf {minimumWageFrom}. Dit is dieselfde vir huiswerkers as vir almal.',
        'Vervoergeld, etes en ’n kamer is nie deel van die minimumloon nie: die uurloon self moet dit haal.',
      ],
      points: [
        '’n Dag van {minPaidHours} uur of minder word as {minPaidHours} uur betaal.',
        'Oortyd word teen ten minste een en ’n half keer die uurloon betaal, en slegs by ooreenkoms.',
        'Werk op ’n Sondag word dubbel betaal, of een en ’n half keer as sy gewoonlik op Sondae werk.',
        'Werk op ’n openbare vakansiedag is slegs by ooreenkoms en word ten minste dubbel betaal.',
      ],
    },
    paperwork: {
      title: 'Sit dit op papier: besonderhede en betaalstrokies',
      paragraphs: [
        'Wanneer sy begin, gee haar die skriftelike besonderhede van diens: wie julle albei is, waar en wanneer sy werk, haar pligte, haar loon en hoe dit bereken word, oortyd, betaling in natura, aftrekkings, verlof en kennisgewing. Verduidelik dit in ’n taal wat sy verstaan, en julle albei teken.',
        'Gee haar elke betaaldag ’n betaalstrokie wat die tydperk, haar tarief, die ure gewerk, oortyd, bruto betaling, elke aftrekking en netto betaling wys. Sonder betaalstrokies kan ’n werker gewoonlik nie UIF eis nie.',
      ],
      points: ['Hou afskrifte van die besonderhede, betaalstrokies en tydrekords vir drie jaar.'],
    },
    uif: {
      title: 'Registreer vir UIF op uFiling',
      paragraphs: [
        'As sy meer as {uifMinHours} uur per maand vir jou werk, registreer haar by die Werkloosheidsversekeringsfonds (UIF). UIF betaal haar wanneer sy haar werk verloor, lank siek is, of ’n baba kry.',
        'Elke maand trek jy {uifRate}% van haar loon af en voeg {uifRate}% van jou eie by, bereken op loon tot {uifCeiling} per maand.',
      ],
      points: [
        'Registreer as werkgewer op uFiling, die aanlyndiens van die Departement van Indiensneming en Arbeid.',
        'Verklaar haar loon en betaal die UIF teen die 7de van die volgende maand.',
        'Wys die UIF-aftrekking op haar betaalstrokie.',
      ],
    },
    coida: {
      title: 'Registreer by die Vergoedingsfonds (COIDA)',
      paragraphs: [
        'Sedert die Konstitusionele Hof se Mahlangu-uitspraak van 19 November 2020 (terugwerkend tot 27 April 1994) word huiswerkers gedek deur die Wet op Vergoeding vir Beroepsbeserings en -siektes. Huishoudings moet hul huiswerkers by die Vergoedingsfonds registreer.',
        'Die Fonds betaal vir beserings en siektes wat deur haar werk veroorsaak word, soos ’n val terwyl sy vensters skoonmaak, sodat nie een van julle daardie koste alleen dra nie.',
      ],
      points: ['Registreer as werkgewer by die Vergoedingsfonds en voeg jou huiswerker by.'],
    },
    leave: {
      title: 'Verlof',
      paragraphs: [
        'Verlof word teen haar gewone loon betaal. ’n Openbare vakansiedag tel nie as ’n dag jaarlikse verlof nie.',
      ],
      points: [
        'Jaarlikse verlof: drie weke per jaar (21 opeenvolgende dae), of by ooreenkoms een dag vir elke 17 dae gewerk.',
        'Siekverlof: die dae wat sy normaalweg in ses weke sou werk, in elke 36 maande; in haar eerste ses maande, een dag vir elke 26 dae gewerk.',
        'Gesinsverantwoordelikheidsverlof: vyf dae per jaar, sodra sy meer as vier maande vir jou werk op ten minste vier dae per week.',
        'Kraamverlof: ten minste vier maande aaneen. Jy hoef haar nie daarvoor te betaal nie; sy kan van UIF eis.',
      ],
    },
    notice: {
      title: 'Kennisgewing',
      paragraphs: [
        'Enigeen van julle kan die diens beëindig deur skriftelik kennis te gee: een week in haar eerste ses maande, vier weke daarna. Jy het ’n billike rede en ’n billike proses nodig om haar te ontslaan.',
        'As sy in ’n kamer woon wat jy voorsien, mag sy ten minste een maand na kennisgewing bly.',
      ],
      points: [
        'Op haar laaste dag, betaal alles wat verskuldig is: loon, verlof nie geneem nie en enige ander betalings.',
      ],
    },
  },
};

export default af;
