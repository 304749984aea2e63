/** Query keys of the vendor's purchase-order page (per token). */
export const vendorPoKeys = {
  all: ['vendor', 'purchase-order'] as const,
  order: (token: string) => [...vendorPoKeys.all, token] as const,
};
