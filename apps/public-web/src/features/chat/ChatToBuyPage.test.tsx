import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationProbe, currentUrl, renderRoute } from '../../test/render';
import { ChatToBuyPage } from './ChatToBuyPage';
import { chatLaunch } from './chatLauncher';

describe('chat to buy', () => {
  it('opens the chat about the product and goes back to the page the visitor came from', async () => {
    const { router } = renderRoute(<LocationProbe />, { url: '/shopping?kind=goods', path: '/shopping', routes: [{ path: '/chat-to-buy', element: <ChatToBuyPage /> }] });
    const before = chatLaunch().serial;
    await act(() => router.navigate('/chat-to-buy?product=有機米禮盒'));
    await waitForUrl(router, '/shopping?kind=goods');
    expect(chatLaunch()).toEqual({ serial: before + 1, subject: '我想購買：有機米禮盒' });
  });

  it('opens the chat without a subject for a bad product, and lands on the home page when arriving from outside', async () => {
    const { router } = renderRoute(<ChatToBuyPage />, { url: `/chat-to-buy?product=${'x'.repeat(61)}`, path: '/chat-to-buy' });
    await waitForUrl(router, '/');
    expect(chatLaunch().subject).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

async function waitForUrl(router: Parameters<typeof currentUrl>[0], url: string): Promise<void> {
  await screen.findByTestId('location');
  await expect.poll(() => currentUrl(router)).toBe(url);
}
