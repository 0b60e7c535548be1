// The Post a Job form's fieldsets: what the job is, where, when, and the pay (with the minimum wage shown as the
// pay is typed). Errors are the shared schema's messages in the reader's language.
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import {
  CATEGORIES,
  JOB_PAY_TYPES,
  JOB_PLACES_MAX,
  JOB_SCHEDULES,
  JOB_SKILLS_MAX,
  SEARCH_RADII_KM,
} from '../../../shared/constants.js';
import { CATEGORY_LABELS } from '../../../shared/i18n/category-labels.js';
import type { JobPost, JobPostInput } from '../../../shared/schemas/job-posts.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { ChoiceGroup, TextareaField, TextField } from '../../components/ui/form-fields.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { PAY_TYPE_LABELS, SCHEDULE_LABELS } from './labels.js';
import { type PickedPlace, PlacePicker } from './place-picker.js';

export type JobForm = UseFormReturn<JobPostInput, unknown, JobPost>;

const check = 'h-5 w-5 accent-brand-800';
const choice = 'flex min-h-[44px] items-center gap-3 rounded-md border border-slate-200 px-3 text-sm';

export function WhatFieldset({ form }: { form: JobForm }) {
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  const errors = form.formState.errors;
  const skills = form.watch('skills') ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>The job</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TextField
          label={t`Title`}
          required
          placeholder={t`For example: Garden clean-up`}
          error={translate(errors.title?.message)}
          {...form.register('title')}
        />
        <TextareaField
          label={t`Description`}
          required
          hint={t`What needs doing. Leave out phone numbers and links: workers reach you through Work Local.`}
          error={translate(errors.description?.message)}
          {...form.register('description')}
        />
        <ChoiceGroup
          legend={t`Skills needed (up to ${JOB_SKILLS_MAX})`}
          required
          error={translate(errors.skills?.message ?? errors.skills?.root?.message)}
          className="grid gap-2 sm:grid-cols-2"
        >
          {CATEGORIES.map((category) => (
            <label key={category} className={choice}>
              <input
                type="checkbox"
                value={category}
                className={check}
                disabled={!skills.includes(category) && skills.length >= JOB_SKILLS_MAX}
                {...form.register('skills')}
              />
              {i18n._(CATEGORY_LABELS[category])}
            </label>
          ))}
        </ChoiceGroup>
      </CardContent>
    </Card>
  );
}

export function WhereFieldset({ form }: { form: JobForm }) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const errors = form.formState.errors;
  const onPick = (place: PickedPlace) => {
    const set = { shouldDirty: true, shouldValidate: true };
    form.setValue('latitude', String(place.lat), set);
    form.setValue('longitude', String(place.lng), set);
    if (place.suburb) form.setValue('suburb', place.suburb, set);
    if (place.city) form.setValue('city', place.city, set);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Where</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <PlacePicker
          legend={t`The job's suburb or town`}
          onPick={onPick}
          error={translate(errors.latitude?.message ?? errors.longitude?.message)}
        />
        <TextField
          label={t`Suburb or area`}
          required
          error={translate(errors.suburb?.message)}
          {...form.register('suburb')}
        />
        <TextField
          label={t`City`}
          required
          error={translate(errors.city?.message)}
          {...form.register('city')}
        />
        <TextField
          label={t`Street address`}
          required
          autoComplete="street-address"
          hint={t`Private: only the worker you hire sees it, once they accept.`}
          error={translate(errors.address?.message)}
          {...form.register('address')}
        />
        <label className="grid gap-1.5 text-sm font-medium text-slate-800">
          <Trans>Workers who hear of it live within</Trans>
          <select
            className="min-h-[44px] rounded-md border border-slate-300 bg-white px-3"
            {...form.register('radiusKm')}
          >
            {SEARCH_RADII_KM.map((km) => (
              <option key={km} value={km}>
                {t`${km} km`}
              </option>
            ))}
          </select>
        </label>
      </CardContent>
    </Card>
  );
}

export function WhenAndPayFieldset({ form, payHint }: { form: JobForm; payHint: string | null }) {
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  const errors = form.formState.errors;
  const schedule = form.watch('schedule');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>When and pay</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TextField
          type="date"
          label={t`Start date`}
          required
          error={translate(errors.startDate?.message)}
          {...form.register('startDate')}
        />
        <ChoiceGroup legend={t`How often`} required error={translate(errors.schedule?.message)}>
          {JOB_SCHEDULES.map((value) => (
            <label key={value} className={choice}>
              <input type="radio" value={value} className={check} {...form.register('schedule')} />
              {i18n._(SCHEDULE_LABELS[value])}
            </label>
          ))}
        </ChoiceGroup>
        {schedule === 'weekly' ? (
          <TextField
            type="number"
            inputMode="numeric"
            min={1}
            max={7}
            label={t`Days a week`}
            required
            error={translate(errors.daysPerWeek?.message)}
            {...form.register('daysPerWeek', { shouldUnregister: true })}
          />
        ) : null}
        <TextField
          inputMode="decimal"
          label={t`Hours a day`}
          required
          hint={t`A day of four hours or less is paid as four hours.`}
          error={translate(errors.hoursPerDay?.message)}
          {...form.register('hoursPerDay')}
        />
        <ChoiceGroup legend={t`Pay`} required error={translate(errors.payType?.message)}>
          {JOB_PAY_TYPES.map((value) => (
            <label key={value} className={choice}>
              <input type="radio" value={value} className={check} {...form.register('payType')} />
              {i18n._(PAY_TYPE_LABELS[value])}
            </label>
          ))}
        </ChoiceGroup>
        <TextField
          inputMode="decimal"
          label={t`Pay in rand`}
          required
          placeholder="R350"
          hint={translate(payHint) ?? t`At least the national minimum wage for the hours.`}
          error={translate(errors.payRate?.message)}
          {...form.register('payRate')}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={JOB_PLACES_MAX}
          label={t`Workers needed`}
          error={translate(errors.places?.message)}
          {...form.register('places')}
        />
        <label className={choice}>
          <input type="checkbox" className={check} {...form.register('requiresPoliceClearance')} />
          <Trans>Only workers with a police clearance may apply</Trans>
        </label>
      </CardContent>
    </Card>
  );
}
