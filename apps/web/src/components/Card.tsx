import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { WheelLogo } from './WheelLogo';

/** Props of {@link Card} (spec §3 "Card inputs"). */
export interface CardProps {
  type?: 'primary' | 'secondary';
  title: ReactNode;
  owner?: ReactNode;
  showIcon?: boolean;
  showOwner?: boolean;
  titleProps?: TypographyProps;
  icon?: ReactNode;
  children?: ReactNode;
  /** Shown at the top right (buttons, menus). */
  action?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The reusable card of spec §1: a title, an owner ('No owner' when there is none) and an optional
 * icon, in the primary or secondary colour.
 */
export function Card({
  type = 'primary',
  title,
  owner,
  showIcon = true,
  showOwner = true,
  titleProps,
  icon,
  children,
  action,
  sx,
}: CardProps) {
  const hasOwner = owner !== undefined && owner !== null && owner !== '';
  return (
    <Paper
      elevation={0}
      sx={[
        {
          p: 2.5,
          borderRadius: '15px',
          border: 1,
          borderColor: 'divider',
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          minWidth: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        {showIcon && (
          <Box
            aria-hidden
            sx={(t) => ({
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: '12px',
              display: 'grid',
              placeItems: 'center',
              color: t.palette[type].main,
              bgcolor: alpha(t.palette[type].main, t.palette.mode === 'dark' ? 0.22 : 0.12),
              '& svg': { width: 22, height: 22 },
            })}
          >
            {icon ?? <WheelLogo />}
          </Box>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h3" noWrap {...titleProps}>
            {title}
          </Typography>
          {showOwner && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {hasOwner ? owner : 'No owner'}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
