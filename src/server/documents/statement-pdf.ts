// The worker's monthly earnings statement (issue 34, decision 0368) as a PDF in her language: her income record,
// every figure the earnings answer's own (GET /api/me/earnings), so the paper and the screen never disagree.
import { formatRand } from '../../shared/constants.js';
import { fillPlaceholders as fill } from '../../shared/content/fill-placeholders.js';
import type { EarningsAnswer } from '../../shared/schemas/earnings.js';
import { PdfWriter } from './pdf-writer.js';
import type { StatementTexts } from './texts.js';

export interface StatementDocument {
  /** Its number, the same each time the month is printed. */
  number: string;
  /** The South African date it was printed. */
  issued: string;
  worker: { name: string };
  earnings: EarningsAnswer;
}

const rand = (cents: number) => formatRand(cents, { decimals: true });
const hours = (value: number) => String(Number(value.toFixed(2)));

/** "February 2026" in her language. */
export function statementMonthName(month: string, texts: StatementTexts): string {
  const [year, m] = month.split('-') as [string, string];
  return `${texts.monthNames[Number(m) - 1]} ${year}`;
}

export function renderStatementPdf(document: StatementDocument, texts: StatementTexts): Promise<Buffer> {
  const { earnings, worker } = document;
  const { totals } = earnings;
  const monthName = statementMonthName(earnings.month, texts);
  const first = earnings.weeks[0]?.from ?? `${earnings.month}-01`;
  const last = earnings.weeks.at(-1)?.to ?? first;
  const pdf = new PdfWriter({
    title: `${texts.title} ${earnings.month}`,
    lang: texts.lang,
    subject: worker.name,
  });
  pdf
    .title(texts.title)
    .row(texts.number, document.number)
    .row(texts.issued, document.issued)
    .row(texts.worker, worker.name)
    .row(texts.month, fill(texts.monthValue, { month: monthName, start: first, end: last }));
  pdf.doc.moveDown(0.6);

  const visitRows = earnings.visits.map((v) => [
    `${v.date} ${v.startTime}${v.area ? `, ${v.area}` : ''} (${texts.visitStatuses[v.status]})`,
    hours(v.hours),
    rand(v.hourlyRateCents),
    rand(v.payCents),
  ]);
  if (visitRows.length === 0) visitRows.push([texts.noVisits, '', '', '']);
  visitRows.push([texts.visitPay, '', '', rand(totals.payCents)]);
  pdf.table([texts.visit, texts.hours, texts.rate, texts.amount], visitRows, new Set([visitRows.length - 1]));

  const sums: string[][] = [
    [texts.visitPay, '', '', rand(totals.payCents)],
    [texts.tips, '', '', rand(totals.tipsCents)],
    [texts.lateFees, '', '', rand(totals.lateFeesCents)],
    [texts.earned, '', '', rand(totals.earnedCents)],
  ];
  const bold = new Set([sums.length - 1]);
  sums.push([texts.stillHeld, '', '', rand(totals.heldPayCents)]);
  if (totals.refundedCents > 0) sums.push([texts.refunded, '', '', rand(totals.refundedCents)]);
  pdf.table(['', '', '', texts.amount], sums, bold);

  const payoutRows = earnings.payouts.map((p) => [
    p.sentAt.slice(0, 10),
    '',
    texts.payoutStatuses[p.status],
    rand(p.amountCents),
  ]);
  payoutRows.push([texts.paidOut, '', '', rand(totals.paidOutCents)]);
  pdf.table([texts.payouts, '', '', texts.amount], payoutRows, new Set([payoutRows.length - 1]));

  pdf
    .row(texts.balance, rand(earnings.balanceCents))
    .row(texts.held, rand(earnings.heldCents))
    .row(texts.paidOutToDate, rand(earnings.paidOutToDateCents));
  pdf.doc.moveDown(0.6);
  pdf.paragraph(fill(texts.proves, { name: worker.name, month: monthName }));
  return pdf.finish();
}
