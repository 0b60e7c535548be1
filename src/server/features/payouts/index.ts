// The payouts feature's public face for other features: her payout account in clear for her own data download.
export { exportPayoutAccount } from './account.js';
export { listAdminPayouts, listPayoutRuns } from './admin.js';
export { resealPayoutAccounts } from './reseal.js';
export { applyTransferWebhook, payoutDeps } from './webhook.js';
