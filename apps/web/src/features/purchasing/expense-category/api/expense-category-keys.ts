/** Query keys of the expense categories feature. */
export const expenseCategoryKeys = {
  all: ['purchasing', 'expense-categories'] as const,
  tree: () => [...expenseCategoryKeys.all, 'tree'] as const,
};
