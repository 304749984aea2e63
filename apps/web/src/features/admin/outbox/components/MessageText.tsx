import { Fragment } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** A plain-text e-mail with its links clickable (the vendor links of the demo open from here). */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Typography
      component="pre"
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}
    >
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Typography>
  );
}
