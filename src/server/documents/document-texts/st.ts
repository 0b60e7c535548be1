// Sesotho labels for the contract and payslip PDFs. Machine-assisted, awaiting review by a first-language speaker
// (review status as in docs/i18n/README.md; terms from docs/i18n/glossary.md); the English copy, which every worker
// may also download, binds.
import type { ContractTexts, DocumentTexts, PayslipTexts, StatementTexts } from '../texts.js';

const frequencies = {
  weekly: 'beke le beke',
  fortnightly: 'kamora dibeke tse pedi',
  monthly: 'kgwedi le kgwedi',
};

const contract: ContractTexts = {
  lang: 'st',
  title: 'Dintlha tse ngotsweng tsa mosebetsi',
  intro:
    'Tsena ke dipehelo tsa mosebetsi tsa mosebeletsi wa lapeng, jwalokaha Sectoral Determination ya basebeletsi ba malapeng (temana 9) le Basic Conditions of Employment Act (karolo 29) di hloka.',
  employer: 'Mohiri',
  employerAddress: 'Aterese ya mohiri',
  worker: 'Mosebeletsi',
  startDate: 'Letsatsi la ho qala',
  workplace: 'Sebaka sa mosebetsi',
  duties: 'Mesebetsi',
  hours: 'Dihora le matsatsi a mosebetsi',
  hoursValue: 'Dihora tse {hours} ka letsatsi, matsatsi a {days} ka beke',
  wage: 'Moputso',
  wageValue: '{rate} ka hora',
  wageCalculation:
    'Ho lefuwa dihora tse sebeditsweng; letsatsi la dihora tse nne kapa ka tlase le lefuwa jwalo ka dihora tse nne. Ha ho mohla e ka bang ka tlase ho moputso o tlase wa naha.',
  overtime: 'Dihora tse eketsehileng (obataeme)',
  overtimeValue: '{rate} ka hora (bonyane moputso hang le halofo)',
  sunday: 'Ho sebetsa ka Sontaha',
  sundayValue: 'Moputso habedi bakeng sa hora ka nngwe e sebeditsweng',
  sundayUsualValue:
    'Moputso hang le halofo bakeng sa hora ka nngwe e sebeditsweng (mosebeletsi o tlwaetse ho sebetsa ka Sontaha)',
  publicHoliday: 'Ho sebetsa ka letsatsi la phomolo la setjhaba',
  publicHolidayValue: 'Ka tumellano feela; bonyane moputso wa letsatsi habedi',
  otherPayments: 'Ditefo tse ding tsa tjhelete',
  paymentInKind: 'Tefo eo e seng tjhelete le boleng ba yona',
  frequency: 'Tefo',
  frequencies,
  deductions: 'Tse tloswang',
  none: 'Ha ho letho',
  annualLeave: 'Phomolo ya selemo',
  annualLeaveValue: 'Matsatsi a mosebetsi a {days} ka selemo, ka moputso o felletseng',
  sickLeave: 'Phomolo ya ho kula',
  sickLeaveValue:
    'Matsatsi a tlwaelehileng ho sebetswa dibekeng tse tsheletseng, ka moputso o felletseng, potolohong ka nngwe ya dikgwedi tse 36 (dikgweding tse tsheletseng tsa pele: letsatsi le le leng bakeng sa matsatsi a mang le a mang a 26 a sebeditsweng)',
  familyLeave: 'Phomolo ya boikarabelo ba lelapa',
  familyLeaveValue:
    'Matsatsi a mahlano ka selemo ka moputso o felletseng, ha a hirilwe dikgwedi tse fetang tse nne mme a sebetsa bonyane matsatsi a mane ka beke',
  maternityLeave: 'Phomolo ya pelehi',
  maternityLeaveValue: 'Bonyane dikgwedi tse nne di latellana; mosebeletsi a ka etsa kopo ho UIF',
  notice: 'Nako ya tsebiso',
  noticeValue: 'Dibeke tse {weeks}, ka ho ngola',
  noticeValueOne: 'Beke e le nngwe, ka ho ngola',
  uif: 'O ngodisitswe ho UIF (uFiling)',
  coida: 'O ngodisitswe ho Letlole la Matshediso (COIDA)',
  registered: 'E',
  notRegistered: 'Eseng hajwale',
  explained:
    'Mohiri o hlaloseditse mosebeletsi dintlha tsena ka puo eo a e utlwisisang. E mong le e mong o boloka kopi e saennweng. Phetolelo ena e entswe ka thuso ya motjhini: kopi ya Senyesemane ke yona ya molao (English copy binding).',
  employerSignature: 'Tshaeno ya mohiri',
  workerSignature: 'Tshaeno ya mosebeletsi',
  date: 'Letsatsi',
};

