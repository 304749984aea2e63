import { alpha, useTheme } from '@mui/material/styles';

/** Which scene to draw: lost at sea (404), a locked harbour (403) or a storm (anything else). */
export type ErrorScene = 'lost' | 'locked' | 'storm';

/** The error page's picture, drawn with the theme's colours so it follows light and dark. */
export function ErrorIllustration({ scene }: { scene: ErrorScene }) {
  const t = useTheme();
  const primary = t.palette.primary.main;
  const secondary = t.palette.secondary.main;
  const bg = t.palette.background.default;
  const muted = t.palette.text.secondary;
  return (
    <svg viewBox="0 0 400 270" width="100%" role="img" aria-label="Illustration" style={{ maxWidth: 420 }}>
      <circle cx="200" cy="130" r="118" fill={alpha(primary, t.palette.mode === 'dark' ? 0.16 : 0.08)} />
      {scene !== 'storm' && <circle cx="112" cy="64" r="17" fill={alpha(secondary, 0.4)} />}
      {scene === 'storm' && (
        <g>
          <path
            d="M88 86a22 22 0 0 1 40-12a18 18 0 0 1 30 16h-70a12 12 0 0 1 0-4z"
            fill={alpha(muted, 0.55)}
          />
          <path d="M118 92l-10 22h10l-6 20l20-28h-11l7-14z" fill={t.palette.warning.main} />
        </g>
      )}
      {scene === 'locked' && (
        <g transform="translate(318 120)">
          <rect x="-6" y="-8" width="12" height="92" rx="3" fill={alpha(muted, 0.5)} />
          <rect x="-21" y="-34" width="42" height="34" rx="8" fill={t.palette.error.main} />
          <path
            d="M-12-34v-10a12 12 0 0 1 24 0v10"
            stroke={t.palette.error.main}
            strokeWidth="6"
            fill="none"
          />
          <circle cx="0" cy="-19" r="5" fill={bg} />
          <rect x="-2" y="-18" width="4" height="10" rx="2" fill={bg} />
        </g>
      )}
      <g transform={scene === 'storm' ? 'rotate(-7 200 180)' : undefined}>
        <line x1="168" y1="142" x2="168" y2="96" stroke={muted} strokeWidth="3" strokeLinecap="round" />
        {scene === 'lost' ? (
          <g>
            <path d="M168 98l34 9l-34 9z" fill={secondary} />
            <text x="178" y="112" fontSize="12" fontWeight="700" fill={bg} fontFamily="Roboto, sans-serif">
              ?
            </text>
          </g>
        ) : (
          <path d="M168 98l26 7l-26 7z" fill={secondary} />
        )}
        <rect x="146" y="142" width="64" height="30" rx="5" fill={secondary} />
        {[156, 172, 188].map((x) => (
          <rect key={x} x={x} y="150" width="10" height="8" rx="2" fill={bg} />
        ))}
        <rect x="218" y="130" width="16" height="42" rx="3" fill={primary} />
        <rect x="218" y="138" width="16" height="6" fill={alpha(bg, 0.8)} />
        <path d="M110 172h180l-22 34h-140z" fill={primary} />
        <circle cx="138" cy="186" r="4" fill={alpha(bg, 0.9)} />
      </g>
      <path
        d="M52 214q17-11 34 0t34 0t34 0t34 0t34 0t34 0t34 0t34 0t34 0"
        stroke={primary}
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M86 236q17-10 34 0t34 0t34 0t34 0t34 0t34 0t34 0"
        stroke={alpha(primary, 0.45)}
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
