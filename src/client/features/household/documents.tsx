// Download links for an employment's papers: the contract in each language it exists in, and each payslip.
import { FileDown } from 'lucide-react';
import { formatRand } from '../../../shared/constants.js';
import { type LanguageCode, languageName } from '../../../shared/i18n/languages.js';
import type { MyEmployments } from '../../../shared/schemas/household.js';
import { buttonClass } from '../../components/ui/button.js';
import { contractUrl, payslipUrl } from './api.js';

type EmploymentWithPayslips = MyEmployments['employments'][number];

/** The worker reads her own language first; the employer English first. */
function ordered(languages: readonly string[], role: 'employer' | 'worker'): LanguageCode[] {
  const list = [...languages] as LanguageCode[];
  return role === 'worker' ? list.reverse() : list;
}

export function ContractLinks({
  hireId,
  languages,
  viewer,
}: {
  hireId: string;
  languages: readonly string[];
  viewer: 'employer' | 'worker';
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {ordered(languages, viewer).map((lang) => (
        <a
          key={lang}
          href={contractUrl(hireId, lang)}
          download
          className={buttonClass('outline', 'sm')}
          data-testid={`contract-${lang}`}
        >
          <FileDown size={16} aria-hidden="true" /> Contract in {languageName(lang)} (PDF)
        </a>
      ))}
    </div>
  );
}

export function PayslipList({ employment }: { employment: EmploymentWithPayslips }) {
  if (employment.payslips.length === 0) {
    return <p className="text-sm text-slate-600">No payslips yet</p>;
  }
  const languages = ordered(employment.documentLanguages, employment.role);
  return (
    <ul className="grid gap-2" aria-label={`Payslips for ${employment.workerName}`}>
      {employment.payslips.map((slip) => (
        <li key={slip.id} className="rounded-md border border-slate-200 p-3 text-sm" data-testid="payslip">
          <p className="font-medium">
            {slip.periodStart} to {slip.periodEnd}
          </p>
          <p className="text-slate-700">
            Gross {formatRand(slip.gross.cents, { decimals: true })} · UIF{' '}
            {formatRand(slip.uifEmployee.cents, { decimals: true })} · Net{' '}
            {formatRand(slip.net.cents, { decimals: true })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {languages.map((lang) => (
              <a
                key={lang}
                href={payslipUrl(slip.id, lang)}
                download
                className={buttonClass('outline', 'sm')}
              >
                <FileDown size={16} aria-hidden="true" /> Payslip in {languageName(lang)} (PDF)
              </a>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
