// Step 1, 'Personal Information': photo, name, phone, skills, CV, the optional work history, availability, rates
// and a description.
import { useState } from 'react';
import { AVAILABILITY_OPTIONS, CATEGORIES } from '../../../shared/constants.js';
import { minimumWageHint, todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { ChoiceGroup, PhoneField, TextareaField, TextField } from '../../components/ui/form-fields.js';
import { FileUpload, type UploadedFile } from './file-upload.js';
import { type RegistrationForm, STEP_HEADING } from './use-registration-wizard.js';
import { WorkHistoryFields } from './work-history-fields.js';

const CV_ACCEPT =
  'image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What the step shows besides the form's values, kept by the wizard while the user visits the other steps. */
export interface ProfileUploads {
  photo: UploadedFile | null;
  cv: UploadedFile | null;
  showHistory: boolean;
}

export function useProfileUploads() {
  return useState<ProfileUploads>({ photo: null, cv: null, showHistory: false });
}

export function ProfileStep({
  form,
  uploads: [uploads, setUploads],
}: {
  form: RegistrationForm;
  uploads: ReturnType<typeof useProfileUploads>;
}) {
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle {...STEP_HEADING}>Personal Information</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <FileUpload
          label="Profile Photo"
          kind="photo"
          accept="image/*"
          required
          selfie
          hint="Take a selfie or upload a clear photo of your face. Max 5MB"
          uploaded={uploads.photo}
          error={errors.profilePhotoUrl?.message}
          onUploaded={(file) => {
            setUploads((u) => ({ ...u, photo: file }));
            form.setValue('profilePhotoUrl', file.url, { shouldValidate: true });
          }}
        />
        <TextField
          label="Full Name"
          required
          error={errors.fullName?.message}
          autoComplete="name"
          {...form.register('fullName')}
        />
        <PhoneField
          label="Phone Number"
          required
          error={errors.phoneNumber?.message}
          autoComplete="tel"
          {...form.register('phoneNumber')}
        />
        <ChoiceGroup
          legend="Work Type / Skills"
          required
          error={errors.skills ? (errors.skills.message ?? errors.skills.root?.message) : undefined}
        >
          <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {CATEGORIES.map((category) => (
              <label key={category} className="flex min-h-[40px] items-center gap-2 text-sm">
                <input type="checkbox" value={category} className="h-5 w-5" {...form.register('skills')} />
                {category}
              </label>
            ))}
          </div>
        </ChoiceGroup>
        <FileUpload
          label="CV (optional)"
          kind="cv"
          accept={CV_ACCEPT}
          hint="Take a photo of your CV or upload a PDF, DOC, DOCX or image file (max 10MB)"
          uploaded={uploads.cv}
          successNote="CV uploaded successfully"
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
            {uploads.showHistory ? 'Hide Manual Work History' : 'Add Manual Work History'}
          </Button>
          {uploads.showHistory ? <WorkHistoryFields form={form} /> : null}
        </div>
        <ChoiceGroup legend="Availability" required error={errors.availability?.message}>
          {AVAILABILITY_OPTIONS.map((option) => (
            <label key={option} className="flex min-h-[40px] items-center gap-2 text-sm">
              <input type="radio" value={option} className="h-5 w-5" {...form.register('availability')} />
              {option}
            </label>
          ))}
        </ChoiceGroup>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Hourly Rate (optional)"
            error={errors.hourlyRate?.message}
            // A hint only: the worker sets her own listed rate (issue 21); an employer's offer may not go below.
            hint={minimumWageHint(form.watch('hourlyRate'), todayInSouthAfrica()) ?? undefined}
            inputMode="decimal"
            placeholder="R50"
            {...form.register('hourlyRate')}
          />
          <TextField
            label="Daily Rate (optional)"
            error={errors.dailyRate?.message}
            inputMode="decimal"
            placeholder="R350"
            {...form.register('dailyRate')}
          />
        </div>
        <TextareaField
          label="About You (optional)"
          placeholder="Tell employers about your experience"
          {...form.register('description')}
        />
      </CardContent>
    </Card>
  );
}
