// Sepedi labels for the contract and payslip PDFs. Machine-assisted, awaiting review by a first-language speaker
// (review status as in docs/i18n/README.md; terms from docs/i18n/glossary.md); the English copy, which every worker
// may also download, binds.
import type { ContractTexts, DocumentTexts, PayslipTexts, StatementTexts } from '../texts.js';

const frequencies = {
  weekly: 'beke le beke',
  fortnightly: 'morago ga dibeke tše pedi',
  monthly: 'kgwedi le kgwedi',
};

const contract: ContractTexts = {
  lang: 'nso',
  title: 'Dintlha tše ngwadilwego tša mošomo',
  intro:
    'Tše ke dipeelano tša mošomo tša mošomi wa ka gae, bjalo ka ge Sectoral Determination ya bašomi ba ka gae (temana 9) le Basic Conditions of Employment Act (karolo 29) di nyaka.',
  employer: 'Mothwadi',
  employerAddress: 'Aterese ya mothwadi',
  worker: 'Mošomi',
  startDate: 'Letšatšikgwedi la go thoma',
  workplace: 'Lefelo la mošomo',
  duties: 'Mediro',
  hours: 'Diiri le matšatši a mošomo',
  hoursValue: 'Diiri tše {hours} ka letšatši, matšatši a {days} ka beke',
  wage: 'Moputso',
  wageValue: '{rate} ka iri',
  wageCalculation:
    'Go lefelwa diiri tše di šomilwego; letšatši la diiri tše nne goba ka fase le lefelwa bjalo ka diiri tše nne. Ga go na ka fase ga moputso wa fase wa bosetšhaba.',
  overtime: 'Diiri tša tlaleletšo (obertaemo)',
  overtimeValue: '{rate} ka iri (bonyane moputso gatee le seripa)',
  sunday: 'Go šoma ka Sontaga',
  sundayValue: 'Moputso gabedi ka iri ye nngwe le ye nngwe ye e šomilwego',
  sundayUsualValue:
    'Moputso gatee le seripa ka iri ye nngwe le ye nngwe ye e šomilwego (mošomi o tlwaetše go šoma ka Disontaga)',
  publicHoliday: 'Go šoma ka letšatši la boikhutšo la setšhaba',
  publicHolidayValue: 'Ka tumelelano fela; bonyane moputso wa letšatši gabedi',
  otherPayments: 'Ditefo tše dingwe tša tšhelete',
  paymentInKind: 'Tefo yeo e sego tšhelete le boleng bja yona',
  frequency: 'Tefo',
  frequencies,
  deductions: 'Ditefelo tše di ntšhwago',
  none: 'Ga go na',
  annualLeave: 'Maikhutšo a ngwaga',
  annualLeaveValue: 'Matšatši a mošomo a {days} ka ngwaga, ka moputso ka moka',
  sickLeave: 'Maikhutšo a bolwetši',
  sickLeaveValue:
    'Matšatši ao a tlwaelegilego go šomwa ka dibeke tše tshela, ka moputso ka moka, modikologong o mongwe le o mongwe wa dikgwedi tše 36 (dikgweding tše tshela tša mathomo: letšatši le tee go matšatši a 26 ao a šomilwego)',
  familyLeave: 'Maikhutšo a maikarabelo a lapa',
  familyLeaveValue:
    'Matšatši a mahlano ka ngwaga ka moputso ka moka, ge a thwetšwe dikgwedi tše fetago tše nne gomme a šoma bonyane matšatši a mane ka beke',
  maternityLeave: 'Maikhutšo a pelegi',
  maternityLeaveValue: 'Bonyane dikgwedi tše nne di latelana; mošomi a ka tšea tefo go UIF',
  notice: 'Nako ya tsebišo',
  noticeValue: 'Dibeke tše {weeks}, ka go ngwala',
  noticeValueOne: 'Beke e tee, ka go ngwala',
  uif: 'O ngwadišitšwe go UIF (uFiling)',
  coida: 'O ngwadišitšwe go Sekhwama sa Dipoelo (COIDA)',
  registered: 'Ee',
  notRegistered: 'Go sa le',
  explained:
    'Mothwadi o hlaloseditše mošomi dintlha tše ka polelo yeo a e kwešišago. Yo mongwe le yo mongwe o boloka kopi ye e saennwego. Phetolelo ye e dirilwe ka thušo ya motšhene: kopi ya Seisemane ke yona ya semolao (English copy binding).',
  employerSignature: 'Mosaeno wa mothwadi',
  workerSignature: 'Mosaeno wa mošomi',
  date: 'Letšatšikgwedi',
};

