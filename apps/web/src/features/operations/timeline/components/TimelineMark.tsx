import type { KeyboardEvent, ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';

/**
 * A clickable, focusable mark of the timeline: Enter or Space opens it like a click; the tooltip and
 * the accessible name say what it is.
 */
export function TimelineMark({
  label,
  onOpen,
  children,
}: {
  label: string;
  onOpen: () => void;
  children: ReactElement | ReactElement[];
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      onOpen();
    }
  };
  return (
    <Tooltip title={label} placement="top" arrow describeChild>
      <g
        role="link"
        tabIndex={0}
        aria-label={label}
        className="timeline-mark"
        onClick={onOpen}
        onKeyDown={onKeyDown}
        style={{ cursor: 'pointer' }}
      >
        {children}
      </g>
    </Tooltip>
  );
}
