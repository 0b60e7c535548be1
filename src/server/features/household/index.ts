// The household employer pack's public face for other features: its records in a person's data export.
export { exportHouseholdRecords } from './service.js';
