// Route '/payslips': the employer issues and downloads payslips and sets the monthly reminder.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { EmployerPayslips } from '../features/household/index.js';

export default function PayslipsPage() {
  const { user } = useRequireAuth('/payslips');
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Payslips</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>
          Give a payslip every payday and keep it for three years.{' '}
          <Link href="/household-guide" className="text-brand-800 underline">
            What the law asks of household employers
          </Link>
        </Trans>
      </p>
      <EmployerPayslips />
    </div>
  );
}
