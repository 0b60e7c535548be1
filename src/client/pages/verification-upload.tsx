// /verification-upload: the worker's status card and the ID document and police clearance cards with their tier
// gates; signed-out visitors go to /login, users without a worker profile see 'Worker Profile Required'.
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_MESSAGES } from '../../shared/schemas/payments.js';
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
import { useSharedMessage } from '../lib/shared-message.js';

export default function VerificationUploadPage() {
  const { user } = useRequireAuth('/verification-upload');
  const hasProfile = user?.hasWorkerProfile === true;
  const profile = useOwnWorkerProfile(hasProfile);
  const documents = useMyDocuments(hasProfile);
  const { t } = useLingui();
  const translate = useSharedMessage();

  if (!user || (hasProfile && (profile.isLoading || documents.isLoading))) return <Spinner />;
  if (!hasProfile || (profile.isSuccess && profile.data === null)) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-8">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Worker Profile Required</Trans>
            </CardTitle>
            <CardDescription>{translate(PAYMENT_MESSAGES.noWorkerProfile)}</CardDescription>
          </CardHeader>
          <CardContent>
            <LinkButton href="/register-worker">
              <Trans>Register as a Worker</Trans>
            </LinkButton>
          </CardContent>
        </Card>
      </div>
    );
  }
  if (profile.isError || documents.isError || !profile.data) {
    return (
      <p role="alert" className="p-6 text-red-700">
        <Trans>Could not load your documents. Please try again.</Trans>
      </p>
    );
  }
  const worker = profile.data;
  const docs = documents.data ?? [];
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">
          <Trans>Document Verification</Trans>
        </h1>
        <p className="mt-1 text-slate-600">
          <Trans>
            Upload your documents for an admin to check. They are kept private: only you and our admins can
            see them.
          </Trans>
        </p>
      </div>
      <VerificationStatusCard
        tierLevel={worker.tierLevel}
        isVerified={worker.isVerified}
        hasPoliceClearance={worker.hasPoliceClearance}
      />
      <DocumentCard
        documentType="id_document"
        title={t`ID Document Verification`}
        description={t`Required for the Verified tier (Blue Badge). Your SA ID or passport.`}
        tierLevel={worker.tierLevel}
        document={latestOfType(docs, 'id_document')}
      />
      <DocumentCard
        documentType="police_clearance"
        title={t`Police Clearance`}
        description={t`Required for Premium (Gold Badge). A SAPS police clearance certificate.`}
        tierLevel={worker.tierLevel}
        document={latestOfType(docs, 'police_clearance')}
      />
    </div>
  );
}
