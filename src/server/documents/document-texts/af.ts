// Afrikaans labels for the contract and payslip PDFs. Machine-assisted, awaiting review by a first-language speaker
// (review status as in docs/i18n/README.md; terms from docs/i18n/glossary.md, "u" as in legal texts); the English
// copy, which every worker may also download, binds.
import type { ContractTexts, DocumentTexts, PayslipTexts } from '../texts.js';

const frequencies = {
  weekly: 'weekliks',
  fortnightly: 'elke twee weke',
  monthly: 'maandeliks',
};

const contract: ContractTexts = {
  lang: 'af',
  title: 'Skriftelike besonderhede van diens',
  intro:
    'Dit is die diensvoorwaardes van ’n huishoudelike werker, soos die Sektorale Vasstelling vir huishoudelike werkers (klousule 9) en die Wet op Basiese Diensvoorwaardes (artikel 29) vereis.',
  employer: 'Werkgewer',
  employerAddress: 'Werkgewer se adres',
  worker: 'Werker',
  startDate: 'Begindatum',
  workplace: 'Werkplek',
  duties: 'Pligte',
  hours: 'Gewone werkure en werkdae',
  hoursValue: '{hours} uur per dag, {days} dae per week',
  wage: 'Loon',
  wageValue: '{rate} per uur',
  wageCalculation:
    'Betaal vir die ure gewerk; ’n dag van vier uur of minder word as vier uur betaal. Nooit minder as die nasionale minimumloon nie.',
  overtime: 'Oortyd',
  overtimeValue: '{rate} per uur (minstens een en ’n half keer die loon)',
  sunday: 'Werk op ’n Sondag',
  sundayValue: 'Dubbel die loon vir elke uur gewerk',
  sundayUsualValue: 'Een en ’n half keer die loon vir elke uur gewerk (die werker werk gewoonlik op Sondae)',
  publicHoliday: 'Werk op ’n openbare vakansiedag',
  publicHolidayValue: 'Slegs by ooreenkoms; minstens dubbel die dagloon',
  otherPayments: 'Ander kontantbetalings',
  paymentInKind: 'Betaling in natura en die waarde daarvan',
  frequency: 'Betaal',
  frequencies,
  deductions: 'Aftrekkings',
  none: 'Geen',
  annualLeave: 'Jaarlikse verlof',
  annualLeaveValue: '{days} werkdae per jaar, met volle betaling',
  sickLeave: 'Siekteverlof',
  sickLeaveValue:
    'Die dae wat gewoonlik in ses weke gewerk word, met volle betaling, in elke siklus van 36 maande (in die eerste ses maande: een dag vir elke 26 dae gewerk)',
  familyLeave: 'Gesinsverantwoordelikheidsverlof',
  familyLeaveValue:
    'Vyf dae per jaar met volle betaling, na meer as vier maande diens en by minstens vier werkdae per week',
  maternityLeave: 'Kraamverlof',
  maternityLeaveValue: 'Minstens vier maande aaneen; die werker kan by die WVF eis',
  notice: 'Kennisgewingtydperk',
  noticeValue: '{weeks} weke, op skrif',
  noticeValueOne: '1 week, op skrif',
  uif: 'Geregistreer by die WVF (uFiling)',
  coida: 'Geregistreer by die Vergoedingsfonds (COIDA)',
  registered: 'Ja',
  notRegistered: 'Nog nie',
  explained:
    'Die werkgewer het hierdie besonderhede aan die werker verduidelik in ’n taal wat sy verstaan. Elkeen hou ’n getekende afskrif. Hierdie vertaling is masjien-ondersteun: die Engelse afskrif is bindend (English copy binding).',
  employerSignature: 'Handtekening van die werkgewer',
  workerSignature: 'Handtekening van die werker',
  date: 'Datum',
};

const payslip: PayslipTexts = {
  lang: 'af',
  title: 'Betaalstrokie',
  employer: 'Werkgewer',
  employerAddress: 'Werkgewer se adres',
  worker: 'Werker',
  period: 'Tydperk',
  periodValue: '{start} tot {end}',
  frequency: 'Betaal',
  frequencies,
  rate: 'Loontarief',
  raisedToMinimum: 'Verhoog tot die nasionale minimumloon',
  item: 'Item',
  hours: 'Ure',
  paidAs: '{worked} (betaal as {paid})',
  amount: 'Bedrag',
  lines: {
    ordinary: 'Gewone ure',
    overtime: 'Oortyd',
    sunday: 'Sondagwerk',
    publicHoliday: 'Werk op ’n openbare vakansiedag',
  },
  gross: 'Bruto loon',
  deductions: 'Aftrekkings',
  uifEmployee: 'WVF (werker se 1%)',
  totalDeductions: 'Totale aftrekkings',
  net: 'Netto loon',
  uifEmployer: 'WVF deur die werkgewer betaal (1%, nie afgetrek nie)',
  noUif: 'Geen WVF nie: 24 uur per maand of minder',
  keepRecords:
    'Die werkgewer hou hierdie rekord vir minstens drie jaar. Hierdie vertaling is masjien-ondersteun: die Engelse afskrif is bindend (English copy binding).',
};

export const AF_DOCUMENT_TEXTS: DocumentTexts = { contract, payslip };
