// "Employ {name} properly": the written particulars as a short guided form (issue 21), pre-filled from the hire
// and the worker's own rate, checked by the same zod schema as the route, with the minimum wage shown as the rate
// is typed. Once saved, both copies of the contract can be downloaded.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import {
  minimumHourlyWageOn,
  minimumWageHint,
  todayInSouthAfrica,
} from '../../../shared/pay/minimum-wage.js';
import {
  type EmploymentFormValues,
  type EmploymentInput,
  employmentSchema,
} from '../../../shared/schemas/employment.js';
import type { HireEmploymentAnswer } from '../../../shared/schemas/household.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { translateSharedMessage, useSharedMessage } from '../../lib/shared-message.js';
import { useHireEmployment, useSaveEmployment } from './api.js';
import { ContractLinks } from './documents.js';
import {
  HoursAndPayFieldset,
  LeaveAndRegistrationFieldset,
  WhoAndWhereFieldset,
} from './employment-fieldsets.js';
import { startValues } from './employment-start-values.js';
import { rand } from './form-numbers.js';

function EmploymentFormFields({ hireId, data }: { hireId: string; data: HireEmploymentAnswer }) {
  const save = useSaveEmployment(hireId);
  const form = useForm<EmploymentFormValues, unknown, EmploymentInput>({
    resolver: zodResolver(employmentSchema),
    defaultValues: startValues(data),
  });
  const workerName = data.defaults.workerName;
  const { t } = useLingui();
  const translate = useSharedMessage();
  const rate = form.watch('hourlyRate');
  const startDate = form.watch('startDate');
  const date = /^\d{4}-\d{2}-\d{2}$/.test(startDate ?? '') ? startDate : todayInSouthAfrica();
  const minimum = rand(minimumHourlyWageOn(date).cents);
  const rateHint = translate(minimumWageHint(rate, date)) ?? t`At least ${minimum} per hour on ${date}`;
  const employment = data.employment;

  const onSubmit = (values: EmploymentInput) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({
          title: t`Contract ready`,
          description: t`Download both copies and sign them with ${workerName}.`,
        }),
      onError: (error) =>
        toast({
          title: t`Error`,
          description: translateSharedMessage(serverMessage(error)) ?? t`Could not save the employment`,
          variant: 'destructive',
        }),
    });

  return (
    <div className="grid gap-6">
      <form className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <WhoAndWhereFieldset form={form} />
        <HoursAndPayFieldset form={form} rateHint={rateHint} />
        <LeaveAndRegistrationFieldset form={form} />

        <Button type="submit" disabled={save.isPending}>
          {employment ? t`Update the contract` : t`Make the contract`}
        </Button>
      </form>

      {employment?.hireId ? (
        <Card data-testid="contract-ready">
          <CardHeader>
            <CardTitle>
              <Trans>The contract</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                Print or share both copies, explain them to {workerName} and sign them together. Each keeps
                one.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ContractLinks
              hireId={employment.hireId}
              languages={employment.documentLanguages}
              viewer="employer"
            />
            <Link href="/payslips" className={buttonClass('default', 'default', 'w-full sm:w-auto')}>
              <Trans>Go to payslips</Trans>
            </Link>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export function EmploymentForm({ hireId }: { hireId: string }) {
  const query = useHireEmployment(hireId);
  const { t } = useLingui();
  const translate = useSharedMessage();
  if (query.isLoading) return <Spinner label={t`Loading the hire`} />;
  if (!query.data) {
    return (
      <p role="alert" className="text-red-700">
        {translate(serverMessage(query.error)) ?? t`This hire was not found.`}
      </p>
    );
  }
  const name = query.data.defaults.workerName;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">
        <Trans>Employ {name} properly</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>
          Three short steps make the written particulars of employment the law asks for. Read the{' '}
          <Link href="/household-guide" className="text-brand-800 underline">
            guide for household employers
          </Link>{' '}
          if anything is unclear.
        </Trans>
      </p>
      <EmploymentFormFields hireId={hireId} data={query.data} />
    </div>
  );
}
