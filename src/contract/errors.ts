/**
 * The /api's errors, as the contract names them (docs/api-contract.md): the codes of an error body, the body
 * itself, and the two errors the data layer and the handlers throw to choose one. They live here, not beside the
 * route handlers, so the data layer can throw them without importing the handlers.
 */

export type ApiErrorCode =
  | 'bad_request'
  | 'forbidden'
  | 'not_found'
  | 'payload_too_large'
  | 'too_many_requests'
  | 'unavailable'
  | 'method_not_allowed'

/** Every /api error answers this JSON body. */
export type ApiErrorBody = { error: ApiErrorCode; message?: string }

/** Thrown by the data layer or a handler for an unknown slug or id: 404. */
export class NotFoundError extends Error {}

/** Thrown by a handler for a malformed path parameter; its message goes to the client: 400. */
export class BadRequestError extends Error {}
