// The zod-free rules the sign-in and dashboard forms check (decision 0254) refuse exactly what the server's zod
// schemas refuse, with the same message.
import { describe, expect, it } from 'vitest';
import { typedNameProblem } from './name-rule.js';
import { otpCodeSchema, phoneNumberSchema } from './schemas/auth.js';
import { nameSchema, nameTooLongMessage } from './schemas/names.js';
import { REVIEW_MESSAGES, REVIEWER_NAME_MAX, recipientPhoneProblem } from './schemas/review-texts.js';
import { createReviewRequestSchema } from './schemas/reviews.js';
import {
  codeProblem,
  INVALID_CODE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  NAME_MAX_LENGTH,
  phoneProblem,
} from './sign-in-rules.js';

const zodMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'refused');

const PHONES = [
  '0821234567',
  ' +27 82 123 4567 ',
  '+27 (82) 123-4567',
  '082 123 456',
  '12345',
  '',
  '   ',
  '+2782123456789',
  `0821234567${' '.repeat(25)}x`,
  `082${' '.repeat(30)}1234567`,
];

describe('the sign-in rules without zod', () => {
  it('refuse the phone numbers the schema refuses, with its message', () => {
    for (const phone of PHONES) {
      expect([phone, phoneProblem(phone)]).toEqual([phone, zodMessage(phoneNumberSchema.safeParse(phone))]);
    }
    expect(phoneProblem('12345')).toBe(INVALID_PHONE_MESSAGE);
  });

  it('refuse the codes the schema refuses, with its message', () => {
    for (const code of ['123456', ' 123456 ', '12345', '1234567', '12a456', '']) {
      expect([code, codeProblem(code)]).toEqual([code, zodMessage(otpCodeSchema.safeParse(code))]);
    }
    expect(codeProblem('12')).toBe(INVALID_CODE_MESSAGE);
  });

  it('refuse the names the schema refuses, with its message', () => {
    const schema = nameSchema(NAME_MAX_LENGTH, nameTooLongMessage(NAME_MAX_LENGTH));
    for (const name of [
      'Thandi',
      " Mary-Jane O'Neil ",
      'Call 0861 555 000',
      'visit bank.co.za',
      'a'.repeat(61),
      'x<y',
    ]) {
      const problem = typedNameProblem(name, NAME_MAX_LENGTH, nameTooLongMessage(NAME_MAX_LENGTH));
      expect([name, problem]).toEqual([name, zodMessage(schema.safeParse(name))]);
    }
  });

  it("refuse the review request's employer phones the schema refuses, with its message", () => {
    for (const phone of PHONES) {
      const zod = zodMessage(
        createReviewRequestSchema.safeParse({ recipientPhone: phone, recipientName: '' }),
      );
      expect([phone, recipientPhoneProblem(phone)]).toEqual([phone, zod]);
    }
    expect(recipientPhoneProblem(' ')).toBe(REVIEW_MESSAGES.phoneRequired.description);
    expect(REVIEWER_NAME_MAX).toBe(60);
  });
});
