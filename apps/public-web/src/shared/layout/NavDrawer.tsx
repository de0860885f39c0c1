import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface NavLink {
  label: string;
  to: string;
}

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  links: readonly NavLink[];
}

/** The narrow screen's menu: every link in a drawer from the right. */
export function NavDrawer({ open, onClose, title, links }: NavDrawerProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 240 }} role="presentation" onClick={onClose}>
        <Typography sx={{ px: 2, py: 1.5, fontWeight: 700 }}>{title}</Typography>
        <Divider />
        <List>
          {links.map((link) => (
            <ListItemButton key={link.label} component={RouterLink} to={link.to}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
