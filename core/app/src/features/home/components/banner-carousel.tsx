import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heading } from '../../../shell/plain-text';
import type { BannerSlide } from '../home-types';

/** How long a slide stays before the next fades in (what antd's Carousel autoplay used). */
const SLIDE_MS = 5000;
const HEIGHT = 300;
/** No fade for buyers who asked their system for less motion. */
const fade = (what: string) => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? undefined : what);

/**
 * The banner group's slides, fading one into the next; each links where its group says (a search,
 * a group page). Not antd's Carousel: react-slick measures every slide's size on mount, which
 * forced two layouts of the whole home (about 100 ms each at Lighthouse's mobile CPU) and was a
 * fifth of the home chunk. Here the slides share one grid cell and only opacity changes.
 * It pauses while pointed at or focused, so nobody reads or tabs against the timer; the other
 * slides are hidden from assistive technology and leave the tab order.
 */
export function BannerCarousel({ slides, personal }: { slides: readonly BannerSlide[]; personal: boolean }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setTimeout(() => setCurrent((c) => (c + 1) % count), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [paused, count, current]);
  const shown = current < count ? current : 0;

  return (
    <section
      style={{ display: 'grid', position: 'relative', height: HEIGHT, borderRadius: 8, overflow: 'hidden' }}
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {slides.map((s, i) => (
        <Link
          key={s.title}
          tabIndex={i === shown ? 0 : -1}
          to={`${personal && !s.linkUrl.startsWith('/sigl') ? '/sigl' : ''}${s.linkUrl}`}
          style={{
            gridArea: '1 / 1',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            padding: '0 48px',
            color: '#fff',
            background: `linear-gradient(120deg, ${s.colour} 0%, ${s.colour}cc 60%, ${s.colour}88 100%)`,
            opacity: i === shown ? 1 : 0,
            visibility: i === shown ? 'visible' : 'hidden',
            // visibility follows the fade, so the leaving slide leaves the tab order once it is gone.
            transition: fade('opacity 0.5s ease, visibility 0.5s'),
          }}
        >
          <Heading level={2} style={{ color: '#fff' }}>
            {s.title}
          </Heading>
          {s.subtitle ? <p style={{ color: '#fff', fontSize: 16, margin: '12px 0 0', wordBreak: 'break-word' }}>{s.subtitle}</p> : null}
        </Link>
      ))}
      {count > 1 ? (
        <div style={{ position: 'absolute', insetInline: 0, bottom: 12, display: 'flex', justifyContent: 'center', gap: 6 }}>
          {slides.map((s, i) => (
            <button
              key={s.title}
              type="button"
              aria-label={t('home.banner.slide', { n: i + 1, total: count })}
              aria-current={i === shown}
              onClick={() => setCurrent(i)}
              style={{ display: 'flex', alignItems: 'center', width: 28, height: 24, padding: '0 2px', border: 0, background: 'transparent', cursor: 'pointer' }}
            >
              <span style={{ width: '100%', height: 4, borderRadius: 2, background: i === shown ? '#fff' : 'rgba(255,255,255,0.5)', transition: fade('background 0.5s') }} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
