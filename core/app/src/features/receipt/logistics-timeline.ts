/** One timeline entry: its date shown only on the day's first (newest) entry. */
export interface TimelineEntry {
  readonly date?: string;
  readonly time: string;
  readonly content: string;
}

/**
 * Spec 2 section 2 "Logistics drawer": the track newest first (the answer is oldest first, so it
 * is reversed), the date once per day with the time beside each entry.
 */
export function logisticsTimeline(track: readonly { operateTime: string; content: string }[]): TimelineEntry[] {
  let previous: string | undefined;
  return [...track].reverse().map(({ operateTime, content }) => {
    const [date = '', time = ''] = operateTime.split(' ');
    const entry = { ...(date !== previous ? { date } : {}), time, content };
    previous = date;
    return entry;
  });
}
