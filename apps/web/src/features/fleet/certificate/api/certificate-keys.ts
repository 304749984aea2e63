import type { z } from 'zod';
import type {
  certificateDueQuerySchema,
  certificateMatrixQuerySchema,
  certificateViewListQuerySchema,
} from '@keel/domain';

/** Query of the certificate list as the screens send it. */
export type CertificateListInput = Partial<z.output<typeof certificateViewListQuerySchema>>;
/** Query of the fleet matrix as the screens send it. */
export type CertificateMatrixInput = Partial<z.output<typeof certificateMatrixQuerySchema>>;
/** Query of the "falls due" list as the dashboard sends it. */
export type CertificateDueInput = Partial<z.output<typeof certificateDueQuerySchema>>;

/** Query keys of the certificates feature; every write invalidates `all`. */
export const certificateKeys = {
  all: ['certificates'] as const,
  lists: () => [...certificateKeys.all, 'list'] as const,
  list: (query: CertificateListInput) => [...certificateKeys.lists(), query] as const,
  matrix: (query: CertificateMatrixInput) => [...certificateKeys.all, 'matrix', query] as const,
  due: (query: CertificateDueInput) => [...certificateKeys.all, 'due', query] as const,
  detail: (id: string) => [...certificateKeys.all, 'detail', id] as const,
};
