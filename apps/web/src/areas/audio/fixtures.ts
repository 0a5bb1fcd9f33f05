// Fixtures of the audio screen: fixed dates (screenshots never move) and stand-in addresses.
import type { Audio } from './audioActions';

export const audio = (
  id: string,
  title: string,
  createdAt: string,
  extra: Partial<Audio> = {},
): Audio => ({
  id,
  createdAt,
  updatedAt: createdAt,
  title,
  description: null,
  url: `https://media.example/groups/acme/audio/${id}.mp3`,
  duration: 42,
  status: 'READY',
  externalId: id,
  loop: false,
  ...extra,
});

export const audios: Audio[] = [
  audio('a1', 'Beach waves', '2026-11-05T10:00:00.000Z', {
    description: 'Calm background for summer videos',
    duration: 58.2,
    loop: true,
  }),
  audio('a2', 'Upbeat acoustic', '2026-11-01T09:30:00.000Z', { duration: 95 }),
  audio('a3', 'City at night', '2026-10-20T18:00:00.000Z', {
    description: 'Low synth pads',
    duration: 3725,
  }),
];

/** Twelve tracks: more than one page of ten. */
export const manyAudios: Audio[] = Array.from({ length: 12 }, (_, i) =>
  audio(
    `m${i + 1}`,
    `Track ${String(i + 1).padStart(2, '0')}`,
    `2026-10-${String(28 - i).padStart(2, '0')}T12:00:00.000Z`,
    {
      duration: 20 + i * 7,
    },
  ),
);

/** An MP3 file as the picker or a drop gives it (a few bytes: durations are read by a fake). */
export const mp3File = (name = 'beach-waves.mp3', size = 3_456_789) => {
  const file = new File([new Uint8Array([0xff, 0xfb, 0x90, 0x64])], name, { type: 'audio/mpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
