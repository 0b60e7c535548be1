// The admin's pending list (spec: "Admin screen"): type label, submitted date and time, 'Pending Review', the
// worker's name (issue 16), the first 20 characters of the worker and user ids, 'View Document' in a new tab, and Approve / Reject.
import { useLingui } from '@lingui/react/macro';
import { Check, ExternalLink, X } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_ID_CHARS } from '../../../shared/constants.js';
import { DOCUMENT_TYPE_LABELS, type PendingDocumentPayload } from '../../../shared/schemas/verification.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { formatDateTime } from './format.js';
import { type Decision, ReviewDialog } from './review-dialog.js';

function Submitted({ iso }: { iso: string }) {
  const { t } = useLingui();
  const when = formatDateTime(iso);
  return <p className="text-sm text-slate-600">{t`Submitted ${when}`}</p>;
}

export function PendingDocuments({ documents }: { documents: readonly PendingDocumentPayload[] }) {
  const { t } = useLingui();
  const [target, setTarget] = useState<{ document: PendingDocumentPayload; decision: Decision } | null>(null);
  if (documents.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-700">{t`No pending verifications`}</p>
    );
  }
  return (
    <>
      <ul className="grid gap-4" aria-label={t`Pending documents`}>
        {documents.map((document) => (
          <li key={document.id}>
            <Card data-testid="pending-document">
              <CardHeader>
                <CardTitle className="flex flex-wrap items-center justify-between gap-2">
                  {DOCUMENT_TYPE_LABELS[document.documentType]}
                  <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
                    {t`Pending Review`}
                  </span>
                </CardTitle>
                <Submitted iso={document.createdAt} />
              </CardHeader>
              <CardContent className="grid gap-3">
                <dl className="grid gap-1 text-sm">
                  <div className="flex gap-2">
                    <dt className="text-slate-600">{t`Worker:`}</dt>
                    <dd className="font-semibold" data-testid="pending-worker-name">
                      {document.workerName ?? t`Unknown worker`}
                    </dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="text-slate-600">{t`Worker ID:`}</dt>
                    <dd className="font-mono">{document.workerId.slice(0, ADMIN_ID_CHARS)}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="text-slate-600">{t`User ID:`}</dt>
                    <dd className="font-mono">{document.userId.slice(0, ADMIN_ID_CHARS)}</dd>
                  </div>
                </dl>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={document.documentUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-[44px] items-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-slate-50"
                  >
                    <ExternalLink size={16} aria-hidden="true" /> {t`View Document`}
                  </a>
                  <Button onClick={() => setTarget({ document, decision: 'approved' })}>
                    <Check size={16} aria-hidden="true" /> {t`Approve`}
                  </Button>
                  <Button variant="destructive" onClick={() => setTarget({ document, decision: 'rejected' })}>
                    <X size={16} aria-hidden="true" /> {t`Reject`}
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <ReviewDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
