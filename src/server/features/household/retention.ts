// How long employment records are kept (decision 0172).

/** SD7 clause 6 and BCEA s31: payslips and the records behind them are kept for three years. */
export const PAYSLIP_RETENTION_YEARS = 3;
