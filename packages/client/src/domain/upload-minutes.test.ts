import { describe, expect, it } from 'vitest';
import {
  overUploadLimitMessage,
  UPLOADS_NEED_PAID_PLAN,
  uploadMinutesNeeded,
  uploadMinutesProblem,
} from './upload-minutes';

describe('upload minutes', () => {
  it('counts a video by its length rounded up to whole minutes', () => {
    expect(uploadMinutesNeeded(1)).toBe(1);
    expect(uploadMinutesNeeded(60)).toBe(1);
    expect(uploadMinutesNeeded(60.2)).toBe(2);
  });

  it('lets a video through when it fits what is left', () => {
    expect(uploadMinutesProblem({ limitMinutes: 300, remainingMinutes: 2 }, 119.4)).toBeNull();
    expect(uploadMinutesProblem({ limitMinutes: 300, remainingMinutes: 2 }, 120)).toBeNull();
  });

  it("refuses with the server's words when the video needs more than is left", () => {
    expect(uploadMinutesProblem({ limitMinutes: 300, remainingMinutes: 1 }, 61)).toBe(
      "This video needs 2 minutes of upload time, but only 1 minute of your plan's 300 are " +
        'left this billing month. Upgrade your plan or upload a shorter video.',
    );
    expect(
      overUploadLimitMessage({ neededMinutes: 1, remainingMinutes: 0, limitMinutes: 300 }),
    ).toBe(
      "This video needs 1 minute of upload time, but only 0 minutes of your plan's 300 are left " +
        'this billing month. Upgrade your plan or upload a shorter video.',
    );
  });

  it('refuses every upload without a paid plan', () => {
    expect(uploadMinutesProblem({ limitMinutes: 0, remainingMinutes: 0 }, 5)).toBe(
      UPLOADS_NEED_PAID_PLAN,
    );
  });
});
