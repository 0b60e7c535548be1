// The household employer pack's public face for other features: its records in a person's data export.
export { PAYSLIP_RETENTION_YEARS } from './retention.js';
export { exportHouseholdRecords } from './service.js';
