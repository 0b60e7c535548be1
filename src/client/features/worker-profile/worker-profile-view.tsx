// The worker profile page's content: every section the spec lists. `headerActions` is where the hiring feature puts
// its Hire button and `reviewForm` where the reviews feature puts 'Leave a Review'.
import {
  Bookmark,
  BookmarkCheck,
  CheckCircle2,
  MapPin,
  Phone,
  ShieldCheck,
  Star,
  XCircle,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ANONYMOUS_REVIEWER } from '../../../shared/schemas/reviews.js';
import type { WorkerProfile } from '../../../shared/schemas/search.js';
import { Avatar } from '../../components/ui/avatar.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { rand } from '../../lib/format-rate.js';
import { monthsOnProduct, successRate, useToggleSaved } from './api.js';
import { ContactDialog } from './contact-dialog.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <div className="px-5 pb-5 text-sm text-slate-800">{children}</div>
    </Card>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex" role="img" aria-label={`${rating} out of 5 stars`}>
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

export function WorkerProfileView({
  worker,
  headerActions,
  reviewForm,
}: {
  worker: WorkerProfile;
  headerActions?: ReactNode;
  reviewForm?: ReactNode;
}) {
  const [contactOpen, setContactOpen] = useState(false);
  const toggleSaved = useToggleSaved(worker.id);
  const months = monthsOnProduct(worker.createdAt);
  const rating = Number(worker.averageRating);

  const onSave = () =>
    toggleSaved.mutate(!worker.isSaved, {
      onSuccess: ({ saved }) =>
        toast({
          title: saved ? 'Worker Saved' : 'Removed from Saved',
          description: saved
            ? `${worker.fullName} is in your saved workers.`
            : `${worker.fullName} was removed from your saved workers.`,
        }),
      onError: (err) =>
        toast({
          title: 'Error',
          description: serverMessage(err) ?? 'Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <div className="mx-auto grid max-w-4xl gap-4 px-4 py-6">
      <Card className="p-5">
        <div className="flex flex-col gap-4 sm:flex-row">
          {/* The full photo here (cards use the thumbnail); it is the top of the page, so it loads at once. */}
          <Avatar
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
                  <ShieldCheck size={12} aria-hidden="true" /> ID Verified
                </span>
              ) : null}
              {worker.hasPoliceClearance ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  Police Cleared
                </span>
              ) : null}
            </div>
            <p className="flex items-center gap-1 text-sm text-slate-700">
              <MapPin size={14} aria-hidden="true" /> {worker.suburb}, {worker.city}
            </p>
            {worker.locationIsExact && worker.address ? (
              <p className="text-sm text-slate-700">
                Address: {worker.address}, {worker.postalCode}
              </p>
            ) : null}
            <p className="text-sm text-slate-700">{worker.availability}</p>
            <p className="flex items-center gap-2 text-sm">
              <Stars rating={Math.round(rating)} />
              <span>
                {rating.toFixed(1)} ({worker.totalReviews} {worker.totalReviews === 1 ? 'review' : 'reviews'})
              </span>
            </p>
            <div className="flex flex-wrap gap-2 pt-1">
              <Button onClick={() => setContactOpen(true)}>
                <Phone size={16} aria-hidden="true" /> Contact
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
                  {worker.isSaved ? 'Saved' : 'Save'}
                </Button>
              )}
              {headerActions}
            </div>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-4 text-center">
          <div>
            <dt className="text-xs text-slate-600">Success Rate</dt>
            <dd className="text-lg font-semibold">{successRate(worker.averageRating)}%</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Jobs Completed</dt>
            <dd className="text-lg font-semibold">{worker.totalJobs}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Months on Work Local</dt>
            <dd className="text-lg font-semibold">{months}</dd>
          </div>
        </dl>
      </Card>

      <Section title="Skills">
        <ul className="flex flex-wrap gap-1">
          {worker.skills.map((s) => (
            <li key={s} className="rounded-md bg-slate-100 px-2 py-1 text-xs">
              {s}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="About">
        <p className="whitespace-pre-line">{worker.description || 'No description yet.'}</p>
      </Section>

      <Section title="Availability">
        <p>{worker.availability}</p>
      </Section>

      <Section title="Rates">
        <dl className="grid grid-cols-2 gap-2">
          <dt className="text-slate-600">Daily rate</dt>
          <dd className="font-medium">{worker.dailyRate ? rand(worker.dailyRate) : 'Rate on request'}</dd>
          <dt className="text-slate-600">Hourly rate</dt>
          <dd className="font-medium">{worker.hourlyRate ? rand(worker.hourlyRate) : 'Rate on request'}</dd>
        </dl>
      </Section>

      <Section title="Verification Status">
        <ul className="grid gap-1">
          <li className="flex items-center gap-2">
            {worker.isVerified ? (
              <CheckCircle2 size={16} aria-hidden="true" className="text-green-700" />
            ) : (
              <XCircle size={16} aria-hidden="true" className="text-slate-400" />
            )}
            ID Verification: {worker.isVerified ? 'Verified' : 'Not verified'}
          </li>
          <li className="flex items-center gap-2">
            {worker.hasPoliceClearance ? (
              <CheckCircle2 size={16} aria-hidden="true" className="text-green-700" />
            ) : (
              <XCircle size={16} aria-hidden="true" className="text-slate-400" />
            )}
            Police Clearance: {worker.hasPoliceClearance ? 'Cleared' : 'Not provided'}
          </li>
          <li className="capitalize">Tier: {worker.tierLevel}</li>
        </ul>
      </Section>

      <Section title="Verified References">
        {worker.references.length === 0 ? (
          <p className="text-slate-600">No references yet.</p>
        ) : (
          <ul className="grid gap-3">
            {worker.references.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-100 p-3">
                <p className="font-medium">
                  {r.referenceName}
                  {r.isVerified ? (
                    <span className="ml-2 inline-flex items-center gap-1 text-xs text-green-800">
                      <CheckCircle2 size={12} aria-hidden="true" /> Verified
                    </span>
                  ) : null}
                </p>
                <p className="text-xs capitalize text-slate-600">{r.referenceType}</p>
                {r.testimonial ? <p className="mt-1">“{r.testimonial}”</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Work History">
        {worker.workHistory.length === 0 ? (
          <p className="text-slate-600">No work history added.</p>
        ) : (
          <ul className="grid gap-2">
            {worker.workHistory.map((h, i) => (
              <li key={`${h.workType}-${i}`}>
                <p className="font-medium">
                  {h.workType} · {h.employerName}
                </p>
                {h.duties ? <p className="text-slate-600">{h.duties}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={`Reviews (${worker.totalReviews})`}>
        {worker.reviews.length === 0 ? (
          <p className="text-slate-600">No reviews yet.</p>
        ) : (
          <ul className="grid gap-3">
            {worker.reviews.map((r) => (
              <li key={r.id} className="border-b border-slate-100 pb-3 last:border-0">
                <div className="flex flex-wrap items-center gap-2">
                  <Stars rating={r.rating} />
                  <span className="font-medium">{ANONYMOUS_REVIEWER}</span>
                  <span className="text-xs text-slate-500">
                    {new Date(r.createdAt).toLocaleDateString('en-ZA', { dateStyle: 'medium' })}
                  </span>
                </div>
                {r.jobType ? <p className="text-xs text-slate-600">{r.jobType}</p> : null}
                {r.review ? <p className="mt-1">{r.review}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {reviewForm}

      <ContactDialog
        open={contactOpen}
        onOpenChange={setContactOpen}
        fullName={worker.fullName}
        phoneNumber={worker.phoneNumber}
      />
    </div>
  );
}
