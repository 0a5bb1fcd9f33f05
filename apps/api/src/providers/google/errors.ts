/** A failed call to Google: transport, HTTP status or an unusable answer. */
export class GoogleError extends Error {
  constructor(
    message: string,
    /** HTTP status when Google answered with one. */
    readonly status?: number,
    /** The OAuth `error` code of the answer (invalid_grant, invalid_client...). */
    readonly code?: string,
  ) {
    super(`Google: ${message}`);
    this.name = 'GoogleError';
  }
}
