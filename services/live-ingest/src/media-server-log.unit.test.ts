import { expect, it } from 'vitest';
import { withoutStreamKeys } from './media-server-log.ts';

it('hides the stream keys in node-media-server lines and keeps the rest', () => {
  expect(withoutStreamKeys('RTMP session ab12 ::1:5000 start push /live/KEY1')).toBe(
    'RTMP session ab12 ::1:5000 start push /live/[stream key]',
  );
  expect(
    withoutStreamKeys('push /live/K-2 error, streamPath=/live/K-2 already has a publisher'),
  ).toBe('push /live/[stream key] error, streamPath=/live/[stream key] already has a publisher');
  expect(withoutStreamKeys('invalid stream path characters: app=live, name=K.3')).toBe(
    'invalid stream path characters: app=live, name=[stream key]',
  );
  expect(withoutStreamKeys('Store ready at /tmp/rushes/rtmp-store')).toBe(
    'Store ready at /tmp/rushes/rtmp-store',
  );
});
