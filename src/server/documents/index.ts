// Employment documents as PDFs (issue 21): the written particulars and payslips, in English and the worker's
// language where its labels exist.
export { type DocumentTexts, documentLanguages, documentTexts } from './catalogue.js';
export { type ContractParticulars, renderContractPdf } from './contract-pdf.js';
export { type PayslipDocument, renderPayslipPdf } from './payslip-pdf.js';
