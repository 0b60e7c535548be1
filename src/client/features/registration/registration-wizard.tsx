// The 3-step worker registration wizard (spec: "Worker registration"): profile info, location, payment or promo.
// One form runs through the steps (useRegistrationWizard); each step renders its own fields.
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { PRICES_CENTS } from '../../../shared/constants.js';
import { Button } from '../../components/ui/button.js';
import { useAfterPaint } from '../../lib/after-paint.js';
import { useFormatMoney } from '../../lib/format-money.js';
import type { AuthUser } from '../auth/index.js';
import { LocationStep } from './location-step.js';
import { PaymentStep } from './payment-step.js';
import { ProfileStep } from './profile-step.js';
import { ProgressHeader } from './progress-header.js';
import { type Step, useRegistrationWizard } from './use-registration-wizard.js';

/** Fields whose Enter is the browser's implicit submission (a phone keyboard's Go): every input but buttons. */
function submitsOnEnter(target: EventTarget): boolean {
  return (
    target instanceof HTMLInputElement &&
    !['button', 'submit', 'reset', 'file', 'image'].includes(target.type)
  );
}

/** Moves focus to each new step's heading (not on first load), so a screen reader starts reading there. */
function useFocusStepHeading(step: Step) {
  const formRef = useRef<HTMLFormElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    formRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);
  return formRef;
}

export function RegistrationWizard({ user }: { user: AuthUser }) {
  const { form, step, next, back, busy, promo, uploads, preloadChecks, onSubmit } =
    useRegistrationWizard(user);
  const formRef = useFocusStepHeading(step);
  // Step 1's lower fields and the step buttons come in a second render, once the first has painted (decision 0394).
  const painted = useAfterPaint();
  const { t } = useLingui();
  const price = useFormatMoney()(PRICES_CENTS.registration);

  // Enter in a field never submits (a paid registration is one key away on step 3): on steps 1 and 2 it is Next
  // Step, on step 3 only the submit button submits (the promo field's Enter applies the code, in its own handler).
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.defaultPrevented || !submitsOnEnter(event.target)) return;
    event.preventDefault();
    if (step < 3 && !busy) void next();
  }

  const submitLabel = busy
    ? t`Processing...`
    : promo.status.validCode !== null
      ? t`Complete Free Registration`
      : t`Complete Registration - ${price}`;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      onFocus={preloadChecks}
      className="grid gap-6"
    >
      <ProgressHeader step={step} />
      {step === 1 ? <ProfileStep form={form} uploads={uploads} complete={painted} /> : null}
      {step === 2 ? <LocationStep form={form} /> : null}
      {step === 3 ? <PaymentStep form={form} promo={promo} /> : null}
      {painted ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <Button variant="outline" onClick={back} disabled={busy}>
              <Trans>Back</Trans>
            </Button>
          ) : (
            <span />
          )}
          {step < 3 ? (
            // Distinct keys: reusing one DOM button would turn the clicked 'Next Step' into a submit mid-click.
            <Button key="next" onClick={() => void next()}>
              <Trans>Next Step</Trans>
            </Button>
          ) : (
            <Button key="submit" type="submit" disabled={busy}>
              {submitLabel}
            </Button>
          )}
        </div>
      ) : null}
    </form>
  );
}
