// The account page's trusted contact (issue 20): the phone that gets an SMS when she checks in at work and an alert
// when she does not answer. Shown, set, changed and removed here as well as on the check-in page. Offline the
// change waits on the phone and is sent when the connection returns (issue 32).
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { formatLocalPhone } from '../../../shared/phone.js';
import { trustedContactSetSchema } from '../../../shared/schemas/trust.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { PhoneField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { isConnectionError, serverMessage } from '../../lib/api.js';
import { NO_CONNECTION } from '../../lib/connection-texts.js';
import { isQueued } from '../../lib/offline.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useSaveTrustedContact, useTrustedContact } from '../trust/index.js';

type FormInput = z.input<typeof trustedContactSetSchema>;
type FormValues = z.output<typeof trustedContactSetSchema>;

export function TrustedContactCard() {
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  const contact = useTrustedContact();
  const save = useSaveTrustedContact();
  const current = contact.data?.trustedContactPhone ?? null;
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(trustedContactSetSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { trustedContactPhone: '' },
  });
  const { reset } = form;
  useEffect(() => {
    reset({ trustedContactPhone: current ? formatLocalPhone(current).replace(/\s/g, '') : '' });
  }, [current, reset]);

  const onError = (error: unknown) =>
    toast(
      isConnectionError(error)
        ? { title: i18n._(NO_CONNECTION.title), description: i18n._(NO_CONNECTION.description) }
        : {
            title: t`Error`,
            description: translate(serverMessage(error)) ?? t`Please try again.`,
            variant: 'destructive',
          },
    );
  const queued = () =>
    toast({
      title: t`Saved to send later`,
      description: t`You are offline. Your trusted contact will be saved when the connection returns.`,
    });
  const submit = form.handleSubmit(({ trustedContactPhone }) =>
    save.mutate(trustedContactPhone, {
      onSuccess: (answer) => (isQueued(answer) ? queued() : toast({ title: t`Trusted contact saved` })),
      onError,
    }),
  );
  const remove = () =>
    save.mutate(null, {
      onSuccess: (answer) => (isQueued(answer) ? queued() : toast({ title: t`Trusted contact removed` })),
      onError,
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck size={20} aria-hidden="true" /> <Trans>Trusted contact</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            When you check in at work, we send this person an SMS with the employer’s name and area, and alert
            them if you do not answer when we ask whether you are safe.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm" data-testid="trusted-contact-current">
          {current ? (
            <Trans>Your trusted contact: {formatLocalPhone(current)}</Trans>
          ) : (
            <Trans>You have no trusted contact yet.</Trans>
          )}
        </p>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <PhoneField
            label={t`Trusted contact’s phone`}
            hint={t`South African mobile number, e.g. 082 123 4567`}
            error={translate(form.formState.errors.trustedContactPhone?.message)}
            required
            disabled={contact.isLoading}
            {...form.register('trustedContactPhone')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending || contact.isLoading}>
              {current ? t`Change trusted contact` : t`Save trusted contact`}
            </Button>
            {current ? (
              <Button type="button" variant="outline" onClick={remove} disabled={save.isPending}>
                <Trans>Remove trusted contact</Trans>
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
