// /admin/verifications ('Verification Management'): the pending documents for admins. The server decides who is an
// admin (403 for anyone else); the page just says so instead of showing an empty queue.
import { Spinner } from '../components/ui/spinner.js';
import { PendingDocuments, usePendingDocuments } from '../features/admin/index.js';
import { useRequireAuth } from '../features/auth/index.js';

export default function AdminVerificationsPage() {
  const { user } = useRequireAuth('/admin/verifications');
  const pending = usePendingDocuments(user !== null);
  if (!user || pending.isLoading) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">Verification Management</h1>
        <p className="mt-1 text-slate-600">Review identity documents and police clearances.</p>
      </div>
      {pending.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {/^403: /.test(pending.error.message)
            ? 'Only admins can review verification documents.'
            : 'Could not load the pending verifications. Please try again.'}
        </p>
      ) : (
        <PendingDocuments documents={pending.data ?? []} />
      )}
    </div>
  );
}
