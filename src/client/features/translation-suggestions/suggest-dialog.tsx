// "Suggest a better translation" (issue 17): the page and language are filled in, the person writes the wording
// they saw (optional) and their better one. It goes to the admins' list for the language's reviewer; nothing on the
// site changes until a fluent speaker has agreed (docs/i18n/README.md).
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LANGUAGES, type LanguageCode } from '../../../shared/i18n/languages.js';
import {
  type CreatedSuggestion,
  SUGGESTION_MESSAGES,
  SUGGESTION_PROPOSAL_MAX,
  SUGGESTION_TEXT_MAX,
} from '../../../shared/schemas/translation-suggestions.js';
import { Field } from '../../components/ui/field.js';
import { FormDialog } from '../../components/ui/form-dialog.js';
import { TextareaField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { activeLanguage } from '../../lib/i18n.js';
import { useSharedMessage } from '../../lib/shared-message.js';

export function SuggestTranslationDialog({ page, onClose }: { page: string; onClose: () => void }) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const [language, setLanguage] = useState<LanguageCode>(activeLanguage());
  const [text, setText] = useState('');
  const [proposal, setProposal] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      apiJson<CreatedSuggestion>('POST', '/api/translation-suggestions', { language, page, text, proposal }),
    onSuccess: () => {
      toast({
        title: t`Suggestion sent`,
        description: t`Thank you. A fluent speaker who reviews this language will read it.`,
      });
      onClose();
    },
    onError: (error) => {
      toast({
        title: t`Could not send the suggestion`,
        description: translate(serverMessage(error)) ?? t`Please try again.`,
        variant: 'destructive',
      });
    },
  });
  return (
    <FormDialog
      title={t`Suggest a better translation`}
      description={t`Seen a word that is wrong or sounds strange? Tell us how you would say it. Our translations are machine-assisted until a fluent speaker has reviewed them.`}
      submitLabel={t`Send suggestion`}
      pendingLabel={t`Sending...`}
      pending={send.isPending}
      onClose={onClose}
      onSubmit={() => {
        if (!proposal.trim()) return setMissing(true);
        send.mutate();
      }}
    >
      <Field label={t`Language`} required>
        {({ id, describedBy }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            value={language}
            onChange={(event) => setLanguage(event.target.value as LanguageCode)}
            className="min-h-[44px] rounded-md border border-slate-300 bg-white px-3 text-sm"
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="text-sm text-slate-600">
        {t`Page:`} <span translate="no">{page}</span>
      </p>
      <TextareaField
        label={t`The words on the page now (optional)`}
        maxLength={SUGGESTION_TEXT_MAX}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <TextareaField
        label={t`Your better translation`}
        required
        maxLength={SUGGESTION_PROPOSAL_MAX}
        rows={3}
        value={proposal}
        error={missing ? translate(SUGGESTION_MESSAGES.proposal) : undefined}
        onChange={(event) => {
          setProposal(event.target.value);
          setMissing(false);
        }}
      />
    </FormDialog>
  );
}
