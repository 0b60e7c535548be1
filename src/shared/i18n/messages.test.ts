import { describe, expect, it } from 'vitest';
import { INVALID_CODE_MESSAGE, INVALID_PHONE_MESSAGE } from '../schemas/auth.js';
import { nameTooLongMessage } from '../schemas/names.js';
import { findSharedMessage, sharedMessage } from './messages.js';

describe('shared messages', () => {
  it('give zod the English text exactly and find their catalogue entry again from it', () => {
    expect(INVALID_PHONE_MESSAGE).toBe('Please enter a valid South African phone number');
    expect(findSharedMessage(INVALID_PHONE_MESSAGE)?.id).toBe('validation.phone.invalid');
    expect(INVALID_CODE_MESSAGE).toBe('Please enter the 6-digit verification code');
    expect(findSharedMessage(INVALID_CODE_MESSAGE)).toMatchObject({
      id: 'validation.code.invalid',
      values: { digits: 6 },
    });
  });

  it('fill values into the English text and keep them for the translation', () => {
    expect(nameTooLongMessage(60)).toBe('Name must be at most 60 characters');
    expect(findSharedMessage('Name must be at most 60 characters')?.values).toEqual({ max: 60 });
    expect(sharedMessage({ id: 'test.unfilled', message: 'Keeps {missing} as it is' })).toBe(
      'Keeps {missing} as it is',
    );
  });

  it('know nothing of texts that are not theirs', () => {
    expect(findSharedMessage('Internal Server Error')).toBeUndefined();
  });
});
