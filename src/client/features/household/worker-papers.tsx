// The worker's dashboard section: her contract and payslips from each employer, to download in her language or
// English. Shown only when she has an employment on record.
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { useMyEmployments } from './api.js';
import { ContractLinks, PayslipList } from './documents.js';

export function WorkerPapers() {
  const mine = useMyEmployments();
  const { t } = useLingui();
  const employments = (mine.data?.employments ?? []).filter((e) => e.role === 'worker');
  if (employments.length === 0) return null;
  return (
    <Card data-testid="worker-papers">
      <CardHeader>
        <CardTitle>
          <Trans>My contract and payslips</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Keep these safe: you need your payslips to claim UIF. They stay here for at least three years.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {employments.map((employment) => {
          const employer = employment.employerName;
          const since = employment.startDate;
          return (
            <section key={employment.id} className="grid gap-3" aria-label={t`Work for ${employer}`}>
              <h3 className="font-semibold">
                <Trans>
                  {employer} · since {since}
                </Trans>
              </h3>
              {employment.hireId ? (
                <ContractLinks
                  hireId={employment.hireId}
                  languages={employment.documentLanguages}
                  viewer="worker"
                />
              ) : null}
              <PayslipList employment={employment} />
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
