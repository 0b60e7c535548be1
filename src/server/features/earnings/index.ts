// The earnings feature's public face (issue 34): her month from the ledger, for the demo's seed and the statement.
export { saMonthOf } from './calendar.js';
export { workerEarnings } from './service.js';
