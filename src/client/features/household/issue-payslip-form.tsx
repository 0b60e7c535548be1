// Issue a payslip for one employment: the period (last month by default), the hours and any other payments or
// deductions, checked by the same zod schema as the route; what it came to is shown below once issued.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import { type PayslipRequest, payslipRequestSchema } from '../../../shared/schemas/employment.js';
import type { IssuedPayslip } from '../../../shared/schemas/household.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { translateSharedMessage, useSharedMessage } from '../../lib/shared-message.js';
import { useIssuePayslip } from './api.js';
import { optionalNumber, rand } from './form-numbers.js';
import { IssuedSummary } from './issued-payslip-summary.js';
import { PayItemsField } from './pay-items-field.js';

type PayslipFormValues = import('zod').input<typeof payslipRequestSchema>;

/** Last calendar month: the period a payslip issued at the start of a month usually covers. */
function lastMonth(): { periodStart: string; periodEnd: string } {
  const [y, m] = todayInSouthAfrica().split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 2, 1));
  const end = new Date(Date.UTC(y, m - 1, 0));
  return { periodStart: start.toISOString().slice(0, 10), periodEnd: end.toISOString().slice(0, 10) };
}

export function IssuePayslipForm({ hireId }: { hireId: string }) {
  const issue = useIssuePayslip(hireId);
  const [issued, setIssued] = useState<IssuedPayslip | null>(null);
  const form = useForm<PayslipFormValues, unknown, PayslipRequest>({
    resolver: zodResolver(payslipRequestSchema),
    defaultValues: { ...lastMonth(), ordinaryHours: 0, otherPayments: [], deductions: [] },
  });
  const errors = form.formState.errors;
  const { t } = useLingui();
  const translate = useSharedMessage();
  const onSubmit = (values: PayslipRequest) =>
    issue.mutate(values, {
      onSuccess: (slip) => {
        setIssued(slip);
        const net = rand(slip.net.cents);
        toast({ title: t`Payslip issued`, description: t`Net pay ${net}` });
      },
      onError: (error) =>
        toast({
          title: t`Error`,
          description: translateSharedMessage(serverMessage(error)) ?? t`Could not issue the payslip`,
          variant: 'destructive',
        }),
    });
  return (
    <form className="grid gap-3" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t`Period from`}
          type="date"
          required
          error={translate(errors.periodStart?.message)}
          {...form.register('periodStart')}
        />
        <TextField
          label={t`Period to`}
          type="date"
          required
          error={translate(errors.periodEnd?.message)}
          {...form.register('periodEnd')}
        />
      </div>
      <TextField
        label={t`Ordinary hours worked`}
        type="number"
        inputMode="decimal"
        step="0.25"
        required
        hint={t`A day of four hours or less is paid as four hours`}
        error={translate(errors.ordinaryHours?.message)}
        {...form.register('ordinaryHours', { valueAsNumber: true })}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t`Overtime hours`}
          type="number"
          inputMode="decimal"
          step="0.25"
          error={translate(errors.overtimeHours?.message)}
          {...form.register('overtimeHours', { setValueAs: optionalNumber })}
        />
        <TextField
          label={t`Sunday hours`}
          type="number"
          inputMode="decimal"
          step="0.25"
          error={translate(errors.sundayHours?.message)}
          {...form.register('sundayHours', { setValueAs: optionalNumber })}
        />
        <TextField
          label={t`Public-holiday hours`}
          type="number"
          inputMode="decimal"
          step="0.25"
          error={translate(errors.publicHolidayHours?.message)}
          {...form.register('publicHolidayHours', { setValueAs: optionalNumber })}
        />
      </div>
      <PayItemsField
        legend={t`Other payments (optional)`}
        hint={t`Anything paid on top of the hours, e.g. a bonus or transport money`}
        item={t`Other payment`}
        name="otherPayments"
        amountKey="amount"
        descriptionPlaceholder={t`Transport money`}
        control={form.control}
        register={form.register}
        errors={errors}
      />
      <PayItemsField
        legend={t`Deductions (optional)`}
        hint={t`Besides UIF, which is worked out for you: only what the law allows or she agreed to in writing`}
        item={t`Deduction`}
        name="deductions"
        amountKey="amount"
        descriptionPlaceholder={t`Accommodation`}
        control={form.control}
        register={form.register}
        errors={errors}
      />
      <Button type="submit" disabled={issue.isPending}>
        <Trans>Issue payslip</Trans>
      </Button>
      {issued ? <IssuedSummary slip={issued} /> : null}
    </form>
  );
}