const payslip: PayslipTexts = {
  lang: 'st',
  title: 'Setlankana sa moputso',
  employer: 'Mohiri',
  employerAddress: 'Aterese ya mohiri',
  worker: 'Mosebeletsi',
  period: 'Nako',
  periodValue: '{start} ho isa ho {end}',
  frequency: 'Tefo',
  frequencies,
  rate: 'Sekgahla sa moputso',
  raisedToMinimum: 'E nyollotswe ho moputso o tlase wa naha',
  item: 'Ntho',
  hours: 'Dihora',
  paidAs: '{worked} (ho lefuwa tse {paid})',
  amount: 'Tjhelete',
  lines: {
    ordinary: 'Dihora tse tlwaelehileng',
    overtime: 'Dihora tse eketsehileng',
    sunday: 'Mosebetsi wa Sontaha',
    publicHoliday: 'Mosebetsi wa letsatsi la phomolo',
  },
  gross: 'Moputso kaofela',
  deductions: 'Tse tloswang',
  uifEmployee: 'UIF (1% ya mosebeletsi)',
  totalDeductions: 'Kaofela tse tloswang',
  net: 'Moputso o amohelwang',
  uifEmployer: 'UIF e lefuwang ke mohiri (1%, ha e tloswe)',
  noUif: 'Ha ho UIF: dihora tse 24 ka kgwedi kapa ka tlase',
  keepRecords:
    'Mohiri o boloka rekoto ena bonyane dilemo tse tharo. Phetolelo ena e entswe ka thuso ya motjhini: kopi ya Senyesemane ke yona ya molao (English copy binding).',
};

const statement: StatementTexts = {
  lang: 'st',
  title: 'Setatemente sa moputso',
  number: 'Nomoro ya setatemente',
  issued: 'Letsatsi la ho ntshwa',
  worker: 'Mosebeletsi',
  month: 'Kgwedi',
  monthValue: '{month} ({start} ho isa ho {end})',
  monthNames: [
    'Pherekgong',
    'Hlakola',
    'Hlakubele',
    'Mmesa',
    'Motsheanong',
    'Phupjane',
    'Phupu',
    'Phato',
    'Lwetse',
    'Mphalane',
    'Pudungwana',
    'Tshitwe',
  ],
  visit: 'Ketelo',
  hours: 'Dihora',
  rate: 'Sekgahla',
  amount: 'Tjhelete',
  visitStatuses: {
    held: 'e tshwerwe',
    released: 'e lokollotswe',
    refunded: 'e kgutlisitswe',
  },
  noVisits: 'Ha ho maeto kgweding ena',
  visitPay: 'Moputso wa maeto',
  tips: 'Dithipi',
  lateFees: 'Ditefiso tsa ho hlakola kamora nako',
  earned: 'Kakaretso ya moputso',
  stillHeld: 'Ho yona, e sa ntseng e tshwerwe (maeto a so qetwang)',
  refunded: 'E kgutlisetswang malapeng (maeto a sa etsahalang)',
  payouts: 'Ditefo bankeng ya hao',
  payoutStatuses: {
    pending: 'e emetse',
    in_flight: 'e tseleng',
    paid: 'e lefilwe',
    failed: 'e hlolehile',
    reversed: 'e kgutlisitswe morao',
  },
  paidOut: 'E lefilweng kgweding ena',
  balance: 'Tekanyo hona jwale (e tla lefuwa)',
  held: 'E tshwerweng hona jwale',
  paidOutToDate: 'E lefilweng ho fihlela hona jwale',
  proves:
    'Setatemente sena ke rekoto ya moputso oo {name} a o fumaneng ka Work Local ka {month}: seo malapa ao a a sebeleditseng a se lefileng bakeng sa maeto a hae, dithipi tsa hae le ditefiso tsa ho hlakola kamora nako, le seo se lefilweng bankeng ya hae, jwalo ka ha se ngotswe ho ledger ya Work Local. O fumane sohle; malapa a lefile ditefiso tsa tshebetso. Se ka bontshwa e le bopaki ba moputso. Phetolelo ena e entswe ka thuso ya motjhini: kopi ya Senyesemane ke yona ya molao (English copy binding).',
};

export const ST_DOCUMENT_TEXTS: DocumentTexts = { contract, payslip, statement };
