// One month of her earnings: the month picker, each visit's pay, tips and fees as a table, and her statement of that
// month as a PDF in her language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import type { EarningsAnswer, VisitMoney } from '../../../shared/schemas/earnings.js';
import { buttonClass } from '../../components/ui/button.js';
import { formatCalendarDate, formatMonthYear } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { statementUrl } from './api.js';
import { recentMonths } from './months.js';

type LineKind = 'pay' | 'held' | 'tip' | 'lateFee';

const KIND_LABELS: Record<LineKind, MessageDescriptor> = {
  pay: msg`Pay`,
  held: msg`Pay (held until the visit is done)`,
  tip: msg`Tip`,
  lateFee: msg`Late-cancellation fee`,
};

interface Line {
  key: string;
  date: string;
  area: string | null;
  kind: LineKind;
  amountCents: number;
}

/** The month's visits, tips and fees as one list by date (a visit's pay is already less any refund). */
function linesOf(earnings: EarningsAnswer): Line[] {
  const money =
    (kind: LineKind) =>
    (m: VisitMoney, i: number): Line => ({
      key: `${kind}-${m.visitId ?? i}-${i}`,
      date: m.date,
      area: m.area,
      kind,
      amountCents: m.amountCents,
    });
  const lines: Line[] = [
    ...earnings.visits
      .filter((v) => v.status !== 'refunded')
      .map((v) => ({
        key: `visit-${v.visitId}`,
        date: v.date,
        area: v.area,
        kind: v.status === 'held' ? ('held' as const) : ('pay' as const),
        amountCents: v.payCents,
      })),
    ...earnings.tips.map(money('tip')),
    ...earnings.lateFees.map(money('lateFee')),
  ];
  return lines.sort((a, b) => a.date.localeCompare(b.date));
}

export function MonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <label className="grid gap-1.5 text-sm font-medium text-slate-800">
      <Trans>Month</Trans>
      <select
        className="min-h-[44px] rounded-md border border-slate-300 bg-white px-3"
        value={month}
        onChange={(e) => onChange(e.target.value)}
      >
        {recentMonths().map((m) => (
          <option key={m} value={m}>
            {formatMonthYear(m)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function StatementLink({ month }: { month: string }) {
  const { i18n } = useLingui();
  const label = formatMonthYear(month);
  return (
    <a
      href={statementUrl(month, i18n.locale || 'en')}
      download={`work-local-statement-${month}.pdf`}
      className={buttonClass('outline')}
    >
      <Download size={18} aria-hidden="true" />
      <Trans>Download the statement for {label} (PDF)</Trans>
    </a>
  );
}

export function EarningLines({ earnings }: { earnings: EarningsAnswer }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const lines = linesOf(earnings);
  if (lines.length === 0) {
    return (
      <p className="text-slate-700">
        <Trans>No pay, tips or fees this month yet.</Trans>
      </p>
    );
  }
  const label = formatMonthYear(earnings.month);
  const caption = t`Your pay, tips and fees in ${label}`;
  return (
    // A region keyboard users can scroll when the table is wider than a small phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable)
    <section className="min-w-0 overflow-x-auto" aria-label={caption} tabIndex={0}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-slate-200 px-2 py-1 font-medium">{t`Date`}</th>
            <th scope="col" className="border-b border-slate-200 px-2 py-1 font-medium">{t`Where`}</th>
            <th scope="col" className="border-b border-slate-200 px-2 py-1 font-medium">{t`What`}</th>
            <th
              scope="col"
              className="border-b border-slate-200 px-2 py-1 text-right font-medium"
            >{t`Amount`}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} data-testid="earning-line">
              <td className="border-b border-slate-100 px-2 py-1 whitespace-nowrap">
                {formatCalendarDate(line.date)}
              </td>
              <td className="border-b border-slate-100 px-2 py-1 break-words">{line.area ?? ''}</td>
              <td className="border-b border-slate-100 px-2 py-1">{i18n._(KIND_LABELS[line.kind])}</td>
              <td className="border-b border-slate-100 px-2 py-1 text-right tabular-nums">
                {money(line.amountCents, { decimals: true })}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="px-2 py-1 text-left font-semibold">
              {t`Earned in ${label}`}
            </th>
            <td className="px-2 py-1 text-right font-semibold tabular-nums" data-testid="earned">
              {money(earnings.totals.earnedCents, { decimals: true })}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
