// The household employer pack's public face: the employment form, the employer's payslips, the worker's papers,
// the guide and the minimum-wage hint for any rate field.
export { EmploymentForm } from './employment-form.js';
export { HouseholdGuide } from './household-guide.js';
export { EmployerPayslips } from './payslips.js';
export { WorkerPapers } from './worker-papers.js';
