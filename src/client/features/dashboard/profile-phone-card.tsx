// The dashboard's profile phone: whether it is confirmed (employers see it only then; until then they see the
// sign-in number), and the two steps that confirm it or a new number: send a code, enter it (issue 15).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { formatLocalPhone } from '../../../shared/phone.js';
import {
  WORKER_PHONE_MESSAGES,
  type WorkerPhoneConfirmed,
  workerPhoneConfirmSchema,
  workerPhoneSendSchema,
} from '../../../shared/schemas/worker-phone.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { CodeField, DevelopmentCode } from '../../components/ui/code-entry.js';
import { PhoneField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { type OwnWorkerProfile, WORKER_ME_KEY } from '../worker-profile/index.js';

type SendInput = z.input<typeof workerPhoneSendSchema>;
type SendValues = z.output<typeof workerPhoneSendSchema>;
const codeSchema = workerPhoneConfirmSchema.pick({ otpCode: true });

interface Sent {
  phoneNumber: string;
  developmentOtp: string | null;
}

function failed(error: unknown) {
  toast({ title: 'Error', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
}

function SendStep({ phone, onSent }: { phone: string; onSent: (sent: Sent) => void }) {
  const form = useForm<SendInput, unknown, SendValues>({
    resolver: zodResolver(workerPhoneSendSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { phoneNumber: formatLocalPhone(phone).replace(/\s/g, '') },
  });
  const send = useMutation({
    mutationFn: (body: SendValues) =>
      apiJson<{ developmentOtp?: string }>('POST', '/api/workers/me/phone/send', body),
    onSuccess: (answer, body) =>
      onSent({ phoneNumber: body.phoneNumber, developmentOtp: answer?.developmentOtp ?? null }),
    onError: failed,
  });
  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit((v) => send.mutate(v))} noValidate>
      <PhoneField
        label="Profile phone number"
        error={form.formState.errors.phoneNumber?.message}
        hint="South African mobile number, e.g. 082 123 4567"
        required
        autoComplete="tel"
        {...form.register('phoneNumber')}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Confirmation Code'}
      </Button>
    </form>
  );
}

function CodeStep({ sent, onDone, onBack }: { sent: Sent; onDone: () => void; onBack: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { otpCode: '' },
  });
  const confirm = useMutation({
    mutationFn: (otpCode: string) =>
      apiJson<WorkerPhoneConfirmed>('POST', '/api/workers/me/phone/confirm', {
        phoneNumber: sent.phoneNumber,
        otpCode,
      }),
    onSuccess: async () => {
      toast({ title: WORKER_PHONE_MESSAGES.confirmed });
      await queryClient.invalidateQueries({ queryKey: WORKER_ME_KEY });
      onDone();
    },
    onError: failed,
  });
  return (
    <form
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ otpCode }) => confirm.mutate(otpCode))}
      noValidate
    >
      <p role="status" className="text-sm text-slate-700">
        {WORKER_PHONE_MESSAGES.codeSent}
      </p>
      <CodeField
        control={form.control}
        name="otpCode"
        label="Confirmation code"
        error={form.formState.errors.otpCode?.message}
        required
        autoFocus
      />
      <DevelopmentCode code={sent.developmentOtp} />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? 'Confirming...' : 'Confirm Phone Number'}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack} disabled={confirm.isPending}>
        Use Another Number
      </Button>
    </form>
  );
}

export function ProfilePhoneCard({ worker }: { worker: OwnWorkerProfile }) {
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const shown = formatLocalPhone(worker.phoneNumber);
  return (
    <Card role="region" aria-labelledby="profile-phone-title">
      <CardHeader>
        <CardTitle id="profile-phone-title">Profile Phone</CardTitle>
        <CardDescription>
          {worker.phoneConfirmed ? (
            <span className="flex items-center gap-2 text-brand-800">
              <CheckCircle2 size={16} aria-hidden="true" />
              {shown}: {WORKER_PHONE_MESSAGES.confirmed}
            </span>
          ) : (
            <span className="flex items-center gap-2 text-amber-800">
              <ShieldAlert size={16} aria-hidden="true" />
              {shown}: {WORKER_PHONE_MESSAGES.notConfirmed}
            </span>
          )}
        </CardDescription>
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
            Change Phone Number
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
