// The signed-in home page: a greeting, the worker card, the employer card and recent activity.
import { Briefcase, Clock, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatRand, PRICES_CENTS } from '../../../shared/constants.js';
import { buttonClass } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { CheckList } from '../../components/ui/check-list.js';
import { IconCircle } from '../../components/ui/icon-circle.js';
import type { AuthUser } from '../auth/index.js';

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
  const firstName = user.firstName?.trim();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold">Welcome{firstName ? `, ${firstName}` : ''}</h1>
      <p className="mt-2 text-lg text-slate-700">What would you like to do today?</p>

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <div className="flex items-center gap-3">
              <IconCircle>
                <Briefcase size={20} aria-hidden="true" />
              </IconCircle>
              <CardTitle>Find Work</CardTitle>
            </div>
            {user.hasWorkerProfile ? null : (
              <CardDescription>
                Put your skills on the map and let employers near you get in touch.
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
                    `Create your profile for just ${REGISTRATION}`,
                    'Appear on the map for employers in your area',
                    'Get calls and jobs directly, with no commission',
                  ]}
                />
                <Link
                  href="/register-worker"
                  className={buttonClass('default', 'default', 'w-full sm:w-auto')}
                >
                  Register as a Worker - {REGISTRATION}
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
              <CardTitle>Hire Workers</CardTitle>
            </div>
            <CardDescription>Find trusted help close to home.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <CheckList
              items={[
                'Browse workers on the map',
                'Filter by skill and location',
                'See ratings, reviews and references',
              ]}
            />
            <Link href="/find-workers" className={buttonClass('outline', 'default', 'w-full sm:w-auto')}>
              Find Workers - Free
            </Link>
            <p className="text-sm text-slate-700">
              Employing someone in your home?{' '}
              <Link href="/household-guide" className="text-brand-800 underline">
                What the law asks of household employers
              </Link>{' '}
              ·{' '}
              <Link href="/payslips" className="text-brand-800 underline">
                Contracts and payslips
              </Link>
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
              <CardTitle>Recent Activity</CardTitle>
            </div>
          </CardHeader>
          <CardContent>
            <p className="font-medium text-slate-800">No recent activity yet</p>
            <p className="mt-1 text-sm text-slate-600">
              Start by registering as a worker or finding workers to hire
            </p>
          </CardContent>
        </Card>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href="/account" className="text-brand-800 underline">
          Your data and privacy
        </Link>
      </p>
    </div>
  );
}
