// The home page's Recent Activity card: the person's latest hires, job posts and reviews (GET /api/me/activity,
// issue 32); the spec's 'No recent activity yet' only when there is none.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { RecentActivity } from '../../../shared/schemas/me.js';
import { formatDate } from '../../lib/format-date.js';

type Kind = RecentActivity['items'][number]['kind'];

/** What each kind of doing says, around the other person's name or the job's title. */
const KIND_TEXT: Record<Kind, MessageDescriptor> = {
  hire_made: msg`You asked {name} to work for you`,
  hire_received: msg`{name} asked to hire you`,
  job_posted: msg`You posted the job "{name}"`,
  review_written: msg`You reviewed {name}`,
};

export function RecentActivityList() {
  const { t, i18n } = useLingui();
  const activity = useQuery<RecentActivity>({ queryKey: ['/api/me/activity'], staleTime: 0 });
  if (activity.isLoading) return <p className="text-sm text-slate-600">{t`Loading…`}</p>;
  const items = activity.data?.items ?? [];
  if (items.length === 0) {
    return (
      <>
        <p className="font-medium text-slate-800">
          <Trans>No recent activity yet</Trans>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Start by registering as a worker or finding workers to hire</Trans>
        </p>
      </>
    );
  }
  return (
    <ul className="grid gap-2" data-testid="recent-activity">
      {items.map((item) => {
        // Built apart from the call: the extractor reads object literals passed to i18n._ as new entries.
        const text = { ...KIND_TEXT[item.kind], values: { name: item.name } };
        return (
          <li key={`${item.kind}-${item.id}`} className="grid min-w-0 text-sm">
            <Link href={item.link} className="break-words text-brand-800 underline">
              {i18n._(text)}
            </Link>
            <span className="text-xs text-slate-600">{formatDate(item.at)}</span>
          </li>
        );
      })}
    </ul>
  );
}
