// isiXhosa labels for the contract and payslip PDFs. Machine-assisted, awaiting review by a first-language speaker
// (review status as in docs/i18n/README.md; terms from docs/i18n/glossary.md, the person who works as "umntu
// osebenzayo" where "umsebenzi" could be read as the job); the English copy, which every worker may also
// download, binds.
import type { ContractTexts, DocumentTexts, PayslipTexts, StatementTexts } from '../texts.js';

const frequencies = {
  weekly: 'veki nganye',
  fortnightly: 'rhoqo emva kweeveki ezimbini',
  monthly: 'nyanga nganye',
};

const contract: ContractTexts = {
  lang: 'xh',
  title: 'Iinkcukacha ezibhaliweyo zengqesho',
  intro:
    'Le yimiqathango yengqesho yomsebenzi wasekhaya, njengoko ifunwa yi-Sectoral Determination yabasebenzi basemakhaya (icandelo 9) kunye ne-Basic Conditions of Employment Act (icandelo 29).',
  employer: 'Umqeshi',
  employerAddress: 'Idilesi yomqeshi',
  worker: 'Umntu osebenzayo',
  startDate: 'Umhla wokuqala',
  workplace: 'Indawo yokusebenza',
  duties: 'Imisebenzi',
  hours: 'Iiyure neentsuku zokusebenza',
  hoursValue: 'Iiyure ezi-{hours} ngosuku, iintsuku ezi-{days} ngeveki',
  wage: 'Umvuzo',
  wageValue: '{rate} ngeyure',
  wageCalculation:
    'Kuhlawulwa iiyure ezisetyenziweyo; usuku lweeyure ezine okanye ngaphantsi luhlawulwa njengeeyure ezine. Akusoze kube ngaphantsi komvuzo ophantsi wesizwe.',
  overtime: 'Iiyure ezongezelelweyo (ixesha elongezelelweyo)',
  overtimeValue: '{rate} ngeyure (ubuncinane umvuzo ophindwe ka-1.5)',
  sunday: 'Ukusebenza ngeCawa',
  sundayValue: 'Umvuzo ophindwe kabini ngeyure nganye esetyenziweyo',
  sundayUsualValue:
    'Umvuzo ophindwe ka-1.5 ngeyure nganye esetyenziweyo (umntu osebenzayo uhlala esebenza ngeeCawa)',
  publicHoliday: 'Ukusebenza ngeholide yesizwe',
  publicHolidayValue: 'Ngesivumelwano kuphela; ubuncinane umvuzo wosuku ophindwe kabini',
  otherPayments: 'Ezinye iintlawulo zemali',
  paymentInKind: 'Intlawulo engeyiyo imali nexabiso layo',
  frequency: 'Intlawulo',
  frequencies,
  deductions: 'Izinto ezithathwayo',
  none: 'Akukho',
  annualLeave: 'Ikhefu lonyaka',
  annualLeaveValue: 'Iintsuku zokusebenza ezi-{days} ngonyaka, ngomvuzo opheleleyo',
  sickLeave: 'Ikhefu lokugula',
  sickLeaveValue:
    'Iintsuku ebezisetyenzwa kwiiveki ezintandathu, ngomvuzo opheleleyo, kumjikelo ngamnye weenyanga ezingama-36 (kwiinyanga ezintandathu zokuqala: usuku olunye kwiintsuku ezingama-26 ezisetyenziweyo)',
  familyLeave: 'Ikhefu loxanduva losapho',
  familyLeaveValue:
    'Iintsuku ezintlanu ngonyaka ngomvuzo opheleleyo, emva kokuqeshwa ngaphezu kweenyanga ezine nokusebenza ubuncinane iintsuku ezine ngeveki',
  maternityLeave: 'Ikhefu lokubeleka',
  maternityLeaveValue: 'Ubuncinane iinyanga ezine ezilandelelanayo; umntu osebenzayo angabanga kwi-UIF',
  notice: 'Ixesha lesaziso',
  noticeValue: 'Iiveki ezi-{weeks}, ngokubhaliweyo',
  noticeValueOne: 'Iveki enye, ngokubhaliweyo',
  uif: 'Ubhalisiwe kwi-UIF (uFiling)',
  coida: 'Ubhalisiwe kwiNgxowa-mali yeMbuyekezo (COIDA)',
  registered: 'Ewe',
  notRegistered: 'Akukabi njalo',
  explained:
    'Umqeshi uzicacisile ezi nkcukacha kumntu osebenzayo ngolwimi aluvayo. Ngamnye ugcina ikopi etyikityiweyo. Le nguqulelo yenziwe ngoncedo lomatshini: ikopi yesiNgesi yiyo esemthethweni (English copy binding).',
  employerSignature: 'Umtyikityo womqeshi',
  workerSignature: 'Umtyikityo womntu osebenzayo',
  date: 'Umhla',
};

