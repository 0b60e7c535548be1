// 'Delete my account': choose WhatsApp or SMS, receive a one-time code, enter it to delete. Two small forms; the
// dialog's footer buttons submit them.
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { i18n } from '../../lib/i18n.js';
import { hardRedirect } from '../../lib/navigation.js';
import { forgetPrivateData } from '../../lib/offline.js';
import { translateSharedMessage } from '../../lib/shared-message.js';

type SendValues = z.output<typeof sendDeleteCodeSchema>;
type DeleteValues = z.output<typeof deleteAccountSchema>;

function failed(error: unknown, fallback: string) {
  toast({
    title: i18n._(msg`Error`),
    description: translateSharedMessage(serverMessage(error)) ?? fallback,
    variant: 'destructive',
  });
}

export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sendFormId = useId();
  const { t } = useLingui();
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
      toast({ title: t`OTP Sent`, description: translateSharedMessage(ME_TEXTS.codeSent) });
    },
    onError: (error) => failed(error, t`Failed to send OTP`),
  });

  const deleteAccount = useMutation({
    mutationFn: (body: DeleteValues) => apiJson<{ success: true }>('DELETE', '/api/me', body),
    onSuccess: async () => {
      toast({ title: translateSharedMessage(ME_TEXTS.deleted) });
      await forgetPrivateData();
      hardRedirect('/');
    },
    onError: (error) => failed(error, t`Invalid verification code`),
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
      title={t`Delete your account?`}
      description={t`This cannot be undone. To confirm, we send a one-time code to your phone.`}
      footer={
        step === 'confirm' ? (
          <>
            <Button variant="outline" onClick={() => close(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" form={sendFormId} variant="destructive" disabled={sendCode.isPending}>
              {sendCode.isPending ? t`Sending...` : t`Send Code`}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={() => setStep('confirm')}>
              <Trans>Back</Trans>
            </Button>
            <Button
              type="submit"
              form={codeFormId}
              variant="destructive"
              disabled={code.length !== OTP_LENGTH || deleteAccount.isPending}
            >
              {deleteAccount.isPending ? t`Deleting...` : translateSharedMessage(ME_TEXTS.delete)}
            </Button>
          </>
        )
      }
    >
      {step === 'confirm' ? (
        <form id={sendFormId} onSubmit={sendForm.handleSubmit((body) => sendCode.mutate(body))} noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">
              <Trans>Send the code by</Trans>
            </legend>
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
          <CodeField control={codeForm.control} name="code" label={t`Verification code`} required />
          <DevelopmentCode code={developmentOtp} />
        </form>
      )}
    </Dialog>
  );
}
