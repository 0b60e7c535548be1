// A tip after a done visit: an amount in rand, all of it to the worker; the processing fee is added on top.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import { hasWholeCents, randToCents } from '../../../shared/pay/money.js';
import { EMPLOYMENT_MESSAGES } from '../../../shared/schemas/employment-messages.js';
import { TIP_MAX_RAND, TIP_MIN_RAND } from '../../../shared/schemas/visit-payments.js';
import { TextField } from '../../components/ui/form-fields.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { tipVisit } from './api.js';
import { chargeOnTop } from './charge.js';
import { PayButton } from './pay-button.js';

/** The typed tip in rand; 'amount' when it is not one, 'range' when it is outside the tip's limits. */
function tipRand(typed: string): number | 'amount' | 'range' {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(text) || !hasWholeCents(Number(text))) return 'amount';
  const rand = Number(text);
  return rand >= TIP_MIN_RAND && rand <= TIP_MAX_RAND ? rand : 'range';
}

export function TipForm({
  bookingId,
  visitId,
  workerName,
}: {
  bookingId: string;
  visitId: string;
  workerName: string;
}) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const translate = useSharedMessage();
  const [typed, setTyped] = useState('');
  const typedTip = typed.trim() === '' ? null : tipRand(typed);
  const rand = typeof typedTip === 'number' ? typedTip : null;
  const charge = rand === null ? null : chargeOnTop(randToCents(rand), todayInSouthAfrica());
  const least = money(TIP_MIN_RAND * 100);
  const most = money(TIP_MAX_RAND * 100);
  const error =
    typedTip === 'amount'
      ? translate(EMPLOYMENT_MESSAGES.amount)
      : typedTip === 'range'
        ? t`A tip is from ${least} to ${most}.`
        : undefined;
  const tip = charge ? money(charge.workerCents, { decimals: true }) : '';
  const fee = charge ? money(charge.feeCents, { decimals: true }) : '';
  const total = charge ? money(charge.totalCents, { decimals: true }) : '';
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        <Trans>{workerName} receives 100% of your tip.</Trans>
      </p>
      <TextField
        label={t`Tip in rand`}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        error={error}
        name="tipAmount"
      />
      {charge ? (
        <p className="text-sm" aria-live="polite" data-testid="tip-total">
          {t`Tip ${tip} + processing fee ${fee} = ${total}`}
        </p>
      ) : null}
      {charge && rand !== null ? (
        <PayButton label={t`Tip ${tip}`} start={() => tipVisit(bookingId, visitId, rand)} />
      ) : null}
    </div>
  );
}
