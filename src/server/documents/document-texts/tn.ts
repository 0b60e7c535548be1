// Setswana labels for the contract and payslip PDFs. Machine-assisted, awaiting review by a first-language speaker
// (review status as in docs/i18n/README.md; terms from docs/i18n/glossary.md); the English copy, which every worker
// may also download, binds.
import type { ContractTexts, DocumentTexts, PayslipTexts, StatementTexts } from '../texts.js';

const frequencies = {
  weekly: 'beke le beke',
  fortnightly: 'morago ga dibeke tse pedi',
  monthly: 'kgwedi le kgwedi',
};

const contract: ContractTexts = {
  lang: 'tn',
  title: 'Dintlha tse di kwadilweng tsa tiro',
  intro:
    'Tse ke dipeelo tsa tiro tsa modiri wa mo lapeng, jaaka Sectoral Determination ya badiri ba mo malapeng (temana 9) le Basic Conditions of Employment Act (karolo 29) di tlhoka.',
  employer: 'Mothapi',
  employerAddress: 'Aterese ya mothapi',
  worker: 'Modiri',
  startDate: 'Letlha la go simolola',
  workplace: 'Lefelo la tiro',
  duties: 'Ditiro',
  hours: 'Diura le malatsi a tiro',
  hoursValue: 'Diura di le {hours} ka letsatsi, malatsi a le {days} ka beke',
  wage: 'Moputso',
  wageValue: '{rate} ka ura',
  wageCalculation:
    'Go duelwa diura tse di dirilweng; letsatsi la diura tse nne kgotsa ka tlase le duelwa jaaka diura tse nne. Ga go ka ke ga nna ka tlase ga moputso o o kwa tlase wa bosetšhaba.',
  overtime: 'Diura tsa tlaleletso (obataeme)',
  overtimeValue: '{rate} ka ura (bonnye moputso gangwe le halofo)',
  sunday: 'Go dira ka Sontaga',
  sundayValue: 'Moputso gabedi mo ureng nngwe le nngwe e e dirilweng',
  sundayUsualValue:
    'Moputso gangwe le halofo mo ureng nngwe le nngwe e e dirilweng (modiri o tlwaetse go dira ka Sontaga)',
  publicHoliday: 'Go dira ka letsatsi la boikhutso la setšhaba',
  publicHolidayValue: 'Ka tumalano fela; bonnye moputso wa letsatsi gabedi',
  otherPayments: 'Dituelo tse dingwe tsa madi',
  paymentInKind: 'Tuelo e e seng madi le boleng jwa yone',
  frequency: 'Tuelo',
  frequencies,
  deductions: 'Tse di ntshiwang',
  none: 'Ga go na sepe',
  annualLeave: 'Boikhutso jwa ngwaga',
  annualLeaveValue: 'Malatsi a tiro a le {days} ka ngwaga, ka moputso o o feletseng',
  sickLeave: 'Boikhutso jwa bolwetse',
  sickLeaveValue:
    'Malatsi a a tlwaelegileng go dirwa mo dibekeng di le thataro, ka moputso o o feletseng, mo modikologong mongwe le mongwe wa dikgwedi di le 36 (mo dikgweding di le thataro tsa ntlha: letsatsi le le lengwe mo malatsing a le 26 a a dirilweng)',
  familyLeave: 'Boikhutso jwa maikarabelo a lelapa',
  familyLeaveValue:
    'Malatsi a matlhano ka ngwaga ka moputso o o feletseng, fa a thapilwe dikgwedi di feta nne mme a dira bonnye malatsi a le mane ka beke',
  maternityLeave: 'Boikhutso jwa pelegi',
  maternityLeaveValue: 'Bonnye dikgwedi di le nne di latelana; modiri a ka ikopela go UIF',
  notice: 'Paka ya kitsiso',
  noticeValue: 'Dibeke di le {weeks}, ka go kwala',
  noticeValueOne: 'Beke e le nngwe, ka go kwala',
  uif: 'O kwadisitswe kwa UIF (uFiling)',
  coida: 'O kwadisitswe kwa Letloleng la Dipoelo (COIDA)',
  registered: 'Ee',
  notRegistered: 'Go ise go nne jalo',
  explained:
    'Mothapi o tlhaloseditse modiri dintlha tse ka puo e a e tlhaloganyang. Mongwe le mongwe o boloka khopi e e saenilweng. Phetolelo e e dirilwe ka thuso ya motšhine: khopi ya Seesemane ke yone ya semolao (English copy binding).',
  employerSignature: 'Tshaeno ya mothapi',
  workerSignature: 'Tshaeno ya modiri',
  date: 'Letlha',
};

