// Her payout account as she sees it (the bank, the last four digits, the name, and the hold after a change), with
// the form to set or change it a tap away. The form (its checks, the code entry, react-hook-form and zod) downloads
// when she opens it, or once the page has settled so that it is there offline: the earnings page's first render and its
// largest paint wait for none of it (issue 32 item 22).
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { PAYOUT_MESSAGES } from '../../../shared/schemas/payout-messages.js';
import { Button } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { formatDateTime } from '../../lib/format-date.js';
import { useKeepForOffline } from '../../lib/keep-for-offline.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { usePayoutAccount } from './api.js';

const loadForm = () => import('./payout-account-form.js');
const PayoutAccountForm = lazy(async () => ({ default: (await loadForm()).PayoutAccountForm }));

export function PayoutAccountCard() {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const query = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  useKeepForOffline('payoutAccount');
  if (query.isLoading) return <Spinner label={t`Loading your bank account`} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>Your bank account could not be loaded. Please try again.</Trans>
      </p>
    );
  }
  const account = query.data?.account ?? null;
  const held = account?.payoutsHeldUntil && new Date(account.payoutsHeldUntil).getTime() > Date.now();
  const until = account?.payoutsHeldUntil ? formatDateTime(account.payoutsHeldUntil) : '';
  return (
    <div className="grid gap-4">
      {account ? (
        <dl className="grid gap-1 text-sm" data-testid="payout-account">
          <dt className="font-medium text-slate-700">{t`Bank`}</dt>
          <dd>{account.bankName}</dd>
          <dt className="font-medium text-slate-700">{t`Account number`}</dt>
          <dd className="font-mono">{account.accountNumberMasked}</dd>
          <dt className="font-medium text-slate-700">{t`Name on the account`}</dt>
          <dd className="break-words">{account.accountHolder}</dd>
        </dl>
      ) : (
        <p className="text-slate-700">
          <Trans>Add your bank account to be paid out.</Trans>
        </p>
      )}
      {held ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {translate(PAYOUT_MESSAGES.onHold(until))}
        </p>
      ) : null}
      {editing ? (
        <Suspense fallback={<Spinner />}>
          <PayoutAccountForm onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Button variant="outline" onClick={() => setEditing(true)}>
          {account ? t`Change bank account` : t`Add bank account`}
        </Button>
      )}
    </div>
  );
}
