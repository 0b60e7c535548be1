// Notification preferences on the account page (issue 19): the channel, which optional messages, quiet hours, and
// STOP in the same place. One form with the shared schema; the server keeps the same rules.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type NotificationPreferencesBody,
  notificationPreferencesSchema,
} from '../../../shared/schemas/notifications.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { ChoiceGroup, TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api.js';

type Toggle = 'hireReminders' | 'reviewReceived' | 'expiryReminders' | 'jobAlerts';

function CheckRow({
  children,
  ...input
}: { children: ReactNode } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex min-h-[44px] items-center gap-3 text-sm text-slate-800">
      <input type="checkbox" className="h-5 w-5 shrink-0" {...input} />
      <span>{children}</span>
    </label>
  );
}

export function NotificationPreferences() {
  const { t } = useLingui();
  const current = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const form = useForm<NotificationPreferencesBody>({ resolver: zodResolver(notificationPreferencesSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (current.data) form.reset(current.data);
  }, [current.data, form]);

  if (!current.data) return null;

  const toggles: { name: Toggle; label: string }[] = [
    { name: 'hireReminders', label: t`A reminder the day before a hire request expires` },
    { name: 'reviewReceived', label: t`When someone reviews my work` },
    { name: 'expiryReminders', label: t`7 days before my listing or tier ends, and on the day` },
    { name: 'jobAlerts', label: t`New jobs near me (job alerts)` },
  ];

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => toast({ title: t`Notification settings saved`, description: '' }),
      onError: (error) =>
        toast({
          title: t`Error`,
          description: serverMessage(error) ?? t`Could not save your settings. Please try again.`,
          variant: 'destructive',
        }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell size={20} aria-hidden="true" />
          {t`Notifications`}
        </CardTitle>
        <CardDescription>
          {t`How we reach you about hires, reviews and your listing. You can also answer our messages: reply 1 to accept a hire request, 2 to decline, HELP for more.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={onSubmit} noValidate>
          <ChoiceGroup legend={t`Send my messages by`}>
            {(['whatsapp', 'sms'] as const).map((channel) => (
              <label key={channel} className="flex min-h-[44px] items-center gap-3 text-sm text-slate-800">
                <input type="radio" value={channel} className="h-5 w-5" {...form.register('channel')} />
                {channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}
              </label>
            ))}
          </ChoiceGroup>
          <ChoiceGroup legend={t`Also tell me`}>
            {toggles.map((toggle) => (
              <CheckRow key={toggle.name} {...form.register(toggle.name)}>
                {toggle.label}
              </CheckRow>
            ))}
          </ChoiceGroup>
          <ChoiceGroup legend={t`Quiet hours (South African time)`} className="grid gap-3">
            <p className="text-xs text-slate-600">
              {t`Reminders and job alerts wait until your quiet hours end. Hire requests, answers and codes still arrive.`}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                type="time"
                label={t`From`}
                error={errors.quietStart?.message}
                {...form.register('quietStart')}
              />
              <TextField
                type="time"
                label={t`Until`}
                error={errors.quietEnd?.message}
                {...form.register('quietEnd')}
              />
            </div>
          </ChoiceGroup>
          <ChoiceGroup legend={t`Stop all alerts`}>
            <CheckRow {...form.register('alertsStopped')}>
              {t`No alerts or offers at all (the same as replying STOP). Codes and messages about your own hires still arrive.`}
            </CheckRow>
          </ChoiceGroup>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t`Saving...` : t`Save notification settings`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
