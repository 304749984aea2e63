import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageHeader } from '../PageHeader';

/** Where the back arrow of a record page leads, and its label ("Back to port agents"). */
export interface BackLink {
  to: string;
  label: string;
}

/** The back arrow of a record page. */
export function BackButton({ to, label }: BackLink) {
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={to} aria-label={label}>
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The heading of one record's page: back arrow (plus `before`, e.g. an avatar), the record's name
 * with its chips, one line of context and the page's actions.
 */
export function RecordDetailHeader({
  back,
  before,
  title,
  chips,
  subtitle,
  actions,
}: {
  back: BackLink;
  before?: ReactNode;
  title: ReactNode;
  chips?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <PageHeader
      before={
        before ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <BackButton {...back} />
            {before}
          </Box>
        ) : (
          <BackButton {...back} />
        )
      }
      title={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {title}
          {chips}
        </Box>
      }
      subtitle={subtitle}
      actions={actions}
    />
  );
}
