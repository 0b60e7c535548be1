// Picks the transfer gateway from the configuration, as create.ts picks the payment gateway.
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { TransferProvider } from './transfers.js';
import { PaystackTransfers } from './transfers-paystack.js';
import { SandboxTransfers } from './transfers-sandbox.js';

export function createTransferProvider(config: Config, database: Database): TransferProvider {
  if (config.PAYMENT_PROVIDER === 'paystack') {
    return new PaystackTransfers({
      secretKey: config.PAYSTACK_SECRET_KEY ?? '',
      apiBase: config.PAYSTACK_API_BASE,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    });
  }
  return new SandboxTransfers(config.secretKey, database);
}
