// The South African banks a worker can be paid to, with the codes Paystack's transfer recipients of type `basa` take
// (decision 0353). Source: Paystack's List Banks answer for `GET /bank?currency=ZAR` (its documented example,
// PaystackOSS/doc-code-snippets, identity/account/list-bank), each bank's universal branch code. A bank added by
// Paystack is added here by hand: the worker picks from this list and the server refuses any other code.
export interface SaBank {
  code: string;
  name: string;
}

export const SA_BANKS: readonly SaBank[] = [
  { code: '632005', name: 'Absa Bank' },
  { code: '430000', name: 'African Bank' },
  { code: '470010', name: 'Capitec Bank' },
  { code: '679000', name: 'Discovery Bank' },
  { code: '250655', name: 'First National Bank (FNB)' },
  { code: '584000', name: 'Grindrod Bank' },
  { code: '580105', name: 'Investec Bank' },
  { code: '198765', name: 'Nedbank' },
  { code: '683000', name: 'Sasfin Bank' },
  { code: '051001', name: 'Standard Bank' },
  { code: '678910', name: 'TymeBank' },
];

export function saBank(code: string): SaBank | undefined {
  return SA_BANKS.find((bank) => bank.code === code);
}

/**
 * South African account numbers differ in length by bank (Capitec 10 digits, FNB 11, Standard Bank 9 to 11...) and
 * each bank's check-digit rules are not public, so we check digits and a length every bank's numbers fit in; the
 * bank refuses a wrong number and the transfer comes back failed (decision 0353).
 */
export const ACCOUNT_NUMBER_PATTERN = /^\d{6,16}$/;

/** What she sees of her account number: the last four digits. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}
