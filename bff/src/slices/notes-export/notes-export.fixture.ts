import type { NotesExport } from './notes.ts';

/** Two versions' notes: a 29.97 drop-frame clip with a range and a reply, and a 25 fps clip. */
export const sampleNotes: NotesExport = {
  title: 'Dailies — notes',
  timeZone: 'Europe/Paris',
  versions: [
    {
      assetName: 'Shot 12',
      versionNumber: 2,
      filename: 'shot12_v2.mov',
      video: true,
      fps: 30000 / 1001,
      timecode: '00:59:59;28',
      durationMs: 10_000,
      notes: [
        {
          author: 'Ana Díaz',
          createdAt: new Date('2026-12-08T13:05:00Z'),
          text: 'Sky too "blue", warm it up',
          start: 2,
          end: 62,
          annotation: null,
          replies: [
            {
              author: 'ben@example.com',
              createdAt: new Date('2026-12-08T23:30:00Z'),
              text: 'Agreed,\nwill do',
              start: null,
              end: null,
              annotation: null,
              replies: [],
            },
          ],
        },
      ],
    },
    {
      assetName: 'Shot 13',
      versionNumber: 1,
      filename: 'shot13.mov',
      video: true,
      fps: 25,
      timecode: '10:00:00:00',
      durationMs: 4_000,
      notes: [
        {
          author: 'Ana Díaz',
          createdAt: new Date('2026-12-09T08:00:00Z'),
          text: 'Cut\there',
          start: 30,
          end: null,
          annotation: null,
          replies: [],
        },
        {
          author: 'Guest',
          createdAt: new Date('2026-12-09T08:01:00Z'),
          text: 'Lovely overall',
          start: null,
          end: null,
          annotation: null,
          replies: [],
        },
      ],
    },
  ],
};
