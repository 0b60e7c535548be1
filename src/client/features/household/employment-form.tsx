// "Employ {name} properly": the written particulars as a short guided form (issue 21), pre-filled from the hire
// and the worker's own rate, checked by the same zod schema as the route, with the minimum wage shown as the rate
// is typed. Once saved, both copies of the contract can be downloaded.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { formatRand } from '../../../shared/constants.js';
import { LANGUAGES } from '../../../shared/i18n/languages.js';
import {
  minimumHourlyWageOn,
  minimumWageHint,
  todayInSouthAfrica,
} from '../../../shared/pay/minimum-wage.js';
import {
  type EmploymentFormValues,
  type EmploymentInput,
  employmentSchema,
  minAnnualLeaveDays,
  PAYMENT_FREQUENCIES,
} from '../../../shared/schemas/employment.js';
import type { HireEmploymentAnswer } from '../../../shared/schemas/household.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { ChoiceGroup, TextareaField, TextField } from '../../components/ui/form-fields.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { useHireEmployment, useSaveEmployment } from './api.js';
import { ContractLinks } from './documents.js';
import { PayItemsField } from './pay-items-field.js';

const FREQUENCY_LABELS: Record<(typeof PAYMENT_FREQUENCIES)[number], string> = {
  weekly: 'Weekly',
  fortnightly: 'Every two weeks',
  monthly: 'Monthly',
};

const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

function startValues(data: HireEmploymentAnswer): EmploymentFormValues {
  const saved = data.employment;
  if (saved) {
    return {
      startDate: saved.startDate,
      duties: saved.duties,
      workplace: saved.workplace,
      employerName: saved.employerName,
      employerAddress: saved.employerAddress,
      workerLanguage: saved.workerLanguage as EmploymentFormValues['workerLanguage'],
      daysPerWeek: saved.daysPerWeek,
      hoursPerDay: saved.hoursPerDay,
      hourlyRate: saved.hourlyRate,
      ...(saved.overtimeRate === null ? {} : { overtimeRate: saved.overtimeRate }),
      paymentFrequency: saved.paymentFrequency,
      annualLeaveDays: saved.annualLeaveDays,
      noticePeriod: saved.noticePeriod,
      uifRegistered: saved.uifRegistered,
      coidaRegistered: saved.coidaRegistered,
      worksSundays: saved.worksSundays,
      paymentInKind: saved.paymentInKind,
      deductions: saved.deductions,
    };
  }
  const today = todayInSouthAfrica();
  return {
    startDate: today,
    duties: '',
    workplace: '',
    employerName: data.defaults.employerName,
    // Her account's language (she chose it, or her first sign-in took it from her phone), else English only.
    workerLanguage: (data.defaults.workerLanguage ?? 'en') as EmploymentFormValues['workerLanguage'],
    daysPerWeek: 5,
    hoursPerDay: 8,
    // Her own hourly rate, else her daily rate over an eight-hour day, else the minimum (the hint then says so).
    hourlyRate:
      data.defaults.hourlyRate ??
      (data.defaults.dailyRate === null
        ? minimumHourlyWageOn(today).rand
        : Math.round((data.defaults.dailyRate * 100) / 8) / 100),
    paymentFrequency: 'monthly',
    annualLeaveDays: minAnnualLeaveDays(5),
    // SD7: four weeks once employed six months or more; the form suggests it, the employer may agree more.
    noticePeriod: 4,
    uifRegistered: false,
    coidaRegistered: false,
    worksSundays: false,
    paymentInKind: [],
    deductions: [],
  };
}

