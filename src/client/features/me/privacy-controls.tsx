// The POPIA controls: download everything we hold about me as JSON, and delete my account with a one-time code.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ME_TEXTS } from '../../../shared/schemas/me.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';

async function downloadMyData(): Promise<void> {
  const res = await apiRequest('GET', '/api/me/export');
  const blob = await res.blob();
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'work-local-my-data.json';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function PrivacyControls() {
  const [deleting, setDeleting] = useState(false);
  const { t } = useLingui();
  const translate = useSharedMessage();
  const downloadLabel = translate(ME_TEXTS.download);
  const deleteLabel = translate(ME_TEXTS.delete);
  const download = useMutation({
    mutationFn: downloadMyData,
    onError: (error) =>
      toast({
        title: t`Error`,
        description: translate(serverMessage(error) ?? ME_TEXTS.exportFailed),
        variant: 'destructive',
      }),
  });

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{downloadLabel}</CardTitle>
          <CardDescription>
            <Trans>
              A file (JSON) with everything Work Local holds about you: your account, worker profile, work
              history, uploads, documents you submitted, payments, hires and reviews.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button disabled={download.isPending} onClick={() => download.mutate()}>
            <Download size={16} aria-hidden="true" />
            {download.isPending ? t`Preparing...` : downloadLabel}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{deleteLabel}</CardTitle>
          <CardDescription>
            <Trans>
              Deleting your account removes your profile, photos, CV, identity documents and police clearance,
              and signs you out everywhere. Reviews you wrote stay, without your name. Payment records are
              kept only as tax law requires, no longer linked to you. You can sign up again later with the
              same number.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 size={16} aria-hidden="true" />
            {deleteLabel}
          </Button>
        </CardContent>
      </Card>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
