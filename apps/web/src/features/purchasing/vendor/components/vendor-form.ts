import type { CreateVendorInput, PortRefInput, Vendor, VendorCategory } from '@keel/domain';

/** The vendor form's values (text as typed). */
export interface VendorFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  categories: VendorCategory[];
  ports: PortRefInput[];
  address: string;
  city: string;
  postalCode: string;
  country: string;
  currency: string;
  paymentTermsDays: string;
  email: string;
  phone: string;
  rating: number | null;
  notes: string;
}

/** The form values of a vendor (empty for a new one). */
export function vendorFormValues(v: Vendor | null): VendorFormValues {
  return {
    name: v?.name ?? '',
    code: v?.code ?? '',
    categories: v?.categories ?? [],
    ports: v?.ports ?? [],
    address: v?.addressLines.join('\n') ?? '',
    city: v?.city ?? '',
    postalCode: v?.postalCode ?? '',
    country: v?.country ?? '',
    currency: v?.currency ?? 'USD',
    paymentTermsDays: String(v?.paymentTermsDays ?? 30),
    email: v?.email ?? '',
    phone: v?.phone ?? '',
    rating: v?.rating ?? null,
    notes: v?.notes ?? '',
  };
}

/** The body the domain schema checks (contacts are edited on the vendor's page). */
export function vendorInput(values: VendorFormValues): Omit<CreateVendorInput, 'contacts'> {
  const { address, paymentTermsDays, ...rest } = values;
  const days = paymentTermsDays.trim();
  return {
    ...rest,
    addressLines: address.split('\n'),
    paymentTermsDays: days === '' ? Number.NaN : Number(days),
    postalCode: values.postalCode || null,
    phone: values.phone || null,
  };
}

/** The message of a field, or of its first item (`addressLines.0`). */
export function fieldError(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];
}
