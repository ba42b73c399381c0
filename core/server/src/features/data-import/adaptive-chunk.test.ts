// @vitest-environment node
import { AdaptiveChunk } from './adaptive-chunk';

describe('AdaptiveChunk (the import jobs chunk size)', () => {
  it('starts at its minimum, at most doubles per fast chunk and stops at its maximum', () => {
    const size = new AdaptiveChunk(1000, 10_000, 400);
    expect(size.size).toBe(1000);
    size.took(1000, 10); // far faster than the target
    expect(size.size).toBe(2000);
    for (let i = 0; i < 10; i++) size.took(size.size, 10);
    expect(size.size).toBe(10_000);
  });

  it('shrinks half-way towards the size that meets the target when chunks are slow, never below its minimum', () => {
    const size = new AdaptiveChunk(1000, 10_000, 400, 8000);
    size.took(8000, 1600); // 4x the target: ideal 2000, half-way from 8000
    expect(size.size).toBe(5000);
    for (let i = 0; i < 10; i++) size.took(size.size, 60_000);
    expect(size.size).toBe(1000);
    size.took(0, 0); // an empty chunk says nothing
    expect(size.size).toBe(1000);
  });
});
