// The 3-step worker registration wizard (spec: "Worker registration"): profile info, location, payment or promo.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CreditCard, LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import {
  AVAILABILITY_OPTIONS,
  CATEGORIES,
  COORDINATE_DECIMALS,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_PROMO_TRIAL_DAYS,
  formatRand,
  PAYMENT_METHODS,
  PRICES_CENTS,
  REDIRECT_DELAYS_MS,
  WORK_HISTORY_MAX,
} from '../../../shared/constants.js';
import { formatLocalPhone } from '../../../shared/phone.js';
import {
  REGISTRATION_STEP_FIELDS,
  toRegistrationPayload,
  type WorkerRegistrationForm,
  type WorkerRegistrationFormInput,
  workerRegistrationFormSchema,
} from '../../../shared/schemas/worker-registration.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Field, Input, RequiredMark, Textarea } from '../../components/ui/field.js';
import { PhoneInput } from '../../components/ui/phone-inputs.js';
import { toast } from '../../components/ui/use-toast.js';
import { isUnauthorizedError, serverMessage } from '../../lib/api.js';
import { detectLocation } from '../../lib/geolocation.js';
import { navigate } from '../../lib/navigation.js';
import { type AuthUser, redirectUnauthorized, refreshAuthUser } from '../auth/index.js';
import { createWorkerProfile, startRegistrationPayment, validatePromoCode, WORKER_ME_KEY } from './api.js';
import { FileUpload, type UploadedFile } from './file-upload.js';
import { WorkHistoryFields } from './work-history-fields.js';

const STEPS = ['Profile Info', 'Location', 'Payment'] as const;
type Step = 1 | 2 | 3;

interface PromoState {
  code: string;
  checking: boolean;
  valid: boolean;
  trialDays: number | null;
  error: string | null;
}

const emptyEntry = { workType: '', employerName: '', duties: '', employerPhone: '', reviewRequested: false };

