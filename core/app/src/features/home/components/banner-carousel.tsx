import { Carousel, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BannerSlide } from '../home-types';

/** The banner group's slides; each links where its group says (a search, a group page). */
export function BannerCarousel({ slides, personal }: { slides: readonly BannerSlide[]; personal: boolean }) {
  // The slider hides the other slides from assistive technology (aria-hidden); their links leave
  // the tab order too, or a keyboard user lands on a link nobody can see or hear. The fade effect
  // also keeps the slider from cloning slides (clones would copy a current slide's tab stop).
  const [current, setCurrent] = useState(0);
  return (
    <Carousel autoplay autoplaySpeed={5000} dots effect="fade" afterChange={setCurrent} style={{ borderRadius: 8, overflow: 'hidden' }}>
      {slides.map((s, i) => (
        <div key={s.title}>
          <Link
            to={`${personal && !s.linkUrl.startsWith('/sigl') ? '/sigl' : ''}${s.linkUrl}`}
            tabIndex={i === current ? 0 : -1}
            style={{ display: 'block' }}
          >
            <Flex
              vertical
              justify="center"
              style={{ height: 300, padding: '0 48px', background: `linear-gradient(120deg, ${s.colour} 0%, ${s.colour}cc 60%, ${s.colour}88 100%)`, color: '#fff' }}
            >
              <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
                {s.title}
              </Typography.Title>
              {s.subtitle ? <Typography.Paragraph style={{ color: '#fff', fontSize: 16, marginTop: 12, marginBottom: 0 }}>{s.subtitle}</Typography.Paragraph> : null}
            </Flex>
          </Link>
        </div>
      ))}
    </Carousel>
  );
}
