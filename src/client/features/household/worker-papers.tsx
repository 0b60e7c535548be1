// The worker's dashboard section: her contract and payslips from each employer, to download in her language or
// English. Shown only when she has an employment on record.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { useMyEmployments } from './api.js';
import { ContractLinks, PayslipList } from './documents.js';

export function WorkerPapers() {
  const mine = useMyEmployments();
  const employments = (mine.data?.employments ?? []).filter((e) => e.role === 'worker');
  if (employments.length === 0) return null;
  return (
    <Card data-testid="worker-papers">
      <CardHeader>
        <CardTitle>My contract and payslips</CardTitle>
        <CardDescription>
          Keep these safe: you need your payslips to claim UIF. They stay here for at least three years.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {employments.map((employment) => (
          <section
            key={employment.id}
            className="grid gap-3"
            aria-label={`Work for ${employment.employerName}`}
          >
            <h3 className="font-semibold">
              {employment.employerName} · since {employment.startDate}
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
        ))}
      </CardContent>
    </Card>
  );
}
