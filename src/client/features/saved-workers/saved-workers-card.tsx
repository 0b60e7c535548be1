// The signed-in home page's 'Saved Workers' card: the user's shortlist, each linking to the profile.
import { Trans, useLingui } from '@lingui/react/macro';
import { Bookmark } from 'lucide-react';
import { Link } from 'wouter';
import { categoryLabel } from '../../../shared/i18n/category-labels.js';
import { DataSaverAvatar } from '../../components/ui/avatar.js';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { useSavedWorkers } from './api.js';

export function SavedWorkersCard() {
  const { i18n } = useLingui();
  const saved = useSavedWorkers();
  const workers = saved.data?.workers ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bookmark size={18} aria-hidden="true" /> <Trans>Saved Workers</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Workers you saved from their profiles.</Trans>
        </CardDescription>
      </CardHeader>
      <div className="px-5 pb-5">
        {saved.isLoading ? (
          <p className="text-sm text-slate-600">
            <Trans>Loading…</Trans>
          </p>
        ) : saved.isError ? (
          <p className="text-sm text-red-700">
            <Trans>Could not load your saved workers.</Trans>
          </p>
        ) : workers.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No saved workers yet. Use Save on a worker's profile to keep them here.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2">
            {workers.map((w) => (
              <li key={w.id}>
                <Link
                  href={`/worker/${w.id}`}
                  className="flex min-h-[44px] items-center gap-3 rounded-md p-1 hover:bg-slate-50"
                >
                  <DataSaverAvatar
                    insideLink
                    src={w.profilePhotoUrl}
                    name={w.fullName}
                    size={40}
                    className="h-10 w-10"
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{w.fullName}</span>
                    <span className="block truncate text-xs text-slate-600">
                      {w.skills
                        .slice(0, 2)
                        .map((s) => i18n._(categoryLabel(s)))
                        .join(', ')}{' '}
                      · {w.suburb}, {w.city}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
