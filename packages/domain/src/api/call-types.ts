// issue 14 item 1: the types of a call by its name ('member.transactions'), read from the contract's
// schemas. Types only: a portal imports them with `import type`, so no schema enters its JavaScript.
import type { z } from 'zod';
import type { CallGroup, CallName } from './endpoint-paths.js';
import type { CONTRACT } from './endpoints.js';

type Contract = typeof CONTRACT;

/** The contract entry of a call ('member.transactions' -> CONTRACT.member.transactions). */
export type CallEntry<N extends CallName> = N extends `${infer G extends CallGroup}.${infer C}`
  ? C extends keyof Contract[G]
    ? Contract[G][C]
    : never
  : never;

type Part = 'params' | 'query' | 'body';
/** What the caller sends in one part of a call (the schema's input), or undefined if the entry has no such part. */
type InputOf<E, K extends Part> = E extends { readonly [P in K]: infer S extends z.ZodType } ? z.input<S> : undefined;
/** What the server reads from one part once its schema has parsed it (the schema's output). */
type OutputOf<E, K extends Part> = E extends { readonly [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** The path parameters a call takes ({ id: '12' }), as the entry's params schema reads them. */
export type CallParams<N extends CallName> = InputOf<CallEntry<N>, 'params'>;
/** The query a call takes, as the entry's query schema reads it. */
export type CallQuery<N extends CallName> = InputOf<CallEntry<N>, 'query'>;
/** The JSON body a call takes, as the entry's body schema reads it. */
export type CallBody<N extends CallName> = InputOf<CallEntry<N>, 'body'>;
/** The path parameters as the server's handler gets them, parsed ({ id: 12 }). */
export type CallParsedParams<N extends CallName> = OutputOf<CallEntry<N>, 'params'>;
/** The query as the server's handler gets it, parsed. */
export type CallParsedQuery<N extends CallName> = OutputOf<CallEntry<N>, 'query'>;
/** The body as the server's handler gets it, parsed (trimmed, normalised). */
export type CallParsedBody<N extends CallName> = OutputOf<CallEntry<N>, 'body'>;
/** The success body of a call: the output of the entry's response schema (the server answers only what it passes). */
export type CallResponse<N extends CallName> = z.output<CallEntry<N>['response']>;
