// What an issued payslip came to, shown under the form that issued it.
import type { IssuedPayslip } from '../../../shared/schemas/household.js';
import { rand } from './form-numbers.js';

export function IssuedSummary({ slip }: { slip: IssuedPayslip }) {
  return (
    <div role="status" className="rounded-md bg-brand-50 p-3 text-sm" data-testid="issued-payslip">
      <p className="font-medium">Payslip issued</p>
      <p>
        Gross {rand(slip.gross.cents)} · UIF {rand(slip.uif.employee.cents)} (you add{' '}
        {rand(slip.uif.employer.cents)}) · Other deductions {rand(slip.otherDeductions.cents)} · Net{' '}
        {rand(slip.net.cents)}
      </p>
      {slip.isRaisedToMinimum ? (
        <p>The rate was raised to the minimum wage of {rand(slip.minimumHourlyRate.cents)} an hour.</p>
      ) : null}
      {slip.uif.applies ? null : <p>No UIF: 24 hours a month or less.</p>}
    </div>
  );
}
