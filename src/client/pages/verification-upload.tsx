// /verification-upload: the worker's status card and the ID document and police clearance cards with their tier
// gates; signed-out visitors go to /login, users without a worker profile see 'Worker Profile Required'.

import { LinkButton } from '../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.js';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import {
  DocumentCard,
  latestOfType,
  useMyDocuments,
  VerificationStatusCard,
} from '../features/verification/index.js';
import { useOwnWorkerProfile } from '../features/worker-profile/index.js';

export default function VerificationUploadPage() {
  const { user } = useRequireAuth('/verification-upload');
  const hasProfile = user?.hasWorkerProfile === true;
  const profile = useOwnWorkerProfile(hasProfile);
  const documents = useMyDocuments(hasProfile);

  if (!user || (hasProfile && (profile.isLoading || documents.isLoading))) return <Spinner />;
  if (!hasProfile || (profile.isSuccess && profile.data === null)) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-8">
        <Card>
          <CardHeader>
            <CardTitle>Worker Profile Required</CardTitle>
            <CardDescription>Please create a worker profile first.</CardDescription>
          </CardHeader>
          <CardContent>
            <LinkButton href="/register-worker">Register as a Worker</LinkButton>
          </CardContent>
        </Card>
      </div>
    );
  }
  if (profile.isError || documents.isError || !profile.data) {
    return (
      <p role="alert" className="p-6 text-red-700">
        Could not load your documents. Please try again.
      </p>
    );
  }
  const worker = profile.data;
  const docs = documents.data ?? [];
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">Document Verification</h1>
        <p className="mt-1 text-slate-600">
          Upload your documents for an admin to check. They are kept private: only you and our admins can see
          them.
        </p>
      </div>
      <VerificationStatusCard
        tierLevel={worker.tierLevel}
        isVerified={worker.isVerified}
        hasPoliceClearance={worker.hasPoliceClearance}
      />
      <DocumentCard
        documentType="id_document"
        title="ID Document Verification"
        description="Required for the Verified tier (Blue Badge). Your SA ID or passport."
        tierLevel={worker.tierLevel}
        document={latestOfType(docs, 'id_document')}
      />
      <DocumentCard
        documentType="police_clearance"
        title="Police Clearance"
        description="Required for Premium (Gold Badge). A SAPS police clearance certificate."
        tierLevel={worker.tierLevel}
        document={latestOfType(docs, 'police_clearance')}
      />
    </div>
  );
}
