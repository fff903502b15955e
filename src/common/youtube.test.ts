import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube.ts';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the id of %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    null,
    '',
    'no es una url',
    'https://vimeo.com/123456',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UC1234567890',
  ])('refuses %s', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });

  it('embeds from the privacy-enhanced domain only', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });
});
