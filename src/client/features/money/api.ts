// The money calls of issue 34: the worker's earnings, statement, payouts and payout account; the household's
// payments of visits, pay-ahead and tips, and its payment history. Every change reloads the lists that show it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { isLanguageCode } from '../../../shared/i18n/languages.js';
import type { Booking } from '../../../shared/schemas/bookings.js';
import type { CodeSent } from '../../../shared/schemas/common.js';
import type { EarningsAnswer, HouseholdPaymentsAnswer } from '../../../shared/schemas/earnings.js';
import type {
  Payout,
  PayoutAccount,
  payoutAccountAnswerSchema,
  payoutsAnswerSchema,
  SavePayoutAccount,
} from '../../../shared/schemas/payouts.js';
import type {
  LateFeeAnswer,
  VisitChargeAnswer,
  VisitChargeBreakdown,
} from '../../../shared/schemas/visit-payments.js';
import { apiJson, queryClient } from '../../lib/api.js';
import { southAfricanMonth } from './months.js';

const EARNINGS = '/api/me/earnings';
const PAYOUTS_KEY = ['/api/me/payouts'] as const;
const PAYOUT_ACCOUNT_KEY = ['/api/me/payout-account'] as const;
const PAYMENTS_KEY = ['/api/me/payments'] as const;

export const earningsKey = (month: string) => [`${EARNINGS}?month=${month}`] as const;

/** This month's earnings and her payout account, asked for before My Earnings renders (a visit straight to it). */
export function prefetchEarnings(): void {
  void queryClient.prefetchQuery<EarningsAnswer>({ queryKey: earningsKey(southAfricanMonth()) });
  void queryClient.prefetchQuery({ queryKey: PAYOUT_ACCOUNT_KEY });
}

/** The household's payments, asked for before My Payments renders. */
export function prefetchPayments(): void {
  void queryClient.prefetchQuery<HouseholdPaymentsAnswer>({ queryKey: PAYMENTS_KEY });
}

export function useEarnings(month: string) {
  // The month before stays on screen while the next one loads.
  return useQuery<EarningsAnswer>({ queryKey: earningsKey(month), placeholderData: keepPreviousData });
}

/** Her monthly statement, in the language she reads the page in (her saved one under the pseudo-locale). */
export const statementUrl = (month: string, lang: string) =>
  `${EARNINGS}/${month}.pdf${isLanguageCode(lang) ? `?lang=${lang}` : ''}`;

export function usePayouts() {
  return useQuery<z.infer<typeof payoutsAnswerSchema>>({ queryKey: PAYOUTS_KEY });
}

export function usePayoutAccount() {
  return useQuery<z.infer<typeof payoutAccountAnswerSchema>>({ queryKey: PAYOUT_ACCOUNT_KEY });
}

function useReloadEarnings() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => String(q.queryKey[0] ?? '').startsWith('/api/me/'),
    });
}

/** Her request for a payout: an amount in rand, or her whole balance. */
export function useRequestPayout() {
  const reload = useReloadEarnings();
  return useMutation({
    mutationFn: (amount: number | undefined) =>
      apiJson<{ payout: Payout }>('POST', PAYOUTS_KEY[0], amount === undefined ? {} : { amount }),
    onSuccess: reload,
  });
}

export function useSendPayoutCode() {
  return useMutation({
    mutationFn: () => apiJson<CodeSent>('POST', `${PAYOUT_ACCOUNT_KEY[0]}/code`, {}),
  });
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePayoutAccount) =>
      apiJson<{ account: PayoutAccount }>('PUT', PAYOUT_ACCOUNT_KEY[0], body),
    onSuccess: (answer) => queryClient.setQueryData(PAYOUT_ACCOUNT_KEY, answer),
  });
}

export function usePaymentHistory() {
  return useQuery<HouseholdPaymentsAnswer>({ queryKey: PAYMENTS_KEY });
}

const visitPath = (bookingId: string, visitId: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/visits/${encodeURIComponent(visitId)}`;

/** What paying the visit costs, as the server will charge it (asked afresh: another tab may have paid it). */
export function useVisitQuote(bookingId: string, visitId: string) {
  return useQuery<VisitChargeBreakdown>({ queryKey: [`${visitPath(bookingId, visitId)}/pay`], staleTime: 0 });
}

/** What paying `weeks` weeks ahead costs: the booked, unpaid visits of those weeks. */
export function usePayAheadQuote(bookingId: string, weeks: number) {
  return useQuery<VisitChargeBreakdown>({
    queryKey: [`/api/bookings/${encodeURIComponent(bookingId)}/pay-ahead?weeks=${weeks}`],
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function payVisit(bookingId: string, visitId: string) {
  return apiJson<VisitChargeAnswer>('POST', `${visitPath(bookingId, visitId)}/pay`, {});
}

export function payAhead(bookingId: string, weeks: number) {
  return apiJson<VisitChargeAnswer>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/pay-ahead`, {
    weeks,
  });
}

export function tipVisit(bookingId: string, visitId: string, amount: number) {
  return apiJson<VisitChargeAnswer>('POST', `${visitPath(bookingId, visitId)}/tip`, { amount });
}

/**
 * The household pays a visit's late fee: charged to its saved card at once (the bookings and its payments reload),
 * else the answer carries the checkout to go to.
 */
export function usePayLateFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, visitId }: { bookingId: string; visitId: string }) =>
      apiJson<LateFeeAnswer>('POST', `${visitPath(bookingId, visitId)}/late-fee`, {}),
    onSuccess: (answer) =>
      answer.paid
        ? queryClient.invalidateQueries({
            predicate: (q) => {
              const head = String(q.queryKey[0] ?? '');
              return head.startsWith('/api/bookings') || head.startsWith('/api/me/');
            },
          })
        : undefined,
  });
}

/** One booking with its visits, as either side reads it. */
export function useBooking(bookingId: string) {
  return useQuery<Booking>({ queryKey: [`/api/bookings/${encodeURIComponent(bookingId)}`] });
}
