// Charts without a chart library (decisions 0213, 0244): bars are plain elements sized in per cent, so they stay
// readable at 320 px and cost no download of their own. The employer's hire history and the admin dashboard use them. Each chart is a figure whose picture is hidden from
// screen readers; a one-line summary in its caption and its figures as a table one tap below it say the same.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface Series {
  name: string;
  values: readonly number[];
  /** Tailwind background class of its bars and key. */
  colour: string;
}

function share(value: number, max: number): string {
  return `${max > 0 ? Math.max((value / max) * 100, value > 0 ? 2 : 0) : 0}%`;
}

function Key({ series }: { series: readonly Series[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="flex flex-wrap gap-3 text-xs text-slate-700" aria-hidden="true">
      {series.map((s) => (
        <li key={s.name} className="flex items-center gap-1">
          <span className={`inline-block h-3 w-3 rounded-sm ${s.colour}`} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

/** The chart's figures as a table: the alternative to the picture. */
function FiguresTable({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  const { t } = useLingui();
  return (
    // min-w-0: as a grid item it would widen the chart to the table instead of letting the table scroll.
    <details className="min-w-0 text-sm">
      <summary className="min-h-[44px] cursor-pointer py-2 text-brand-800 underline">{t`Show the figures`}</summary>
      {/* A region keyboard users can scroll when the table is wider than a small phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable) */}
      <section className="overflow-x-auto" aria-label={caption} tabIndex={0}>
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {headings.map((h) => (
                <th key={h} scope="col" className="border-b border-slate-200 px-2 py-1 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th
                      key={String(j)}
                      scope="row"
                      className="border-b border-slate-100 px-2 py-1 font-normal"
                    >
                      {cell}
                    </th>
                  ) : (
                    <td key={String(j)} className="border-b border-slate-100 px-2 py-1 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}

function Figure({ title, summary, children }: { title: string; summary: ReactNode; children: ReactNode }) {
  return (
    <figure className="grid min-w-0 gap-3 rounded-xl border border-slate-200 p-4" data-testid="chart">
      <figcaption className="grid gap-1">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-slate-700">{summary}</span>
      </figcaption>
      {children}
    </figure>
  );
}

/** Columns over categories (months): one bar per series side by side, labels under each column. */
export function ColumnChart({
  title,
  summary,
  categories,
  series,
  format = String,
}: {
  title: string;
  summary: ReactNode;
  categories: readonly { narrow: string; short: string; long: string }[];
  series: readonly Series[];
  format?: (value: number) => string;
}) {
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  return (
    <Figure title={title} summary={summary}>
      <Key series={series} />
      <div aria-hidden="true" className="grid gap-1">
        <div className="flex h-36 items-end gap-0.5 border-b border-slate-300 sm:gap-1.5">
          {categories.map((c, i) => (
            <div key={c.long} className="flex h-full flex-1 items-end justify-center gap-px">
              {series.map((s) => (
                <div
                  key={s.name}
                  className={`w-full max-w-5 rounded-t-sm ${s.colour}`}
                  style={{ height: share(s.values[i] ?? 0, max) }}
                />
              ))}
            </div>
          ))}
        </div>
        <div className="flex gap-0.5 sm:gap-1.5">
          {categories.map((c) => (
            <span key={c.long} className="flex-1 truncate text-center text-xs text-slate-600">
              <span className="sm:hidden">{c.narrow}</span>
              <span className="hidden sm:inline">{c.short}</span>
            </span>
          ))}
        </div>
      </div>
      <FiguresTable
        caption={title}
        headings={['', ...series.map((s) => s.name)]}
        rows={categories.map((c, i) => [c.long, ...series.map((s) => format(s.values[i] ?? 0))])}
      />
    </Figure>
  );
}

/** Horizontal bars, one row per category; with several series the bar is split between them. */
export function BarList({
  title,
  summary,
  categories,
  series,
  format = String,
}: {
  title: string;
  summary: ReactNode;
  categories: readonly string[];
  series: readonly Series[];
  format?: (value: number) => string;
}) {
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = Math.max(0, ...totals);
  return (
    <Figure title={title} summary={summary}>
      <Key series={series} />
      <ul aria-hidden="true" className="grid gap-2">
        {categories.map((c, i) => (
          <li key={c} className="grid gap-0.5">
            <span className="flex justify-between gap-2 text-xs text-slate-700">
              <span className="truncate">{c}</span>
              <span className="tabular-nums">{format(totals[i] ?? 0)}</span>
            </span>
            <span className="flex h-3 w-full overflow-hidden rounded-sm bg-slate-100">
              {series.map((s) => (
                <span key={s.name} className={s.colour} style={{ width: share(s.values[i] ?? 0, max) }} />
              ))}
            </span>
          </li>
        ))}
      </ul>
      <FiguresTable
        caption={title}
        headings={['', ...series.map((s) => s.name)]}
        rows={categories.map((c, i) => [c, ...series.map((s) => format(s.values[i] ?? 0))])}
      />
    </Figure>
  );
}
