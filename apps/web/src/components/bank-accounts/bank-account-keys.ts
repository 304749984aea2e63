import type { z } from 'zod';
import type { bankAccountListQuerySchema } from '@keel/domain';

/** Query of the bank-accounts list as the screen sends it. */
export type BankAccountsListInput = Partial<z.output<typeof bankAccountListQuerySchema>>;

/** Query keys of the bank-account feature. */
export const bankAccountKeys = {
  all: ['bank-accounts'] as const,
  lists: () => [...bankAccountKeys.all, 'list'] as const,
  list: (query: BankAccountsListInput) => [...bankAccountKeys.lists(), query] as const,
  detail: (id: string) => [...bankAccountKeys.all, 'detail', id] as const,
};
