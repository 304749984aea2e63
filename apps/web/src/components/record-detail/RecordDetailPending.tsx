import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { ApiError, errorMessage } from '../../lib/api-error';
import { PageHeader } from '../PageHeader';
import { BackButton, type BackLink } from './RecordDetailHeader';

/** What a record page says while its record is not there: its kind, the 404 text, the skeleton's height. */
export interface PendingText {
  back: BackLink;
  /** The record's kind, the heading when it failed ("Port agent"). */
  kind: string;
  notFound: string;
  height?: number;
}

/**
 * What a record page shows before its record is there: a skeleton while loading, else the error
 * (`notFound` for a 404) under a header that still leads back.
 */
export function RecordDetailPending({
  back,
  kind,
  error,
  notFound,
  height = 360,
}: PendingText & {
  /** The load error; null while loading. */
  error: Error | null;
}) {
  if (!error)
    return (
      <>
        <PageHeader
          before={<BackButton {...back} />}
          title={<Skeleton width={280} />}
          subtitle={<Skeleton width={180} />}
        />
        <Skeleton variant="rounded" height={height} sx={{ borderRadius: '15px' }} />
      </>
    );
  return (
    <>
      <PageHeader before={<BackButton {...back} />} title={kind} />
      <Alert severity="error">
        {error instanceof ApiError && error.status === 404 ? notFound : errorMessage(error)}
      </Alert>
    </>
  );
}
