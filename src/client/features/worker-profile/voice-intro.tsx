// Her spoken introduction above the written "About" (issue 35): the play button for everyone who may see the
// profile; to her also the admin's reason if it is hidden, and a way to remove it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkerProfile } from '../../../shared/schemas/search.js';
import { Button } from '../../components/ui/button.js';
import { ReportButton } from '../reports/index.js';
import { HiddenVoiceNote, useRemoveVoiceIntro, VoicePlayer } from '../voice-notes/index.js';

export function VoiceIntro({ worker }: { worker: WorkerProfile }) {
  const { t } = useLingui();
  const remove = useRemoveVoiceIntro(worker.id);
  const note = worker.voiceIntro;
  if (!note) return null;
  return (
    <div className="mb-3 grid gap-2" data-testid="voice-intro">
      <p className="text-slate-600">
        <Trans>Voice introduction</Trans>
      </p>
      <VoicePlayer note={note} kind="intro" />
      {note.hiddenReason ? <HiddenVoiceNote reason={note.hiddenReason} /> : null}
      {worker.isOwnProfile ? null : (
        <ReportButton
          target={{ subjectType: 'voice_note', subjectId: note.id }}
          label={t`Report this voice note`}
        />
      )}
      {worker.isOwnProfile ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t`Remove your voice introduction?`)) remove.mutate();
          }}
        >
          <Trans>Remove voice introduction</Trans>
        </Button>
      ) : null}
    </div>
  );
}
