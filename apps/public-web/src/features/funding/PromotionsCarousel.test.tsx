import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUNDING_PROMOTIONS_AUTOPLAY_MS, FUNDING_TEXTS } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { renderRoute } from '../../test/render';
import { PromotionsCarousel } from './PromotionsCarousel';
import { cardOf } from './testFunding';

const PROJECTS = [cardOf(0), cardOf(1), cardOf(2, { target_amount: 200_000, precent: 133.33 })];

const slide = () => screen.getByRole('group');
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('PromotionsCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch();
  });

  afterEach(() => vi.useRealTimers());

  it('moves on every 7 s, announcing nothing while it moves', () => {
    renderRoute(<PromotionsCarousel projects={PROJECTS} />);
    expect(screen.getByRole('region', { name: FUNDING_TEXTS.carouselLabel }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(slide().getAttribute('aria-label')).toBe('1 / 3');
    expect(heading()).toBe(PROJECTS[0]?.title);
    expect(slide().parentElement?.getAttribute('aria-live')).toBe('off');
    act(() => void vi.advanceTimersByTime(FUNDING_PROMOTIONS_AUTOPLAY_MS - 1));
    expect(heading()).toBe(PROJECTS[0]?.title);
    act(() => void vi.advanceTimersByTime(1));
    expect(heading()).toBe(PROJECTS[1]?.title);
    act(() => void vi.advanceTimersByTime(FUNDING_PROMOTIONS_AUTOPLAY_MS * 2));
    expect(heading()).toBe(PROJECTS[0]?.title);
  });

  it('stops on the pause button and while hovered, and steps by hand; the bar stays within 100 %', () => {
    renderRoute(<PromotionsCarousel projects={PROJECTS} />);
    fireEvent.click(screen.getByRole('button', { name: FUNDING_TEXTS.carouselPause }));
    expect(slide().parentElement?.getAttribute('aria-live')).toBe('polite');
    act(() => void vi.advanceTimersByTime(FUNDING_PROMOTIONS_AUTOPLAY_MS * 3));
    expect(heading()).toBe(PROJECTS[0]?.title);
    fireEvent.click(screen.getByRole('button', { name: FUNDING_TEXTS.carouselPrevious }));
    expect(heading()).toBe(PROJECTS[2]?.title);
    expect(screen.getByRole('progressbar', { name: FUNDING_TEXTS.progress }).getAttribute('aria-valuenow')).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: FUNDING_TEXTS.carouselNext }));
    expect(heading()).toBe(PROJECTS[0]?.title);

    fireEvent.click(screen.getByRole('button', { name: FUNDING_TEXTS.carouselPlay }));
    fireEvent.mouseEnter(screen.getByRole('region', { name: FUNDING_TEXTS.carouselLabel }));
    act(() => void vi.advanceTimersByTime(FUNDING_PROMOTIONS_AUTOPLAY_MS * 2));
    expect(heading()).toBe(PROJECTS[0]?.title);
    fireEvent.mouseLeave(screen.getByRole('region', { name: FUNDING_TEXTS.carouselLabel }));
    act(() => void vi.advanceTimersByTime(FUNDING_PROMOTIONS_AUTOPLAY_MS));
    expect(heading()).toBe(PROJECTS[1]?.title);
  });
});
