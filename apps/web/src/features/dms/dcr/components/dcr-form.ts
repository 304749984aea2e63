import { createDcrSchema, DMS_MAX_FILE_BYTES, type CreateDcr } from '@keel/domain';
import { zodFieldErrors, type FieldErrors } from '../../../../lib/form';

/** The new-DCR form's values (strings as the fields hold them; '' for the office as the origin). */
export interface DcrFormValues {
  documentId: string;
  shipId: string;
  reason: string;
  proposedText: string;
}

/** An empty form; a ship user starts from his ship. */
export const emptyDcrForm = (shipId = ''): DcrFormValues => ({
  documentId: '',
  shipId,
  reason: '',
  proposedText: '',
});

/**
 * Checks the form with the server's schema, plus the two rules of the form itself: the change is
 * given as proposed text or a marked-up file (or both), and the file fits the upload limit.
 */
export function validateDcrForm(
  values: DcrFormValues,
  file: File | null,
): { ok: true; body: CreateDcr } | { ok: false; errors: FieldErrors } {
  const parsed = createDcrSchema.safeParse({
    documentId: values.documentId || undefined,
    shipId: values.shipId || null,
    reason: values.reason,
    proposedText: values.proposedText,
  });
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  if (errors.documentId) errors.documentId = 'Choose the document to change';
  if (!values.proposedText.trim() && !file)
    errors.proposedText = 'Write the proposed text or attach a marked-up file';
  if (file && file.size > DMS_MAX_FILE_BYTES) errors.file = 'The file is larger than 25 MiB';
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
