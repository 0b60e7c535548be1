// Download links for an employment's papers: the contract in each language it exists in, and each payslip.
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { type LanguageCode, languageName } from '../../../shared/i18n/languages.js';
import type { MyEmployments } from '../../../shared/schemas/household.js';
import { buttonClass } from '../../components/ui/button.js';
import { contractUrl, payslipUrl } from './api.js';
import { rand } from './form-numbers.js';

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
      {ordered(languages, viewer).map((lang) => {
        const language = languageName(lang);
        return (
          <a
            key={lang}
            href={contractUrl(hireId, lang)}
            download
            className={buttonClass('outline', 'sm')}
            data-testid={`contract-${lang}`}
          >
            <FileDown size={16} aria-hidden="true" /> <Trans>Contract in {language} (PDF)</Trans>
          </a>
        );
      })}
    </div>
  );
}

export function PayslipList({ employment }: { employment: EmploymentWithPayslips }) {
  const { t } = useLingui();
  if (employment.payslips.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No payslips yet</Trans>
      </p>
    );
  }
  const languages = ordered(employment.documentLanguages, employment.role);
  const worker = employment.workerName;
  return (
    <ul className="grid gap-2" aria-label={t`Payslips for ${worker}`}>
      {employment.payslips.map((slip) => {
        const from = slip.periodStart;
        const to = slip.periodEnd;
        const gross = rand(slip.gross.cents);
        const uif = rand(slip.uifEmployee.cents);
        const net = rand(slip.net.cents);
        return (
          <li key={slip.id} className="rounded-md border border-slate-200 p-3 text-sm" data-testid="payslip">
            <p className="font-medium">
              <Trans>
                {from} to {to}
              </Trans>
            </p>
            <p className="text-slate-700">
              <Trans>
                Gross {gross} · UIF {uif} · Net {net}
              </Trans>
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {languages.map((lang) => {
                const language = languageName(lang);
                return (
                  <a
                    key={lang}
                    href={payslipUrl(slip.id, lang)}
                    download
                    className={buttonClass('outline', 'sm')}
                  >
                    <FileDown size={16} aria-hidden="true" /> <Trans>Payslip in {language} (PDF)</Trans>
                  </a>
                );
              })}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
