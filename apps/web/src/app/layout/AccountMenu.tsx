import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { useNavigate } from 'react-router';
import { initials } from '../../lib/format';
import { useAuth } from '../auth/auth-context';
import { useUI } from '../theme/ui-context';
import { useLogoutGuard } from '../outbox/use-logout-guard';

/** The account button of the top bar: who is signed in, and Log out. */
export function AccountMenu() {
  const { user, logout } = useAuth();
  const { setLoading } = useUI();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logoutGuard = useLogoutGuard();
  const navigate = useNavigate();
  const name = user?.name ?? 'Account';
  return (
    <>
      <Tooltip title={name}>
        <IconButton
          aria-label="Account"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar
            sx={{
              width: 34,
              height: 34,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: '0.8rem',
              fontWeight: 600,
            }}
          >
            {initials(name)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240, border: 1, borderColor: 'divider' } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user?.email}
          </Typography>
          {user?.isAdmin && (
            <Chip label="Administrator" size="small" color="primary" variant="outlined" sx={{ mt: 1 }} />
          )}
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/files/shared-links');
          }}
        >
          <ListItemIcon>
            <ShareOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Shared links
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logoutGuard.guard(() => {
              setLoading(true);
              void logout().finally(() => setLoading(false));
            });
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
      </Menu>
      {logoutGuard.dialog}
    </>
  );
}
