// The sandbox gateway's hosted checkout (outside /api, like a real gateway's page): a self-contained, clearly
// labelled TEST PAYMENT page with Pay and Decline, which then redirects to the callback with ?reference=. Its words
// are in the requester's language (sandbox-texts.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { formatRand } from '../../../shared/constants.js';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments.js';
import { payments } from '../../db/schema.js';
import { escapeHtml } from '../../lib/html.js';
import { requestLanguage } from '../../platform/i18n/index.js';
import { SANDBOX_CHECKOUT_PATH, SANDBOX_DECLINED, SANDBOX_PAID } from '../../providers/payments/sandbox.js';
import { type SandboxTexts, sandboxTexts } from './sandbox-texts.js';
import { isLocalPath } from './service.js';

const DEFAULT_CALLBACK = '/payment-callback';

/** Only our own client routes: an open redirect would let a crafted link bounce users anywhere. */
function safeCallback(value: unknown): string {
  return typeof value === 'string' && isLocalPath(value) ? value : DEFAULT_CALLBACK;
}

function page(reply: FastifyReply, texts: SandboxTexts, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .send(`<!doctype html>
<html lang="${texts.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.pageTitle(title))}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:420px;margin:0 auto;padding:16px}
.banner{background:#b45309;color:#fff;font-weight:700;text-align:center;padding:12px;letter-spacing:.05em}
.card{background:#fff;border:1px solid #cbd5e1;border-radius:12px;padding:20px;margin-top:16px}
h1{font-size:1.25rem;margin:0 0 12px}.amount{font-size:2rem;font-weight:700;margin:8px 0}
p{line-height:1.5}.muted{color:#475569;font-size:.875rem}
button,a.button{display:block;width:100%;box-sizing:border-box;min-height:48px;border-radius:8px;font-size:1rem;
font-weight:600;margin-top:12px;cursor:pointer;text-align:center;text-decoration:none;line-height:48px;border:0}
.pay{background:#166534;color:#fff}.decline{background:#fff;color:#991b1b;border:2px solid #991b1b!important}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style></head><body><div class="banner" role="note">${escapeHtml(texts.banner)}</div>
<main>${body}</main></body></html>`);
}

function voidedPage(reply: FastifyReply, texts: SandboxTexts) {
  return page(
    reply,
    texts,
    409,
    texts.replaced,
    `<div class="card"><h1>${escapeHtml(texts.replaced)}</h1><p>${escapeHtml(texts.shared(PAYMENT_MESSAGES.voided))}</p></div>`,
  );
}

function notFoundPage(reply: FastifyReply, texts: SandboxTexts) {
  const notFound = escapeHtml(texts.shared(PAYMENT_MESSAGES.notFound));
  return page(
    reply,
    texts,
    404,
    texts.shared(PAYMENT_MESSAGES.notFound),
    `<div class="card"><h1>${notFound}</h1></div>`,
  );
}

export const sandboxCheckoutRoutes: FastifyPluginAsync = async (app) => {
  if (app.ctx.payments.name !== 'sandbox') return;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const load = async (reference: string) => {
    const [row] = await app.ctx.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.reference, reference), eq(payments.provider, 'sandbox')))
      .limit(1);
    return row;
  };

  app.get<{ Params: { reference: string }; Querystring: { callback?: string } }>(
    `${SANDBOX_CHECKOUT_PATH}:reference`,
    async (request, reply) => {
      const texts = sandboxTexts(requestLanguage(request));
      const payment = await load(request.params.reference);
      if (!payment) return notFoundPage(reply, texts);
      if (payment.status === 'voided') return voidedPage(reply, texts);
      const callback = safeCallback(request.query.callback);
      const back = `${escapeHtml(callback)}?reference=${encodeURIComponent(payment.reference)}`;
      const done = payment.providerStatus === SANDBOX_PAID || payment.providerStatus === SANDBOX_DECLINED;
      const action = `${SANDBOX_CHECKOUT_PATH}${encodeURIComponent(payment.reference)}`;
      const amount = formatRand(payment.amountCents, { decimals: true });
      const outcome = payment.providerStatus === SANDBOX_PAID ? texts.wasPaid : texts.wasDeclined;
      const body = done
        ? `<div class="card"><h1>${escapeHtml(texts.finished)}</h1>
<p>${escapeHtml(outcome)}</p>
<a class="button pay" href="${back}">${escapeHtml(texts.continue)}</a></div>`
        : `<div class="card"><h1>${escapeHtml(texts.heading)}</h1>
<p>${escapeHtml(texts.label(payment.paymentType))}</p>
<p class="amount">${amount}</p>
<p class="muted">${escapeHtml(texts.reference(payment.reference))}</p>
<form method="post" action="${action}">
<input type="hidden" name="callback" value="${escapeHtml(callback)}">
<button class="pay" type="submit" name="decision" value="pay">${escapeHtml(texts.pay(amount))}</button>
<button class="decline" type="submit" name="decision" value="decline">${escapeHtml(texts.decline)}</button>
</form><p class="muted">${escapeHtml(texts.note)}</p></div>`;
      return page(reply, texts, 200, texts.checkout, body);
    },
  );

  app.post<{ Params: { reference: string }; Body: { decision?: string; callback?: string } | undefined }>(
    `${SANDBOX_CHECKOUT_PATH}:reference`,
    async (request, reply) => {
      const texts = sandboxTexts(requestLanguage(request));
      const payment = await load(request.params.reference);
      if (!payment) return notFoundPage(reply, texts);
      // A newer checkout replaced this one: like a cancelled gateway page, it takes no payment.
      if (payment.status === 'voided') return voidedPage(reply, texts);
      const decision = request.body?.decision === 'pay' ? SANDBOX_PAID : SANDBOX_DECLINED;
      // The first decision stands, like a real gateway's finished transaction.
      await app.ctx.database.db
        .update(payments)
        .set({ providerStatus: decision, ...(decision === SANDBOX_PAID ? { paidAt: new Date() } : {}) })
        .where(and(eq(payments.id, payment.id), isNull(payments.providerStatus)));
      const callback = safeCallback(request.body?.callback);
      return reply.redirect(`${callback}?reference=${encodeURIComponent(payment.reference)}`, 303);
    },
  );
};