function ProgressHeader({ step }: { step: Step }) {
  return (
    <ol className="mb-6 grid grid-cols-3 gap-2" aria-label="Registration progress">
      {STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li
            key={label}
            className="flex flex-col items-center gap-1 text-center"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span
              className={`flex h-9 w-9 items-center justify-center rounded-full text-sm font-semibold ${
                state === 'todo' ? 'bg-slate-200 text-slate-700' : 'bg-brand-800 text-white'
              }`}
            >
              {state === 'done' ? <Check size={16} aria-label="Done" /> : n}
            </span>
            <span
              className={`text-xs ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function RegistrationWizard({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(1);
  const [photo, setPhoto] = useState<UploadedFile | null>(null);
  const [cv, setCv] = useState<UploadedFile | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [locating, setLocating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [promo, setPromo] = useState<PromoState>({
    code: '',
    checking: false,
    valid: false,
    trialDays: null,
    error: null,
  });

  const form = useForm<WorkerRegistrationFormInput, unknown, WorkerRegistrationForm>({
    resolver: zodResolver(workerRegistrationFormSchema),
    mode: 'onTouched',
    defaultValues: {
      fullName: user.firstName ?? '',
      phoneNumber: formatLocalPhone(user.phoneNumber),
      skills: [],
      availability: undefined,
      hourlyRate: '',
      dailyRate: '',
      description: '',
      profilePhotoUrl: '',
      cvUrl: '',
      address: '',
      suburb: '',
      city: '',
      postalCode: '',
      latitude: '',
      longitude: '',
      workHistory: Array.from({ length: WORK_HISTORY_MAX }, () => ({ ...emptyEntry })),
      paymentMethod: DEFAULT_PAYMENT_METHOD,
    },
  });
  const errors = form.formState.errors;
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  // Only 'Use Current Location' fills the coordinates, so they double as its 'Detected location' line.
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });

  async function next() {
    const fields = REGISTRATION_STEP_FIELDS[step] as readonly FieldPath<WorkerRegistrationFormInput>[];
    if (await form.trigger([...fields], { shouldFocus: true })) setStep((s) => Math.min(3, s + 1) as Step);
  }

  async function useCurrentLocation() {
    setLocating(true);
    const at = await detectLocation({ enableHighAccuracy: true, timeout: 15_000 });
    setLocating(false);
    if (!at) return;
    form.setValue('latitude', String(at.lat));
    form.setValue('longitude', String(at.lng));
  }

  async function applyPromo() {
    const code = promo.code.trim().toUpperCase();
    if (!code) return;
    setPromo((p) => ({ ...p, checking: true, error: null }));
    try {
      const answer = await validatePromoCode(code);
      if (answer.valid) {
        setPromo({ code, checking: false, valid: true, trialDays: answer.trialDays, error: null });
        toast({ title: 'Promo Code Valid!', description: `${answer.trialDays}-day free trial applied!` });
      } else {
        setPromo({
          code,
          checking: false,
          valid: false,
          trialDays: null,
          error: answer.message || 'Invalid promo code',
        });
      }
    } catch (error) {
      setPromo({
        code,
        checking: false,
        valid: false,
        trialDays: null,
        error: serverMessage(error) ?? 'Invalid promo code',
      });
    }
  }

  async function submit(values: WorkerRegistrationForm) {
    setBusy(true);
    const withPromo = promo.valid ? promo.code : undefined;
    let trialDays: number | null = null;
    try {
      const created = await createWorkerProfile(toRegistrationPayload(values, { promoCode: withPromo }));
      trialDays = created?.trialDays ?? null;
    } catch (error) {
      setBusy(false);
      if (isUnauthorizedError(error)) {
        redirectUnauthorized('/register-worker');
        return;
      }
      const message = serverMessage(error);
      if (message?.includes('already exists')) {
        toast({
          title: 'Profile Already Exists',
          description: 'You already have a worker profile. Redirecting to dashboard...',
        });
        setTimeout(() => navigate('/worker/dashboard'), REDIRECT_DELAYS_MS.registration);
        return;
      }
      toast({
        title: 'Registration Failed',
        description: message ?? 'Failed to create worker profile. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: WORKER_ME_KEY });
    if (withPromo) {
      void refreshAuthUser();
      toast({
        title: 'Registration Successful!',
        description: `Your ${trialDays ?? promo.trialDays ?? DEFAULT_PROMO_TRIAL_DAYS}-day free trial has been activated!`,
      });
      setTimeout(() => navigate('/worker/dashboard'), REDIRECT_DELAYS_MS.registration);
      return;
    }
    if (!(await startRegistrationPayment(values.paymentMethod))) {
      setBusy(false);
      // The profile exists now: the dashboard offers to pay the R10 from there.
      void refreshAuthUser();
    }
  }

  const submitLabel = busy
    ? 'Processing...'
    : promo.valid
      ? 'Complete Free Registration'
      : `Complete Registration - ${formatRand(PRICES_CENTS.registration)}`;

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-6">
      <ProgressHeader step={step} />

      {step === 1 ? (
        <Card>
          <CardHeader>
            <CardTitle>Personal Information</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <FileUpload
              label="Profile Photo"
              kind="photo"
              accept="image/*"
              required
              selfie
              hint="Take a selfie or upload a clear photo of your face. Max 5MB"
              uploaded={photo}
              error={errors.profilePhotoUrl?.message}
              onUploaded={(file) => {
                setPhoto(file);
                form.setValue('profilePhotoUrl', file.url, { shouldValidate: true });
              }}
            />
            <Field label="Full Name" required error={errors.fullName?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  autoComplete="name"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('fullName')}
                />
              )}
            </Field>
            <Field label="Phone Number" required error={errors.phoneNumber?.message}>
              {({ id, describedBy, invalid }) => (
                <PhoneInput
                  id={id}
                  autoComplete="tel"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('phoneNumber')}
                />
              )}
            </Field>
            <fieldset className="grid gap-2" aria-describedby={errors.skills ? 'skills-error' : undefined}>
              <legend className="text-sm font-medium text-slate-800">
                Work Type / Skills
                <RequiredMark />
              </legend>
              <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                {CATEGORIES.map((category) => (
                  <label key={category} className="flex min-h-[40px] items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      value={category}
                      className="h-5 w-5"
                      {...form.register('skills')}
                    />
                    {category}
                  </label>
                ))}
              </div>
              {errors.skills ? (
                <p id="skills-error" role="alert" className="text-sm text-red-700">
                  {errors.skills.message ?? errors.skills.root?.message}
                </p>
              ) : null}
            </fieldset>
            <FileUpload
              label="CV (optional)"
              kind="cv"
              accept="image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              hint="Take a photo of your CV or upload a PDF, DOC, DOCX or image file (max 10MB)"
              uploaded={cv}
              successNote="CV uploaded successfully"
              onUploaded={(file) => {
                setCv(file);
                form.setValue('cvUrl', file.url);
              }}
            />
            <div className="grid gap-3">
              <Button variant="outline" aria-expanded={showHistory} onClick={() => setShowHistory((v) => !v)}>
                {showHistory ? 'Hide Manual Work History' : 'Add Manual Work History'}
              </Button>
              {showHistory ? <WorkHistoryFields form={form} /> : null}
            </div>
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.availability ? 'availability-error' : undefined}
            >
              <legend className="text-sm font-medium text-slate-800">
                Availability
                <RequiredMark />
              </legend>
              {AVAILABILITY_OPTIONS.map((option) => (
                <label key={option} className="flex min-h-[40px] items-center gap-2 text-sm">
                  <input type="radio" value={option} className="h-5 w-5" {...form.register('availability')} />
                  {option}
                </label>
              ))}
              {errors.availability ? (
                <p id="availability-error" role="alert" className="text-sm text-red-700">
                  {errors.availability.message}
                </p>
              ) : null}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Hourly Rate (optional)" error={errors.hourlyRate?.message}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    inputMode="decimal"
                    placeholder="R50"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...form.register('hourlyRate')}
                  />
                )}
              </Field>
              <Field label="Daily Rate (optional)" error={errors.dailyRate?.message}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    inputMode="decimal"
                    placeholder="R350"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...form.register('dailyRate')}
                  />
                )}
              </Field>
            </div>
            <Field label="About You (optional)">
              {({ id }) => (
                <Textarea
                  id={id}
                  placeholder="Tell employers about your experience"
                  {...form.register('description')}
                />
              )}
            </Field>
          </CardContent>
        </Card>
      ) : null}

      {step === 2 ? (
        <Card>
          <CardHeader>
            <CardTitle>Location Settings</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="grid gap-2">
              <Button variant="outline" onClick={useCurrentLocation} disabled={locating}>
                <LocateFixed size={16} aria-hidden="true" />
                {locating ? 'Detecting...' : 'Use Current Location'}
              </Button>
              {latitude && longitude ? (
                <p className="text-sm text-slate-700" aria-live="polite">
                  Detected location: {Number(latitude).toFixed(COORDINATE_DECIMALS)},{' '}
                  {Number(longitude).toFixed(COORDINATE_DECIMALS)}
                </p>
              ) : null}
            </div>
            <Field label="Address" required error={errors.address?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  autoComplete="street-address"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('address')}
                />
              )}
            </Field>
            <Field label="Suburb/Area" required error={errors.suburb?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('suburb')}
                />
              )}
            </Field>
            <Field label="City" required error={errors.city?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  autoComplete="address-level2"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('city')}
                />
              )}
            </Field>
            <Field label="Postal Code" required error={errors.postalCode?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('postalCode')}
                />
              )}
            </Field>
            <p className="flex gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
              <MapPin size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
              Your exact address is private. Employers only see your general area on the map until you accept
              a job.
            </p>
          </CardContent>
        </Card>
      ) : null}

      {step === 3 ? (
        <Card>
          <CardHeader>
            <CardTitle>Complete Registration - {formatRand(PRICES_CENTS.registration)}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="grid gap-1.5">
              <label htmlFor="promo-code" className="text-sm font-medium text-slate-800">
                Promo Code
              </label>
              <div className="flex gap-2">
                <Input
                  id="promo-code"
                  placeholder="FREE30D1"
                  autoCapitalize="characters"
                  value={promo.code}
                  aria-invalid={promo.error ? true : undefined}
                  aria-describedby={promo.error ? 'promo-error' : promo.valid ? 'promo-ok' : undefined}
                  onChange={(e) =>
                    setPromo({
                      code: e.target.value.toUpperCase(),
                      checking: false,
                      valid: false,
                      trialDays: null,
                      error: null,
                    })
                  }
                />
                <Button variant="secondary" onClick={() => void applyPromo()} disabled={promo.checking}>
                  Apply
                </Button>
              </div>
              {promo.error ? (
                <p id="promo-error" role="alert" className="text-sm text-red-700">
                  {promo.error}
                </p>
              ) : null}
              {promo.valid ? (
                <p id="promo-ok" className="text-sm text-green-800">
                  {promo.trialDays}-day free trial applied!
                </p>
              ) : null}
            </div>
            {promo.valid ? null : (
              <>
                <Card className="border-brand-700">
                  <CardHeader>
                    <CardTitle>Basic Tier</CardTitle>
                    <CardDescription>
                      <span className="text-2xl font-bold text-slate-900">
                        {formatRand(PRICES_CENTS.registration, { decimals: true })}
                      </span>{' '}
                      once-off
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <ul className="grid gap-1 text-sm">
                      {['Profile listing on map', 'CV and photo upload', 'Contact from employers'].map(
                        (perk) => (
                          <li key={perk} className="flex items-center gap-2">
                            <Check size={16} aria-hidden="true" className="text-green-700" />
                            {perk}
                          </li>
                        ),
                      )}
                    </ul>
                  </CardContent>
                </Card>
                <fieldset className="grid gap-2">
                  <legend className="text-sm font-medium text-slate-800">Payment Method</legend>
                  {PAYMENT_METHODS.map((method) => (
                    <label
                      key={method.id}
                      className={`flex min-h-[44px] items-center gap-3 rounded-md border p-3 text-sm ${
                        paymentMethod === method.id ? 'border-brand-700 bg-brand-50' : 'border-slate-200'
                      }`}
                    >
                      <input
                        type="radio"
                        value={method.id}
                        className="h-5 w-5"
                        {...form.register('paymentMethod')}
                      />
                      <CreditCard size={16} aria-hidden="true" />
                      {method.label}
                    </label>
                  ))}
                  {errors.paymentMethod ? (
                    <p role="alert" className="text-sm text-red-700">
                      {errors.paymentMethod.message}
                    </p>
                  ) : null}
                </fieldset>
              </>
            )}
          </CardContent>
        </Card>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <Button
            variant="outline"
            onClick={() => setStep((s) => Math.max(1, s - 1) as Step)}
            disabled={busy}
          >
            Back
          </Button>
        ) : (
          <span />
        )}
        {step < 3 ? (
          // Distinct keys: reusing one DOM button would turn the clicked 'Next Step' into a submit mid-click.
          <Button key="next" onClick={() => void next()}>
            Next Step
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={busy}>
            {submitLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
