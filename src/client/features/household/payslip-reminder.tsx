// The monthly reminder (opt-in) to give last month's payslip and pay UIF by the 7th, by WhatsApp or SMS.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReminderSetting } from '../../../shared/schemas/household.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { ChoiceGroup } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { translateSharedMessage } from '../../lib/shared-message.js';
import { useReminderSetting, useSetReminder } from './api.js';

export function ReminderCard() {
  const setting = useReminderSetting();
  const save = useSetReminder();
  const [choice, setChoice] = useState<ReminderSetting['channel'] | undefined>(undefined);
  const { t } = useLingui();
  if (!setting.data) return null;
  const current = choice === undefined ? setting.data.channel : choice;
  const options: { value: ReminderSetting['channel']; label: string }[] = [
    { value: null, label: t`No reminder` },
    { value: 'whatsapp', label: 'WhatsApp' },
    { value: 'sms', label: 'SMS' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Monthly reminder</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            On the 1st of each month we can remind you to give last month’s payslip and to pay UIF on uFiling
            by the 7th. Only if you ask for it; stop it here at any time.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { channel: current },
              {
                onSuccess: (answer) =>
                  toast({ title: answer.channel ? t`Reminder on` : t`Reminder off`, description: '' }),
                onError: (error) =>
                  toast({
                    title: t`Error`,
                    description: translateSharedMessage(serverMessage(error)) ?? '',
                    variant: 'destructive',
                  }),
              },
            );
          }}
        >
          <ChoiceGroup legend={t`Remind me by`}>
            {options.map((option) => (
              <label key={option.value ?? 'none'} className="flex min-h-[40px] items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="reminder-channel"
                  className="h-5 w-5"
                  checked={current === option.value}
                  onChange={() => setChoice(option.value)}
                />
                {option.label}
              </label>
            ))}
          </ChoiceGroup>
          <Button type="submit" variant="outline" disabled={save.isPending}>
            <Trans>Save reminder</Trans>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
