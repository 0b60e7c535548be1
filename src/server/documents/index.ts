// Documents as PDFs: the written particulars and payslips (issue 21), in English and the worker's language where
// its labels exist, and the worker's monthly earnings statement (issue 34).
export { type DocumentTexts, documentLanguages, documentTexts } from './catalogue.js';
export { type ContractParticulars, renderContractPdf } from './contract-pdf.js';
export { type PayslipDocument, renderPayslipPdf } from './payslip-pdf.js';
export { renderStatementPdf, type StatementDocument, statementMonthName } from './statement-pdf.js';
