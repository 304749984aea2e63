import Chip from '@mui/material/Chip';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AnchorIcon from '@mui/icons-material/Anchor';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import LocalFireDepartmentOutlinedIcon from '@mui/icons-material/LocalFireDepartmentOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import {
  EVENT_KIND_LABELS,
  EVENT_SEVERITY_LABELS,
  EVENT_STATUS_LABELS,
  type EventKind,
  type EventSeverity,
  type EventStatus,
} from '@keel/domain';
import type { ComponentType } from 'react';

/** The icon of each event kind. */
export const KIND_ICONS: Record<EventKind, ComponentType<SvgIconProps>> = {
  port_call: AnchorIcon,
  drill: LocalFireDepartmentOutlinedIcon,
  inspection: FactCheckOutlinedIcon,
  incident: ReportProblemOutlinedIcon,
  alarm: NotificationsActiveOutlinedIcon,
  maintenance: BuildOutlinedIcon,
  other: MoreHorizIcon,
};

/** The MUI colour of each severity. */
export const SEVERITY_COLORS = {
  info: 'info',
  minor: 'warning',
  major: 'warning',
  critical: 'error',
} as const satisfies Record<EventSeverity, string>;

/** An event kind with its icon. */
export function KindChip({ kind }: { kind: EventKind }) {
  const Icon = KIND_ICONS[kind];
  return (
    <Chip size="small" variant="outlined" icon={<Icon fontSize="small" />} label={EVENT_KIND_LABELS[kind]} />
  );
}

/** A severity: info and minor outlined, major and critical filled. */
export function SeverityChip({ severity }: { severity: EventSeverity }) {
  const filled = severity === 'major' || severity === 'critical';
  return (
    <Chip
      size="small"
      color={SEVERITY_COLORS[severity]}
      variant={filled ? 'filled' : 'outlined'}
      label={EVENT_SEVERITY_LABELS[severity]}
      sx={{ minWidth: 64 }}
    />
  );
}

/** Open (filled) or closed (outlined). */
export function EventStatusChip({ status }: { status: EventStatus }) {
  return (
    <Chip
      size="small"
      color={status === 'open' ? 'primary' : 'default'}
      variant={status === 'open' ? 'filled' : 'outlined'}
      label={EVENT_STATUS_LABELS[status]}
      sx={{ minWidth: 60 }}
    />
  );
}
