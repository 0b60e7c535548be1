// The optional manual work history (Job 1 to Job 3). 'Request Review' only records the wish: the SMS goes out once
// registration is complete.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquare } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { WORK_HISTORY_MAX } from '../../../shared/constants.js';
import { isValidSaPhone } from '../../../shared/phone.js';
import { Button } from '../../components/ui/button.js';
import { PhoneField, TextareaField, TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { i18n } from '../../lib/i18n.js';
import type { RegistrationForm } from './use-registration-wizard.js';

export function WorkHistoryFields({ form }: { form: RegistrationForm }) {
  const entries = useWatch({ control: form.control, name: 'workHistory' }) ?? [];
  const { t } = useLingui();

  // Only reachable with both employer name and phone filled in: the button is disabled until then.
  function requestReview(index: number) {
    if (!isValidSaPhone(entries[index]?.employerPhone?.trim() ?? '')) {
      toast({
        title: i18n._(msg`Invalid Phone Number`),
        description: i18n._(msg`Please enter a valid South African phone number.`),
        variant: 'destructive',
      });
      return;
    }
    form.setValue(`workHistory.${index}.reviewRequested`, true);
    toast({
      title: i18n._(msg`Review request will be sent`),
      description: i18n._(msg`The SMS will be sent after you complete registration.`),
    });
  }

  return (
    <div className="grid gap-4">
      {Array.from({ length: WORK_HISTORY_MAX }, (_, index) => {
        const entry = entries[index];
        const number = index + 1;
        const canRequest = Boolean(entry?.employerName?.trim() && entry?.employerPhone?.trim());
        return (
          <fieldset key={index} className="grid gap-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">
              <Trans>Job {number}</Trans>
            </legend>
            <TextField
              label={t`Work Type`}
              placeholder={t`e.g. Gardening`}
              {...form.register(`workHistory.${index}.workType`)}
            />
            <TextField
              label={t`Employer Name`}
              autoComplete="off"
              {...form.register(`workHistory.${index}.employerName`)}
            />
            <TextareaField label={t`Duties`} rows={2} {...form.register(`workHistory.${index}.duties`)} />
            <PhoneField
              label={t`Employer Phone`}
              {...form.register(`workHistory.${index}.employerPhone`, {
                onChange: () => form.setValue(`workHistory.${index}.reviewRequested`, false),
              })}
            />
            <div className="grid gap-1">
              <Button
                variant="outline"
                size="sm"
                disabled={!canRequest || entry?.reviewRequested}
                onClick={() => requestReview(index)}
              >
                <MessageSquare size={16} aria-hidden="true" />
                {entry?.reviewRequested ? t`Review Requested` : t`Request Review`}
              </Button>
              {entry?.reviewRequested ? (
                <p className="text-xs text-slate-600">
                  <Trans>An SMS will be sent after registration is complete.</Trans>
                </p>
              ) : null}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
