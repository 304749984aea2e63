import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import type { CertificateMatrixCell, CertificateMatrixColumn, CertificateMatrixRow } from '@keel/domain';
import { matrixCellStyle } from './certificate-state-style';

const stickyShip = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.default',
  borderRight: 1,
  borderRightColor: 'divider',
  minWidth: { xs: 130, sm: 170 },
} as const;

function MatrixCell({
  typeName,
  cell,
  href,
}: {
  typeName: string;
  cell: CertificateMatrixCell | undefined;
  href: string;
}) {
  const theme = useTheme();
  const style = matrixCellStyle(theme, typeName, cell);
  const box = (
    <Box
      sx={{
        px: 0.75,
        py: 0.75,
        borderRadius: '8px',
        border: 1,
        borderStyle: cell ? 'solid' : 'dashed',
        borderColor: style.borderColor,
        bgcolor: style.bgcolor,
        color: style.color,
        opacity: style.opacity,
        fontSize: '0.72rem',
        fontVariantNumeric: 'tabular-nums',
        textAlign: 'center',
        whiteSpace: 'nowrap',
        width: '100%',
      }}
    >
      {style.text}
    </Box>
  );
  return (
    <TableCell sx={{ p: 0.5 }} data-state={cell?.state ?? 'NONE'}>
      {cell ? (
        <Tooltip title={style.label}>
          <ButtonBase
            component={RouterLink}
            to={href}
            aria-label={style.label}
            sx={{ width: '100%', borderRadius: '8px' }}
          >
            {box}
          </ButtonBase>
        </Tooltip>
      ) : (
        <Box aria-label={style.label} role="img">
          {box}
        </Box>
      )}
    </TableCell>
  );
}

/**
 * The fleet matrix: one row per ship, one column per standard certificate type and one per name of the
 * certificates of no standard type the ships hold (`columns`, from the server), each cell tinted by the
 * certificate's derived state, showing its (effective) expiry and opening the certificate. The ship
 * column stays in view while the table scrolls sideways on narrow screens.
 */
export function CertificateMatrix({
  rows,
  columns,
}: {
  rows: readonly CertificateMatrixRow[];
  columns: readonly CertificateMatrixColumn[];
}) {
  return (
    <TableContainer sx={{ maxWidth: '100%' }}>
      <Table size="small" aria-label="Certificate matrix" sx={{ borderCollapse: 'separate' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyShip, zIndex: 3, fontWeight: 600 }}>Ship</TableCell>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align="center"
                sx={{
                  px: 0.5,
                  minWidth: column.typeCode ? 84 : 128,
                  maxWidth: 150,
                  verticalAlign: 'bottom',
                  whiteSpace: 'normal',
                }}
              >
                <Tooltip
                  describeChild
                  title={column.typeCode ? column.name : `${column.name} (other certificate)`}
                >
                  <Typography
                    variant="caption"
                    sx={{
                      fontWeight: 600,
                      lineHeight: 1.2,
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                      whiteSpace: 'normal',
                      overflowWrap: 'anywhere',
                      fontStyle: column.typeCode ? 'normal' : 'italic',
                    }}
                  >
                    {column.shortName}
                  </Typography>
                </Tooltip>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const byColumn = new Map(row.cells.map((c) => [c.column, c]));
            return (
              <TableRow key={row.shipId} hover>
                <TableCell component="th" scope="row" sx={stickyShip}>
                  <Link
                    component={RouterLink}
                    to={`/certificate/${row.shipId}`}
                    underline="hover"
                    sx={{ fontWeight: 600 }}
                  >
                    {row.shipName}
                  </Link>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap>
                    IMO {row.imo}
                    {row.family ? ` · ${row.family}` : ''}
                  </Typography>
                </TableCell>
                {columns.map((column) => {
                  const cell = byColumn.get(column.key);
                  return (
                    <MatrixCell
                      key={column.key}
                      typeName={column.shortName}
                      cell={cell}
                      href={`/certificate/${row.shipId}${cell ? `?open=${cell.certificateId}` : ''}`}
                    />
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
