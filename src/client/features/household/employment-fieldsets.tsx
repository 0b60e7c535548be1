// The employment form's three steps, each a fieldset: who and where, hours and pay, leave, notice and registration.
import type { UseFormReturn } from 'react-hook-form';
import { LANGUAGES } from '../../../shared/i18n/languages.js';
import {
  type EmploymentFormValues,
  type EmploymentInput,
  PAYMENT_FREQUENCIES,
} from '../../../shared/schemas/employment.js';
import { ChoiceGroup, TextareaField, TextField } from '../../components/ui/form-fields.js';
import { optionalNumber } from './form-numbers.js';
import { PayItemsField } from './pay-items-field.js';

type EmploymentFormApi = UseFormReturn<EmploymentFormValues, unknown, EmploymentInput>;

const FREQUENCY_LABELS: Record<(typeof PAYMENT_FREQUENCIES)[number], string> = {
  weekly: 'Weekly',
  fortnightly: 'Every two weeks',
  monthly: 'Monthly',
};

export function WhoAndWhereFieldset({ form }: { form: EmploymentFormApi }) {
  const errors = form.formState.errors;
  return (
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
  );
}

/** `rateHint`: the minimum-wage hint for the typed rate on the start date. */
export function HoursAndPayFieldset({ form, rateHint }: { form: EmploymentFormApi; rateHint: string }) {
  const errors = form.formState.errors;
  return (
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
  );
}

export function LeaveAndRegistrationFieldset({ form }: { form: EmploymentFormApi }) {
  const errors = form.formState.errors;
  return (
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
        <input type="checkbox" className="h-5 w-5" {...form.register('uifRegistered')} />I have registered her
        for UIF on uFiling
      </label>
      <label className="flex min-h-[40px] items-center gap-2 text-sm">
        <input type="checkbox" className="h-5 w-5" {...form.register('coidaRegistered')} />I have registered
        her with the Compensation Fund (COIDA)
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
  );
}
