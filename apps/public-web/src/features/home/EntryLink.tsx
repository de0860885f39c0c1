import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A link an editor typed (an entry's or a story's link): a path of the site stays in the app, an
 * https:// address opens in a new tab; no link leaves the children as they are.
 */
export function EntryLink({ href, children, label, sx }: { href: string; children: ReactNode; label?: string; sx?: SxProps<Theme> }) {
  if (href === '') return <>{children}</>;
  if (href.startsWith('/'))
    return (
      <Link component={RouterLink} to={href} aria-label={label} underline="hover" sx={sx}>
        {children}
      </Link>
    );
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={label} underline="hover" sx={sx}>
      {children}
    </Link>
  );
}