const payslip: PayslipTexts = {
  lang: 'tn',
  title: 'Setlankana sa moputso',
  employer: 'Mothapi',
  employerAddress: 'Aterese ya mothapi',
  worker: 'Modiri',
  period: 'Paka',
  periodValue: '{start} go fitlha {end}',
  frequency: 'Tuelo',
  frequencies,
  rate: 'Selekanyo sa moputso',
  raisedToMinimum: 'Se oketseditswe go moputso o o kwa tlase wa bosetšhaba',
  item: 'Selo',
  hours: 'Diura',
  paidAs: '{worked} (go duelwa di le {paid})',
  amount: 'Madi',
  lines: {
    ordinary: 'Diura tse di tlwaelegileng',
    overtime: 'Diura tsa tlaleletso',
    sunday: 'Tiro ya Sontaga',
    publicHoliday: 'Tiro ya letsatsi la boikhutso',
  },
  gross: 'Moputso otlhe',
  deductions: 'Tse di ntshiwang',
  uifEmployee: 'UIF (1% ya modiri)',
  totalDeductions: 'Tsotlhe tse di ntshiwang',
  net: 'Moputso o o amogelwang',
  uifEmployer: 'UIF e e duelwang ke mothapi (1%, ga e ntshiwe)',
  noUif: 'Ga go na UIF: diura di le 24 ka kgwedi kgotsa ka tlase',
  keepRecords:
    'Mothapi o boloka rekoto e bonnye dingwaga di le tharo. Phetolelo e e dirilwe ka thuso ya motšhine: khopi ya Seesemane ke yone ya semolao (English copy binding).',
};

const statement: StatementTexts = {
  lang: 'tn',
  title: 'Setatamente sa dituelo',
  number: 'Nomoro ya setatamente',
  issued: 'Letlha la go ntshiwa',
  worker: 'Modiri',
  month: 'Kgwedi',
  monthValue: '{month} ({start} go fitlha {end})',
  monthNames: [
    'Ferikgong',
    'Tlhakole',
    'Mopitlwe',
    'Moranang',
    'Motsheganang',
    'Seetebosigo',
    'Phukwi',
    'Phatwe',
    'Lwetse',
    'Diphalane',
    'Ngwanatsele',
    'Sedimonthole',
  ],
  visit: 'Ketelo',
  hours: 'Diura',
  rate: 'Selekanyo',
  amount: 'Madi',
  visitStatuses: {
    held: 'a tshotswe',
    released: 'a golotswe',
    refunded: 'a busitswe',
  },
  noVisits: 'Ga go na diketelo mo kgweding e',
  visitPay: 'Tuelo ya diketelo',
  tips: 'Dithipi',
  lateFees: 'Dituelo tsa go phimola morago ga nako',
  earned: 'Palogotlhe ya dituelo',
  stillHeld: 'Mo go one, a santse a tshotswe (diketelo tse di iseng di fele)',
  refunded: 'A a busediwang kwa malapeng (diketelo tse di sa diragalang)',
  payouts: 'Dituelo kwa bankeng ya gago',
  payoutStatuses: {
    pending: 'e emetse',
    in_flight: 'e mo tseleng',
    paid: 'e duetswe',
    failed: 'e paletswe',
    reversed: 'e busitswe morago',
  },
  paidOut: 'A a duetsweng mo kgweding e',
  balance: 'Balanse jaanong (e e tla duelwang)',
  held: 'A a tshotsweng jaanong',
  paidOutToDate: 'A a duetsweng go fitlha jaanong',
  proves:
    'Setatamente se ke rekoto ya dituelo tse {name} a di amogetseng ka Work Local ka {month}: se malapa a a a diretseng a se duetseng diketelo tsa gagwe, dithipi tsa gagwe le dituelo tsa go phimola morago ga nako, le se se duetsweng kwa bankeng ya gagwe, jaaka se kwadilwe mo ledger ya Work Local. O amogetse gotlhe; malapa a duetse dituelo tsa tiragatso. Se ka bontshiwa jaaka bosupi jwa letseno. Phetolelo e e dirilwe ka thuso ya motšhine: khopi ya Seesemane ke yone ya semolao (English copy binding).',
};

export const TN_DOCUMENT_TEXTS: DocumentTexts = { contract, payslip, statement };
