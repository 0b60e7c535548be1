// Picks the payment gateway from the configuration (kept apart from the interface, which knows no implementation).
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from './index.js';
import { PaystackProvider } from './paystack.js';
import { SandboxProvider } from './sandbox.js';

export function createPaymentProvider(config: Config, database: Database): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'paystack') {
    return new PaystackProvider({
      secretKey: config.PAYSTACK_SECRET_KEY ?? '',
      apiBase: config.PAYSTACK_API_BASE,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    });
  }
  return new SandboxProvider(database);
}
