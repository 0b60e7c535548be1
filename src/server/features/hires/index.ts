// The hires feature's public face for other features: the month's usage, a hire's status in force, the South
// African month a moment falls in (the employer's hire history reads them), and the hire moves other channels use.
export { monthlyUsage, waitingRequests } from './lists.js';
export { saMonth } from './month.js';
export { effectiveStatus, type HireRow } from './payload.js';
export {
  type CreateHireInput,
  createHire,
  type HireSchedule,
  transitionHire,
  withdrawHireRequestsBetween,
} from './service.js';
