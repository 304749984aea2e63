import { CERTIFICATE_TYPES, certificateTypeByCode, type CertificateView } from '@keel/domain';

/** The values of the certificate form ('' for no value). */
export interface CertificateFormValues extends Record<string, unknown> {
  typeCode: string;
  kind: string;
  name: string;
  number: string;
  issuer: string;
  issueDate: string;
  expiryDate: string;
  hasSurveyWindows: boolean;
  extendedUntil: string;
  leadTimeDays: number;
  remarks: string;
}

/** A blank form; the first standard type not yet held is a sensible default left to the user. */
export function emptyCertificateValues(): CertificateFormValues {
  return {
    typeCode: '',
    kind: 'statutory',
    name: '',
    number: '',
    issuer: '',
    issueDate: '',
    expiryDate: '',
    hasSurveyWindows: true,
    extendedUntil: '',
    leadTimeDays: 30,
    remarks: '',
  };
}

/** The form values of a stored certificate. */
export function certificateValues(c: CertificateView): CertificateFormValues {
  return {
    typeCode: c.typeCode ?? '',
    kind: c.kind,
    name: c.name,
    number: c.number,
    issuer: c.issuer,
    issueDate: c.issueDate,
    expiryDate: c.expiryDate ?? '',
    hasSurveyWindows: c.hasSurveyWindows,
    extendedUntil: c.extendedUntil ?? '',
    leadTimeDays: c.leadTimeDays,
    remarks: c.remarks ?? '',
  };
}

/** Choosing a standard type fills its kind, name and survey regime. */
export function applyType(values: CertificateFormValues, typeCode: string): CertificateFormValues {
  const type = certificateTypeByCode(typeCode);
  if (!type) return { ...values, typeCode: '', kind: values.kind === 'class' ? 'class' : 'other' };
  return { ...values, typeCode, kind: type.kind, name: type.name, hasSurveyWindows: type.hasSurveyWindows };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The request fields of the form (the body of create; update sends the changed ones). */
export function certificateFields(v: CertificateFormValues) {
  return {
    typeCode: orNull(v.typeCode),
    kind: v.kind,
    name: v.name,
    number: v.number,
    issuer: v.issuer,
    issueDate: v.issueDate,
    expiryDate: orNull(v.expiryDate),
    hasSurveyWindows: v.hasSurveyWindows,
    extendedUntil: orNull(v.extendedUntil),
    leadTimeDays: v.leadTimeDays,
    remarks: orNull(v.remarks),
  };
}

/** The fields that differ from the stored certificate. */
export function changedFields(
  stored: CertificateView,
  values: CertificateFormValues,
): Record<string, unknown> {
  const before = certificateFields(certificateValues(stored));
  const after = certificateFields(values);
  const diff: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof typeof after)[])
    if (after[key] !== before[key]) diff[key] = after[key];
  return diff;
}

/** The standard types for the type picker. */
export const TYPE_OPTIONS = CERTIFICATE_TYPES.map((t) => ({ value: t.code, label: t.name }));
