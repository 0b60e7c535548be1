// The reports feature's public face: the Report button and dialog any page puts beside what can be reported
// (a worker's profile, a review, a job), and the reasons' words the admin console shows.

export { REPORT_REASON_LABELS, REPORT_SUBJECT_LABELS } from './reasons.js';
export { ReportButton } from './report-button.js';
export type { ReportTarget } from './report-dialog.js';
