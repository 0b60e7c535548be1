// 'Block' beside a worker's profile (issue 20): the employer no longer sees her, and she no longer sees them; the
// page goes back to Find Workers. Confirmed first, since the profile disappears at once.
import { useLingui } from '@lingui/react/macro';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useBlockToggle } from './api.js';

export function BlockWorkerButton({ workerId, name }: { workerId: string; name: string }) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const [open, setOpen] = useState(false);
  const block = useBlockToggle();
  const confirm = () =>
    block.mutate(
      { workerId, block: true },
      {
        onSuccess: () => {
          toast({
            title: t`Blocked`,
            description: t`You and ${name} no longer see each other on Work Local.`,
          });
          window.location.assign('/find-workers');
        },
        onError: (error) =>
          toast({
            title: t`Could not block`,
            description: translate(serverMessage(error)) ?? t`Please try again.`,
            variant: 'destructive',
          }),
      },
    );
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={t`Block ${name}`}>
        <Ban size={14} aria-hidden="true" /> {t`Block`}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t`Block ${name}?`}
        description={t`Neither of you will see the other's profile or jobs, or be able to hire or apply. You can unblock later.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={block.isPending}>
              {t`Cancel`}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={block.isPending}>
              {t`Block`}
            </Button>
          </>
        }
      />
    </>
  );
}
