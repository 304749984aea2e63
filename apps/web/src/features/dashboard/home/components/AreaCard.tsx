import { Link as RouterLink } from 'react-router';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { NavItem } from '../../../../app/layout/nav-context';
import { NavIcon } from '../../../../app/layout/nav-icons';
import { Card } from '../../../../components/Card';

/** A dashboard card that opens one area of the app. */
export function AreaCard({ item }: { item: NavItem }) {
  return (
    <ButtonBase
      component={RouterLink}
      to={item.path}
      aria-label={`Open ${item.label}`}
      sx={{
        display: 'block',
        textAlign: 'left',
        borderRadius: '15px',
        transition: 'transform 150ms, box-shadow 150ms',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: 3 },
        '&.Mui-focusVisible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineStyle: 'solid',
          outlineOffset: 2,
        },
      }}
    >
      <Card
        type="secondary"
        title={item.label}
        owner={item.group ?? 'Overview'}
        icon={<NavIcon name={item.icon} />}
        action={<ArrowForwardIcon fontSize="small" color="action" />}
        sx={{ height: '100%' }}
      >
        <Typography variant="body2" color="text.secondary">
          {item.description}
        </Typography>
      </Card>
    </ButtonBase>
  );
}
