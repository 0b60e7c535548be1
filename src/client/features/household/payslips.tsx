// The employer's payslips page: for each employment, issue a payslip (the same zod schema as the route), see what
// it came to, and download every payslip; plus the monthly reminder (opt-in) to issue them and pay UIF by the 7th.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { formatRand } from '../../../shared/constants.js';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import { type PayslipRequest, payslipRequestSchema } from '../../../shared/schemas/employment.js';
import type { IssuedPayslip, MyEmployments, ReminderSetting } from '../../../shared/schemas/household.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { ChoiceGroup, TextField } from '../../components/ui/form-fields.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { useMyHires } from '../hires/api.js';
import { useIssuePayslip, useMyEmployments, useReminderSetting, useSetReminder } from './api.js';
import { ContractLinks, PayslipList } from './documents.js';
import { PayItemsField } from './pay-items-field.js';

type EmploymentWithPayslips = MyEmployments['employments'][number];
type PayslipFormValues = import('zod').input<typeof payslipRequestSchema>;

const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** Last calendar month: the period a payslip issued at the start of a month usually covers. */
function lastMonth(): { periodStart: string; periodEnd: string } {
  const [y, m] = todayInSouthAfrica().split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 2, 1));
  const end = new Date(Date.UTC(y, m - 1, 0));
  return { periodStart: start.toISOString().slice(0, 10), periodEnd: end.toISOString().slice(0, 10) };
}

const rand = (cents: number) => formatRand(cents, { decimals: true });

function IssuedSummary({ slip }: { slip: IssuedPayslip }) {
  return (
    <div role="status" className="rounded-md bg-brand-50 p-3 text-sm" data-testid="issued-payslip">
      <p className="font-medium">Payslip issued</p>
      <p>
        Gross {rand(slip.gross.cents)} · UIF {rand(slip.uif.employee.cents)} (you add{' '}
        {rand(slip.uif.employer.cents)}) · Other deductions {rand(slip.otherDeductions.cents)} · Net{' '}
        {rand(slip.net.cents)}
      </p>
      {slip.isRaisedToMinimum ? (
        <p>The rate was raised to the minimum wage of {rand(slip.minimumHourlyRate.cents)} an hour.</p>
      ) : null}
      {slip.uif.applies ? null : <p>No UIF: 24 hours a month or less.</p>}
    </div>
  );
}

function IssuePayslipForm({ hireId }: { hireId: string }) {
  const issue = useIssuePayslip(hireId);
  const [issued, setIssued] = useState<IssuedPayslip | null>(null);
  const form = useForm<PayslipFormValues, unknown, PayslipRequest>({
    resolver: zodResolver(payslipRequestSchema),
    defaultValues: { ...lastMonth(), ordinaryHours: 0, otherPayments: [], deductions: [] },
  });
  const errors = form.formState.errors;
  const onSubmit = (values: PayslipRequest) =>
    issue.mutate(values, {
      onSuccess: (slip) => {
        setIssued(slip);
        toast({ title: 'Payslip issued', description: `Net pay ${rand(slip.net.cents)}` });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Could not issue the payslip',
          variant: 'destructive',
        }),
    });
  return (
    <form className="grid gap-3" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Period from"
          type="date"
          required
          error={errors.periodStart?.message}
          {...form.register('periodStart')}
        />
        <TextField
          label="Period to"
          type="date"
          required
          error={errors.periodEnd?.message}
          {...form.register('periodEnd')}
        />
      </div>
      <TextField
        label="Ordinary hours worked"
        type="number"
        inputMode="decimal"
        step="0.25"
        required
        hint="A day of four hours or less is paid as four hours"
        error={errors.ordinaryHours?.message}
        {...form.register('ordinaryHours', { valueAsNumber: true })}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Overtime hours"
          type="number"
          inputMode="decimal"
          step="0.25"
          error={errors.overtimeHours?.message}
          {...form.register('overtimeHours', { setValueAs: optionalNumber })}
        />
        <TextField
          label="Sunday hours"
          type="number"
          inputMode="decimal"
          step="0.25"
          error={errors.sundayHours?.message}
          {...form.register('sundayHours', { setValueAs: optionalNumber })}
        />
        <TextField
          label="Public-holiday hours"
          type="number"
          inputMode="decimal"
          step="0.25"
          error={errors.publicHolidayHours?.message}
          {...form.register('publicHolidayHours', { setValueAs: optionalNumber })}
        />
      </div>
      <PayItemsField
        legend="Other payments (optional)"
        hint="Anything paid on top of the hours, e.g. a bonus or transport money"
        item="Other payment"
        name="otherPayments"
        amountKey="amount"
        descriptionPlaceholder="Transport money"
        control={form.control}
        register={form.register}
        errors={errors}
      />
      <PayItemsField
        legend="Deductions (optional)"
        hint="Besides UIF, which is worked out for you: only what the law allows or she agreed to in writing"
        item="Deduction"
        name="deductions"
        amountKey="amount"
        descriptionPlaceholder="Accommodation"
        control={form.control}
        register={form.register}
        errors={errors}
      />
      <Button type="submit" disabled={issue.isPending}>
        Issue payslip
      </Button>
      {issued ? <IssuedSummary slip={issued} /> : null}
    </form>
  );
}

