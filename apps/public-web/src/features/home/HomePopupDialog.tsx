import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_TEXTS } from '@lendbridge/domain';
import type { HomepageEntry } from '@lendbridge/domain';
import { EntryLink } from './EntryLink';
import { HomeImage } from './HomeImage';

/**
 * The auto-popup modal: the entry's picture (linking where the entry says) and its text, sanitised
 * by the server when staff saved it. Its width follows properties.popup_size; hide_header drops the
 * title bar and hide_footer the bar with the link. The close button is always there.
 */
export function HomePopupDialog({ entry, onClose }: { entry: HomepageEntry; onClose: () => void }) {
  const { popup_size: size, hide_header: hideHeader, hide_footer: hideFooter } = entry.properties;
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={size}
      fullWidth
      aria-labelledby={hideHeader ? undefined : 'home-popup-title'}
      slotProps={{ paper: { 'aria-label': hideHeader ? entry.title : undefined } }}
    >
      <IconButton aria-label={HOME_TEXTS.popupClose} onClick={onClose} sx={{ position: 'absolute', top: 4, right: 4, zIndex: 1, bgcolor: 'background.paper', '&:hover': { bgcolor: 'grey.100' } }}>
        <span aria-hidden="true">✕</span>
      </IconButton>
      {!hideHeader && (
        <DialogTitle id="home-popup-title" sx={{ pr: 7 }}>
          {entry.title}
        </DialogTitle>
      )}
      <DialogContent sx={{ pt: hideHeader ? 6 : undefined }}>
        {entry.image_url !== '' && (
          <EntryLink href={entry.link} label={entry.title}>
            <HomeImage src={entry.image_url} alt={entry.title} width={960} height={540} lazy={false} fetchPriority="high" />
          </EntryLink>
        )}
        {entry.content !== '' && <Box sx={{ mt: 2, '& p': { my: 1 } }} dangerouslySetInnerHTML={{ __html: entry.content }} />}
      </DialogContent>
      {!hideFooter && entry.link !== '' && (
        <DialogActions>
          {entry.link.startsWith('/') ? (
            <Button variant="contained" component={RouterLink} to={entry.link} onClick={onClose}>
              {HOME_TEXTS.popupMore}
            </Button>
          ) : (
            <Button variant="contained" href={entry.link} target="_blank" rel="noopener noreferrer" onClick={onClose}>
              {HOME_TEXTS.popupMore}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
