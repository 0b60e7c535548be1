// The signed-in home page: a greeting, the worker card, the employer card and recent activity (the person's own).
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, Clock, Search } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { formatRand, PRICES_CENTS } from '../../../shared/constants.js';
import { buttonClass } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { CheckList } from '../../components/ui/check-list.js';
import { IconCircle } from '../../components/ui/icon-circle.js';
import { lazyWithQueries } from '../../lib/lazy-with-queries.js';
import type { AuthUser } from '../auth/index.js';

// With the query library, which this page's own chunk does not carry (the cards of other features load it too).
const RecentActivityList = lazyWithQueries<object>(() =>
  import('./recent-activity.js').then((m) => ({ default: m.RecentActivityList })),
);

const REGISTRATION = formatRand(PRICES_CENTS.registration);

export function WelcomeHome({
  user,
  workerStatus,
  children,
}: {
  user: AuthUser;
  /** With a worker profile: whether it is live, and the next step when it is not (the dashboard feature's). */
  workerStatus?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const firstName = user.firstName?.trim();
  const price = REGISTRATION;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold">{firstName ? t`Welcome, ${firstName}` : t`Welcome`}</h1>
      <p className="mt-2 text-lg text-slate-700">
        <Trans>What would you like to do today?</Trans>
      </p>

      {/* Tracks that may shrink below their content: a truncated line inside a card must not widen the column. */}
      <div className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <div className="flex items-center gap-3">
              <IconCircle>
                <Briefcase size={20} aria-hidden="true" />
              </IconCircle>
              <CardTitle>
                <Trans>Find Work</Trans>
              </CardTitle>
            </div>
            {user.hasWorkerProfile ? null : (
              <CardDescription>
                <Trans>Put your skills on the map and let employers near you get in touch.</Trans>
              </CardDescription>
            )}
          </CardHeader>
          <CardContent className="space-y-5">
            {user.hasWorkerProfile ? (
              workerStatus
            ) : (
              <>
                <CheckList
                  items={[
                    t`Create your profile for just ${price}`,
                    t`Appear on the map for employers in your area`,
                    t`Get calls and jobs directly, with no commission`,
                  ]}
                />
                <Link
                  href="/register-worker"
                  className={buttonClass('default', 'default', 'w-full sm:w-auto')}
                >
                  <Trans>Register as a Worker - {price}</Trans>
                </Link>
              </>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <div className="flex items-center gap-3">
              <IconCircle>
                <Search size={20} aria-hidden="true" />
              </IconCircle>
              <CardTitle>
                <Trans>Hire Workers</Trans>
              </CardTitle>
            </div>
            <CardDescription>
              <Trans>Find trusted help close to home.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <CheckList
              items={[
                t`Browse workers on the map`,
                t`Filter by skill and location`,
                t`See ratings, reviews and references`,
              ]}
            />
            <Link href="/find-workers" className={buttonClass('outline', 'default', 'w-full sm:w-auto')}>
              <Trans>Find Workers - Free</Trans>
            </Link>
            {user.hasWorkerProfile && !user.employerPhoneVerified ? null : (
              // What workers see of them before a hire (issue 32): an employer may look first.
              <p className="text-sm">
                <Link href={`/employers/${encodeURIComponent(user.id)}`} className="text-brand-800 underline">
                  <Trans>Your profile as workers see it</Trans>
                </Link>
              </p>
            )}
            <p className="text-sm text-slate-700">
              <Trans>
                Employing someone in your home?{' '}
                <Link href="/household-guide" className="text-brand-800 underline">
                  What the law asks of household employers
                </Link>{' '}
                ·{' '}
                <Link href="/payslips" className="text-brand-800 underline">
                  Contracts and payslips
                </Link>
              </Trans>
            </p>
          </CardContent>
        </Card>

        {/* Extra cards from other features (the search feature's "Saved workers") slot in after the employer card. */}
        {children}

        <Card className="md:col-span-2">
          <CardHeader>
            <div className="flex items-center gap-3">
              <IconCircle>
                <Clock size={20} aria-hidden="true" />
              </IconCircle>
              <CardTitle>
                <Trans>Recent Activity</Trans>
              </CardTitle>
            </div>
          </CardHeader>
          <CardContent>
            <Suspense fallback={null}>
              <RecentActivityList />
            </Suspense>
          </CardContent>
        </Card>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href="/account" className="text-brand-800 underline">
          <Trans>Your data and privacy</Trans>
        </Link>
      </p>
    </div>
  );
}
