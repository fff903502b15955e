import { describe, expect, it } from 'vitest';
import { srcSet } from './images.ts';

describe('srcSet', () => {
  it('lists the stored sizes with their widths', () => {
    expect(
      srcSet({ thumb: '/t.webp', small: null, default: '/d.webp', big: '/b.webp', large: '/l.webp' }),
    ).toBe('/t.webp 160w, /d.webp 640w, /b.webp 1024w, /l.webp 1600w');
  });
});