const payslip: PayslipTexts = {
  lang: 'nso',
  title: 'Setlankana sa moputso',
  employer: 'Mothwadi',
  employerAddress: 'Aterese ya mothwadi',
  worker: 'Mošomi',
  period: 'Nako',
  periodValue: '{start} go fihla {end}',
  frequency: 'Tefo',
  frequencies,
  rate: 'Tekanyo ya moputso',
  raisedToMinimum: 'E oketšeditšwe go moputso wa fase wa bosetšhaba',
  item: 'Selo',
  hours: 'Diiri',
  paidAs: '{worked} (go lefelwa tše {paid})',
  amount: 'Tšhelete',
  lines: {
    ordinary: 'Diiri tše di tlwaelegilego',
    overtime: 'Diiri tša tlaleletšo',
    sunday: 'Mošomo wa Sontaga',
    publicHoliday: 'Mošomo wa letšatši la boikhutšo',
  },
  gross: 'Moputso ka moka',
  deductions: 'Ditefelo tše di ntšhwago',
  uifEmployee: 'UIF (1% ya mošomi)',
  totalDeductions: 'Tšohle tše di ntšhwago',
  net: 'Moputso wo o amogelwago',
  uifEmployer: 'UIF ye e lefšwago ke mothwadi (1%, ga e ntšhwe)',
  noUif: 'Ga go na UIF: diiri tše 24 ka kgwedi goba ka fase',
  keepRecords:
    'Mothwadi o boloka rekhoto ye bonyane mengwaga ye meraro. Phetolelo ye e dirilwe ka thušo ya motšhene: kopi ya Seisemane ke yona ya semolao (English copy binding).',
};

const statement: StatementTexts = {
  lang: 'nso',
  title: 'Setatamente sa letseno',
  number: 'Nomoro ya setatamente',
  issued: 'Letšatšikgwedi la go ntšhwa',
  worker: 'Mošomi',
  month: 'Kgwedi',
  monthValue: '{month} ({start} go fihla {end})',
  monthNames: [
    'Janaware',
    'Feberware',
    'Matšhe',
    'Aporele',
    'Mei',
    'June',
    'Julae',
    'Agostose',
    'Setemere',
    'Oktoboro',
    'Nofemere',
    'Disemere',
  ],
  visit: 'Etelo',
  hours: 'Diiri',
  rate: 'Tekanyo',
  amount: 'Tšhelete',
  visitStatuses: {
    held: 'e swerwe',
    released: 'e lokolotšwe',
    refunded: 'e bušeditšwe',
  },
  noVisits: 'Ga go na maeto kgweding ye',
  visitPay: 'Moputso wa maeto',
  tips: 'Dithipi',
  lateFees: 'Ditefo tša go khansela morago ga nako',
  earned: 'Palomoka ya letseno',
  stillHeld: 'Go yona, yeo e sa swerwego (maeto ao a sa fetšwago)',
  refunded: 'Yeo e bušeditšwego malapeng (maeto ao a sa diregago)',
  payouts: 'Ditefelo go panka ya gago',
  payoutStatuses: {
    pending: 'e letile',
    in_flight: 'e tseleng',
    paid: 'e lefetšwe',
    failed: 'e paletšwe',
    reversed: 'e bušeditšwe morago',
  },
  paidOut: 'Yeo e lefetšwego kgweding ye',
  balance: 'Palo ya bjale (yeo e tlago go lefelwa)',
  held: 'Yeo e swerwego bjale',
  paidOutToDate: 'Yeo e lefetšwego go fihla bjale',
  proves:
    'Setatamente se ke rekhoto ya letseno leo {name} a le hweditšego ka Work Local ka {month}: seo malapa ao a a šomeditšego a se lefetšego maeto a gagwe, dithipi tša gagwe le ditefo tša go khansela morago ga nako, le seo se lefetšwego pankeng ya gagwe, bjalo ka ge se ngwadilwe go ledger ya Work Local. O hweditše sohle; malapa a lefile ditefo tša tshepedišo. Se ka bontšhwa bjalo ka bohlatse bja letseno. Phetolelo ye e dirilwe ka thušo ya motšhene: kopi ya Seisemane ke yona ya semolao (English copy binding).',
};

export const NSO_DOCUMENT_TEXTS: DocumentTexts = { contract, payslip, statement };
