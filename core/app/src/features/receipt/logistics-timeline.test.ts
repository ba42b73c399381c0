import { logisticsTimeline } from './logistics-timeline';

it('puts the newest entry first and the date once per day', () => {
  const track = [
    { operateTime: '2026-11-20 08:00:00', content: 'Picked up' },
    { operateTime: '2026-11-20 14:00:00', content: 'Left Shenzhen' },
    { operateTime: '2026-11-21 04:00:00', content: 'Arrived at the hub' },
  ];
  expect(logisticsTimeline(track)).toEqual([
    { date: '2026-11-21', time: '04:00:00', content: 'Arrived at the hub' },
    { date: '2026-11-20', time: '14:00:00', content: 'Left Shenzhen' },
    { time: '08:00:00', content: 'Picked up' },
  ]);
  expect(track[0]!.content).toBe('Picked up');
});

it('is empty without a track', () => expect(logisticsTimeline([])).toEqual([]));
