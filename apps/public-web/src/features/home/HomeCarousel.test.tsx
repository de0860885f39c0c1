import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_CAROUSEL_AUTOPLAY_MS, HOME_TEXTS } from '@lendbridge/domain';
import { mockFetch } from '../../test/fetchMock';
import { preferReducedMotion, resetReducedMotion } from '../../test/reducedMotion';
import { renderRoute } from '../../test/render';
import { HomeCarousel } from './HomeCarousel';

const SLIDES = ['新會員首投獎勵', '智能投資穩健方案', '農民貸款'] as const;

const renderCarousel = () =>
  renderRoute(<HomeCarousel label={HOME_TEXTS.carouselLabel} items={SLIDES} itemKey={(title) => title} renderSlide={(title) => <h3>{title}</h3>} />);

const region = () => screen.getByRole('region', { name: HOME_TEXTS.carouselLabel });
const heading = () => screen.getByRole('heading', { level: 3 }).textContent;
const slide = () => screen.getByRole('group');

describe('HomeCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch();
  });

  afterEach(() => {
    vi.useRealTimers();
    resetReducedMotion();
  });

  it('moves on every 4 s and wraps round, announcing nothing while it moves', () => {
    renderCarousel();
    expect(region().getAttribute('aria-roledescription')).toBe('carousel');
    expect(slide().getAttribute('aria-label')).toBe(HOME_TEXTS.slideOf(1, 3));
    expect(slide().parentElement?.getAttribute('aria-live')).toBe('off');
    act(() => void vi.advanceTimersByTime(HOME_CAROUSEL_AUTOPLAY_MS - 1));
    expect(heading()).toBe(SLIDES[0]);
    act(() => void vi.advanceTimersByTime(1));
    expect(heading()).toBe(SLIDES[1]);
    act(() => void vi.advanceTimersByTime(HOME_CAROUSEL_AUTOPLAY_MS * 2));
    expect(heading()).toBe(SLIDES[0]);
  });

  it('stops on the pause button and steps with the arrow keys, the buttons and the dots', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: HOME_TEXTS.carouselPause }));
    expect(slide().parentElement?.getAttribute('aria-live')).toBe('polite');
    act(() => void vi.advanceTimersByTime(HOME_CAROUSEL_AUTOPLAY_MS * 3));
    expect(heading()).toBe(SLIDES[0]);
    fireEvent.keyDown(screen.getByRole('button', { name: HOME_TEXTS.carouselPlay }), { key: 'ArrowLeft' });
    expect(heading()).toBe(SLIDES[2]);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(heading()).toBe(SLIDES[0]);
    fireEvent.click(screen.getByRole('button', { name: HOME_TEXTS.carouselNext }));
    expect(heading()).toBe(SLIDES[1]);
    fireEvent.click(screen.getByRole('button', { name: HOME_TEXTS.slideOf(3, 3) }));
    expect(heading()).toBe(SLIDES[2]);
    expect(screen.getByRole('button', { name: HOME_TEXTS.slideOf(3, 3) }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: HOME_TEXTS.carouselPlay }));
    fireEvent.mouseEnter(region());
    act(() => void vi.advanceTimersByTime(HOME_CAROUSEL_AUTOPLAY_MS * 2));
    expect(heading()).toBe(SLIDES[2]);
    fireEvent.mouseLeave(region());
    act(() => void vi.advanceTimersByTime(HOME_CAROUSEL_AUTOPLAY_MS));
    expect(heading()).toBe(SLIDES[0]);
  });

  it('stands still for a visitor who asks for less motion until play is pressed', () => {
    preferReducedMotion();
    renderCarousel();
    act(() => void vi.advanceTimersByTime(HOME_CAROUSEL_AUTOPLAY_MS * 2));
    expect(heading()).toBe(SLIDES[0]);
    fireEvent.click(screen.getByRole('button', { name: HOME_TEXTS.carouselPlay }));
    act(() => void vi.advanceTimersByTime(HOME_CAROUSEL_AUTOPLAY_MS));
    expect(heading()).toBe(SLIDES[1]);
  });
});
