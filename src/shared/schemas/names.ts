// The zod form of the name rule (src/shared/name-rule.ts, its one home) for the server and the forms that use zod.
import * as z from 'zod';
import { nameProblem } from '../name-rule.js';

export { NAME_MESSAGES, nameProblem, nameTooLongMessage } from '../name-rule.js';

/** A trimmed name of at most `max` characters that passes nameProblem; extend with .min/.optional as needed. */
export function nameSchema(max: number, tooLongMessage: string) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage)
    .superRefine((value, ctx) => {
      const problem = nameProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