function EmploymentFormFields({ hireId, data }: { hireId: string; data: HireEmploymentAnswer }) {
  const save = useSaveEmployment(hireId);
  const form = useForm<EmploymentFormValues, unknown, EmploymentInput>({
    resolver: zodResolver(employmentSchema),
    defaultValues: startValues(data),
  });
  const errors = form.formState.errors;
  const workerName = data.defaults.workerName;
  const rate = form.watch('hourlyRate');
  const startDate = form.watch('startDate');
  const date = /^\d{4}-\d{2}-\d{2}$/.test(startDate ?? '') ? startDate : todayInSouthAfrica();
  const rateHint =
    minimumWageHint(rate, date) ??
    `At least ${formatRand(minimumHourlyWageOn(date).cents, { decimals: true })} per hour on ${date}`;
  const employment = data.employment;

  const onSubmit = (values: EmploymentInput) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Contract ready',
          description: `Download both copies and sign them with ${workerName}.`,
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Could not save the employment',
          variant: 'destructive',
        }),
    });

  return (
    <div className="grid gap-6">
      <form className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">1. Who and where</legend>
          <TextField
            label="Your full name (employer)"
            required
            autoComplete="name"
            error={errors.employerName?.message}
            {...form.register('employerName')}
          />
          <TextField
            label="Place of work"
            required
            autoComplete="street-address"
            hint="Usually your home address; it is also printed as the employer's address"
            error={errors.workplace?.message}
            {...form.register('workplace')}
          />
          <TextareaField
            label="Duties"
            required
            placeholder="Cleaning, laundry and ironing"
            error={errors.duties?.message}
            {...form.register('duties')}
          />
          <TextField
            label="Date of starting"
            type="date"
            required
            hint="May be in the past, if she already works for you"
            error={errors.startDate?.message}
            {...form.register('startDate')}
          />
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">2. Hours and pay</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Days a week"
              type="number"
              inputMode="numeric"
              min={1}
              max={7}
              required
              error={errors.daysPerWeek?.message}
              {...form.register('daysPerWeek', { valueAsNumber: true })}
            />
            <TextField
              label="Hours a day"
              type="number"
              inputMode="decimal"
              step="0.5"
              min={1}
              max={12}
              required
              error={errors.hoursPerDay?.message}
              {...form.register('hoursPerDay', { valueAsNumber: true })}
            />
          </div>
          <TextField
            label="Hourly rate (R)"
            type="number"
            inputMode="decimal"
            step="0.01"
            required
            hint={rateHint}
            error={errors.hourlyRate?.message}
            {...form.register('hourlyRate', { valueAsNumber: true })}
          />
          <TextField
            label="Overtime rate (R, optional)"
            type="number"
            inputMode="decimal"
            step="0.01"
            hint="Left empty: one and a half times the hourly rate"
            error={errors.overtimeRate?.message}
            {...form.register('overtimeRate', { setValueAs: optionalNumber })}
          />
          <ChoiceGroup legend="Paid" required error={errors.paymentFrequency?.message}>
            {PAYMENT_FREQUENCIES.map((frequency) => (
              <label key={frequency} className="flex min-h-[40px] items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={frequency}
                  className="h-5 w-5"
                  {...form.register('paymentFrequency')}
                />
                {FREQUENCY_LABELS[frequency]}
              </label>
            ))}
          </ChoiceGroup>
          <label className="flex min-h-[40px] items-center gap-2 text-sm">
            <input type="checkbox" className="h-5 w-5" {...form.register('worksSundays')} />
            She usually works on Sundays
          </label>
          <PayItemsField
            legend="Payment in kind (optional)"
            hint="Food, transport or anything else she receives instead of money, with its value a month"
            item="Payment in kind"
            name="paymentInKind"
            amountKey="value"
            descriptionPlaceholder="Lunch every working day"
            control={form.control}
            register={form.register}
            errors={errors}
          />
          <PayItemsField
            legend="Agreed deductions (optional)"
            hint="Only what the law allows or she agrees to in writing, e.g. accommodation; UIF is worked out for you"
            item="Deduction"
            name="deductions"
            amountKey="amount"
            descriptionPlaceholder="Accommodation"
            control={form.control}
            register={form.register}
            errors={errors}
          />
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">3. Leave, notice and registration</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Annual leave (working days a year)"
              type="number"
              inputMode="numeric"
              required
              hint="At least three weeks: 15 days for 5 days a week"
              error={errors.annualLeaveDays?.message}
              {...form.register('annualLeaveDays', { valueAsNumber: true })}
            />
            <TextField
              label="Notice period (weeks)"
              type="number"
              inputMode="numeric"
              required
              hint="One week in the first six months, four after"
              error={errors.noticePeriod?.message}
              {...form.register('noticePeriod', { valueAsNumber: true })}
            />
          </div>
          <label className="flex min-h-[40px] items-center gap-2 text-sm">
            <input type="checkbox" className="h-5 w-5" {...form.register('uifRegistered')} />I have registered
            her for UIF on uFiling
          </label>
          <label className="flex min-h-[40px] items-center gap-2 text-sm">
            <input type="checkbox" className="h-5 w-5" {...form.register('coidaRegistered')} />I have
            registered her with the Compensation Fund (COIDA)
          </label>
          <div className="grid gap-1.5">
            <label htmlFor="worker-language" className="text-sm font-medium text-slate-800">
              Her language (a second copy of the contract)
            </label>
            <select
              id="worker-language"
              className="min-h-[44px] rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
              {...form.register('workerLanguage')}
            >
              {LANGUAGES.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.name}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <Button type="submit" disabled={save.isPending}>
          {employment ? 'Update the contract' : 'Make the contract'}
        </Button>
      </form>

      {employment?.hireId ? (
        <Card data-testid="contract-ready">
          <CardHeader>
            <CardTitle>The contract</CardTitle>
            <CardDescription>
              Print or share both copies, explain them to {workerName} and sign them together. Each keeps one.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ContractLinks
              hireId={employment.hireId}
              languages={employment.documentLanguages}
              viewer="employer"
            />
            <Link href="/payslips" className={buttonClass('default', 'default', 'w-full sm:w-auto')}>
              Go to payslips
            </Link>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export function EmploymentForm({ hireId }: { hireId: string }) {
  const query = useHireEmployment(hireId);
  if (query.isLoading) return <Spinner label="Loading the hire" />;
  if (!query.data) {
    return (
      <p role="alert" className="text-red-700">
        {serverMessage(query.error) ?? 'This hire was not found.'}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">Employ {query.data.defaults.workerName} properly</h1>
      <p className="text-slate-700">
        Three short steps make the written particulars of employment the law asks for. Read the{' '}
        <Link href="/household-guide" className="text-brand-800 underline">
          guide for household employers
        </Link>{' '}
        if anything is unclear.
      </p>
      <EmploymentFormFields hireId={hireId} data={query.data} />
    </div>
  );
}
