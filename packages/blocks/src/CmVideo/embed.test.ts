import { describe, expect, it } from 'vitest';
import { videoSource } from './embed';

describe('videoSource', () => {
  it('embeds YouTube from youtube-nocookie.com and Vimeo with dnt', () => {
    expect(videoSource({ provider: 'youtube', videoId: 'aqz-KE-bpKQ' })).toEqual({
      kind: 'iframe',
      provider: 'youtube',
      host: 'YouTube',
      url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0&modestbranding=1',
    });
    expect(videoSource({ provider: 'vimeo', videoId: '76979871' })?.url).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('plays a file from our origin or an https URL', () => {
    expect(videoSource({ src: '/videos/anwendung.mp4' })).toEqual({
      kind: 'file',
      url: '/videos/anwendung.mp4',
      host: undefined,
    });
    expect(videoSource({ provider: 'file', src: 'https://cdn.example.com/a.mp4' })?.host).toBe(
      'cdn.example.com',
    );
  });

  it('refuses ids and URLs that could inject into the embed', () => {
    expect(videoSource({ provider: 'youtube', videoId: 'abc"><script>' })).toBeUndefined();
    expect(videoSource({ provider: 'vimeo', videoId: '123?x=1' })).toBeUndefined();
    expect(videoSource({ provider: 'file', src: 'javascript:alert(1)' })).toBeUndefined();
    expect(videoSource({ src: '//evil.example/a.mp4' })).toBeUndefined();
    expect(videoSource({ provider: 'youtube' })).toBeUndefined();
    // Browsers read `/\` as `//`: another site, not our origin.
    expect(videoSource({ src: '/\\evil.example/a.mp4' })).toBeUndefined();
  });

  it('refuses https URLs that do not parse instead of throwing during render', () => {
    expect(videoSource({ src: 'https://' })).toBeUndefined();
    expect(videoSource({ src: 'https://cdn example.com/a.mp4' })).toBeUndefined();
  });
});
