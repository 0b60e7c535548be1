// One document card of the upload page: the tier gate, then upload, 'Pending Review', 'Verification Complete' or
// the rejection with its notes and a re-upload (spec: "Verification upload page").
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

const STATUS_TEXT = { pending: 'Pending Review', approved: 'Approved', rejected: 'Rejected' } as const;

function StatusLine({ document }: { document: VerificationDocumentPayload }) {
  const icon: Record<VerificationDocumentPayload['status'], ReactNode> = {
    pending: <Clock size={18} aria-hidden="true" className="text-amber-700" />,
    approved: <CheckCircle2 size={18} aria-hidden="true" className="text-emerald-700" />,
    rejected: <XCircle size={18} aria-hidden="true" className="text-red-700" />,
  };
  return (
    <p className="flex items-center gap-2 text-sm">
      {icon[document.status]}
      <span>
        Status: <strong>{STATUS_TEXT[document.status]}</strong>
      </span>
    </p>
  );
}

export function DocumentCard({ documentType, title, description, tierLevel, document }: DocumentCardProps) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useMutation({
    mutationFn: (file: File) => uploadDocument(file, documentType),
    onSuccess: async () => {
      toast({
        title: 'Document Uploaded',
        description: 'Your document has been submitted for verification.',
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
        title: 'Upload Failed',
        description: serverMessage(error) ?? VERIFICATION_MESSAGES.uploadFailed,
        variant: 'destructive',
      });
    },
  });

  const allowed = canUploadDocument(documentType, tierLevel);
  const canUpload = allowed && (document === null || document.status === 'rejected');
  const uploadLabel = document?.status === 'rejected' ? 'Re-upload Document' : 'Upload Document';

  return (
    <Card data-testid={`document-card-${documentType}`}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!allowed ? (
          <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
            {tierRequiredMessage(documentType)}{' '}
            <a href="/tier-upgrade" className="font-medium text-brand-800 underline">
              Upgrade Tier
            </a>
          </p>
        ) : null}
        {document ? (
          <div className="grid gap-2">
            <StatusLine document={document} />
            {document.status === 'approved' ? (
              <p className="flex items-center gap-2 font-medium text-emerald-800">
                <CheckCircle2 size={18} aria-hidden="true" /> Verification Complete
              </p>
            ) : null}
            {document.reviewNotes ? (
              <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
                <span className="font-medium">Review notes:</span> {document.reviewNotes}
              </p>
            ) : null}
          </div>
        ) : null}
        {canUpload ? (
          <div>
            <label htmlFor={inputId} className="sr-only">
              {title} file (image or PDF)
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
              {upload.isPending ? 'Uploading...' : uploadLabel}
            </Button>
            <p className="mt-2 text-xs text-slate-600">Images or PDF.</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
