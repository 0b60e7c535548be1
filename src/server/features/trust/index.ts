// The trust feature's public face: what a worker sees of an employer (the hire request shows it too).
export { employerSummary } from './employer-profile.js';
