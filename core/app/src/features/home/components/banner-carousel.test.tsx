import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithMall } from '../../../test-support/render-with-mall';
import { BannerCarousel } from './banner-carousel';

vi.setConfig({ testTimeout: 60_000 });

const slides = [
  { title: 'Central purchasing 2026', subtitle: 'Agreement prices', linkUrl: '/product-list?keyword=paper', colour: '#1f3a93' },
  { title: 'Office week', subtitle: null, linkUrl: '/product-group?productGroupId=4', colour: '#a8071a' },
  { title: 'New suppliers', subtitle: null, linkUrl: '/product-list?keyword=desk', colour: '#135200' },
];
/** The slides a buyer (or a screen reader) can reach: the others are hidden and out of the tab order. */
const shown = () => screen.getAllByRole('link').map((a) => a.textContent);

afterEach(() => {
  vi.useRealTimers();
});

it('shows one slide at a time, moves on every 5 seconds, and a dot picks a slide', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderWithMall(<BannerCarousel slides={slides} personal={false} />);
  expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
  expect(shown()).toEqual(['Central purchasing 2026Agreement prices']);
  expect(screen.getByRole('link').getAttribute('href')).toBe('/product-list?keyword=paper');
  await act(async () => vi.advanceTimersByTime(5000));
  expect(shown()).toEqual(['Office week']);
  fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
  expect(shown()).toEqual(['New suppliers']);
  expect(screen.getByRole('button', { name: 'Slide 3 of 3' }).getAttribute('aria-current')).toBe('true');
  // From the last slide back to the first.
  fireEvent.blur(screen.getByRole('button', { name: 'Slide 3 of 3' }));
  await act(async () => vi.advanceTimersByTime(5000));
  expect(shown()).toEqual(['Central purchasing 2026Agreement prices']);
});

it('stands still while pointed at or focused, and links a member mall to its own paths', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderWithMall(<BannerCarousel slides={slides} personal />);
  const region = await screen.findByRole('region', { name: 'Featured' });
  expect(screen.getByRole('link').getAttribute('href')).toBe('/sigl/product-list?keyword=paper');
  fireEvent.mouseEnter(region);
  await act(async () => vi.advanceTimersByTime(12_000));
  expect(shown()).toEqual(['Central purchasing 2026Agreement prices']);
  fireEvent.mouseLeave(region);
  fireEvent.focus(screen.getByRole('link'));
  await act(async () => vi.advanceTimersByTime(12_000));
  expect(shown()).toEqual(['Central purchasing 2026Agreement prices']);
  fireEvent.blur(screen.getByRole('link'));
  await act(async () => vi.advanceTimersByTime(5000));
  expect(shown()).toEqual(['Office week']);
});

it('shows a single slide without dots or a timer', async () => {
  renderWithMall(<BannerCarousel slides={slides.slice(0, 1)} personal={false} />);
  await screen.findByRole('region', { name: 'Featured' });
  expect(screen.queryAllByRole('button')).toEqual([]);
});