function EmploymentCard({ employment }: { employment: EmploymentWithPayslips }) {
  return (
    <Card data-testid="employment">
      <CardHeader>
        <CardTitle>{employment.workerName}</CardTitle>
        <CardDescription>
          Since {employment.startDate} · {rand(Math.round(employment.hourlyRate * 100))} an hour ·{' '}
          {employment.hoursPerDay} hours a day, {employment.daysPerWeek} days a week
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
            <h3 className="font-semibold">Issue a payslip</h3>
            <IssuePayslipForm hireId={employment.hireId} />
          </>
        ) : (
          <p className="text-sm text-slate-600">
            {employment.workerName}’s account was closed; her payslips are kept for three years.
          </p>
        )}
        <h3 className="font-semibold">Payslips</h3>
        <PayslipList employment={employment} />
      </CardContent>
    </Card>
  );
}

function ReminderCard() {
  const setting = useReminderSetting();
  const save = useSetReminder();
  const [choice, setChoice] = useState<ReminderSetting['channel'] | undefined>(undefined);
  if (!setting.data) return null;
  const current = choice === undefined ? setting.data.channel : choice;
  const options: { value: ReminderSetting['channel']; label: string }[] = [
    { value: null, label: 'No reminder' },
    { value: 'whatsapp', label: 'WhatsApp' },
    { value: 'sms', label: 'SMS' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Monthly reminder</CardTitle>
        <CardDescription>
          On the 1st of each month we can remind you to give last month’s payslip and to pay UIF on uFiling by
          the 7th. Only if you ask for it; stop it here at any time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { channel: current },
              {
                onSuccess: (answer) =>
                  toast({ title: answer.channel ? 'Reminder on' : 'Reminder off', description: '' }),
                onError: (error) =>
                  toast({ title: 'Error', description: serverMessage(error) ?? '', variant: 'destructive' }),
              },
            );
          }}
        >
          <ChoiceGroup legend="Remind me by">
            {options.map((option) => (
              <label key={option.label} className="flex min-h-[40px] items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="reminder-channel"
                  className="h-5 w-5"
                  checked={current === option.value}
                  onChange={() => setChoice(option.value)}
                />
                {option.label}
              </label>
            ))}
          </ChoiceGroup>
          <Button type="submit" variant="outline" disabled={save.isPending}>
            Save reminder
          </Button>
        </form>
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
        <CardTitle>Put an employment on paper</CardTitle>
        <CardDescription>
          These workers accepted your hire. The written particulars take three short steps.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {waiting.map((hire) => (
            <li key={hire.id}>
              <Link href={`/employ/${hire.id}`} className="font-medium text-brand-800 underline">
                Employ {hire.worker.fullName} properly
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function EmployerPayslips() {
  const mine = useMyEmployments();
  if (mine.isLoading) return <Spinner label="Loading your employments" />;
  const employments = (mine.data?.employments ?? []).filter((e) => e.role === 'employer');
  return (
    <div className="grid gap-6">
      <HiresToPutOnPaper employments={employments} />
      {employments.length === 0 ? (
        <p className="text-slate-700">
          No employments yet. Once a worker accepts your hire, choose “Employ … properly” in{' '}
          <Link href="/employer-subscription" className="text-brand-800 underline">
            My Hires
          </Link>
          .
        </p>
      ) : (
        employments.map((employment) => <EmploymentCard key={employment.id} employment={employment} />)
      )}
      <ReminderCard />
    </div>
  );
}
