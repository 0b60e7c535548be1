// The pay of one visit before the request is sent: the hours paid (a visit under four hours is paid as four, the
// rule's one home in shared code) times the hourly rate, plus the transport allowance; and the minimum wage's hint.
import { useLingui } from '@lingui/react/macro';
import { MIN_PAID_HOURS_PER_DAY, minimumWageHint, visitPayCents } from '../../../shared/pay/minimum-wage.js';
import { randToCents } from '../../../shared/pay/money.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useSharedMessage } from '../../lib/shared-message.js';

export function VisitPay({
  hours,
  rate,
  transport,
  date,
}: {
  hours: string;
  rate: string;
  transport: string;
  date: string;
}) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const translate = useSharedMessage();
  const hoursN = Number(hours);
  const rateN = Number(rate);
  const transportN = Number(transport || 0);
  const valid = hoursN > 0 && rateN > 0 && Number.isFinite(hoursN) && Number.isFinite(rateN);
  const pay = valid
    ? money(visitPayCents(randToCents(rateN), Math.round(hoursN * 60)), { decimals: true })
    : null;
  const min = MIN_PAID_HOURS_PER_DAY;
  const travel = transportN > 0 ? money(randToCents(transportN), { decimals: true }) : null;
  const below = date ? translate(minimumWageHint(rate, date)) : undefined;
  return (
    <div
      className="grid gap-1 rounded-md bg-slate-50 p-3 text-sm text-slate-900"
      aria-live="polite"
      data-testid="visit-pay"
    >
      {pay ? (
        <p className="font-semibold">{t`Pay per visit: ${pay}`}</p>
      ) : (
        <p>{t`Enter the hours and the rate to see the pay.`}</p>
      )}
      {valid && hoursN < min ? <p>{t`A visit of less than ${min} hours is paid as ${min} hours.`}</p> : null}
      {travel ? <p>{t`Plus transport: ${travel} a visit`}</p> : null}
      {below ? <p className="text-red-700">{below}</p> : null}
    </div>
  );
}
