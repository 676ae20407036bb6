/**
 * A parsed JSON answer as a contract test reads it: any field path, each checked by the assertion that reads it
 * (a wrong path yields `undefined` and fails that assertion), so the test states the contract once, in its checks.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions, not the type, check an answer's shape
export type JsonAnswer = Record<string, any>;
