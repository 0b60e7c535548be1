// What an issued payslip came to, shown under the form that issued it.
import { Trans } from '@lingui/react/macro';
import type { IssuedPayslip } from '../../../shared/schemas/household.js';
import { rand } from './form-numbers.js';

export function IssuedSummary({ slip }: { slip: IssuedPayslip }) {
  const gross = rand(slip.gross.cents);
  const uif = rand(slip.uif.employee.cents);
  const employerUif = rand(slip.uif.employer.cents);
  const other = rand(slip.otherDeductions.cents);
  const net = rand(slip.net.cents);
  const minimum = rand(slip.minimumHourlyRate.cents);
  return (
    <div role="status" className="rounded-md bg-brand-50 p-3 text-sm" data-testid="issued-payslip">
      <p className="font-medium">
        <Trans>Payslip issued</Trans>
      </p>
      <p>
        <Trans>
          Gross {gross} · UIF {uif} (you add {employerUif}) · Other deductions {other} · Net {net}
        </Trans>
      </p>
      {slip.isRaisedToMinimum ? (
        <p>
          <Trans>The rate was raised to the minimum wage of {minimum} an hour.</Trans>
        </p>
      ) : null}
      {slip.uif.applies ? null : (
        <p>
          <Trans>No UIF: 24 hours a month or less.</Trans>
        </p>
      )}
    </div>
  );
}
