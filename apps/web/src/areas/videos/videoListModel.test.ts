import { describe, expect, it } from 'vitest';
import { libraryVideos, video } from './fixtures';
import { DEFAULT_VIEW, upsertInList } from '../../lib/lists';
import { importedInstagramIds, visibleVideos } from './videoListModel';

const titles = (list: { title: string }[]) => list.map((v) => v.title);

describe('visibleVideos', () => {
  it('lists the most recently updated first by default', () => {
    expect(titles(visibleVideos(libraryVideos, DEFAULT_VIEW))).toEqual([
      'Spring lookbook',
      'Rain jacket close-up',
      'Unboxing take 2',
      'Instagram Video 1',
      'Trail shoes in 15 seconds',
      'Packing list',
    ]);
  });

  it('sorts alphabetically or by creation', () => {
    expect(titles(visibleVideos(libraryVideos, { ...DEFAULT_VIEW, sort: 'alphabetical' }))).toEqual(
      [
        'Instagram Video 1',
        'Packing list',
        'Rain jacket close-up',
        'Spring lookbook',
        'Trail shoes in 15 seconds',
        'Unboxing take 2',
      ],
    );
    expect(titles(visibleVideos(libraryVideos, { ...DEFAULT_VIEW, sort: 'newest' }))[0]).toBe(
      'Spring lookbook',
    );
  });

  it('searches titles case-insensitively, ignoring surrounding spaces', () => {
    expect(titles(visibleVideos(libraryVideos, { ...DEFAULT_VIEW, query: '  JACKET ' }))).toEqual([
      'Rain jacket close-up',
    ]);
  });

  it('filters by source: Instagram, or uploads only', () => {
    expect(titles(visibleVideos(libraryVideos, { ...DEFAULT_VIEW, source: 'INSTAGRAM' }))).toEqual([
      'Instagram Video 1',
    ]);
    expect(
      titles(
        visibleVideos(libraryVideos, { ...DEFAULT_VIEW, source: 'UPLOAD', sort: 'alphabetical' }),
      ),
    ).toEqual(['Rain jacket close-up', 'Spring lookbook', 'Unboxing take 2']);
  });
});

describe('list helpers', () => {
  it('replaces a changed video in place and puts a new one first', () => {
    const changed = { ...libraryVideos[1]!, title: 'Renamed' };
    expect(titles(upsertInList(libraryVideos, changed))[1]).toBe('Renamed');
    const added = video('new', 'Brand new', '2026-11-20T10:00:00.000Z');
    expect(upsertInList(libraryVideos, added)[0]).toBe(added);
  });

  it('knows which social posts are already imported', () => {
    expect([...importedInstagramIds(libraryVideos)]).toEqual(['ig-media-1']);
  });
});
