// Step 1, 'Personal Information': photo, name, phone, skills, CV, the optional work history, availability, rates
// and a description.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dispatch, SetStateAction } from 'react';
import { AVAILABILITY_OPTIONS, CATEGORIES } from '../../../shared/constants.js';
import { availabilityLabel } from '../../../shared/i18n/availability-labels.js';
import { CATEGORY_LABELS } from '../../../shared/i18n/category-labels.js';
import { minimumWageHint, todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import type { SpokenLanguageCode } from '../../../shared/spoken-languages.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { ChoiceGroup, PhoneField, TextareaField, TextField } from '../../components/ui/form-fields.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { SpokenLanguagesPicker } from '../worker-profile/index.js';
import type { ProfileUploads } from './draft.js';
import { FileUpload } from './file-upload.js';
import { type RegistrationForm, STEP_HEADING } from './use-registration-wizard.js';
import { WorkHistoryFields } from './work-history-fields.js';

const CV_ACCEPT =
  'image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function ProfileStep({
  form,
  uploads: [uploads, setUploads],
  complete,
}: {
  form: RegistrationForm;
  uploads: [ProfileUploads, Dispatch<SetStateAction<ProfileUploads>>];
  /**
   * False for the wizard's first render: the fields a phone shows first (photo, name, phone, skills) are painted on
   * their own, and the rest below the fold follow in a render of their own (the wizard's first render was a 23-35 ms
   * task on the bench machine, four times that on the phone Lighthouse simulates; decision 0394).
   */
  complete: boolean;
}) {
  const errors = form.formState.errors;
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  return (
    <Card>
      <CardHeader>
        <CardTitle {...STEP_HEADING}>
          <Trans>Personal Information</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <FileUpload
          label={t`Profile Photo`}
          kind="photo"
          accept="image/*"
          required
          selfie
          hint={t`Take a selfie or upload a clear photo of your face. Max 5MB`}
          uploaded={uploads.photo}
          error={translate(errors.profilePhotoUrl?.message)}
          onUploaded={(file) => {
            setUploads((u) => ({ ...u, photo: file }));
            form.setValue('profilePhotoUrl', file.url, { shouldValidate: true });
          }}
        />
        <TextField
          label={t`Full Name`}
          required
          error={translate(errors.fullName?.message)}
          autoComplete="name"
          {...form.register('fullName')}
        />
        <PhoneField
          label={t`Phone Number`}
          required
          error={translate(errors.phoneNumber?.message)}
          autoComplete="tel"
          {...form.register('phoneNumber')}
        />
        <ChoiceGroup
          legend={t`Work Type / Skills`}
          required
          error={translate(errors.skills?.message ?? errors.skills?.root?.message)}
        >
          <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {CATEGORIES.map((category) => (
              <label key={category} className="flex min-h-[40px] items-center gap-2 text-sm">
                <input type="checkbox" value={category} className="h-5 w-5" {...form.register('skills')} />
                {i18n._(CATEGORY_LABELS[category])}
              </label>
            ))}
          </div>
        </ChoiceGroup>
        {complete ? <ProfileStepRest form={form} uploads={[uploads, setUploads]} /> : null}
      </CardContent>
    </Card>
  );
}

/** The step's fields below the skills: the CV, the work history, availability, languages, rates, a description. */
function ProfileStepRest({
  form,
  uploads: [uploads, setUploads],
}: {
  form: RegistrationForm;
  uploads: [ProfileUploads, Dispatch<SetStateAction<ProfileUploads>>];
}) {
  const errors = form.formState.errors;
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  return (
    <>
      <FileUpload
        label={t`CV (optional)`}
        kind="cv"
        accept={CV_ACCEPT}
        hint={t`Take a photo of your CV or upload a PDF, DOC, DOCX or image file (max 10MB)`}
        uploaded={uploads.cv}
        successNote={t`CV uploaded successfully`}
        onUploaded={(file) => {
          setUploads((u) => ({ ...u, cv: file }));
          form.setValue('cvUrl', file.url);
        }}
      />
      <div className="grid gap-3">
        <Button
          variant="outline"
          aria-expanded={uploads.showHistory}
          onClick={() => setUploads((u) => ({ ...u, showHistory: !u.showHistory }))}
        >
          {uploads.showHistory ? t`Hide Manual Work History` : t`Add Manual Work History`}
        </Button>
        {uploads.showHistory ? <WorkHistoryFields form={form} /> : null}
      </div>
      <ChoiceGroup legend={t`Availability`} required error={translate(errors.availability?.message)}>
        {AVAILABILITY_OPTIONS.map((option) => (
          <label key={option} className="flex min-h-[40px] items-center gap-2 text-sm">
            <input type="radio" value={option} className="h-5 w-5" {...form.register('availability')} />
            {i18n._(availabilityLabel(option))}
          </label>
        ))}
      </ChoiceGroup>
      <SpokenLanguagesPicker
        value={form.watch('spokenLanguages') ?? []}
        onChange={(next) =>
          form.setValue('spokenLanguages', next as SpokenLanguageCode[], { shouldValidate: true })
        }
        error={translate(errors.spokenLanguages?.message)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Hourly Rate (optional)`}
          error={translate(errors.hourlyRate?.message)}
          // A hint only: the worker sets her own listed rate (issue 21); an employer's offer may not go below.
          hint={translate(minimumWageHint(form.watch('hourlyRate'), todayInSouthAfrica()))}
          inputMode="decimal"
          placeholder="R50"
          {...form.register('hourlyRate')}
        />
        <TextField
          label={t`Daily Rate (optional)`}
          error={translate(errors.dailyRate?.message)}
          inputMode="decimal"
          placeholder="R350"
          {...form.register('dailyRate')}
        />
      </div>
      <TextareaField
        label={t`About You (optional)`}
        placeholder={t`Tell employers about your experience`}
        {...form.register('description')}
      />
    </>
  );
}
