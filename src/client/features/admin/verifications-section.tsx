// The verification queue inside the console (spec: "Admin screen"; issue 20 moved it here): the pending identity
// documents and police clearances, each with the worker's name.
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../components/ui/spinner.js';
import { usePendingDocuments } from './api.js';
import { LoadError } from './parts.js';
import { PendingDocuments } from './pending-documents.js';

export function VerificationsSection() {
  const { t } = useLingui();
  const pending = usePendingDocuments();
  if (pending.isLoading) return <Spinner label={t`Loading the verification queue`} />;
  if (!pending.data) return <LoadError error={pending.error} />;
  return (
    <div className="grid gap-4">
      <p className="text-slate-600">{t`Review identity documents and police clearances.`}</p>
      <PendingDocuments documents={pending.data} />
    </div>
  );
}