const payslip: PayslipTexts = {
  lang: 'xh',
  title: 'Isiliphu somvuzo',
  employer: 'Umqeshi',
  employerAddress: 'Idilesi yomqeshi',
  worker: 'Umntu osebenzayo',
  period: 'Ixesha',
  periodValue: '{start} ukuya ku-{end}',
  frequency: 'Intlawulo',
  frequencies,
  rate: 'Izinga lomvuzo',
  raisedToMinimum: 'Linyuselwe kumvuzo ophantsi wesizwe',
  item: 'Into ehlawulwayo',
  hours: 'Iiyure',
  paidAs: '{worked} (kuhlawulwa ezi-{paid})',
  amount: 'Imali',
  lines: {
    ordinary: 'Iiyure eziqhelekileyo',
    overtime: 'Iiyure ezongezelelweyo',
    sunday: 'Umsebenzi weCawa',
    publicHoliday: 'Umsebenzi weholide',
  },
  gross: 'Umvuzo opheleleyo',
  deductions: 'Izinto ezithathwayo',
  uifEmployee: 'I-UIF (i-1% yomntu osebenzayo)',
  totalDeductions: 'Zonke izinto ezithathwayo',
  net: 'Umvuzo ofunyanwayo',
  uifEmployer: 'I-UIF ehlawulwa ngumqeshi (i-1%, ayithathwa)',
  noUif: 'Akukho UIF: iiyure ezingama-24 ngenyanga okanye ngaphantsi',
  keepRecords:
    'Umqeshi ugcina le rekhodi ubuncinane iminyaka emithathu. Le nguqulelo yenziwe ngoncedo lomatshini: ikopi yesiNgesi yiyo esemthethweni (English copy binding).',
};

const statement: StatementTexts = {
  lang: 'xh',
  title: 'Ingxelo yomvuzo',
  number: 'Inombolo yengxelo',
  issued: 'Umhla ekhutshwe ngawo',
  worker: 'Umntu osebenzayo',
  month: 'Inyanga',
  monthValue: '{month} ({start} ukuya ku-{end})',
  monthNames: [
    'Janyuwari',
    'Februwari',
    'Matshi',
    'Epreli',
    'Meyi',
    'Juni',
    'Julayi',
    'Agasti',
    'Septemba',
    'Oktobha',
    'Novemba',
    'Disemba',
  ],
  visit: 'Utyelelo',
  hours: 'Iiyure',
  rate: 'Izinga',
  amount: 'Imali',
  visitStatuses: {
    held: 'igciniwe',
    released: 'ikhululiwe',
    refunded: 'ibuyisiwe',
  },
  noVisits: 'Akukho tyelelo kule nyanga',
  visitPay: 'Umvuzo wotyelelo',
  tips: 'Iithiphu',
  lateFees: 'Iintlawulo zokurhoxisa emva kwexesha',
  earned: 'Iyonke imali efunyenweyo',
  stillHeld: 'Kuyo, esagciniweyo (utyelelo olungekagqitywa)',
  refunded: 'Ebuyiselwe kumakhaya (utyelelo olungenzekanga)',
  payouts: 'Iintlawulo ebhankini yakho',
  payoutStatuses: {
    pending: 'ilindile',
    in_flight: 'isendleleni',
    paid: 'ihlawulwe',
    failed: 'ayiphumelelanga',
    reversed: 'irhoxisiwe',
  },
  paidOut: 'Ehlawulwe kule nyanga',
  balance: 'Ibhalansi ngoku (eza kuhlawulwa)',
  held: 'Egciniweyo ngoku',
  paidOutToDate: 'Ehlawulwe ukuza kuthi ga ngoku',
  proves:
    'Le ngxelo yirekhodi yomvuzo {name} awufumene nge-Work Local ngo-{month}: oko amakhaya awasebenzela wona akuhlawulela utyelelo lwakhe, iithiphu zakhe neentlawulo zokurhoxisa emva kwexesha, kunye noko kuhlawulwe ebhankini yakhe, njengoko kubhalwe kwi-ledger ye-Work Local. Wakufumana konke; amakhaya ahlawula iifizi zokuqhuba intlawulo. Inokuboniswa njengobungqina bengeniso. Le nguqulelo yenziwe ngoncedo lomatshini: ikopi yesiNgesi yiyo esemthethweni (English copy binding).',
};

export const XH_DOCUMENT_TEXTS: DocumentTexts = { contract, payslip, statement };
