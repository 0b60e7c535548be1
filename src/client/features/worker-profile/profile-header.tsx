// The top of a worker's profile: photo, name, badges, place, availability, rating, the Contact and Save buttons
// (and whatever the page adds, such as Hire), and the three figures.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Bookmark, BookmarkCheck, MapPin, Phone, ShieldCheck, Star } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { availabilityLabel } from '../../../shared/i18n/availability-labels.js';
import type { WorkerProfile } from '../../../shared/schemas/search.js';
import { DataSaverAvatar } from '../../components/ui/avatar.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { NEW_WORKER_LABEL, ratingSummary } from '../../lib/format-rate.js';
import { monthsOnProduct, successRate, useToggleSaved } from './api.js';
import { ContactDialog } from './contact-dialog.js';

export function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  return (
    <span className="inline-flex" role="img" aria-label={t`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={14}
          aria-hidden="true"
          className={n <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}
        />
      ))}
    </span>
  );
}

export function ProfileHeader({ worker, actions }: { worker: WorkerProfile; actions?: ReactNode }) {
  const [contactOpen, setContactOpen] = useState(false);
  const toggleSaved = useToggleSaved(worker.id);
  const months = monthsOnProduct(worker.createdAt);
  const rating = Number(worker.averageRating);
  const rated = ratingSummary(worker);
  const reviewCount = rated?.reviews ?? 0;

  const { t, i18n } = useLingui();
  const name = worker.fullName;
  const { address, postalCode } = worker;

  const onSave = () =>
    toggleSaved.mutate(!worker.isSaved, {
      onSuccess: ({ saved, queued }) =>
        toast(
          queued
            ? {
                title: t`Saved to send later`,
                description: t`You are offline. ${name} will be saved when the connection returns.`,
              }
            : {
                title: saved ? t`Worker Saved` : t`Removed from Saved`,
                description: saved
                  ? t`${name} is in your saved workers.`
                  : t`${name} was removed from your saved workers.`,
              },
        ),
      onError: (err) =>
        toast({
          title: t`Error`,
          description: serverMessage(err) ?? t`Please try again.`,
          variant: 'destructive',
        }),
    });

  return (
    <>
      <Card className="p-5">
        <div className="flex flex-col gap-4 sm:flex-row">
          {/* The full photo here (cards use the thumbnail); it is the top of the page, so it loads at once. */}
          <DataSaverAvatar
            src={worker.profilePhotoUrl}
            name={worker.fullName}
            alt={worker.fullName}
            size={128}
            eager
            className="h-32 w-32 text-4xl"
          />
          <div className="grid flex-1 gap-2">
            <h1 className="text-2xl font-bold">{worker.fullName}</h1>
            <div className="flex flex-wrap gap-1">
              {worker.isVerified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900">
                  <ShieldCheck size={12} aria-hidden="true" /> <Trans>ID Verified</Trans>
                </span>
              ) : null}
              {worker.hasPoliceClearance ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  <Trans>Police Cleared</Trans>
                </span>
              ) : null}
            </div>
            <p className="flex items-center gap-1 text-sm text-slate-700">
              <MapPin size={14} aria-hidden="true" /> {worker.suburb}, {worker.city}
            </p>
            {worker.locationIsExact && worker.address ? (
              <p className="text-sm text-slate-700">
                <Trans>
                  Address: {address}, {postalCode}
                </Trans>
              </p>
            ) : null}
            <p className="text-sm text-slate-700">{i18n._(availabilityLabel(worker.availability))}</p>
            {rated ? (
              <p className="flex items-center gap-2 text-sm">
                <Stars rating={Math.round(rating)} />
                <span>
                  {rated.rating} (
                  <Plural value={reviewCount} one="# review" other="# reviews" />)
                </span>
              </p>
            ) : (
              <p className="text-sm">
                <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
                  {i18n._(NEW_WORKER_LABEL)}
                </span>{' '}
                <span className="text-slate-700">
                  <Trans>No reviews yet</Trans>
                </span>
              </p>
            )}
            <div className="flex flex-wrap gap-2 pt-1">
              <Button onClick={() => setContactOpen(true)}>
                <Phone size={16} aria-hidden="true" /> <Trans>Contact</Trans>
              </Button>
              {worker.isOwnProfile ? null : (
                <Button
                  variant="outline"
                  onClick={onSave}
                  disabled={toggleSaved.isPending}
                  aria-pressed={worker.isSaved}
                >
                  {worker.isSaved ? (
                    <BookmarkCheck size={16} aria-hidden="true" />
                  ) : (
                    <Bookmark size={16} aria-hidden="true" />
                  )}
                  {worker.isSaved ? t`Saved` : t`Save`}
                </Button>
              )}
              {actions}
            </div>
          </div>
        </div>
        <dl
          className={`mt-4 grid ${rated ? 'grid-cols-3' : 'grid-cols-2'} gap-2 border-t border-slate-100 pt-4 text-center`}
        >
          {/* A success rate of 0% before anyone has reviewed the worker would read as failure (issue 16). */}
          {rated ? (
            <div>
              <dt className="text-xs text-slate-600">
                <Trans>Success Rate</Trans>
              </dt>
              <dd className="text-lg font-semibold">{successRate(worker.averageRating)}%</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-xs text-slate-600">
              <Trans>Jobs Completed</Trans>
            </dt>
            <dd className="text-lg font-semibold">{worker.totalJobs}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">
              <Trans>Months on Work Local</Trans>
            </dt>
            <dd className="text-lg font-semibold">{months}</dd>
          </div>
        </dl>
      </Card>
      <ContactDialog
        open={contactOpen}
        onOpenChange={setContactOpen}
        workerId={worker.id}
        fullName={worker.fullName}
        phoneNumber={worker.phoneNumber}
      />
    </>
  );
}
