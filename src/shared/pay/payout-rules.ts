// The worker's payouts (issue 34, decision 0354), written once: the smallest payout, how long a changed bank account
// holds payouts, and when the weekly run is (South African time).
/** R50: she may ask for a payout of at least this; the weekly run pays balances of at least this. */
export const PAYOUT_MINIMUM_CENTS = 5000;
/** After her payout account changes, no payout leaves for this long (a stolen phone cannot empty her balance). */
export const PAYOUT_ACCOUNT_HOLD_HOURS = 24;
/** The weekly run: Wednesdays (0 = Sunday) at this South African time. */
export const WEEKLY_PAYOUT_WEEKDAY = 3;
export const WEEKLY_PAYOUT_TIME = '09:00';
