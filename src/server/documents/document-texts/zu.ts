// isiZulu labels for the contract and payslip PDFs. Machine-assisted, awaiting review by a first-language speaker
// (review status as in docs/i18n/README.md); the PDFs say nothing a reviewer has not yet been able to check in
// English, which every worker may also download.
import type { ContractTexts, DocumentTexts, PayslipTexts, StatementTexts } from '../texts.js';

const frequencies = {
  weekly: 'masonto onke',
  fortnightly: 'njalo emasontweni amabili',
  monthly: 'njalo ngenyanga',
};

const contract: ContractTexts = {
  lang: 'zu',
  title: 'Imininingwane ebhaliwe yokuqashwa',
  intro:
    'Le yimibandela yokuqashwa kwesisebenzi sasekhaya, njengoba kufunwa yi-Sectoral Determination yezisebenzi zasemakhaya (isigaba 9) kanye ne-Basic Conditions of Employment Act (isigaba 29).',
  employer: 'Umqashi',
  employerAddress: 'Ikheli lomqashi',
  worker: 'Isisebenzi',
  startDate: 'Usuku lokuqala',
  workplace: 'Indawo yokusebenza',
  duties: 'Imisebenzi',
  hours: 'Amahora nezinsuku zokusebenza',
  hoursValue: 'Amahora angu-{hours} ngosuku, izinsuku ezingu-{days} ngesonto',
  wage: 'Iholo',
  wageValue: '{rate} ngehora',
  wageCalculation:
    'Kukhokhelwa amahora asetshenziwe; usuku lwamahora amane noma ngaphansi lukhokhelwa njengamahora amane. Alisoze laba ngaphansi kweholo eliphansi likazwelonke.',
  overtime: 'Amahora engeziwe (ovathayimu)',
  overtimeValue: '{rate} ngehora (okungenani izikhathi ezingu-1.5 zeholo)',
  sunday: 'Ukusebenza ngeSonto',
  sundayValue: 'Iholo eliphindwe kabili ngehora ngalinye elisetshenziwe',
  sundayUsualValue:
    'Izikhathi ezingu-1.5 zeholo ngehora ngalinye (isisebenzi sivamise ukusebenza ngamaSonto)',
  publicHoliday: 'Ukusebenza ngeholide likazwelonke',
  publicHolidayValue: 'Ngesivumelwano kuphela; okungenani iholo losuku eliphindwe kabili',
  otherPayments: 'Ezinye izinkokhelo zemali',
  paymentInKind: 'Inkokhelo engeyona imali nenani layo',
  frequency: 'Ukukhokhelwa',
  frequencies,
  deductions: 'Okudonswayo',
  none: 'Akukho',
  annualLeave: 'Ikhefu lonyaka',
  annualLeaveValue: 'Izinsuku zokusebenza ezingu-{days} ngonyaka, ngeholo eliphelele',
  sickLeave: 'Ikhefu lokugula',
  sickLeaveValue:
    'Izinsuku ebezizosetshenzwa emasontweni ayisithupha, ngeholo eliphelele, esikhathini ngasinye sezinyanga ezingu-36 (ezinyangeni eziyisithupha zokuqala: usuku olulodwa ezinsukwini ezingu-26 ezisetshenziwe)',
  familyLeave: 'Ikhefu lezibopho zomndeni',
  familyLeaveValue:
    'Izinsuku ezinhlanu ngonyaka ngeholo eliphelele, uma sesiqashwe izinyanga ezingaphezu kwezine futhi sisebenza okungenani izinsuku ezine ngesonto',
  maternityLeave: 'Ikhefu lokubeletha',
  maternityLeaveValue: 'Okungenani izinyanga ezine zilandelana; isisebenzi singafaka isicelo ku-UIF',
  notice: 'Isikhathi sesaziso',
  noticeValue: 'Amasonto angu-{weeks}, ngokubhala',
  noticeValueOne: 'Isonto elilodwa, ngokubhala',
  uif: 'Kubhalisiwe ku-UIF (uFiling)',
  coida: 'Kubhalisiwe eSikhwameni Sezinxephezelo (COIDA)',
  registered: 'Yebo',
  notRegistered: 'Akukabi njalo',
  explained:
    'Umqashi usichazele isisebenzi le mininingwane ngolimi esiluzwayo. Ngamunye ugcina ikhophi esayiniwe. Lokhu kuhumusha kwenziwe ngosizo lomshini: ikhophi yesiNgisi yiyona esemthethweni (English copy binding).',
  employerSignature: 'Isiginesha yomqashi',
  workerSignature: 'Isiginesha yesisebenzi',
  date: 'Usuku',
};

