// The POPIA controls: download everything we hold about me as JSON, and delete my account with a one-time code.
import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DELIVERY_METHODS, type DeliveryMethod, OTP_LENGTH } from '../../../shared/constants.js';
import type { CodeSent, Success } from '../../../shared/schemas/common.js';
import { ME_TEXTS } from '../../../shared/schemas/me.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Dialog } from '../../components/ui/dialog.js';
import { Field } from '../../components/ui/field.js';
import { OtpCodeInput } from '../../components/ui/phone-inputs.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, apiRequest, serverMessage } from '../../lib/api.js';
import { hardRedirect } from '../../lib/navigation.js';

async function downloadMyData(): Promise<void> {
  const res = await apiRequest('GET', '/api/me/export');
  const blob = await res.blob();
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'work-local-my-data.json';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<'confirm' | 'code'>('confirm');
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('whatsapp');
  const [code, setCode] = useState('');
  const [developmentOtp, setDevelopmentOtp] = useState<string | null>(null);

  const sendCode = useMutation({
    mutationFn: () =>
      apiJson<CodeSent>('POST', '/api/me/delete/send-code', {
        deliveryMethod,
      }),
    onSuccess: (data) => {
      setDevelopmentOtp(data.developmentOtp ?? null);
      setStep('code');
      toast({ title: 'OTP Sent', description: ME_TEXTS.codeSent });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to send OTP',
        variant: 'destructive',
      }),
  });

  const deleteAccount = useMutation({
    mutationFn: () => apiJson<Success>('DELETE', '/api/me', { code }),
    onSuccess: () => {
      toast({ title: ME_TEXTS.deleted });
      hardRedirect('/');
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Invalid verification code',
        variant: 'destructive',
      }),
  });

  const close = (next: boolean) => {
    if (!next) {
      setStep('confirm');
      setCode('');
      setDevelopmentOtp(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Delete your account?"
      description="This cannot be undone. To confirm, we send a one-time code to your phone."
      footer={
        step === 'confirm' ? (
          <>
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={sendCode.isPending} onClick={() => sendCode.mutate()}>
              {sendCode.isPending ? 'Sending...' : 'Send Code'}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={() => setStep('confirm')}>
              Back
            </Button>
            <Button
              variant="destructive"
              disabled={code.length !== OTP_LENGTH || deleteAccount.isPending}
              onClick={() => deleteAccount.mutate()}
            >
              {deleteAccount.isPending ? 'Deleting...' : ME_TEXTS.delete}
            </Button>
          </>
        )
      }
    >
      {step === 'confirm' ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Send the code by</legend>
          {DELIVERY_METHODS.map((method) => (
            <label key={method} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="delete-delivery"
                value={method}
                checked={deliveryMethod === method}
                onChange={() => setDeliveryMethod(method)}
              />
              {method === 'whatsapp' ? 'WhatsApp' : 'SMS'}
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="grid gap-3">
          <Field label="Verification code" required>
            {({ id, describedBy }) => (
              <OtpCodeInput
                id={id}
                aria-describedby={describedBy}
                value={code}
                onValueChange={setCode}
                placeholder="000000"
              />
            )}
          </Field>
          {developmentOtp ? (
            <p className="rounded bg-amber-50 p-2 text-sm text-amber-900">
              Development code: <strong>{developmentOtp}</strong>
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

export function PrivacyControls() {
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: downloadMyData,
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? ME_TEXTS.exportFailed,
        variant: 'destructive',
      }),
  });

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{ME_TEXTS.download}</CardTitle>
          <CardDescription>
            A file (JSON) with everything Work Local holds about you: your account, worker profile, work
            history, uploads, documents you submitted, payments, hires and reviews.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button disabled={download.isPending} onClick={() => download.mutate()}>
            <Download size={16} aria-hidden="true" />
            {download.isPending ? 'Preparing...' : ME_TEXTS.download}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{ME_TEXTS.delete}</CardTitle>
          <CardDescription>
            Deleting your account removes your profile, photos, CV, identity documents and police clearance,
            and signs you out everywhere. Reviews you wrote stay, without your name. Payment records are kept
            only as tax law requires, no longer linked to you. You can sign up again later with the same
            number.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 size={16} aria-hidden="true" />
            {ME_TEXTS.delete}
          </Button>
        </CardContent>
      </Card>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
