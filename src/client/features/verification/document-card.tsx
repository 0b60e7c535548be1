// One document card of the upload page: the tier gate, then upload, 'Pending Review', 'Verification Complete' or
// the rejection with its notes and a re-upload (spec: "Verification upload page").
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, FileUp, XCircle } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import type { TierLevel } from '../../../shared/constants.js';
import {
  canUploadDocument,
  type DocumentType,
  tierRequiredMessage,
  VERIFICATION_MESSAGES,
  type VerificationDocumentPayload,
} from '../../../shared/schemas/verification.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { refreshAuthUser } from '../auth/index.js';
import { WORKER_ME_KEY } from '../worker-profile/index.js';
import { MY_DOCUMENTS_KEY, uploadDocument } from './api.js';

export interface DocumentCardProps {
  documentType: DocumentType;
  title: string;
  description: string;
  tierLevel: TierLevel;
  document: VerificationDocumentPayload | null;
}

const STATUS_TEXT = {
  pending: msg`Pending Review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
} as const;

function StatusLine({ document }: { document: VerificationDocumentPayload }) {
  const { i18n } = useLingui();
  const status = i18n._(STATUS_TEXT[document.status]);
  const icon: Record<VerificationDocumentPayload['status'], ReactNode> = {
    pending: <Clock size={18} aria-hidden="true" className="text-amber-700" />,
    approved: <CheckCircle2 size={18} aria-hidden="true" className="text-emerald-700" />,
    rejected: <XCircle size={18} aria-hidden="true" className="text-red-700" />,
  };
  return (
    <p className="flex items-center gap-2 text-sm">
      {icon[document.status]}
      <span>
        <Trans>
          Status: <strong>{status}</strong>
        </Trans>
      </span>
    </p>
  );
}

export function DocumentCard({ documentType, title, description, tierLevel, document }: DocumentCardProps) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { t } = useLingui();
  const translate = useSharedMessage();
  const upload = useMutation({
    mutationFn: (file: File) => uploadDocument(file, documentType),
    onSuccess: async () => {
      toast({
        title: t`Document Uploaded`,
        description: t`Your document has been submitted for verification.`,
      });
      // An upload changes the worker's verification data and the session user's, besides the documents.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_DOCUMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: WORKER_ME_KEY }),
        refreshAuthUser(),
      ]);
    },
    onError: (error) => {
      toast({
        title: t`Upload Failed`,
        description: translate(serverMessage(error) ?? VERIFICATION_MESSAGES.uploadFailed),
        variant: 'destructive',
      });
    },
  });

  const notes = document?.reviewNotes;
  const allowed = canUploadDocument(documentType, tierLevel);
  const canUpload = allowed && (document === null || document.status === 'rejected');
  const uploadLabel = document?.status === 'rejected' ? t`Re-upload Document` : t`Upload Document`;

  return (
    <Card data-testid={`document-card-${documentType}`}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!allowed ? (
          <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
            {translate(tierRequiredMessage(documentType))}{' '}
            <a href="/tier-upgrade" className="font-medium text-brand-800 underline">
              <Trans>Upgrade Tier</Trans>
            </a>
          </p>
        ) : null}
        {document ? (
          <div className="grid gap-2">
            <StatusLine document={document} />
            {document.status === 'approved' ? (
              <p className="flex items-center gap-2 font-medium text-emerald-800">
                <CheckCircle2 size={18} aria-hidden="true" /> <Trans>Verification Complete</Trans>
              </p>
            ) : null}
            {notes ? (
              <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
                <Trans>
                  <span className="font-medium">Review notes:</span> {notes}
                </Trans>
              </p>
            ) : null}
          </div>
        ) : null}
        {canUpload ? (
          <div>
            <label htmlFor={inputId} className="sr-only">
              <Trans>{title} file (image or PDF)</Trans>
            </label>
            <input
              id={inputId}
              ref={inputRef}
              type="file"
              accept="image/*,application/pdf"
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload.mutate(file);
              }}
            />
            <Button
              disabled={upload.isPending}
              variant={document?.status === 'rejected' ? 'outline' : 'default'}
              onClick={() => inputRef.current?.click()}
            >
              <FileUp size={18} aria-hidden="true" />
              {upload.isPending ? t`Uploading...` : uploadLabel}
            </Button>
            <p className="mt-2 text-xs text-slate-600">
              <Trans>Images or PDF.</Trans>
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
