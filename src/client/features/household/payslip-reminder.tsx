// The monthly reminder (opt-in) to give last month's payslip and pay UIF by the 7th, by WhatsApp or SMS.
import { useState } from 'react';
import type { ReminderSetting } from '../../../shared/schemas/household.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { ChoiceGroup } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { useReminderSetting, useSetReminder } from './api.js';

export function ReminderCard() {
  const setting = useReminderSetting();
  const save = useSetReminder();
  const [choice, setChoice] = useState<ReminderSetting['channel'] | undefined>(undefined);
  if (!setting.data) return null;
  const current = choice === undefined ? setting.data.channel : choice;
  const options: { value: ReminderSetting['channel']; label: string }[] = [
    { value: null, label: 'No reminder' },
    { value: 'whatsapp', label: 'WhatsApp' },
    { value: 'sms', label: 'SMS' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Monthly reminder</CardTitle>
        <CardDescription>
          On the 1st of each month we can remind you to give last month’s payslip and to pay UIF on uFiling by
          the 7th. Only if you ask for it; stop it here at any time.
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
                  toast({ title: answer.channel ? 'Reminder on' : 'Reminder off', description: '' }),
                onError: (error) =>
                  toast({ title: 'Error', description: serverMessage(error) ?? '', variant: 'destructive' }),
              },
            );
          }}
        >
          <ChoiceGroup legend="Remind me by">
            {options.map((option) => (
              <label key={option.label} className="flex min-h-[40px] items-center gap-2 text-sm">
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
            Save reminder
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
