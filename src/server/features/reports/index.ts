// The reports feature's public face: what a report is about and who is behind it, for the admin queue.
export { findReportSubjects, type ReportSubject, subjectKey } from './subjects.js';
