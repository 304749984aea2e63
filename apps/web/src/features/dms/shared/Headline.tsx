import Box from '@mui/material/Box';
import { splitHeadline } from '@keel/domain';

/**
 * A search headline with its matches highlighted (<mark>): the server marks each match between
 * \u0002 and \u0003 and `splitHeadline` cuts the text on them — no HTML is ever parsed.
 */
export function Headline({ headline }: { headline: string }) {
  return (
    <>
      {splitHeadline(headline).map((part, i) =>
        part.match ? (
          <Box
            component="mark"
            key={i}
            sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', borderRadius: 0.5, px: 0.25 }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
