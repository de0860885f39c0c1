import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GALLERY_KIND_LABELS, LISTING_TEXTS, MARKET_TEXTS } from '@lendbridge/domain';
import type { MarketGalleryImage } from '@lendbridge/domain';
import { LoanGallery } from './LoanGallery';

const T = LISTING_TEXTS;

const IMAGES: MarketGalleryImage[] = [
  { id: 3, kind: 'collateral', url: '/api/uploads/tractor', caption: '曳引機' },
  { id: 1, kind: 'produce', url: '/api/uploads/rice', caption: '收成的稻穀' },
  { id: 2, kind: 'produce', url: '/api/uploads/field', caption: '' },
];

describe('LoanGallery', () => {
  it('lists the produce photos, then the collateral photos, each under its kind with its caption', () => {
    render(<LoanGallery images={IMAGES} />);
    const groups = screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'));
    expect(groups).toEqual([GALLERY_KIND_LABELS.produce, GALLERY_KIND_LABELS.collateral]);

    const produce = within(screen.getByRole('group', { name: GALLERY_KIND_LABELS.produce }));
    expect(produce.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/api/uploads/rice', '/api/uploads/field']);
    expect(produce.getByText('收成的稻穀')).toBeTruthy();
    expect(produce.getByRole('img', { name: GALLERY_KIND_LABELS.produce })).toBeTruthy();

    const collateral = within(screen.getByRole('group', { name: GALLERY_KIND_LABELS.collateral }));
    expect(collateral.getByRole('img', { name: '曳引機' }).getAttribute('src')).toBe('/api/uploads/tractor');
    expect(collateral.getByText('曳引機')).toBeTruthy();
  });

  it('leaves out a kind without photos', () => {
    render(<LoanGallery images={IMAGES.filter((image) => image.kind === 'collateral')} />);
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([GALLERY_KIND_LABELS.collateral]);
  });

  it('opens a photo large in a dialog and closes it', async () => {
    const user = userEvent.setup();
    render(<LoanGallery images={IMAGES} />);
    await user.click(screen.getByRole('button', { name: T.galleryEnlarge('曳引機') }));
    const dialog = within(await screen.findByRole('dialog', { name: '曳引機' }));
    expect(dialog.getByRole('img', { name: '曳引機' }).getAttribute('src')).toBe('/api/uploads/tractor');
    await user.click(dialog.getByRole('button', { name: MARKET_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: T.galleryEnlarge('') }));
    expect(await screen.findByRole('dialog', { name: GALLERY_KIND_LABELS.produce })).toBeTruthy();
  });
});
