// A household's charges for visits (issue 34): one visit's pay, several visits paid ahead in one charge, a tip.
// What she sees before paying (breakdownOf) is what is charged: each line goes into payment_items with the pending
// payment, and the verified charge posts exactly those lines to the ledger.
import { and, asc, eq, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { MIN_PAID_HOURS_PER_DAY } from '../../../shared/pay/minimum-wage.js';
import { randToCents } from '../../../shared/pay/money.js';
import { processingFeeCents } from '../../../shared/pay/processing-fee.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/booking-messages.js';
import {
  VISIT_PAYMENT_MESSAGES,
  type VisitChargeAnswer,
  type VisitChargeBreakdown,
  type VisitChargeLine,
} from '../../../shared/schemas/visit-payments.js';
import type { DbOrTx } from '../../db/client.js';
import { hires, paymentItems, payments, visits, workers } from '../../db/schema.js';
import { addDays, saDate } from '../../domain/booking-schedule.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { findPartyVisit } from '../bookings/index.js';
import { initializePayment, type PaymentDeps, type PaymentItemInput } from '../payments/index.js';
import { VISIT_PAYMENT_CALLBACK } from './payment-types.js';
import type { ChargeItemKind } from './postings.js';

type HireRow = typeof hires.$inferSelect;
type VisitRow = typeof visits.$inferSelect;

/** A visit's line: hours paid (at least four) times the rate, and the transport allowance, all hers. */
export function chargeLine(hire: HireRow, visit: VisitRow): VisitChargeLine {
  const minutes = Math.round((visit.endsAt.getTime() - visit.startsAt.getTime()) / 60_000);
  const transportCents = hire.transportAllowanceCents ?? 0;
  return {
    visitId: visit.id,
    date: visit.date,
    paidHours: Math.max(MIN_PAID_HOURS_PER_DAY, minutes / 60),
    hourlyRateCents: hire.hourlyRateCents ?? 0,
    payCents: visit.payCents,
    transportCents,
    workerReceivesCents: visit.payCents + transportCents,
  };
}

export function breakdownOf(
  lines: readonly VisitChargeLine[],
  extra: { tipCents?: number; lateFeeCents?: number },
  today: string,
): VisitChargeBreakdown {
  const tipCents = extra.tipCents ?? 0;
  const lateFeeCents = extra.lateFeeCents ?? 0;
  const workerReceivesCents = lines.reduce((n, l) => n + l.workerReceivesCents, 0) + tipCents + lateFeeCents;
  const fee = processingFeeCents(workerReceivesCents, today);
  return {
    visits: [...lines],
    tipCents,
    lateFeeCents,
    workerReceivesCents,
    processingFeeCents: fee,
    totalCents: workerReceivesCents + fee,
    workerSharePercent: 100,
  };
}

/** The payment_items of a breakdown: each visit's pay and transport held for her, the processing fee apart. */
export function itemsOf(
  breakdown: VisitChargeBreakdown,
  workerId: string,
  kind: ChargeItemKind,
  visitId?: string,
) {
  const items: PaymentItemInput[] = breakdown.visits.map((l) => ({
    kind: 'visit_pay',
    visitId: l.visitId,
    workerId,
    amountCents: l.workerReceivesCents,
  }));
  if (kind === 'tip')
    items.push({ kind, visitId: visitId ?? null, workerId, amountCents: breakdown.tipCents });
  if (kind === 'late_fee') {
    items.push({ kind, visitId: visitId ?? null, workerId, amountCents: breakdown.lateFeeCents });
  }
  if (breakdown.processingFeeCents > 0) {
    items.push({ kind: 'processing_fee', amountCents: breakdown.processingFeeCents });
  }
  return items;
}

/** The visits among these that a successful charge already paid. */
export async function paidVisitIds(db: DbOrTx, visitIds: readonly string[]): Promise<Set<string>> {
  if (visitIds.length === 0) return new Set();
  const rows = await db
    .select({ visitId: paymentItems.visitId })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(
      and(
        inArray(paymentItems.visitId, [...visitIds]),
        eq(paymentItems.kind, 'visit_pay'),
        eq(payments.status, 'success'),
      ),
    );
  return new Set(rows.map((r) => r.visitId).filter((id): id is string => Boolean(id)));
}

/** The household's own booked, unpaid visit, or the right refusal. */
async function payableVisit(db: DbOrTx, userId: string, bookingId: string, visitId: string) {
  const { hire, visit, role } = await findPartyVisit(db, userId, bookingId, visitId);
  if (role !== 'employer') throw forbidden(BOOKING_MESSAGES.employerOnly);
  if (visit.status !== 'booked') throw conflict(VISIT_PAYMENT_MESSAGES.notPayable);
  if ((await paidVisitIds(db, [visit.id])).size > 0) throw conflict(VISIT_PAYMENT_MESSAGES.alreadyPaid);
  return { hire, visit };
}

/** GET .../visits/:visitId/pay: what paying this visit costs, before paying. */
export async function visitPayQuote(
  db: DbOrTx,
  input: { userId: string; bookingId: string; visitId: string },
  now: Date,
): Promise<VisitChargeBreakdown> {
  const { hire, visit } = await payableVisit(db, input.userId, input.bookingId, input.visitId);
  return breakdownOf([chargeLine(hire, visit)], {}, saDate(now));
}

async function charge(
  deps: PaymentDeps,
  input: { userId: string; bookingId: string; workerId: string; paymentType: 'visit' | 'tip'; scope: string },
  breakdown: VisitChargeBreakdown,
  items: PaymentItemInput[],
): Promise<VisitChargeAnswer> {
  const { reference, authorizationUrl } = await initializePayment(deps, {
    userId: input.userId,
    paymentType: input.paymentType,
    amountCents: breakdown.totalCents,
    workerId: input.workerId,
    callbackPath: VISIT_PAYMENT_CALLBACK,
    description: deps.paymentTypes[input.paymentType]?.description ?? input.paymentType,
    scope: input.scope,
    items,
  });
  return { ...breakdown, reference, authorizationUrl };
}

/** POST .../visits/:visitId/pay: the household pays one booked visit; a newer checkout replaces a pending one. */
export async function payVisit(
  deps: PaymentDeps,
  input: { userId: string; bookingId: string; visitId: string },
  now: Date,
): Promise<VisitChargeAnswer> {
  const { hire, visit } = await payableVisit(deps.db, input.userId, input.bookingId, input.visitId);
  const breakdown = breakdownOf([chargeLine(hire, visit)], {}, saDate(now));
  const scope = `booking:${hire.id}`;
  const base = { userId: input.userId, bookingId: hire.id, workerId: visit.workerId, scope };
  return charge(
    deps,
    { ...base, paymentType: 'visit' },
    breakdown,
    itemsOf(breakdown, visit.workerId, 'visit_pay'),
  );
}

/** POST /api/bookings/:id/pay-ahead {weeks}: every booked, unpaid visit from today through `weeks` weeks. */
export async function payAhead(
  deps: PaymentDeps,
  input: { userId: string; bookingId: string; weeks: number },
  now: Date,
): Promise<VisitChargeAnswer> {
  if (!isUuid(input.bookingId)) throw notFound(BOOKING_MESSAGES.notFound);
  const [row] = await deps.db
    .select({ hire: hires, workerUserId: workers.userId })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .where(
      and(
        eq(hires.id, input.bookingId),
        isNotNull(hires.repeat),
        or(eq(hires.employerUserId, input.userId), eq(workers.userId, input.userId)),
      ),
    );
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  if (row.hire.employerUserId !== input.userId) throw forbidden(BOOKING_MESSAGES.employerOnly);
  const today = saDate(now);
  const ahead = await deps.db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.hireId, row.hire.id),
        eq(visits.status, 'booked'),
        gte(visits.date, today),
        lte(visits.date, addDays(today, input.weeks * 7 - 1)),
      ),
    )
    .orderBy(asc(visits.startsAt));
  const paid = await paidVisitIds(
    deps.db,
    ahead.map((v) => v.id),
  );
  const unpaid = ahead.filter((v) => !paid.has(v.id));
  if (unpaid.length === 0) throw conflict(VISIT_PAYMENT_MESSAGES.nothingToPayAhead);
  const breakdown = breakdownOf(
    unpaid.map((v) => chargeLine(row.hire, v)),
    {},
    today,
  );
  const base = { userId: input.userId, bookingId: row.hire.id, workerId: row.hire.workerId };
  return charge(
    deps,
    { ...base, paymentType: 'visit', scope: `booking:${row.hire.id}` },
    breakdown,
    itemsOf(breakdown, row.hire.workerId, 'visit_pay'),
  );
}

/** POST .../visits/:visitId/tip {amount}: after a done visit, all of it hers. */
export async function tipVisit(
  deps: PaymentDeps,
  input: { userId: string; bookingId: string; visitId: string; amountRand: number },
  now: Date,
): Promise<VisitChargeAnswer> {
  const { visit, role } = await findPartyVisit(deps.db, input.userId, input.bookingId, input.visitId);
  if (role !== 'employer') throw forbidden(BOOKING_MESSAGES.employerOnly);
  if (visit.status !== 'done') throw conflict(VISIT_PAYMENT_MESSAGES.tipAfterVisit);
  const breakdown = breakdownOf([], { tipCents: randToCents(input.amountRand) }, saDate(now));
  return charge(
    deps,
    {
      userId: input.userId,
      bookingId: input.bookingId,
      workerId: visit.workerId,
      paymentType: 'tip',
      scope: `tip:${visit.id}`,
    },
    breakdown,
    itemsOf(breakdown, visit.workerId, 'tip', visit.id),
  );
}
