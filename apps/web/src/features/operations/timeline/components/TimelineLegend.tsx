import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { EVENT_SEVERITIES, EVENT_SEVERITY_LABELS } from '@keel/domain';
import { expiryColor, severityColor, windowFill } from './timeline-marks';

function Item({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <svg width={18} height={14} aria-hidden>
        {children}
      </svg>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** What the marks mean. */
export function TimelineLegend() {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1.5 }} aria-label="Legend">
      {EVENT_SEVERITIES.map((s) => (
        <Item key={s} label={`${EVENT_SEVERITY_LABELS[s]} event`}>
          <circle cx={9} cy={7} r={5} fill={severityColor(theme, s)} />
        </Item>
      ))}
      <Item label="Closed event">
        <circle
          cx={9}
          cy={7}
          r={5}
          fill={theme.palette.info.main}
          fillOpacity={0.45}
          stroke={theme.palette.info.main}
        />
      </Item>
      <Item label="Survey window">
        <rect
          x={1}
          y={3}
          width={16}
          height={8}
          rx={2}
          fill={windowFill(theme)}
          stroke={theme.palette.secondary.main}
          strokeOpacity={0.6}
        />
      </Item>
      <Item label="Certificate expiry (due / expired)">
        <path d="M 9 0 L 16 7 L 9 14 L 2 7 Z" fill={expiryColor(theme, 'DUE')} />
      </Item>
      <Item label="Noon report (orange: more than one that day)">
        <circle cx={9} cy={7} r={3} fill={theme.palette.primary.main} />
      </Item>
    </Box>
  );
}
