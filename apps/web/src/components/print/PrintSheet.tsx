import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useQuery } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format';
import { companyConfigQuery } from '../../lib/shared-queries';
import { NO_PRINT_CLASS, PRINT_SHEET_CLASS, PrintStyles } from './print-styles';

/** Ink on paper: the sheet is black on white in both themes, as it will print. */
const INK = '#111';
const MUTED = '#444';

/** A label and its value in the facts block of a printed record. */
export type PrintFact = readonly [label: string, value: ReactNode];

function Toolbar({ back }: { back: { to: string; label: string } }) {
  return (
    <Box className={NO_PRINT_CLASS} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
        {back.label}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
        Print
      </Button>
    </Box>
  );
}

/**
 * A printable record (requisition, delivery note): company header, the document's name and number,
 * its facts, its lines (`children`) and a box per signature. On screen a white sheet under a
 * toolbar; on paper only the sheet.
 */
export function PrintSheet({
  back,
  loading,
  error,
  notFound,
  documentName,
  number,
  facts,
  signatures,
  children,
}: {
  back: { to: string; label: string };
  loading: boolean;
  error: Error | null;
  notFound: string;
  documentName: string;
  number: string;
  facts: readonly PrintFact[];
  signatures: readonly string[];
  children: ReactNode;
}) {
  const config = useQuery({ ...companyConfigQuery(), retry: false });
  if (loading || error)
    return (
      <>
        <Toolbar back={back} />
        {error ? (
          <Alert severity="error">
            {error instanceof ApiError && error.status === 404 ? notFound : errorMessage(error)}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={480} />
        )}
      </>
    );
  return (
    <>
      <PrintStyles />
      <Toolbar back={back} />
      <Box
        component="article"
        aria-label={`${documentName} ${number}`}
        className={PRINT_SHEET_CLASS}
        sx={{
          bgcolor: '#fff',
          color: INK,
          maxWidth: 900,
          mx: 'auto',
          p: { xs: 2, sm: 5 },
          border: 1,
          borderColor: 'divider',
          boxShadow: 2,
          fontSize: 13,
          '& table': { width: '100%', borderCollapse: 'collapse' },
          '& th, & td': {
            border: `1px solid ${MUTED}`,
            p: '4px 6px',
            textAlign: 'left',
            verticalAlign: 'top',
          },
          '& th': { bgcolor: '#eee', fontWeight: 600 },
          '& .num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        }}
      >
        <Box
          component="header"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
            pb: 1.5,
            borderBottom: `2px solid ${INK}`,
          }}
        >
          <Box sx={{ fontSize: 18, fontWeight: 700 }}>{config.data?.companyName ?? ''}</Box>
          <Box sx={{ textAlign: 'right' }}>
            <Box component="h1" sx={{ m: 0, fontSize: 20 }}>
              {documentName} {number}
            </Box>
            <Box sx={{ color: MUTED }}>Printed {formatDateTime(new Date())}</Box>
          </Box>
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 4,
            rowGap: 0.5,
            my: 2,
            '& div': { display: 'flex', gap: 1 },
            '& dt': { color: MUTED, minWidth: 110 },
            '& dd': { m: 0, fontWeight: 500 },
          }}
        >
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </Box>
        {children}
        <Box
          className="keel-print-keep"
          sx={{
            mt: 4,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: `repeat(${signatures.length}, minmax(0, 1fr))` },
          }}
        >
          {signatures.map((role) => (
            <Box
              key={role}
              sx={{ border: `1px solid ${INK}`, p: 1.5, minHeight: 120 }}
              aria-label={`Signature: ${role}`}
            >
              <Box sx={{ fontWeight: 600, mb: 3 }}>{role}</Box>
              <Box sx={{ borderBottom: `1px solid ${MUTED}`, mb: 2, color: MUTED, fontSize: 11 }}>Name</Box>
              <Box sx={{ borderBottom: `1px solid ${MUTED}`, mb: 2, color: MUTED, fontSize: 11 }}>
                Signature
              </Box>
              <Box sx={{ color: MUTED, fontSize: 11 }}>Date ____/__/__</Box>
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
