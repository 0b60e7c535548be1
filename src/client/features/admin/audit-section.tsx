// The console's audit log (issue 20): every admin action and every look at private data, newest first, searchable
// by action, subject, details or the admin who acted, a page at a time.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AuditEntry } from '../../../shared/schemas/admin-overview.js';
import { Spinner } from '../../components/ui/spinner.js';
import { useAuditPage } from './api.js';
import { formatDateTime } from './format.js';
import { Empty, LoadError, Pager, SearchBox } from './parts.js';

function EntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const actor = entry.actor
    ? `${entry.actor.name ?? ''} ${entry.actor.phoneNumber}`.trim()
    : t`Deleted account`;
  return (
    <li className="grid gap-1 border-b border-slate-100 py-3 text-sm" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-mono font-semibold">{entry.action}</span>
        <span className="text-slate-600">{formatDateTime(entry.createdAt)}</span>
      </div>
      <p className="break-all">
        {entry.subjectType}: <span className="font-mono">{entry.subjectId}</span>
      </p>
      <p className="text-slate-600">{actor}</p>
      {entry.details ? (
        <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">
          {JSON.stringify(entry.details)}
        </pre>
      ) : null}
    </li>
  );
}

export function AuditSection() {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  // The pages seen so far: the 'before' cursor of each, so 'Newer' goes back one.
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const page = useAuditPage(q, cursors.at(-1) ?? null);
  const search = (text: string) => {
    setQ(text);
    setCursors([null]);
  };
  return (
    <div className="grid gap-4">
      <SearchBox
        label={t`Search the audit log`}
        placeholder={t`user.suspended, a phone, a reference`}
        onSearch={search}
      />
      {page.isLoading ? (
        <Spinner label={t`Loading the audit log`} />
      ) : !page.data ? (
        <LoadError error={page.error} />
      ) : page.data.entries.length === 0 ? (
        <Empty>{t`No entries match.`}</Empty>
      ) : (
        <>
          <ul aria-label={t`Audit log entries`}>
            {page.data.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pager
            hasNewer={cursors.length > 1}
            hasOlder={page.data.nextBefore !== null}
            onNewer={() => setCursors((c) => c.slice(0, -1))}
            onOlder={() => setCursors((c) => [...c, page.data?.nextBefore ?? null])}
          />
        </>
      )}
    </div>
  );
}
