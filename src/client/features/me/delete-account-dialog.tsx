// 'Delete my account': choose WhatsApp or SMS, receive a one-time code, enter it to delete. Two small forms; the
// dialog's footer buttons submit them.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { DEFAULT_DELIVERY_METHOD, DELIVERY_METHODS, OTP_LENGTH } from '../../../shared/constants.js';
import { deleteAccountSchema, ME_TEXTS, sendDeleteCodeSchema } from '../../../shared/schemas/me.js';
import { Button } from '../../components/ui/button.js';
import { CodeField, DevelopmentCode } from '../../components/ui/code-entry.js';
import { Dialog } from '../../components/ui/dialog.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { hardRedirect } from '../../lib/navigation.js';

type SendValues = z.output<typeof sendDeleteCodeSchema>;
type DeleteValues = z.output<typeof deleteAccountSchema>;

function failed(error: unknown, fallback: string) {
  toast({ title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' });
}

export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sendFormId = useId();
  const codeFormId = useId();
  const [step, setStep] = useState<'confirm' | 'code'>('confirm');
  const [developmentOtp, setDevelopmentOtp] = useState<string | null>(null);
  const sendForm = useForm<z.input<typeof sendDeleteCodeSchema>, unknown, SendValues>({
    resolver: zodResolver(sendDeleteCodeSchema),
    defaultValues: { deliveryMethod: DEFAULT_DELIVERY_METHOD },
  });
  const codeForm = useForm<z.input<typeof deleteAccountSchema>, unknown, DeleteValues>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control: codeForm.control, name: 'code' });

  const sendCode = useMutation({
    mutationFn: (body: SendValues) =>
      apiJson<{ success: true; developmentOtp?: string }>('POST', '/api/me/delete/send-code', body),
    onSuccess: (data) => {
      setDevelopmentOtp(data.developmentOtp ?? null);
      setStep('code');
      toast({ title: 'OTP Sent', description: ME_TEXTS.codeSent });
    },
    onError: (error) => failed(error, 'Failed to send OTP'),
  });

  const deleteAccount = useMutation({
    mutationFn: (body: DeleteValues) => apiJson<{ success: true }>('DELETE', '/api/me', body),
    onSuccess: () => {
      toast({ title: ME_TEXTS.deleted });
      hardRedirect('/');
    },
    onError: (error) => failed(error, 'Invalid verification code'),
  });

  const close = (next: boolean) => {
    if (!next) {
      setStep('confirm');
      codeForm.reset();
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
            <Button type="submit" form={sendFormId} variant="destructive" disabled={sendCode.isPending}>
              {sendCode.isPending ? 'Sending...' : 'Send Code'}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={() => setStep('confirm')}>
              Back
            </Button>
            <Button
              type="submit"
              form={codeFormId}
              variant="destructive"
              disabled={code.length !== OTP_LENGTH || deleteAccount.isPending}
            >
              {deleteAccount.isPending ? 'Deleting...' : ME_TEXTS.delete}
            </Button>
          </>
        )
      }
    >
      {step === 'confirm' ? (
        <form id={sendFormId} onSubmit={sendForm.handleSubmit((body) => sendCode.mutate(body))} noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Send the code by</legend>
            {DELIVERY_METHODS.map((method) => (
              <label key={method} className="flex items-center gap-2 text-sm">
                <input type="radio" value={method} {...sendForm.register('deliveryMethod')} />
                {method === 'whatsapp' ? 'WhatsApp' : 'SMS'}
              </label>
            ))}
          </fieldset>
        </form>
      ) : (
        <form
          id={codeFormId}
          className="grid gap-3"
          onSubmit={codeForm.handleSubmit((body) => deleteAccount.mutate(body))}
          noValidate
        >
          <CodeField control={codeForm.control} name="code" label="Verification code" required />
          <DevelopmentCode code={developmentOtp} />
        </form>
      )}
    </Dialog>
  );
}
