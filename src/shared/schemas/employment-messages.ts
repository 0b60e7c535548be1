// The employment and payslip forms' refusals (issue 21), also said by the money forms (an amount in rand), without
// zod: the earnings page and the tip form say them before any schema is needed. employment.ts re-exports them.
import { sharedMessage } from '../i18n/messages.js';
import { MAX_AMOUNT_RAND } from '../pay/money.js';

/** The employment and payslip forms' refusals: English for zod and the routes, catalogue entries for the reader. */
export const EMPLOYMENT_MESSAGES = {
  date: sharedMessage(/*i18n*/ { id: 'employment.date', message: 'Please enter a date as YYYY-MM-DD' }),
  amount: sharedMessage(
    /*i18n*/ { id: 'employment.amount', message: 'Please enter an amount in rand with at most two decimals' },
  ),
  amountTooLarge: sharedMessage(
    /*i18n*/ {
      id: 'employment.amount-too-large',
      message: 'An amount may be at most R{max}',
      values: { max: MAX_AMOUNT_RAND.toLocaleString('en-US') },
    },
  ),
  overtimeRate: sharedMessage(
    /*i18n*/ {
      id: 'employment.overtime-rate',
      message: 'Overtime is paid at least one and a half times the hourly rate',
    },
  ),
  hoursPerDay: sharedMessage(
    /*i18n*/ {
      id: 'employment.hours-per-day',
      message:
        'Ordinary hours are at most 45 a week: 9 a day for 5 days a week or less, 8 a day for more days',
    },
  ),
  annualLeave: (days: number, daysPerWeek: number) =>
    sharedMessage(
      /*i18n*/ {
        id: 'employment.annual-leave',
        message:
          'Annual leave is at least three weeks a year: {days} working days for {daysPerWeek} days a week',
        values: { days, daysPerWeek },
      },
    ),
  periodOrder: sharedMessage(
    /*i18n*/ { id: 'employment.period-order', message: 'The period must end on or after the day it starts' },
  ),
  periodLength: sharedMessage(
    /*i18n*/ { id: 'employment.period-length', message: 'A payslip covers at most one month' },
  ),
  dailyHours: sharedMessage(
    /*i18n*/ {
      id: 'employment.daily-hours',
      message: 'The hours of each day must add up to the ordinary hours',
    },
  ),
} as const;
