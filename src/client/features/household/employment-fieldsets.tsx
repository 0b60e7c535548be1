// The employment form's three steps, each a fieldset: who and where, hours and pay, leave, notice and registration.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { LANGUAGES } from '../../../shared/i18n/languages.js';
import {
  type EmploymentFormValues,
  type EmploymentInput,
  PAYMENT_FREQUENCIES,
} from '../../../shared/schemas/employment.js';
import { ChoiceGroup, TextareaField, TextField } from '../../components/ui/form-fields.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { optionalNumber } from './form-numbers.js';
import { PayItemsField } from './pay-items-field.js';

type EmploymentFormApi = UseFormReturn<EmploymentFormValues, unknown, EmploymentInput>;

const FREQUENCY_LABELS: Record<(typeof PAYMENT_FREQUENCIES)[number], MessageDescriptor> = {
  weekly: msg`Weekly`,
  fortnightly: msg`Every two weeks`,
  monthly: msg`Monthly`,
};

export function WhoAndWhereFieldset({ form }: { form: EmploymentFormApi }) {
  const errors = form.formState.errors;
  const { t } = useLingui();
  const translate = useSharedMessage();
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">
        <Trans>1. Who and where</Trans>
      </legend>
      <TextField
        label={t`Your full name (employer)`}
        required
        autoComplete="name"
        error={translate(errors.employerName?.message)}
        {...form.register('employerName')}
      />
      <TextField
        label={t`Place of work`}
        required
        autoComplete="street-address"
        hint={t`Usually your home address; it is also printed as the employer's address`}
        error={translate(errors.workplace?.message)}
        {...form.register('workplace')}
      />
      <TextareaField
        label={t`Duties`}
        required
        placeholder={t`Cleaning, laundry and ironing`}
        error={translate(errors.duties?.message)}
        {...form.register('duties')}
      />
      <TextField
        label={t`Date of starting`}
        type="date"
        required
        hint={t`May be in the past, if she already works for you`}
        error={translate(errors.startDate?.message)}
        {...form.register('startDate')}
      />
    </fieldset>
  );
}

/** `rateHint`: the minimum-wage hint for the typed rate on the start date. */
export function HoursAndPayFieldset({ form, rateHint }: { form: EmploymentFormApi; rateHint: string }) {
  const errors = form.formState.errors;
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">
        <Trans>2. Hours and pay</Trans>
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Days a week`}
          type="number"
          inputMode="numeric"
          min={1}
          max={7}
          required
          error={translate(errors.daysPerWeek?.message)}
          {...form.register('daysPerWeek', { valueAsNumber: true })}
        />
        <TextField
          label={t`Hours a day`}
          type="number"
          inputMode="decimal"
          step="0.5"
          min={1}
          max={12}
          required
          error={translate(errors.hoursPerDay?.message)}
          {...form.register('hoursPerDay', { valueAsNumber: true })}
        />
      </div>
      <TextField
        label={t`Hourly rate (R)`}
        type="number"
        inputMode="decimal"
        step="0.01"
        required
        hint={rateHint}
        error={translate(errors.hourlyRate?.message)}
        {...form.register('hourlyRate', { valueAsNumber: true })}
      />
      <TextField
        label={t`Overtime rate (R, optional)`}
        type="number"
        inputMode="decimal"
        step="0.01"
        hint={t`Left empty: one and a half times the hourly rate`}
        error={translate(errors.overtimeRate?.message)}
        {...form.register('overtimeRate', { setValueAs: optionalNumber })}
      />
      <ChoiceGroup legend={t`Paid`} required error={translate(errors.paymentFrequency?.message)}>
        {PAYMENT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="flex min-h-[40px] items-center gap-2 text-sm">
            <input
              type="radio"
              value={frequency}
              className="h-5 w-5"
              {...form.register('paymentFrequency')}
            />
            {i18n._(FREQUENCY_LABELS[frequency])}
          </label>
        ))}
      </ChoiceGroup>
      <label className="flex min-h-[40px] items-center gap-2 text-sm">
        <input type="checkbox" className="h-5 w-5" {...form.register('worksSundays')} />
        <Trans>She usually works on Sundays</Trans>
      </label>
      <PayItemsField
        legend={t`Payment in kind (optional)`}
        hint={t`Food, transport or anything else she receives instead of money, with its value a month`}
        item={t`Payment in kind`}
        name="paymentInKind"
        amountKey="value"
        descriptionPlaceholder={t`Lunch every working day`}
        control={form.control}
        register={form.register}
        errors={errors}
      />
      <PayItemsField
        legend={t`Agreed deductions (optional)`}
        hint={t`Only what the law allows or she agrees to in writing, e.g. accommodation; UIF is worked out for you`}
        item={t`Deduction`}
        name="deductions"
        amountKey="amount"
        descriptionPlaceholder={t`Accommodation`}
        control={form.control}
        register={form.register}
        errors={errors}
      />
    </fieldset>
  );
}

export function LeaveAndRegistrationFieldset({ form }: { form: EmploymentFormApi }) {
  const errors = form.formState.errors;
  const { t } = useLingui();
  const translate = useSharedMessage();
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">
        <Trans>3. Leave, notice and registration</Trans>
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Annual leave (working days a year)`}
          type="number"
          inputMode="numeric"
          required
          hint={t`At least three weeks: 15 days for 5 days a week`}
          error={translate(errors.annualLeaveDays?.message)}
          {...form.register('annualLeaveDays', { valueAsNumber: true })}
        />
        <TextField
          label={t`Notice period (weeks)`}
          type="number"
          inputMode="numeric"
          required
          hint={t`One week in the first six months, four after`}
          error={translate(errors.noticePeriod?.message)}
          {...form.register('noticePeriod', { valueAsNumber: true })}
        />
      </div>
      <label className="flex min-h-[40px] items-center gap-2 text-sm">
        <input type="checkbox" className="h-5 w-5" {...form.register('uifRegistered')} />
        <Trans>I have registered her for UIF on uFiling</Trans>
      </label>
      <label className="flex min-h-[40px] items-center gap-2 text-sm">
        <input type="checkbox" className="h-5 w-5" {...form.register('coidaRegistered')} />
        <Trans>I have registered her with the Compensation Fund (COIDA)</Trans>
      </label>
      <div className="grid gap-1.5">
        <label htmlFor="worker-language" className="text-sm font-medium text-slate-800">
          <Trans>Her language (a second copy of the contract)</Trans>
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
