// The worker profile page's content: every section the spec lists. `headerActions` is where the hiring feature puts
// its Hire button and `reviewForm` where the reviews feature puts 'Leave a Review'.
import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ANONYMOUS_REVIEWER } from '../../../shared/schemas/reviews.js';
import type { WorkerProfile } from '../../../shared/schemas/search.js';
import { Card, CardHeader, CardTitle } from '../../components/ui/card.js';
import { rand } from '../../lib/format-rate.js';
import { ProfileHeader, Stars } from './profile-header.js';

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

function CheckLine({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      {ok ? (
        <CheckCircle2 size={16} aria-hidden="true" className="text-green-700" />
      ) : (
        <XCircle size={16} aria-hidden="true" className="text-slate-400" />
      )}
      {children}
    </li>
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
  return (
    <div className="mx-auto grid max-w-4xl gap-4 px-4 py-6">
      <ProfileHeader worker={worker} actions={headerActions} />

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
          <CheckLine ok={worker.isVerified}>
            ID Verification: {worker.isVerified ? 'Verified' : 'Not verified'}
          </CheckLine>
          <CheckLine ok={worker.hasPoliceClearance}>
            Police Clearance: {worker.hasPoliceClearance ? 'Cleared' : 'Not provided'}
          </CheckLine>
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
    </div>
  );
}