const payslip: PayslipTexts = {
  lang: 'zu',
  title: 'Isiliphu seholo',
  employer: 'Umqashi',
  employerAddress: 'Ikheli lomqashi',
  worker: 'Isisebenzi',
  period: 'Isikhathi',
  periodValue: '{start} kuya ku-{end}',
  frequency: 'Ukukhokhelwa',
  frequencies,
  rate: 'Izinga leholo',
  raisedToMinimum: 'Lenyuselwe eholweni eliphansi likazwelonke',
  item: 'Okukhokhelwayo',
  hours: 'Amahora',
  paidAs: '{worked} (kukhokhelwa angu-{paid})',
  amount: 'Imali',
  lines: {
    ordinary: 'Amahora ajwayelekile',
    overtime: 'Amahora engeziwe',
    sunday: 'Umsebenzi weSonto',
    publicHoliday: 'Umsebenzi weholide',
  },
  gross: 'Iholo eliphelele',
  deductions: 'Okudonswayo',
  uifEmployee: 'I-UIF (u-1% wesisebenzi)',
  totalDeductions: 'Konke okudonswayo',
  net: 'Iholo elitholwayo',
  uifEmployer: 'I-UIF ekhokhwa ngumqashi (u-1%, ayidonswa)',
  noUif: 'Ayikho i-UIF: amahora angu-24 ngenyanga noma ngaphansi',
  keepRecords:
    'Umqashi ugcina lo mbhalo okungenani iminyaka emithathu. Lokhu kuhumusha kwenziwe ngosizo lomshini: ikhophi yesiNgisi yiyona esemthethweni (English copy binding).',
};

const statement: StatementTexts = {
  lang: 'zu',
  title: 'Isitatimende semali eholiwe',
  number: 'Inombolo yesitatimende',
  issued: 'Usuku olukhishwe ngalo',
  worker: 'Isisebenzi',
  month: 'Inyanga',
  monthValue: '{month} ({start} kuya ku-{end})',
  monthNames: [
    'Januwari',
    'Februwari',
    'Mashi',
    'Ephreli',
    'Meyi',
    'Juni',
    'Julayi',
    'Agasti',
    'Septemba',
    'Okthoba',
    'Novemba',
    'Disemba',
  ],
  visit: 'Ukuvakasha',
  hours: 'Amahora',
  rate: 'Izinga',
  amount: 'Imali',
  visitStatuses: {
    held: 'igciniwe',
    released: 'ikhululiwe',
    refunded: 'ibuyiselwe',
  },
  noVisits: 'Akukho ukuvakasha kule nyanga',
  visitPay: 'Iholo lokuvakasha',
  tips: 'Amathiphu',
  lateFees: 'Izimali zokukhansela sekwephuzile',
  earned: 'Konke okuholiwe',
  stillHeld: 'Kulokhu, okusagciniwe (ukuvakasha okungakaqedwa)',
  refunded: 'Okubuyiselwe emakhaya (ukuvakasha okungenzekanga)',
  payouts: 'Izinkokhelo ebhange lakho',
  payoutStatuses: {
    pending: 'ilindile',
    in_flight: 'isendleleni',
    paid: 'ikhokhiwe',
    failed: 'ihlulekile',
    reversed: 'ihoxisiwe',
  },
  paidOut: 'Okukhokhelwe kule nyanga',
  balance: 'Ibhalansi manje (ezokhokhelwa)',
  held: 'Okugciniwe manje',
  paidOutToDate: 'Okukhokhelwe kuze kube manje',
  proves:
    'Lesi sitatimende siyirekhodi lemali eholwe ngu-{name} nge-Work Local ngo-{month}: lokho amakhaya asebenze kuwo akukhokhela ukuvakasha kwakhe, amathiphu akhe nezimali zokukhansela sekwephuzile, nalokho okukhokhelwe ebhange lakhe, njengoba kubhalwe ku-ledger ye-Work Local. Wakuthola konke; amakhaya akhokhela izimali zokucubungula. Singakhonjiswa njengobufakazi bemali engenayo. Lokhu kuhumusha kwenziwe ngosizo lomshini: ikhophi yesiNgisi yiyona esemthethweni (English copy binding).',
};

export const ZU_DOCUMENT_TEXTS: DocumentTexts = { contract, payslip, statement };
