// The worker dashboard's public face.
export { WorkerDashboard } from './worker-dashboard.js';
