import { memo, useContext, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import type { ActivityEntity, CreateComment } from '@keel/domain';
import { AuthContext } from '../../app/auth/auth-context';
import { errorMessage } from '../../lib/api-error';
import { Card } from '../Card';
import { LoadingWheel } from '../LoadingWheel';
import { ActivityTimeline } from './ActivityTimeline';
import { AttachmentList } from './AttachmentList';
import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentList';
import { useAddComment, useAttachments, useComments } from './activity-api';

/** Props of {@link ActivityCard}: the record, by its audit entity name and id. */
export interface ActivityCardProps {
  entity: ActivityEntity;
  id: string;
}

type TabName = 'comments' | 'history' | 'files';

/**
 * A record's activity, shared by every record page: comments with @mentions (a mention notifies the
 * person), the history in words (from the audit trail) and the attached files.
 */
export const ActivityCard = memo(function ActivityCard({ entity, id }: ActivityCardProps) {
  const record = { entity, id };
  const user = useContext(AuthContext)?.user ?? null;
  const [tab, setTab] = useState<TabName>('comments');
  const [writing, setWriting] = useState(false);
  const comments = useComments(record);
  const files = useAttachments(record);
  const add = useAddComment(record);
  const commentCount = comments.data?.page.total;
  const fileCount = files.data?.data.length;

  const submit = async (body: CreateComment) => {
    try {
      await add.mutateAsync(body);
      setWriting(false);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Card type="secondary" title="Activity" showOwner={false} icon={<ForumOutlinedIcon />}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: -1 }}>
        <Tabs
          value={tab}
          onChange={(_e, v: TabName) => setTab(v)}
          aria-label="Activity sections"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="comments" label={commentCount ? `Comments (${commentCount})` : 'Comments'} />
          <Tab value="history" label="History" />
          <Tab value="files" label={fileCount ? `Files (${fileCount})` : 'Files'} />
        </Tabs>
      </Box>
      {tab === 'comments' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {comments.isPending ? (
            <LoadingWheel />
          ) : comments.isError ? (
            <Typography color="error" role="alert">
              {errorMessage(comments.error)}
            </Typography>
          ) : (
            <CommentList record={record} comments={comments.data.data} meId={user?.id ?? null} />
          )}
          {writing ? (
            <CommentComposer
              record={record}
              submitText="Comment"
              busy={add.isPending}
              error={add.isError ? errorMessage(add.error) : null}
              onSubmit={submit}
              onCancel={() => {
                add.reset();
                setWriting(false);
              }}
              autoFocus
            />
          ) : (
            <Box>
              <Button
                variant="outlined"
                startIcon={<AddCommentOutlinedIcon />}
                onClick={() => setWriting(true)}
              >
                Add a comment
              </Button>
            </Box>
          )}
        </Box>
      )}
      {tab === 'history' && <ActivityTimeline record={record} />}
      {tab === 'files' &&
        (files.isPending ? (
          <LoadingWheel />
        ) : files.isError ? (
          <Typography color="error" role="alert">
            {errorMessage(files.error)}
          </Typography>
        ) : (
          <AttachmentList
            record={record}
            files={files.data.data}
            meId={user?.id ?? null}
            isAdmin={user?.isAdmin ?? false}
          />
        ))}
    </Card>
  );
});
