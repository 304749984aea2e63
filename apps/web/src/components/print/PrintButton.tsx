import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';

/** The "Print" button of a record page: opens the record's print view (`to`). */
export function PrintButton({ to }: { to: string }) {
  return (
    <Button variant="outlined" component={RouterLink} to={to} startIcon={<PrintOutlinedIcon />}>
      Print
    </Button>
  );
}
