// The registration wizard's state: the one form over the three steps (react-hook-form with the shared schema),
// the step, the promo code, and what submitting does (create the profile, then the trial or the R10 payment).
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldPath, type UseFormReturn, useForm } from 'react-hook-form';
import {
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_PROMO_TRIAL_DAYS,
  REDIRECT_DELAYS_MS,
  WORK_HISTORY_MAX,
} from '../../../shared/constants.js';
import { formatLocalPhone } from '../../../shared/phone.js';
import {
  REGISTRATION_STEP_FIELDS,
  WORKER_PROFILE_EXISTS_CODE,
} from '../../../shared/schemas/registration-rules.js';
import type {
  WorkerRegistrationForm,
  WorkerRegistrationFormInput,
} from '../../../shared/schemas/worker-registration.js';
import { toast } from '../../components/ui/use-toast.js';
import { errorBody, isUnauthorizedError, serverMessage } from '../../lib/api.js';
import { activeLanguage, i18n, translate } from '../../lib/i18n.js';
import { lazyResolver } from '../../lib/lazy-resolver.js';
import { navigate } from '../../lib/navigation.js';
import { translateSharedMessage } from '../../lib/shared-message.js';
import { type AuthUser, redirectUnauthorized, refreshAuthUser } from '../auth/index.js';
import { startRegistrationPayment } from '../payments/index.js';
import { WORKER_ME_KEY } from '../worker-profile/index.js';
import { createWorkerProfile } from './api.js';
import { clearDraft, loadDraft, type ProfileUploads, saveDraft } from './draft.js';
import { usePromoCode } from './use-promo-code.js';

export const WIZARD_STEPS = [msg`Profile Info`, msg`Location`, msg`Payment`] as const;
export type Step = 1 | 2 | 3;
/** Each step's heading: the wizard moves focus there when the step appears. */
export const STEP_HEADING = { tabIndex: -1, 'data-step-heading': true, className: 'outline-none' } as const;
export type RegistrationForm = UseFormReturn<WorkerRegistrationFormInput, unknown, WorkerRegistrationForm>;

const emptyEntry = { workType: '', employerName: '', duties: '', employerPhone: '', reviewRequested: false };

const TRIAL_ACTIVATED = msg`Your {days}-day free trial has been activated!`;

// The form's schema (with zod) loads when the form is first used: the same messages and rules, off the first load.
const loadSchema = () => import('../../../shared/schemas/worker-registration.js');
const formResolver = lazyResolver<WorkerRegistrationFormInput, WorkerRegistrationForm>(async () => {
  const [{ zodResolver }, { workerRegistrationFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    loadSchema(),
  ]);
  return zodResolver(workerRegistrationFormSchema);
});

function goToDashboardSoon() {
  setTimeout(() => navigate('/worker/dashboard'), REDIRECT_DELAYS_MS.registration);
}

function emptyValues(user: AuthUser): DefaultValues<WorkerRegistrationFormInput> {
  return {
    fullName: user.firstName ?? '',
    phoneNumber: formatLocalPhone(user.phoneNumber),
    skills: [],
    availability: undefined,
    // Whoever uses the app in a language speaks it, most likely; the worker unticks it if not.
    spokenLanguages: [activeLanguage()],
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
  };
}

/** Writes the draft on every change until the profile is created; answers what marks it done. */
function useKeptDraft(
  user: AuthUser,
  form: RegistrationForm,
  step: Step,
  uploads: ProfileUploads,
): () => void {
  const done = useRef(false);
  useEffect(() => {
    const write = () => {
      if (!done.current) saveDraft(user.id, { step, values: form.getValues(), ...uploads });
    };
    write();
    const watching = form.watch(write);
    return () => watching.unsubscribe();
  }, [user.id, form, step, uploads]);
  return () => {
    done.current = true;
    clearDraft(user.id);
  };
}

export function useRegistrationWizard(user: AuthUser) {
  const queryClient = useQueryClient();
  // A draft kept from a reload or a lost session (issue 32, item 8) picks up where the person was.
  const [draft] = useState(() => loadDraft(user.id));
  const [step, setStep] = useState<Step>(draft?.step ?? 1);
  const [busy, setBusy] = useState(false);
  const promo = usePromoCode();
  const uploads = useState<ProfileUploads>({
    photo: draft?.photo ?? null,
    cv: draft?.cv ?? null,
    showHistory: draft?.showHistory ?? false,
  });

  const form = useForm<WorkerRegistrationFormInput, unknown, WorkerRegistrationForm>({
    resolver: formResolver.resolver,
    mode: 'onTouched',
    defaultValues: { ...emptyValues(user), ...draft?.values },
  });
  const submitted = useKeptDraft(user, form, step, uploads[0]);

  async function next() {
    const fields = REGISTRATION_STEP_FIELDS[step] as readonly FieldPath<WorkerRegistrationFormInput>[];
    if (await form.trigger([...fields], { shouldFocus: true })) setStep((s) => Math.min(3, s + 1) as Step);
  }

  function back() {
    setStep((s) => Math.max(1, s - 1) as Step);
  }

  async function submit(values: WorkerRegistrationForm) {
    setBusy(true);
    const withPromo = promo.status.validCode ?? undefined;
    let trialDays: number | null = null;
    try {
      // Already here: the form's check loaded it.
      const { toRegistrationPayload } = await loadSchema();
      const created = await createWorkerProfile(toRegistrationPayload(values, { promoCode: withPromo }));
      trialDays = created?.trialDays ?? null;
    } catch (error) {
      setBusy(false);
      if (isUnauthorizedError(error)) {
        redirectUnauthorized('/register-worker');
        return;
      }
      if (errorBody<{ code?: string }>(error)?.code === WORKER_PROFILE_EXISTS_CODE) {
        submitted();
        toast({
          title: i18n._(msg`Profile Already Exists`),
          description: i18n._(msg`You already have a worker profile. Redirecting to dashboard...`),
        });
        goToDashboardSoon();
        return;
      }
      toast({
        title: i18n._(msg`Registration Failed`),
        description:
          translateSharedMessage(serverMessage(error)) ??
          i18n._(msg`Failed to create worker profile. Please try again.`),
        variant: 'destructive',
      });
      return;
    }
    submitted();
    void queryClient.invalidateQueries({ queryKey: WORKER_ME_KEY });
    if (withPromo) {
      void refreshAuthUser();
      toast({
        title: i18n._(msg`Registration Successful!`),
        description: translate(TRIAL_ACTIVATED, {
          days: trialDays ?? promo.status.trialDays ?? DEFAULT_PROMO_TRIAL_DAYS,
        }),
      });
      goToDashboardSoon();
      return;
    }
    if (!(await startRegistrationPayment(values.paymentMethod))) {
      setBusy(false);
      // The profile exists now: the dashboard offers to pay the R10 from there.
      void refreshAuthUser();
    }
  }

  /**
   * Starts downloading the checks when focus first enters the form (a field, Next), so the first check normally
   * finds them here. Not in an effect after the first render: building zod's schemas was a long task on a slow
   * phone while the page was still loading (issue 22: total blocking time).
   */
  function preloadChecks() {
    formResolver.preload();
    promo.preloadChecks();
  }

  return {
    form,
    step,
    next,
    back,
    busy,
    promo,
    uploads,
    preloadChecks,
    onSubmit: form.handleSubmit(submit),
  };
}
