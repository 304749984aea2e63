import { ActivityCard } from '../../../../components/activity/ActivityCard';

/** The shared activity panel (history in words, comments, files) of a controlled document. */
export function DocumentActivity({ documentId }: { documentId: string }) {
  return <ActivityCard entity="dms-document" id={documentId} />;
}
