// The developer phone's voice note (issue 35): an audio file sent as this number, as WhatsApp would send it.
import { useLingui } from '@lingui/react/macro';
import { Mic } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { useSendVoiceNoteAsPhone } from './api.js';

export function VoiceNoteForm({ phoneNumber }: { phoneNumber: string }) {
  const { t } = useLingui();
  const id = useId();
  const send = useSendVoiceNoteAsPhone(phoneNumber);
  const [file, setFile] = useState<File | null>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        send.mutate(file, {
          onSuccess: () => {
            setFile(null);
            event.currentTarget.reset();
          },
          onError: (error) =>
            toast({ title: t`Error`, description: serverMessage(error) ?? '', variant: 'destructive' }),
        });
      }}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t`Voice note (an audio file)`}
        </label>
        <input
          id={id}
          type="file"
          accept="audio/*"
          className="min-w-0 max-w-full text-sm"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={!file || send.isPending}>
        <Mic size={16} aria-hidden="true" /> {t`Send voice note`}
      </Button>
    </form>
  );
}
