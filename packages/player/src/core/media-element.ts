/** Asks a media element to play from inside a user gesture, so it may play with sound later. */
export function blessElement(element: { play(): Promise<void> | void }): void {
  try {
    // Without a source the play request fails at once; the element keeps the gesture's blessing.
    void Promise.resolve(element.play()).catch(() => undefined);
  } catch {
    // Environments without media playback (tests, old browsers) have nothing to bless.
  }
}
