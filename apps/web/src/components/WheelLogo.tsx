import type { SVGProps } from 'react';

const SPOKES = [0, 45, 90, 135, 180, 225, 270, 315];

/** Keel's logo: a ship's wheel with eight handles, drawn in `currentColor`. */
export function WheelLogo({ title, ...props }: SVGProps<SVGSVGElement> & { title?: string }) {
  return (
    <svg
      viewBox="0 0 100 100"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      {...props}
    >
      {title && <title>{title}</title>}
      {SPOKES.map((angle) => (
        <g key={angle} transform={`rotate(${angle} 50 50)`}>
          <line x1="50" y1="40" x2="50" y2="19" strokeWidth="4" />
          <line x1="50" y1="21" x2="50" y2="4.5" strokeWidth="8.5" />
        </g>
      ))}
      <circle cx="50" cy="50" r="29" strokeWidth="7" />
      <circle cx="50" cy="50" r="11" strokeWidth="6" />
      <circle cx="50" cy="50" r="3" fill="currentColor" stroke="none" />
    </svg>
  );
}
