// A list of described amounts (payment in kind, other payments, deductions) inside a react-hook-form form: each row
// a description and an amount in rand, added and removed by the employer, checked by the form's shared zod schema.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/form-fields.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { optionalNumber } from './form-numbers.js';

/** The schemas' limit on each list (employment.ts: `.max(10)`). */
const MAX_ITEMS = 10;

export function PayItemsField<T extends FieldValues>({
  legend,
  hint,
  item,
  name,
  amountKey,
  descriptionPlaceholder,
  control,
  register,
  errors,
}: {
  legend: string;
  hint: string;
  /** One item's name in a label, e.g. "Deduction": "Deduction 1: what for". */
  item: string;
  name: ArrayPath<T>;
  /** Payment in kind has a `value`, the others an `amount` (the schemas' field names). */
  amountKey: 'amount' | 'value';
  descriptionPlaceholder: string;
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const { t } = useLingui();
  const translate = useSharedMessage();
  const lower = item.toLocaleLowerCase();
  const path = (index: number, key: string) => `${name}.${index}.${key}` as Path<T>;
  const message = (index: number, key: string): string | undefined =>
    translate((get(errors, path(index, key)) as { message?: string } | undefined)?.message);
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      <p className="text-sm text-slate-600">{hint}</p>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <div key={field.id} className="grid gap-2 sm:grid-cols-[1fr_9rem_auto] sm:items-end">
            <TextField
              label={t`${item} ${number}: what`}
              required
              placeholder={descriptionPlaceholder}
              error={message(index, 'description')}
              {...register(path(index, 'description'))}
            />
            <TextField
              label={t`${item} ${number}: amount (R)`}
              type="number"
              inputMode="decimal"
              step="0.01"
              required
              error={message(index, amountKey)}
              {...register(path(index, amountKey), { setValueAs: optionalNumber })}
            />
            <Button type="button" variant="outline" onClick={() => remove(index)}>
              <Trans>
                Remove {lower} {number}
              </Trans>
            </Button>
          </div>
        );
      })}
      {fields.length < MAX_ITEMS ? (
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            append({ description: '', [amountKey]: undefined } as unknown as FieldArray<T, ArrayPath<T>>)
          }
        >
          <Trans>Add {lower}</Trans>
        </Button>
      ) : null}
    </fieldset>
  );
}
