// The dashboard's profile phone: whether it is confirmed (employers see it only then; until then they see the
// sign-in number), and the two steps that confirm it or a new number: send a code, enter it (issue 15). Plain
// state checked by the sign-in's shared rules: no form or schema library on the dashboard (decision 0254).
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { formatLocalPhone } from '../../../shared/phone.js';
import type { WorkerPhoneConfirmed } from '../../../shared/schemas/worker-phone.js';
import { WORKER_PHONE_MESSAGES } from '../../../shared/schemas/worker-phone-texts.js';
import { codeProblem, phoneProblem } from '../../../shared/sign-in-rules.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { DevelopmentCode } from '../../components/ui/code-hints.js';
import { CodeInputField } from '../../components/ui/code-input-field.js';
import { PhoneField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { i18n } from '../../lib/i18n.js';
import { translateSharedMessage, useSharedMessage } from '../../lib/shared-message.js';
import { type OwnWorkerProfile, WORKER_ME_KEY } from '../worker-profile/index.js';

interface Sent {
  phoneNumber: string;
  developmentOtp: string | null;
}

function failed(error: unknown) {
  toast({
    title: i18n._(msg`Error`),
    description: translateSharedMessage(serverMessage(error)) ?? i18n._(msg`Please try again.`),
    variant: 'destructive',
  });
}

function SendStep({ phone, onSent }: { phone: string; onSent: (sent: Sent) => void }) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const [phoneNumber, setPhoneNumber] = useState(formatLocalPhone(phone).replace(/\s/g, ''));
  // Checked on submit only, as before: the message stays until the next try.
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: (body: { phoneNumber: string }) =>
      apiJson<{ developmentOtp?: string }>('POST', '/api/workers/me/phone/send', body),
    onSuccess: (answer, body) =>
      onSent({ phoneNumber: body.phoneNumber, developmentOtp: answer?.developmentOtp ?? null }),
    onError: failed,
  });
  return (
    <form
      className="grid gap-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        const problem = phoneProblem(phoneNumber);
        setError(problem ?? undefined);
        if (problem) input.current?.focus();
        else send.mutate({ phoneNumber: phoneNumber.trim() });
      }}
      noValidate
    >
      <PhoneField
        label={t`Profile phone number`}
        error={translate(error)}
        hint={t`South African mobile number, e.g. 082 123 4567`}
        required
        autoComplete="tel"
        name="phoneNumber"
        value={phoneNumber}
        onChange={(event) => setPhoneNumber(event.target.value)}
        ref={input}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t`Sending...` : t`Send Confirmation Code`}
      </Button>
    </form>
  );
}

function CodeStep({ sent, onDone, onBack }: { sent: Sent; onDone: () => void; onBack: () => void }) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const queryClient = useQueryClient();
  const [otpCode, setOtpCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const confirm = useMutation({
    mutationFn: (otpCode: string) =>
      apiJson<WorkerPhoneConfirmed>('POST', '/api/workers/me/phone/confirm', {
        phoneNumber: sent.phoneNumber,
        otpCode,
      }),
    onSuccess: async () => {
      toast({ title: translateSharedMessage(WORKER_PHONE_MESSAGES.confirmed) });
      await queryClient.invalidateQueries({ queryKey: WORKER_ME_KEY });
      onDone();
    },
    onError: failed,
  });
  return (
    <form
      className="grid gap-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        const problem = codeProblem(otpCode);
        setError(problem ?? undefined);
        if (problem) input.current?.focus();
        else confirm.mutate(otpCode.trim());
      }}
      noValidate
    >
      <p role="status" className="text-sm text-slate-700">
        {translate(WORKER_PHONE_MESSAGES.codeSent)}
      </p>
      <CodeInputField
        ref={input}
        name="otpCode"
        value={otpCode}
        onValueChange={setOtpCode}
        label={t`Confirmation code`}
        error={translate(error)}
        required
        autoFocus
      />
      <DevelopmentCode code={sent.developmentOtp} />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? t`Confirming...` : t`Confirm Phone Number`}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack} disabled={confirm.isPending}>
        <Trans>Use Another Number</Trans>
      </Button>
    </form>
  );
}

export function ProfilePhoneCard({ worker }: { worker: OwnWorkerProfile }) {
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const shown = formatLocalPhone(worker.phoneNumber);
  const translate = useSharedMessage();
  const confirmed = translate(WORKER_PHONE_MESSAGES.confirmed);
  const notConfirmed = translate(WORKER_PHONE_MESSAGES.notConfirmed);
  return (
    <Card role="region" aria-labelledby="profile-phone-title">
      <CardHeader>
        <CardTitle id="profile-phone-title">
          <Trans>Profile Phone</Trans>
        </CardTitle>
        <CardDescription>
          {worker.phoneConfirmed ? (
            <span className="flex items-center gap-2 text-brand-800">
              <CheckCircle2 size={16} aria-hidden="true" />
              <Trans>
                {shown}: {confirmed}
              </Trans>
            </span>
          ) : (
            <span className="flex items-center gap-2 text-amber-800">
              <ShieldAlert size={16} aria-hidden="true" />
              <Trans>
                {shown}: {notConfirmed}
              </Trans>
            </span>
          )}
        </CardDescription>
        <p className="text-sm text-slate-700" data-testid="phone-reveals">
          <Plural
            value={worker.phoneRevealsThisWeek}
            one="# employer saw your number in the last 7 days"
            other="# employers saw your number in the last 7 days"
          />
        </p>
      </CardHeader>
      <CardContent>
        {sent ? (
          <CodeStep
            sent={sent}
            onBack={() => setSent(null)}
            onDone={() => {
              setSent(null);
              setEditing(false);
            }}
          />
        ) : editing || !worker.phoneConfirmed ? (
          <SendStep phone={worker.phoneNumber} onSent={setSent} />
        ) : (
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            <Trans>Change Phone Number</Trans>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
