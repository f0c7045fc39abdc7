/**
 * The three errors every Cuib client raises (SPEC §8). Callers tell them apart with `instanceof`
 * and never have to parse messages.
 */

/** A required parameter was null or undefined; thrown before any request is sent. */
export class RequiredError extends Error {
  override name = 'RequiredError';

  constructor(
    /** The parameter as SPEC §5 names it (`filteringRequest`, `variantId`, …). */
    readonly field: string,
    /** The operation that was called. */
    readonly operationId: string,
  ) {
    super(`Required parameter "${field}" was null or undefined when calling ${operationId}.`);
  }
}

/** The backend answered with a status outside 200–299. The body is left unread for the caller. */
export class ResponseError extends Error {
  override name = 'ResponseError';

  constructor(readonly response: Response) {
    super('Response returned an error code');
  }

  /** The RFC 9457 problem the backend sent, or undefined when the body is not problem+json. */
  async problem(): Promise<Problem | undefined> {
    const type = this.response.headers.get('content-type') ?? '';
    if (!type.includes('json')) return undefined;
    try {
      return (await this.response.clone().json()) as Problem;
    } catch {
      return undefined;
    }
  }
}

/** The request never got an answer (network failure) and no middleware supplied one. */
export class FetchError extends Error {
  override name = 'FetchError';

  constructor(override readonly cause: unknown) {
    super('The request failed and the interceptors did not return an alternative response');
  }
}

/** RFC 9457 problem details, as every Cuib backend sends them. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  field?: string;
  errors?: { field: string; message: string }[];
}
