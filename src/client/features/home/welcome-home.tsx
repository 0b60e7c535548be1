// The signed-in home page: a greeting, the worker card, the employer card and recent activity.
import { Briefcase, Check, Clock, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatRand, PRICES_CENTS } from '../../../shared/constants.js';
import { buttonClass } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import type { AuthUser } from '../auth/use-auth.js';

const REGISTRATION = formatRand(PRICES_CENTS.registration);

function Benefits({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function CardIcon({ children }: { children: ReactNode }) {
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
      {children}
    </span>
  );
}

export function WelcomeHome({ user, children }: { user: AuthUser; children?: ReactNode }) {
  const firstName = user.firstName?.trim();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold">Welcome{firstName ? `, ${firstName}` : ''}</h1>
      <p className="mt-2 text-lg text-slate-700">What would you like to do today?</p>

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <div className="flex items-center gap-3">
              <CardIcon>
                <Briefcase size={20} aria-hidden="true" />
              </CardIcon>
              <CardTitle>Find Work</CardTitle>
            </div>
            <CardDescription>
              {user.hasWorkerProfile
                ? 'You have an active worker profile'
                : 'Put your skills on the map and let employers near you get in touch.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            {user.hasWorkerProfile ? (
              <Link
                href="/worker-dashboard"
                className={buttonClass('default', 'default', 'w-full sm:w-auto')}
              >
                Go to Dashboard
              </Link>
            ) : (
              <>
                <Benefits
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
              <CardIcon>
                <Search size={20} aria-hidden="true" />
              </CardIcon>
              <CardTitle>Hire Workers</CardTitle>
            </div>
            <CardDescription>Find trusted help close to home.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <Benefits
              items={[
                'Browse workers on the map',
                'Filter by skill and location',
                'See ratings, reviews and references',
              ]}
            />
            <Link href="/find-workers" className={buttonClass('outline', 'default', 'w-full sm:w-auto')}>
              Find Workers - Free
            </Link>
          </CardContent>
        </Card>

        {/* Extra cards from other features (the search feature's "Saved workers") slot in after the employer card. */}
        {children}

        <Card className="md:col-span-2">
          <CardHeader>
            <div className="flex items-center gap-3">
              <CardIcon>
                <Clock size={20} aria-hidden="true" />
              </CardIcon>
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
