// The household employer pack's public face for other features: its records in a person's data export.
export { exportHouseholdRecords, PAYSLIP_RETENTION_YEARS } from './service.js';
