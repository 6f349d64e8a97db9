// STYLE "API client and queries": the receipts area's query keys (read-only screens: nothing invalidates them).
import type { TransactionsQuery } from '@dental/domain';

export const receiptKeys = {
  all: ['receipts'] as const,
  transactions: (query: TransactionsQuery) => [...receiptKeys.all, 'transactions', query] as const,
  practices: ['receipts', 'practices'] as const,
  appointment: (id: string) => [...receiptKeys.all, 'appointment', id] as const,
  reimbursement: (id: string) => [...receiptKeys.all, 'reimbursement', id] as const,
  estimates: (page: number) => [...receiptKeys.all, 'estimates', { page }] as const,
  estimate: (id: string) => [...receiptKeys.all, 'estimate', id] as const,
};
