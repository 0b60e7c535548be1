// The employer's payslips page: for each employment, issue a payslip (the same zod schema as the route), see what
// it came to, and download every payslip; plus the monthly reminder (opt-in) to issue them and pay UIF by the 7th.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { MyEmployments } from '../../../shared/schemas/household.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { useMyHires } from '../hires/api.js';
import { useMyEmployments } from './api.js';
import { ContractLinks, PayslipList } from './documents.js';
import { rand } from './form-numbers.js';
import { IssuePayslipForm } from './issue-payslip-form.js';
import { ReminderCard } from './payslip-reminder.js';

type EmploymentWithPayslips = MyEmployments['employments'][number];

function EmploymentCard({ employment }: { employment: EmploymentWithPayslips }) {
  const since = employment.startDate;
  const rate = rand(Math.round(employment.hourlyRate * 100));
  const hours = employment.hoursPerDay;
  const days = employment.daysPerWeek;
  const worker = employment.workerName;
  return (
    <Card data-testid="employment">
      <CardHeader>
        <CardTitle>{employment.workerName}</CardTitle>
        <CardDescription>
          <Trans>
            Since {since} · {rate} an hour · {hours} hours a day, {days} days a week
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {employment.hireId ? (
          <>
            <ContractLinks
              hireId={employment.hireId}
              languages={employment.documentLanguages}
              viewer="employer"
            />
            <h3 className="font-semibold">
              <Trans>Issue a payslip</Trans>
            </h3>
            <IssuePayslipForm hireId={employment.hireId} />
          </>
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>{worker}’s account was closed; her payslips are kept for three years.</Trans>
          </p>
        )}
        <h3 className="font-semibold">
          <Trans>Payslips</Trans>
        </h3>
        <PayslipList employment={employment} />
      </CardContent>
    </Card>
  );
}

/** Accepted hires with no employment on paper yet: the offer to employ each one properly. */
function HiresToPutOnPaper({ employments }: { employments: EmploymentWithPayslips[] }) {
  const hires = useMyHires();
  const onPaper = new Set(employments.map((e) => e.hireId));
  const waiting = (hires.data?.hires ?? []).filter(
    (hire) => (hire.status === 'accepted' || hire.status === 'completed') && !onPaper.has(hire.id),
  );
  if (waiting.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Put an employment on paper</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>These workers accepted your hire. The written particulars take three short steps.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {waiting.map((hire) => {
            const name = hire.worker.fullName;
            return (
              <li key={hire.id}>
                <Link href={`/employ/${hire.id}`} className="font-medium text-brand-800 underline">
                  <Trans>Employ {name} properly</Trans>
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

export function EmployerPayslips() {
  const mine = useMyEmployments();
  const { t } = useLingui();
  if (mine.isLoading) return <Spinner label={t`Loading your employments`} />;
  const employments = (mine.data?.employments ?? []).filter((e) => e.role === 'employer');
  return (
    <div className="grid gap-6">
      <HiresToPutOnPaper employments={employments} />
      {employments.length === 0 ? (
        <p className="text-slate-700">
          <Trans>
            No employments yet. Once a worker accepts your hire, choose “Employ … properly” in{' '}
            <Link href="/employer-subscription" className="text-brand-800 underline">
              My Hires
            </Link>
            .
          </Trans>
        </p>
      ) : (
        employments.map((employment) => <EmploymentCard key={employment.id} employment={employment} />)
      )}
      <ReminderCard />
    </div>
  );
}
